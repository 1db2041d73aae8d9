// What 'Liberar reservas sin pagar' offers: per event, the holds that took seats without
// money — pending (not yet overdue: an overdue one is already free) or confirmed, with no
// completed charge — and the seats each holds, as the cashier names them.
import { groupBy } from '../domain/group-by';
import { seatShortLabels } from '../domain/seat-label';
import { withStandFloors } from './reservation-sale-queries';
import { isUnpaidHold } from '../domain/refunds';
import { shortReservationId } from '../domain/reservation-search';
import { displayedStatusOf, RESERVATION_STATUS_LABELS } from '../domain/reservation-status';
import { byCreatedAt, paymentBuckets, reservationBuckets, reservationSeatBuckets } from './row-buckets';
import type { ReservationRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { compareSeatPlaces } from './venue-queries';
import { seatsByIds } from './seat-catalog';

export interface UnpaidHold {
  reservationId: string;
  shortId: string;
  customerName: string;
  statusLabel: string;
  /** 'A-1, A-2' */
  seatLabels: string;
}

export interface EventUnpaidHolds {
  eventId: string;
  eventName: string;
  holds: UnpaidHold[];
}

/** Each reservation's active seats as the cashier names them ('A-1, A-2'), read at once for all. */
async function seatLabelsOf(db: TaquillaDatabase, reservationIds: readonly string[]): Promise<Map<string, string>> {
  const sales = (await reservationSeatBuckets.where(db, 'reservation_id', reservationIds)).filter((sale) => sale.active);
  const seats = await withStandFloors(db, (await seatsByIds(db, [...new Set(sales.map((sale) => sale.seat_id))])).filter((seat) => seat !== undefined));
  // Looked up sale by sale: a stand's seat is sold once per event, so it can be in several holds.
  const seatById = new Map(seats.map((seat) => [seat.id, seat]));
  const byReservation = groupBy(sales, (sale) => sale.reservation_id);
  return new Map(
    [...byReservation].map(([id, held]) => {
      const heldSeats = held.flatMap((sale) => seatById.get(sale.seat_id) ?? []);
      return [id, seatShortLabels(heldSeats.sort(compareSeatPlaces))];
    }),
  );
}

/** The bookings that hold seats without money by their stored status, with what the dialog shows of them. */
export interface UnpaidHoldRows {
  reservations: ReservationRow[];
  seatLabels: Map<string, string>;
  eventNames: Map<string, string>;
}

/**
 * Every booking unpaid by its stored status, its seats and its event's name, with no clock:
 * which of them are still held depends on the time (unpaidHoldsByEventAt), and the dialog
 * derives that again when a hold runs out instead of reading 10,000 bookings again on each
 * tick. Each table is read once for all the bookings (one by one, 10,000 took seconds).
 */
export async function readUnpaidHolds(db: TaquillaDatabase): Promise<UnpaidHoldRows> {
  const reservations = (await reservationBuckets.all(db)).sort(byCreatedAt);
  const payments = groupBy(await paymentBuckets.where(db, 'reservation_id', reservations.map((reservation) => reservation.id)), (payment) => payment.reservation_id);
  const unpaid = reservations.filter((reservation) => isUnpaidHold(reservation.status, payments.get(reservation.id) ?? []));
  const eventIds = [...new Set(unpaid.map((reservation) => reservation.event_id))];
  const [seatLabels, events] = await Promise.all([seatLabelsOf(db, unpaid.map((reservation) => reservation.id)), db.events.bulkGet(eventIds)]);
  return { reservations: unpaid, seatLabels, eventNames: new Map(eventIds.map((id, index) => [id, events[index]?.name ?? 'Evento no disponible'])) };
}

/** Events with at least one unpaid hold at `now` (an overdue one is already free), by name; holds oldest first. */
export function unpaidHoldsByEventAt({ reservations, seatLabels, eventNames }: UnpaidHoldRows, now: Date): EventUnpaidHolds[] {
  // Their payments were looked at when read: only the time can end a hold now.
  const held = reservations.filter((reservation) => isUnpaidHold(displayedStatusOf(reservation, now), []));
  return [...groupBy(held, (reservation) => reservation.event_id)]
    .map(([eventId, holds]) => ({
      eventId,
      eventName: eventNames.get(eventId)!,
      holds: holds.map((reservation) => ({
        reservationId: reservation.id,
        shortId: shortReservationId(reservation.id),
        customerName: reservation.customer_name,
        statusLabel: RESERVATION_STATUS_LABELS[displayedStatusOf(reservation, now)],
        seatLabels: seatLabels.get(reservation.id) ?? '',
      })),
    }))
    .sort((a, b) => a.eventName.localeCompare(b.eventName, 'es'));
}
