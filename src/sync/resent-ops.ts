// An op pushed again after its answer was lost is answered from the server's memory of op
// ids: with its rows as they were when the server first applied it. Meanwhile the device
// may have pulled newer versions of those rows (another gate cancelled the sale), and laying
// the old answer over them would leave the device showing the old rows for good: the cursor
// has already passed the newer ones. So each op remembers where the pulls stood when it was
// first pushed; when its answer is laid after a pull went through since, the cursor goes
// back to that point and the next pull brings again every row changed since (a row changed
// after the op was applied has a sync_xid at or after the cursor the device had before).
import { SYNC_STATE_KEY, type FirstSend, type OutboxEntry } from '../db/sync-records';
import { readSyncState } from '../db/sync-state';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { SyncTransportError } from './sync-transport';

/** Notes where the pulls stand on the ops of the batch pushed for the first time; returns their seqs. */
async function markFirstSend(db: TaquillaDatabase, batch: readonly OutboxEntry[]): Promise<number[]> {
  return db.transaction('rw', db.outbox, db.sync_state, async () => {
    const { cursor, pulls_applied = 0 } = await readSyncState(db);
    const firstSent: FirstSend = { cursor, pulls_applied };
    const stored = await db.outbox.bulkGet(batch.map((entry) => entry.seq!));
    const marked = stored.filter((entry) => entry !== undefined && !entry.first_sent).map((entry) => entry!.seq!);
    await db.outbox.bulkUpdate(marked.map((seq) => ({ key: seq, changes: { first_sent: firstSent } })));
    return marked;
  });
}

/**
 * Pushes the batch, noting first where the pulls stand on ops pushed for the first time
 * (before sending: a tab closed mid-push cannot note anything after). A 5xx or a refusal
 * applied nothing (sync_push rolls back whole), so that push does not count as sent.
 * Resolves as soon as the push is under way, with its answer to come: the engine lays the
 * answer of the batch before while the server applies this one.
 */
export async function startPushNotingFirstSend<Answer>(
  db: TaquillaDatabase,
  batch: readonly OutboxEntry[],
  push: () => Promise<Answer>,
): Promise<{ answer: Promise<Answer> }> {
  const marked = await markFirstSend(db, batch);
  const answer = push().catch(async (error: unknown) => {
    if (error instanceof SyncTransportError && error.kind !== 'network') {
      await db.transaction('rw', db.outbox, () => db.outbox.bulkUpdate(marked.map((seq) => ({ key: seq, changes: { first_sent: undefined } }))));
    }
    throw error;
  });
  return { answer };
}

/** Counts a pull answer or page laid on the replica; runs inside the caller's transaction. */
export async function countPullApplied(db: TaquillaDatabase): Promise<void> {
  const { pulls_applied = 0 } = await readSyncState(db);
  await db.sync_state.update(SYNC_STATE_KEY, { pulls_applied: pulls_applied + 1 });
}

/**
 * After laying the answers of these applied ops: if a pull went through since one of them
 * was first pushed, moves the cursor back to where it stood then (and drops a paged pull
 * under way, whose pages may already have passed the rows). Runs inside the caller's
 * transaction over outbox, conflicts and sync_state.
 *
 * The ops still queued that were pushed already take that older cursor as theirs: a cursor
 * noted later is never older than one noted earlier, so the earliest op's cursor is the
 * oldest, and a later answer never moves the cursor forward past rows not pulled again yet.
 */
export async function pullAgainSinceFirstSend(db: TaquillaDatabase, applied: readonly OutboxEntry[]): Promise<void> {
  const { pulls_applied = 0 } = await readSyncState(db);
  const stale = applied
    .map((entry) => entry.first_sent)
    .filter((sent): sent is FirstSend => sent !== undefined && sent.pulls_applied < pulls_applied)
    .sort((a, b) => a.pulls_applied - b.pulls_applied);
  if (stale.length === 0) return;
  const { cursor } = stale[0];
  await db.sync_state.update(SYNC_STATE_KEY, { cursor, pull_progress: null });
  const first_sent = { cursor, pulls_applied };
  const pushedBefore = await db.outbox.filter((entry) => entry.first_sent !== undefined).toArray();
  await db.outbox.bulkUpdate(pushedBefore.map((entry) => ({ key: entry.seq!, changes: { first_sent } })));
  // So do unanswered ops given up as conflicts, which 'Reintentar' queues again with theirs.
  const unanswered = await db.conflicts.filter((conflict) => conflict.first_sent !== undefined).toArray();
  await db.conflicts.bulkUpdate(unanswered.map((conflict) => ({ key: conflict.op_id, changes: { first_sent } })));
}
