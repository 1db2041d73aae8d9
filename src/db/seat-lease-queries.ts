// Seat leases as a device reads them from its replica (issue 21): an event's leases and the
// event's sold seats for the sizing help.
import type { SeatLeaseRow } from './rows';
import { seatsTakenWhileSalesLoad } from './taken-seats-queries';
import type { TaquillaDatabase } from './taquilla-database';
import { reservationSeatBuckets } from './row-buckets';

export async function leasesOfEvent(db: TaquillaDatabase, eventId: string): Promise<SeatLeaseRow[]> {
  return eventId ? db.seat_leases.where('event_id').equals(eventId).toArray() : [];
}

/** Seats of the event held by an active sale row (paid, confirmed or held), or listed taken while a first download brings the sales. */
export async function soldSeatIdsOfEvent(db: TaquillaDatabase, eventId: string): Promise<Set<string>> {
  const sales = await reservationSeatBuckets.where(db, 'event_id', [eventId]);
  const sold = sales.filter((sale) => sale.active).map((sale) => sale.seat_id);
  return new Set([...sold, ...(await seatsTakenWhileSalesLoad(db, eventId))]);
}
