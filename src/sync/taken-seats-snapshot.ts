// The seats taken when a first download began (sync_pull_page's taken_seats), kept on the
// device while that download brings the sales: the gate sells with them from the moment the
// catalog is in. Once every reservation_seats row is in, the replica's own sales say which
// seats are taken (and the device's offline sales are among them), so they are dropped.
import type { SyncPullPage } from '../api/sync-api';
import type { PullProgress } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';

/** Whether the sales the taken seats stand in for are all in: the pull is over, or its reservation_seats pages are. */
export function salesAreIn(progress: PullProgress | null): boolean {
  return progress === null || progress.complete.includes('reservation_seats');
}

/** Keeps a page's taken seats, or drops them once the sales are in; inside the page's transaction. */
export async function keepTakenSeats(db: TaquillaDatabase, page: SyncPullPage, progress: PullProgress | null): Promise<void> {
  if (page.taken_seats) {
    // A new first download: what an earlier one left no longer holds.
    await db.taken_seats.clear();
    await db.taken_seats.bulkPut(page.taken_seats.map(({ event_id, seat_ids }) => ({ event_id, seat_ids })));
  }
  // Cleared only when something is there: a clear re-runs every screen that reads the table.
  if (salesAreIn(progress) && (await db.taken_seats.count()) > 0) await db.taken_seats.clear();
}
