// 'Nueva Reserva Manual': the optimistic rows are the ones apply_reservations_create_manual
// writes on the server — statuses by payment method, seat prices, discount, payment and
// the 'created' log entry — and a sale the replica already knows to fail is refused here
// with the server's message instead of being queued. A walk-in cash sale ('Venta rápida',
// walk_in true) goes through the same command: paid in cash at once, no customer data.
import { quoteSale, type SaleQuote } from '../../domain/reservation-pricing';
import { manualSaleCommandSchema, type ManualSaleCommandPayload } from '../../domain/reservation-schemas';
import { saleOutcomeOf, type SaleOutcome } from '../../domain/reservation-status';
import {
  discountPercentFor,
  INVALID_DISCOUNT_CODE,
  seatLabelsOf,
  seatsForSaleByIds,
  type SeatForSale,
} from '../reservation-sale-queries';
import type { PaymentRow, ReservationLogRow, ReservationRow, ReservationSeatRow } from '../rows';
import type { TaquillaDatabase } from '../taquilla-database';
import { compareSeatPlaces } from '../venue-queries';
import { CommandValidationError, defineCommand, type CommandContext } from './command-definition';
import { optimisticRowId } from './optimistic-row-ids';
import { reservationBuckets } from '../row-buckets';

async function discountPercentOf(db: TaquillaDatabase, code: string | null): Promise<number> {
  const percent = await discountPercentFor(db, code);
  if (percent === null) throw new CommandValidationError({ discount_code: INVALID_DISCOUNT_CODE });
  return percent;
}

async function refuseClosedEvent(db: TaquillaDatabase, eventId: string): Promise<void> {
  const event = await db.events.get(eventId);
  if (!event) throw new CommandValidationError({ event_id: 'Evento no encontrado' });
  if (!event.is_active) throw new CommandValidationError({ event_id: 'Las reservas de este evento están pausadas' });
}

/** The asked seats, each sold by the event and free for it, in the order asked. */
async function seatsToSell(db: TaquillaDatabase, payload: ManualSaleCommandPayload, now: Date): Promise<SeatForSale[]> {
  const seats = await seatsForSaleByIds(db, payload.event_id, payload.seat_ids, now);
  const unknownSeatId = payload.seat_ids.find((seatId) => !seats.some((seat) => seat.id === seatId));
  if (unknownSeatId) throw new CommandValidationError({ seat_ids: `Error: Asiento ${unknownSeatId} no encontrado` });
  const unavailable = seats.filter((seat) => seat.status !== 'available');
  if (unavailable.length > 0) {
    throw new CommandValidationError({ seat_ids: `Los siguientes asientos ya no están disponibles: ${seatLabelsOf(unavailable)}` });
  }
  return seats;
}

/** A walk-in has handed the cash over: paid at once, unlike the dialog's 24 h cash hold. */
function outcomeOf(payload: ManualSaleCommandPayload, createdAt: string): SaleOutcome {
  if (payload.walk_in) return { status: 'paid', expires_at: null, payment: { status: 'completed', payment_method: 'cash' } };
  return saleOutcomeOf(payload.payment_method, createdAt);
}

function reservationRow(payload: ManualSaleCommandPayload, quote: SaleQuote, { organizationId, now }: CommandContext): ReservationRow {
  const { status, expires_at } = outcomeOf(payload, now);
  return {
    id: payload.id,
    organization_id: organizationId,
    event_id: payload.event_id,
    public_customer_id: null,
    customer_name: payload.customer_name,
    customer_email: payload.customer_email,
    customer_phone: payload.customer_phone,
    document_type: payload.document_type,
    document_number: payload.document_number,
    status,
    total_amount: quote.total,
    notes: payload.notes,
    source: 'manual',
    expires_at,
    created_at: now,
    updated_at: now,
  };
}

function saleRows(reservation: ReservationRow, seats: readonly SeatForSale[]): ReservationSeatRow[] {
  return seats.map((seat) => ({
    id: optimisticRowId(reservation.id, 'seat', seat.id),
    organization_id: reservation.organization_id,
    reservation_id: reservation.id,
    event_id: reservation.event_id,
    seat_id: seat.id,
    price: seat.price,
    active: true,
    created_at: reservation.created_at,
    updated_at: reservation.created_at,
  }));
}

function paymentRows(reservation: ReservationRow, payload: ManualSaleCommandPayload): PaymentRow[] {
  const { payment } = outcomeOf(payload, reservation.created_at);
  if (!payment) return [];
  return [
    {
      id: optimisticRowId(reservation.id, 'payment'),
      organization_id: reservation.organization_id,
      reservation_id: reservation.id,
      amount: reservation.total_amount,
      status: payment.status,
      payment_method: payment.payment_method,
      created_at: reservation.created_at,
      updated_at: reservation.created_at,
    },
  ];
}

/** The 'created' entry with the details the server writes, seats in plan order. */
function createdLogRow(
  reservation: ReservationRow,
  payload: ManualSaleCommandPayload,
  quote: SaleQuote,
  seats: readonly SeatForSale[],
): ReservationLogRow {
  return {
    id: optimisticRowId(reservation.id, 'log', 'created'),
    organization_id: reservation.organization_id,
    reservation_id: reservation.id,
    // The server records the signed-in user; the replica does not know who that is.
    user_id: null,
    action: 'created',
    details: {
      method: 'manual',
      payment_method: payload.payment_method,
      seats_count: payload.seat_ids.length,
      total_amount: quote.total,
      discount_applied: quote.discountPercent > 0,
      discount_amount: quote.discountAmount,
      discount_code: payload.discount_code,
      seats_reserved: [...seats].sort(compareSeatPlaces).map((seat) => ({
        seat_id: seat.id,
        row_letter: seat.row_letter,
        seat_number: seat.seat_number,
        price: seat.price,
      })),
      includes_children: payload.includes_children,
      share_venue: payload.share_venue,
      // The server adds the pushing device's id and the cashier's name from its own records.
      ...(payload.walk_in ? { walk_in: true, device_name: payload.device_name } : {}),
    },
    created_at: reservation.created_at,
  };
}

export const createManualReservation = defineCommand({
  schema: manualSaleCommandSchema,
  assignsId: true,
  async apply(changes, payload, context) {
    const { db, organizationId, now } = context;
    if (!organizationId) throw new CommandValidationError({ form: 'No tienes permisos para crear reservas' });
    if (await reservationBuckets.get(db, payload.id)) throw new CommandValidationError({ id: 'La reserva ya existe' });
    const percent = await discountPercentOf(db, payload.discount_code);
    await refuseClosedEvent(db, payload.event_id);
    const seats = await seatsToSell(db, payload, new Date(now));
    const quote = quoteSale(seats.map((seat) => seat.price), percent);
    const reservation = reservationRow(payload, quote, context);
    await changes.put('reservations', [reservation]);
    await changes.put('reservation_seats', saleRows(reservation, seats));
    await changes.put('payments', paymentRows(reservation, payload));
    await changes.put('reservation_logs', [createdLogRow(reservation, payload, quote, seats)]);
  },
});
