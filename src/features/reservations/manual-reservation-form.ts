// The 'Nueva Reserva Manual' dialog's values and their check: the command's own schema
// (spec §5 messages), so the messages under the fields are the ones the command would give.
import type { NamedSeat } from '../../domain/seat-label';
import { seatUnavailableMessage } from '../../domain/seat-selection';
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';
import {
  createManualReservationSchema,
  type CreateManualReservationInput,
  type DocumentType,
  type PaymentMethod,
} from '../../domain/reservation-schemas';
import type { Choice } from '../../ui/ChoiceCards';

export interface ManualReservationForm {
  event_id: string;
  seat_ids: string[];
  customer_name: string;
  customer_email: string;
  document_type: DocumentType;
  document_number: string;
  customer_phone: string;
  payment_method: PaymentMethod;
  discount_code: string;
  notes: string;
  includes_children: boolean;
  share_venue: boolean;
}

export const MANUAL_RESERVATION_DEFAULTS: ManualReservationForm = {
  event_id: '',
  seat_ids: [],
  customer_name: '',
  customer_email: '',
  document_type: 'CC',
  document_number: '',
  customer_phone: '',
  payment_method: 'cash',
  discount_code: '',
  notes: '',
  includes_children: false,
  share_venue: false,
};

export const PAYMENT_METHOD_CHOICES: Choice<PaymentMethod>[] = [
  { value: 'cash', label: 'Efectivo', detail: 'Queda pendiente hasta procesar el pago; se libera en 24 horas.' },
  { value: 'marked_paid', label: 'Marcar como pagado', detail: 'El cliente ya pagó: la reserva queda pagada.' },
  { value: 'mercadopago', label: 'Pago en línea (MercadoPago)', detail: 'Queda confirmada con el pago en línea pendiente.' },
];

export function manualReservationInput(form: ManualReservationForm): Omit<CreateManualReservationInput, 'id'> {
  return { ...form };
}

/** Field → first message, as the command would refuse the form; the id is the runner's to give. */
export function manualReservationErrors(form: ManualReservationForm): FieldErrors {
  const parsed = createManualReservationSchema.omit({ id: true }).safeParse(manualReservationInput(form));
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/** Click on a seat: a free one toggles in or out of the selection; anything else is refused with the spec's message. */
export function toggleSeat(
  selected: readonly string[],
  seat: { id: string; stand_floors: number } & NamedSeat,
  free: boolean,
): { seat_ids: string[]; error: string | null } {
  if (selected.includes(seat.id)) return { seat_ids: selected.filter((id) => id !== seat.id), error: null };
  if (!free) return { seat_ids: [...selected], error: seatUnavailableMessage(seat, seat.stand_floors) };
  return { seat_ids: [...selected, seat.id], error: null };
}
