// Applying sync_pull's answer in one Dexie transaction, together with the new cursor, so
// a crash never leaves rows applied under an old cursor or a cursor without its rows.
import type { SyncPullAnswer } from '../api/sync-api';
import { isReplicaTable, keyOfDeletion, REPLICA_TABLES, keyOfRow, rowIdentity, type RowKey } from '../db/replica-tables';
import { SYNC_STATE_KEY } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { putServerRows, rowsHeldByQueuedOps, syncedTables } from './server-rows';

/** A full snapshot (pulled without a cursor) replaces the replica: local rows it lacks go. */
async function dropRowsMissingFromSnapshot(db: TaquillaDatabase, answer: SyncPullAnswer, held: Set<string>): Promise<void> {
  for (const table of REPLICA_TABLES) {
    const present = new Set((answer.rows[table] ?? []).map((row) => rowIdentity(table, keyOfRow(table, row))));
    const localKeys = (await db.replicaTable(table).toCollection().primaryKeys()) as RowKey[];
    const gone = localKeys.filter((key) => !present.has(rowIdentity(table, key)) && !held.has(rowIdentity(table, key)));
    await db.replicaTable(table).bulkDelete(gone);
  }
}

async function deleteListedRows(db: TaquillaDatabase, answer: SyncPullAnswer, held: Set<string>): Promise<void> {
  for (const [table, deletedKeys] of Object.entries(answer.deleted)) {
    if (!isReplicaTable(table)) continue;
    const keys = deletedKeys.map((deleted) => keyOfDeletion(table, deleted));
    await db.replicaTable(table).bulkDelete(keys.filter((key) => !held.has(rowIdentity(table, key))));
  }
}

export async function applyPullAnswer(
  db: TaquillaDatabase,
  answer: SyncPullAnswer,
  { fullSnapshot, now }: { fullSnapshot: boolean; now: Date },
): Promise<void> {
  await db.transaction('rw', syncedTables(db), async () => {
    const held = await rowsHeldByQueuedOps(db);
    if (fullSnapshot) await dropRowsMissingFromSnapshot(db, answer, held);
    else await deleteListedRows(db, answer, held);
    await putServerRows(db, answer.rows, held);
    await db.sync_state.update(SYNC_STATE_KEY, { cursor: answer.cursor, last_synced_at: now.toISOString() });
  });
}
