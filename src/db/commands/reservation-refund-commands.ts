// 'Reembolsar' in cash and 'Liberar reservas sin pagar', with the rules and messages of
// apply_reservations_refund and apply_reservations_release_unpaid. Both work offline: the
// booking shows cancelled and its seats free at once; the server re-checks everything, and
// a second gate's refund of the same booking comes back as a conflict, not a second payout.
import {
  BULK_RELEASE_REASON,
  cashRefundRefusalFor,
  isUnpaidHold,
  moneyHeld,
  refundReservationSchema,
  releaseUnpaidSchema,
} from '../../domain/refunds';
import { formatCOP } from '../../domain/money';
import { displayedStatusOf } from '../../domain/reservation-status';
import type { RowChangeRecorder } from '../row-changes';
import { paymentBuckets, reservationBuckets, reservationSeatBuckets } from '../row-buckets';
import type { PaymentRow, ReservationRow } from '../rows';
import type { TaquillaDatabase } from '../taquilla-database';
import { CommandValidationError, defineCommand } from './command-definition';
import { optimisticRowId } from './optimistic-row-ids';

function paymentsOf(db: TaquillaDatabase, reservationId: string): Promise<PaymentRow[]> {
  return paymentBuckets.where(db, 'reservation_id', [reservationId]);
}

/** The booking closes: cancelled, its seats free (as release_seats_of_closed_reservation does), one log entry. */
async function closeReservation(
  changes: RowChangeRecorder,
  db: TaquillaDatabase,
  reservation: ReservationRow,
  log: { action: string; details: Record<string, unknown> },
  now: string,
): Promise<void> {
  const held = (await reservationSeatBuckets.where(db, 'reservation_id', [reservation.id])).filter((sale) => sale.active);
  await changes.put('reservations', [{ ...reservation, status: 'cancelled', updated_at: now }]);
  await changes.put('reservation_seats', held.map((sale) => ({ ...sale, active: false, updated_at: now })));
  await changes.put('reservation_logs', [
    {
      id: optimisticRowId(reservation.id, 'log', log.action),
      organization_id: reservation.organization_id,
      reservation_id: reservation.id,
      user_id: null,
      action: log.action,
      details: log.details,
      created_at: now,
    },
  ]);
}

export const refundReservation = defineCommand({
  schema: refundReservationSchema,
  entityIdOf: (payload) => payload.reservation_id,
  async apply(changes, { reservation_id, amount, reason, method }, { db, now }) {
    const reservation = await reservationBuckets.get(db, reservation_id);
    if (!reservation) throw new CommandValidationError({ reservation_id: 'Reserva no encontrada' });
    const payments = await paymentsOf(db, reservation.id);
    const refusal = cashRefundRefusalFor(displayedStatusOf(reservation, new Date(now)), payments);
    if (refusal) throw new CommandValidationError({ reservation_id: refusal });
    const paid = moneyHeld(payments);
    if (amount !== paid) throw new CommandValidationError({ amount: `El monto del reembolso debe ser exactamente lo pagado: ${formatCOP(paid)}` });

    const refund: PaymentRow = {
      id: optimisticRowId(reservation.id, 'payment', 'refund'),
      organization_id: reservation.organization_id,
      reservation_id: reservation.id,
      kind: 'refund',
      amount,
      status: 'completed',
      payment_method: method,
      created_at: now,
      updated_at: now,
    };
    await changes.put('payments', [refund]);
    await closeReservation(changes, db, reservation, { action: 'refunded', details: { amount, method, reason } }, now);
  },
});

export const releaseUnpaidReservations = defineCommand({
  schema: releaseUnpaidSchema,
  entityIdOf: (payload) => payload.event_id,
  async apply(changes, { event_id, reservation_ids }, { db, now }) {
    const reservations = await reservationBuckets.byIds(db, reservation_ids);
    if (reservations.some((reservation) => !reservation || reservation.event_id !== event_id)) {
      throw new CommandValidationError({ reservation_ids: 'Reserva no encontrada en este evento' });
    }
    for (const reservation of reservations as ReservationRow[]) {
      // Paid or closed since the dialog listed it: left as it is, as the server leaves it.
      if (!isUnpaidHold(displayedStatusOf(reservation, new Date(now)), await paymentsOf(db, reservation.id))) continue;
      const details = { reason: BULK_RELEASE_REASON, bulk_release: true, previous_status: reservation.status };
      await closeReservation(changes, db, reservation, { action: 'cancelled', details }, now);
    }
  },
});
