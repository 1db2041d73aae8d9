// What the event screens read from the replica, and seat statuses per event (spec §4, §9).
import { seatStatusForEvent, type SeatStatus } from '../domain/seat-status';
import type { EventRow, GraderiaRow, SeatRow } from './rows';
import { holdersOfSeats } from './taken-seats-queries';
import type { TaquillaDatabase } from './taquilla-database';
import { seatsOfStands } from './seat-catalog';
import { reservationSeatBuckets } from './row-buckets';

/** By start date and time, as the events list shows them. */
export async function listEvents(db: TaquillaDatabase): Promise<EventRow[]> {
  const events = await db.events.orderBy('event_date').toArray();
  return events.sort((a, b) => a.event_date.localeCompare(b.event_date) || a.event_time.localeCompare(b.event_time));
}

export async function findEvent(db: TaquillaDatabase, eventId: string): Promise<EventRow | undefined> {
  return db.events.get(eventId);
}

export async function graderiasOfEvent(db: TaquillaDatabase, eventId: string): Promise<GraderiaRow[]> {
  const links = await db.event_graderias.where('event_id').equals(eventId).toArray();
  const graderias = await db.graderias.bulkGet(links.map((link) => link.graderia_id));
  return graderias.filter((graderia): graderia is GraderiaRow => graderia !== undefined);
}

interface SeatWithStatus {
  seat: SeatRow;
  status: SeatStatus;
}

/** Every seat the event sells with its status for that event, like seat_status_for_event on the server. */
async function seatsWithStatusForEvent(db: TaquillaDatabase, eventId: string, now: Date): Promise<SeatWithStatus[]> {
  const links = await db.event_graderias.where('event_id').equals(eventId).toArray();
  const seats = await seatsOfStands(db, links.map((link) => link.graderia_id));
  const activeSales = (await reservationSeatBuckets.where(db, 'event_id', [eventId])).filter((sale) => sale.active);
  const holderBySeat = await holdersOfSeats(db, eventId, activeSales);
  return seats.map((seat) => ({ seat, status: seatStatusForEvent(seat, holderBySeat.get(seat.id), now) }));
}

/** Seat id → its status for the event. */
export async function seatStatusesForEvent(db: TaquillaDatabase, eventId: string, now: Date): Promise<Map<string, SeatStatus>> {
  const seats = await seatsWithStatusForEvent(db, eventId, now);
  return new Map(seats.map(({ seat, status }) => [seat.id, status]));
}
