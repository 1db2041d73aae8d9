// Applying sync_push's answer in one Dexie transaction: an applied op leaves the outbox and
// its server rows replace the optimistic ones; a refused op leaves the outbox, its
// optimistic change is taken back, and it becomes a conflict the cashier can see.
import type { RowsByTableName, SyncPushAnswer, SyncPushResult } from '../api/sync-api';
import { isReplicaTable, keyOfRow, rowIdentity } from '../db/replica-tables';
import { undoRowChanges } from '../db/row-changes';
import type { ConflictRecord, Op, OutboxEntry } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { putServerRows, rowsHeldByQueuedOps, syncedTables } from './server-rows';

type Rejected = Extract<SyncPushResult, { status: 'rejected' }>;
type Applied = Extract<SyncPushResult, { status: 'applied' }>;

function opOf({ op_id, device_id, kind, payload, created_at }: OutboxEntry): Op {
  return { op_id, device_id, kind, payload, created_at };
}

/**
 * The server chooses the ids of the rows it writes beside the op's own (a sale's seats,
 * payment and log), so their optimistic copies carry ids the server never sends back. In
 * each table the answer covers, a row the op wrote that the answer lacks is such a copy.
 */
async function dropRowsTheServerReplaced(db: TaquillaDatabase, entry: OutboxEntry, rows: RowsByTableName, held: Set<string>): Promise<void> {
  const answered = new Set<string>();
  for (const [table, tableRows] of Object.entries(rows)) {
    if (isReplicaTable(table)) tableRows.forEach((row) => answered.add(rowIdentity(table, keyOfRow(table, row))));
  }
  for (const { table, key } of entry.undo) {
    const identity = rowIdentity(table, key);
    if (table in rows && !answered.has(identity) && !held.has(identity)) await db.replicaTable(table).delete(key);
  }
}

/** Returns how many of the sent ops the answer settled. */
export async function applyPushAnswer(
  db: TaquillaDatabase,
  sent: readonly OutboxEntry[],
  answer: SyncPushAnswer,
  now: Date,
): Promise<number> {
  const sentById = new Map(sent.map((entry) => [entry.op_id, entry]));
  const settled = answer.results.filter((result) => sentById.has(result.op_id));
  const rejected = settled.filter((result): result is Rejected => result.status === 'rejected');
  const applied = settled.filter((result): result is Applied => result.status === 'applied');

  await db.transaction('rw', syncedTables(db), async () => {
    // Newest first, and before any server row is laid: an op refused after another op of
    // the same push changed the same row must not bring back what that op replaced.
    for (const result of [...rejected].reverse()) await undoRowChanges(db, sentById.get(result.op_id)!.undo);
    const conflicts: ConflictRecord[] = rejected.map((result) => ({
      op_id: result.op_id,
      op: opOf(sentById.get(result.op_id)!),
      code: result.code,
      message: result.message,
      ...(result.unavailable_seat_ids ? { unavailable_seat_ids: result.unavailable_seat_ids } : {}),
      created_at: now.toISOString(),
    }));
    await db.conflicts.bulkPut(conflicts);
    await db.outbox.bulkDelete(settled.map((result) => sentById.get(result.op_id)!.seq!));
    const held = await rowsHeldByQueuedOps(db);
    for (const result of applied) await dropRowsTheServerReplaced(db, sentById.get(result.op_id)!, result.rows, held);
    for (const result of applied) await putServerRows(db, result.rows, held);
  });
  return settled.length;
}
