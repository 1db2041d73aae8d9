// A test replica that has received the organization's first snapshot, open as the session's
// replica: screens over it show its rows instead of waiting for a first sync.
import { SYNC_STATE_KEY, type PullProgress } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { openTestReplica } from '../../db/testing/test-replica';
import { CATALOG_TABLES, downloadProgressOf, TAKEN_SEATS } from '../../sync/pull-progress';
import { syncStatusStore } from '../../sync/sync-status-store';

export async function openSyncedReplica(): Promise<TaquillaDatabase> {
  const db = await openTestReplica();
  await db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-1', last_synced_at: '2025-06-13T17:00:00.000Z' });
  syncStatusStore.setState({ replica: db });
  return db;
}

/** The first sync once the gate can sell: catalog and taken seats in, the history still coming, with its progress bar. */
export async function historyStillDownloading(db: TaquillaDatabase): Promise<PullProgress> {
  const progress: PullProgress = {
    page: 'page-3',
    snapshot: true,
    totals: { reservations: 10_000, reservation_seats: 20_000 },
    received: { reservations: 4_000, reservation_seats: 0 },
    complete: [...CATALOG_TABLES, TAKEN_SEATS],
  };
  await db.sync_state.update(SYNC_STATE_KEY, { cursor: null, pull_progress: progress });
  syncStatusStore.setState({ download: downloadProgressOf(progress) });
  return progress;
}

/** The first sync's last page in: a cursor, and no progress bar. */
export async function historyDownloaded(db: TaquillaDatabase): Promise<void> {
  await db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-2', pull_progress: null });
  syncStatusStore.setState({ download: null });
}
