// What 'Liberar reservas sin pagar' offers: per event, the holds that took seats without
// money — pending (not yet overdue: an overdue one is already free) or confirmed, with no
// completed charge — and the seats each holds, as the cashier names them.
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

async function seatLabelsOf(db: TaquillaDatabase, reservationId: string): Promise<string> {
  const sales = (await reservationSeatBuckets.where(db, 'reservation_id', [reservationId])).filter((sale) => sale.active);
  const seats = (await seatsByIds(db, sales.map((sale) => sale.seat_id))).filter((seat) => seat !== undefined);
  return seatShortLabels(await withStandFloors(db, seats.sort(compareSeatPlaces)));
}

async function unpaidHoldOf(db: TaquillaDatabase, reservation: ReservationRow, now: Date): Promise<UnpaidHold | null> {
  const status = displayedStatusOf(reservation, now);
  const payments = await paymentBuckets.where(db, 'reservation_id', [reservation.id]);
  if (!isUnpaidHold(status, payments)) return null;
  return {
    reservationId: reservation.id,
    shortId: shortReservationId(reservation.id),
    customerName: reservation.customer_name,
    statusLabel: RESERVATION_STATUS_LABELS[status],
    seatLabels: await seatLabelsOf(db, reservation.id),
  };
}

/** Events with at least one unpaid hold, by name; holds oldest first. */
export async function listUnpaidHoldsByEvent(db: TaquillaDatabase, now: Date): Promise<EventUnpaidHolds[]> {
  const reservations = (await reservationBuckets.all(db)).sort(byCreatedAt);
  const byEvent = new Map<string, UnpaidHold[]>();
  for (const reservation of reservations) {
    const hold = await unpaidHoldOf(db, reservation, now);
    if (hold) byEvent.set(reservation.event_id, [...(byEvent.get(reservation.event_id) ?? []), hold]);
  }
  const events = await db.events.bulkGet([...byEvent.keys()]);
  return events
    .map((event, index) => ({ eventId: [...byEvent.keys()][index], eventName: event?.name ?? 'Evento no disponible' }))
    .map(({ eventId, eventName }) => ({ eventId, eventName, holds: byEvent.get(eventId)! }))
    .sort((a, b) => a.eventName.localeCompare(b.eventName, 'es'));
}
