// Laying the server's rows over the replica. Server rows replace optimistic ones, except
// rows that an op still waiting in the outbox changed: overwriting those would hide the
// cashier's change until that op is pushed (its own answer brings the server's version).
import type { RowsByTableName } from '../api/sync-api';
import { isReplicaTable, keyOfRow, REPLICA_TABLES, rowIdentity } from '../db/replica-tables';
import type { TaquillaDatabase } from '../db/taquilla-database';

/** Every table the sync writes, for the Dexie transactions that apply answers. */
export function syncedTables(db: TaquillaDatabase) {
  return [...REPLICA_TABLES.map((name) => db.replicaTable(name)), db.outbox, db.conflicts, db.sync_state];
}

/** Identities (see rowIdentity) of the rows ops still in the outbox have changed. */
export async function rowsHeldByQueuedOps(db: TaquillaDatabase): Promise<Set<string>> {
  const queued = await db.outbox.toArray();
  return new Set(queued.flatMap((entry) => entry.undo.map((change) => rowIdentity(change.table, change.key))));
}

/** Puts the rows of every table the device replicates; tables it does not know are skipped. */
export async function putServerRows(db: TaquillaDatabase, rowsByTable: RowsByTableName, held: Set<string>): Promise<void> {
  for (const [table, rows] of Object.entries(rowsByTable)) {
    if (!isReplicaTable(table) || rows.length === 0) continue;
    const free = rows.filter((row) => !held.has(rowIdentity(table, keyOfRow(table, row))));
    await db.replicaTable(table).bulkPut(free);
  }
}
