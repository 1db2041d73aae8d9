// The reservation card's actions, 'Procesar Pago' and 'Cancelar', with the transitions and
// messages of apply_reservations_process_payment and apply_reservations_cancel. A pending
// hold past its expiry counts as expired here too: the server expires it before applying.
import { cancelReservationSchema, processPaymentSchema } from '../../domain/reservation-schemas';
import {
  cancellationRefusalFor,
  DEFAULT_CANCELLATION_REASON,
  displayedStatusOf,
  paymentRefusalFor,
} from '../../domain/reservation-status';
import { paymentBuckets, reservationBuckets, reservationSeatBuckets } from '../row-buckets';
import type { PaymentRow, ReservationLogRow, ReservationRow } from '../rows';
import type { TaquillaDatabase } from '../taquilla-database';
import { CommandValidationError, defineCommand } from './command-definition';
import { optimisticRowId } from './optimistic-row-ids';

async function reservationForChange(
  db: TaquillaDatabase,
  reservationId: string,
  now: string,
  refusalFor: typeof paymentRefusalFor,
): Promise<ReservationRow> {
  const reservation = await reservationBuckets.get(db, reservationId);
  if (!reservation) throw new CommandValidationError({ reservation_id: 'Reserva no encontrada' });
  const refusal = refusalFor(displayedStatusOf(reservation, new Date(now)));
  if (refusal) throw new CommandValidationError({ reservation_id: refusal });
  return reservation;
}

function logRow(reservation: ReservationRow, action: string, details: Record<string, unknown>, now: string): ReservationLogRow {
  return {
    id: optimisticRowId(reservation.id, 'log', action),
    organization_id: reservation.organization_id,
    reservation_id: reservation.id,
    user_id: null,
    action,
    details,
    created_at: now,
  };
}

/** The pending payments complete as cash (a public cash booking has one); otherwise a new cash payment. */
async function completedCashPayments(db: TaquillaDatabase, reservation: ReservationRow, now: string): Promise<PaymentRow[]> {
  const pending = (await paymentBuckets.where(db, 'reservation_id', [reservation.id])).filter((payment) => payment.status === 'pending');
  const completed = { status: 'completed', payment_method: 'cash', amount: reservation.total_amount, updated_at: now } as const;
  if (pending.length > 0) return pending.map((payment) => ({ ...payment, ...completed }));
  return [
    {
      ...completed,
      id: optimisticRowId(reservation.id, 'payment', 'cash'),
      organization_id: reservation.organization_id,
      reservation_id: reservation.id,
      created_at: now,
    },
  ];
}

export const processReservationPayment = defineCommand({
  schema: processPaymentSchema,
  entityIdOf: (payload) => payload.reservation_id,
  async apply(changes, { reservation_id }, { db, now }) {
    const reservation = await reservationForChange(db, reservation_id, now, paymentRefusalFor);
    await changes.put('reservations', [{ ...reservation, status: 'paid', updated_at: now }]);
    await changes.put('payments', await completedCashPayments(db, reservation, now));
    await changes.put('reservation_logs', [logRow(reservation, 'payment_processed', { method: 'cash', amount: reservation.total_amount }, now)]);
  },
});

export const cancelReservation = defineCommand({
  schema: cancelReservationSchema,
  entityIdOf: (payload) => payload.reservation_id,
  async apply(changes, { reservation_id, reason }, { db, now }) {
    const reservation = await reservationForChange(db, reservation_id, now, cancellationRefusalFor);
    // The server's trigger release_seats_of_closed_reservation frees the seats the same way.
    const held = (await reservationSeatBuckets.where(db, 'reservation_id', [reservation.id])).filter((sale) => sale.active);
    await changes.put('reservations', [{ ...reservation, status: 'cancelled', updated_at: now }]);
    await changes.put('reservation_seats', held.map((sale) => ({ ...sale, active: false, updated_at: now })));
    await changes.put('reservation_logs', [logRow(reservation, 'cancelled', { reason: reason ?? DEFAULT_CANCELLATION_REASON }, now)]);
  },
});
