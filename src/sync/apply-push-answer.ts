// Applying sync_push's answer in one Dexie transaction: a settled op (applied or refused)
// leaves the outbox, an applied op's server rows become the server's version of its rows, a
// refused op becomes a conflict the cashier can see, and the rows the settled ops touched
// are rebased: the server's version with the ops still queued replayed on top (see
// rebase-replica). A refused sale's payment still queued is thus run again over a replica
// without the sale, and its replay is refused too: no reservation is left behind. The
// answer to an op pushed again may be older than rows pulled since (see resent-ops).
import type { SyncPushAnswer, SyncPushResult } from '../api/sync-api';
import { SEND_FAILED_CODE, type ConflictRecord, type Op, type OutboxEntry } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { addServerRows, rebaseReplica, type ServerRowChanges, type SettledOp } from './rebase-replica';
import { pullAgainSinceFirstSend } from './resent-ops';
import { syncedTables } from './server-rows';

type Rejected = Extract<SyncPushResult, { status: 'rejected' }>;

function opOf({ op_id, device_id, kind, payload, created_at }: OutboxEntry): Op {
  return { op_id, device_id, kind, payload, created_at };
}

function conflictOf(entry: OutboxEntry, result: Rejected, now: Date): ConflictRecord {
  return {
    op_id: result.op_id,
    op: opOf(entry),
    code: result.code,
    message: result.message,
    ...(result.unavailable_seat_ids ? { unavailable_seat_ids: result.unavailable_seat_ids } : {}),
    // Only an op given up unanswered can be sent again ('Reintentar'), under its own id.
    ...(entry.first_sent && result.code === SEND_FAILED_CODE ? { first_sent: entry.first_sent } : {}),
    created_at: now.toISOString(),
  };
}

/**
 * The outbox's entries of the sent ops, whatever seq they have now. Read by primary key
 * (seq), not by an anyOf over the op_id index: a cursor jumping through 250 op ids cost
 * a quarter of applying an answer in fake-indexeddb. An op no longer under its sent seq
 * (settled, or queued again under its op id, as 'Reintentar' does) is looked up by op id.
 */
async function queuedCopiesOf(db: TaquillaDatabase, sent: readonly OutboxEntry[]): Promise<OutboxEntry[]> {
  const bySeq = await db.outbox.bulkGet(sent.map((entry) => entry.seq!));
  const found = bySeq.filter((entry, index): entry is OutboxEntry => entry !== undefined && entry.op_id === sent[index].op_id);
  const foundIds = new Set(found.map((entry) => entry.op_id));
  const elsewhere = sent.filter((entry) => !foundIds.has(entry.op_id)).map((entry) => entry.op_id);
  return elsewhere.length === 0 ? found : [...found, ...(await db.outbox.where('op_id').anyOf(elsewhere).toArray())];
}

/**
 * Returns how many of the sent ops the answer settled (answered), counting those another tab
 * or an earlier answer already took out of the outbox: only ops still queued are applied.
 */
export async function applyPushAnswer(
  db: TaquillaDatabase,
  sent: readonly OutboxEntry[],
  answer: SyncPushAnswer,
  now: Date,
): Promise<number> {
  const sentIds = new Set(sent.map((entry) => entry.op_id));
  const answered = answer.results.filter((result) => sentIds.has(result.op_id));

  await db.transaction('rw', syncedTables(db), async () => {
    // The outbox's copy, not the sent one: a rebase since the push may have changed its touches.
    const queued = await queuedCopiesOf(db, sent);
    const queuedById = new Map(queued.map((entry) => [entry.op_id, entry]));
    const settling = answered.filter((result) => queuedById.has(result.op_id));
    const settled: SettledOp[] = settling.map((result) => {
      const entry = queuedById.get(result.op_id)!;
      return result.status === 'applied' ? { entry, applied: { rows: result.rows } } : { entry };
    });
    const conflicts = settling
      .filter((result): result is Rejected => result.status === 'rejected')
      .map((result) => conflictOf(queuedById.get(result.op_id)!, result, now));
    await db.conflicts.bulkPut(conflicts);
    await db.outbox.bulkDelete(settled.map(({ entry }) => entry.seq!));

    const serverRows: ServerRowChanges = new Map();
    for (const result of settling) if (result.status === 'applied') addServerRows(serverRows, result.rows);
    await rebaseReplica(db, { serverRows, settled });
    // An answer to an op pushed again holds its rows as they were then: newer ones come again.
    await pullAgainSinceFirstSend(db, settled.filter((op) => op.applied).map((op) => op.entry));
  });
  return answered.length;
}
