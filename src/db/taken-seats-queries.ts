// Which seats of an event a sale holds, as the screens that sell judge it: the replica's
// active sales, and, while a first download is still bringing the sales, the seats the
// server listed as taken when it began (sync/taken-seats-snapshot keeps them only until then).
import type { SaleHolder } from '../domain/seat-status';
import type { ReservationSeatRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { reservationBuckets } from './row-buckets';

/** A seat held by a sale the replica does not have yet: taken, as the server holds it. */
export const UNKNOWN_HOLDER: SaleHolder = { status: 'confirmed', expires_at: null };

/** The event's seats listed as taken by the first download under way; empty once its sales are in. */
export async function seatsTakenWhileSalesLoad(db: TaquillaDatabase, eventId: string): Promise<Set<string>> {
  const snapshot = await db.taken_seats.get(eventId);
  return new Set(snapshot?.seat_ids ?? []);
}

/**
 * Seat id → the reservation holding the seat for the event, from the given active sales;
 * a reservation missing from the replica, or a seat only the download's snapshot lists,
 * still holds its seat. `seatIds`: only these seats matter.
 */
export async function holdersOfSeats(
  db: TaquillaDatabase,
  eventId: string,
  activeSales: readonly ReservationSeatRow[],
  seatIds?: readonly string[],
): Promise<Map<string, SaleHolder>> {
  const reservations = await reservationBuckets.byIds(db, activeSales.map((sale) => sale.reservation_id));
  const holders = new Map<string, SaleHolder>(activeSales.map((sale, index) => [sale.seat_id, reservations[index] ?? UNKNOWN_HOLDER]));
  const wanted = seatIds && new Set(seatIds);
  for (const seatId of await seatsTakenWhileSalesLoad(db, eventId)) {
    if (!holders.has(seatId) && (!wanted || wanted.has(seatId))) holders.set(seatId, UNKNOWN_HOLDER);
  }
  return holders;
}
