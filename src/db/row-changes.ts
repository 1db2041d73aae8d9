// Writing rows so that the write can be taken back. A command records, for every row it
// puts or deletes, the row as it was; if the server refuses the op, undoRowChanges puts
// those rows back. Both run inside the caller's Dexie transaction.
import { keyOfRow, type ReplicaRow, type ReplicaTableName, type RowKey } from './replica-tables';
import type { RowUndo } from './sync-records';
import type { TaquillaDatabase } from './taquilla-database';

export class RowChangeRecorder {
  readonly undo: RowUndo[] = [];

  constructor(private readonly db: TaquillaDatabase) {}

  async put(table: ReplicaTableName, rows: readonly ReplicaRow[]): Promise<void> {
    await this.remember(table, rows.map((row) => keyOfRow(table, row)));
    await this.db.replicaTable(table).bulkPut(rows as object[]);
  }

  async delete(table: ReplicaTableName, keys: readonly RowKey[]): Promise<void> {
    await this.remember(table, keys);
    await this.db.replicaTable(table).bulkDelete(keys as RowKey[]);
  }

  private async remember(table: ReplicaTableName, keys: readonly RowKey[]): Promise<void> {
    const before = await this.db.replicaTable(table).bulkGet(keys as RowKey[]);
    keys.forEach((key, index) => this.undo.push({ table, key, before: (before[index] as ReplicaRow) ?? null }));
  }
}

/** Takes changes back newest first, so a row changed twice ends as it was before both. */
export async function undoRowChanges(db: TaquillaDatabase, undo: readonly RowUndo[]): Promise<void> {
  const newestFirst = [...undo].reverse();
  let start = 0;
  while (start < newestFirst.length) {
    // Consecutive undos of one kind on one table become one bulk call: a stand's 12,500 seats.
    const { table, before } = newestFirst[start];
    const restores = before !== null;
    let end = start;
    while (end < newestFirst.length && newestFirst[end].table === table && (newestFirst[end].before !== null) === restores) end += 1;
    const run = newestFirst.slice(start, end);
    if (restores) await db.replicaTable(table).bulkPut(run.map((change) => change.before as object));
    else await db.replicaTable(table).bulkDelete(run.map((change) => change.key));
    start = end;
  }
}
