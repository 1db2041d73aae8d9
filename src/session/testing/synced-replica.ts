// A test replica that has received the organization's first snapshot, open as the session's
// replica: screens over it show its rows instead of waiting for a first sync.
import { SYNC_STATE_KEY } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { openTestReplica } from '../../db/testing/test-replica';
import { syncStatusStore } from '../../sync/sync-status-store';

export async function openSyncedReplica(): Promise<TaquillaDatabase> {
  const db = await openTestReplica();
  await db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-1', last_synced_at: '2025-06-13T17:00:00.000Z' });
  syncStatusStore.setState({ replica: db });
  return db;
}
