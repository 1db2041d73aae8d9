// Applying sync_pull's answer in one Dexie transaction, together with the new cursor, so
// a crash never leaves rows applied under an old cursor or a cursor without its rows.
// Every pulled row is kept: a row a queued op holds becomes that row's server base (see
// rebase-replica), so the cursor never passes a row the device has not kept.
import type { SyncPullAnswer } from '../api/sync-api';
import { REPLICA_TABLES, rowIdentity, type RowKey } from '../db/replica-tables';
import { SYNC_STATE_KEY } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { addServerDeletions, addServerRows, rebaseReplica, type ServerRowChanges } from './rebase-replica';
import { syncedTables } from './server-rows';

/** A full snapshot (pulled without a cursor) is the whole server: rows it lacks are gone from it. */
async function rowsMissingFromSnapshot(db: TaquillaDatabase, snapshot: ServerRowChanges): Promise<ServerRowChanges> {
  const missing: ServerRowChanges = new Map();
  for (const table of REPLICA_TABLES) {
    const localKeys = (await db.replicaTable(table).toCollection().primaryKeys()) as RowKey[];
    for (const key of localKeys) missing.set(rowIdentity(table, key), { table, key, row: null });
  }
  for (const base of await db.server_bases.toArray()) missing.set(base.identity, { table: base.table, key: base.key, row: null });
  for (const identity of snapshot.keys()) missing.delete(identity);
  return missing;
}

export async function applyPullAnswer(
  db: TaquillaDatabase,
  answer: SyncPullAnswer,
  { fullSnapshot, now }: { fullSnapshot: boolean; now: Date },
): Promise<void> {
  await db.transaction('rw', syncedTables(db), async () => {
    const pulled = addServerRows(new Map(), answer.rows);
    // Deletions first: a row listed both ways was deleted and written again since the cursor.
    const serverRows = fullSnapshot
      ? new Map([...(await rowsMissingFromSnapshot(db, pulled)), ...pulled])
      : addServerRows(addServerDeletions(new Map(), answer.deleted), answer.rows);
    await rebaseReplica(db, { serverRows });
    await db.sync_state.update(SYNC_STATE_KEY, { cursor: answer.cursor, last_synced_at: now.toISOString() });
  });
}
