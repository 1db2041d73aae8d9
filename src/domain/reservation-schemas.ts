// The rules of the 'Nueva Reserva Manual' dialog (spec §5) and of the reservation card
// actions, with the spec's messages word for word. sync_push checks the same fields in the
// same order (check_manual_reservation_fields), so an op that passes here is refused on the
// server only for what changed meanwhile (a seat sold, a code switched off).
import { z } from 'zod';
import { DOCUMENT_TYPES } from './document-types';
import { blankAsMissing, entityId, optionalText } from './form-values';
import {
  DISCOUNT_CODE_LIMIT,
  DOCUMENT_NUMBER_LIMIT,
  EMAIL_LIMIT,
  FULL_NAME_LIMIT,
  maxText,
  NOTES_LIMIT,
  PHONE_LIMIT,
  requiredText,
} from './text-limits';

export const PAYMENT_METHODS = ['cash', 'marked_paid', 'mercadopago'] as const;

export { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from './document-types';
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The server's own check of an email (check_manual_reservation_fields). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Typed in any case with any spaces; stored upper case, as discount_codes keeps them. */
const discountCode = z
  .string()
  .nullish()
  .transform((code) => (code?.trim() ? code.trim().toUpperCase() : null))
  .check(maxText(DISCOUNT_CODE_LIMIT));

export const createManualReservationSchema = z.object({
  id: entityId,
  event_id: blankAsMissing(
    z.guid({ error: (issue) => (issue.input === undefined ? 'Debes seleccionar un evento' : 'Identificador inválido') }),
  ),
  seat_ids: z
    .array(entityId, { error: 'Debe seleccionar al menos un asiento' })
    .min(1, 'Debe seleccionar al menos un asiento')
    .transform((ids) => [...new Set(ids)]),
  customer_name: requiredText('El nombre es requerido', FULL_NAME_LIMIT),
  customer_email: requiredText('El correo es requerido', EMAIL_LIMIT).regex(EMAIL_PATTERN, 'Correo electrónico inválido'),
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Tipo de documento inválido' }).default('CC'),
  document_number: requiredText('El documento es requerido', DOCUMENT_NUMBER_LIMIT),
  customer_phone: requiredText('El teléfono es requerido', PHONE_LIMIT),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Método de pago inválido' }),
  discount_code: discountCode,
  notes: optionalText.check(maxText(NOTES_LIMIT)),
  includes_children: z.boolean().default(false),
  share_venue: z.boolean().default(false),
});

export const processPaymentSchema = z.object({
  reservation_id: entityId,
});

export const cancelReservationSchema = z.object({
  reservation_id: entityId,
  reason: optionalText,
});

export type CreateManualReservationInput = z.input<typeof createManualReservationSchema>;
export type CreateManualReservationPayload = z.output<typeof createManualReservationSchema>;
export type ProcessPaymentPayload = z.output<typeof processPaymentSchema>;
export type CancelReservationPayload = z.output<typeof cancelReservationSchema>;
