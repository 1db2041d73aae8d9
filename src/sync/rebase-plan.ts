// The rebase rule, pure: the replica's row is the server's last known row with the ops still
// queued replayed on top, in the order they were queued (as Replicache and Actual do).
//
// Given the server bases of the rows queued ops hold, the server rows that just arrived
// (a push answer, a pull, a snapshot; null = gone from the server) and the ops that just
// left the outbox, planRebase says which rows to lay on the replica now (server rows no op
// holds, and held rows reset to their base) and which queued ops to replay afterwards. A
// server row for a held row is never dropped: it becomes the row's base, so it wins as soon
// as no op holds the row any more. sync/rebase-replica carries the plan out on Dexie.

/** rowIdentity(table, key): one string per row. */
export type RowIdentity = string;

export interface QueuedOpRows {
  seq: number;
  /** The rows the op's optimistic write touched the last time it ran. */
  touches: readonly RowIdentity[];
}

export interface RebaseInput<Row> {
  /** The server's last known version of held rows (null: not on the server). */
  bases: ReadonlyMap<RowIdentity, Row | null>;
  /** Server rows that just arrived, applied in this order's last-wins sense. */
  serverRows: ReadonlyMap<RowIdentity, Row | null>;
  /** The rows touched by ops that just left the outbox (applied or refused). */
  settledTouches: readonly RowIdentity[];
  /** The ops still in the outbox. */
  queued: readonly QueuedOpRows[];
  /** Rows to reset and replay anyway (a replay touched a row a later op holds). */
  dirty?: readonly RowIdentity[];
}

export interface RebasePlan<Row> {
  /** The bases with the arrived server rows taken in (rows nobody holds are left for the caller to drop). */
  bases: Map<RowIdentity, Row | null>;
  /** What to write on the replica before replaying: null deletes the row. */
  writes: Map<RowIdentity, Row | null>;
  /** The seqs of the queued ops to replay, in order. */
  replay: number[];
}

/** The rows the given ops hold. */
export function rowsHeldBy(ops: readonly QueuedOpRows[]): Set<RowIdentity> {
  return new Set(ops.flatMap((op) => op.touches));
}

export function planRebase<Row>({ bases, serverRows, settledTouches, queued, dirty = [] }: RebaseInput<Row>): RebasePlan<Row> {
  const held = rowsHeldBy(queued);
  const settled = new Set(settledTouches);
  const nextBases = new Map(bases);
  const writes = new Map<RowIdentity, Row | null>();
  const toReset = new Set<RowIdentity>([...settled, ...dirty]);

  for (const [identity, row] of serverRows) {
    // A row an op holds, or held until now, keeps the server's row as its base and is
    // reset to it; any other row simply is the server's row.
    if (held.has(identity) || settled.has(identity)) {
      nextBases.set(identity, row);
      toReset.add(identity);
    } else {
      writes.set(identity, row);
    }
  }

  // Resetting a row undoes every queued op's write to it, so those ops run again; their
  // other rows must then be reset too, or their writes would apply twice.
  const ordered = [...queued].sort((a, b) => a.seq - b.seq);
  const replay = new Set<number>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const op of ordered) {
      if (replay.has(op.seq) || !op.touches.some((identity) => toReset.has(identity))) continue;
      replay.add(op.seq);
      op.touches.forEach((identity) => toReset.add(identity));
      grew = true;
    }
  }

  // An op whose last replay its own checks refused touches nothing; whatever changed may
  // be what it was waiting for (say, the reservation it pays), so it runs again too.
  if (writes.size > 0 || toReset.size > 0) ordered.filter((op) => op.touches.length === 0).forEach((op) => replay.add(op.seq));

  for (const identity of toReset) {
    if (nextBases.has(identity)) writes.set(identity, nextBases.get(identity)!);
  }
  return { bases: nextBases, writes, replay: ordered.filter((op) => replay.has(op.seq)).map((op) => op.seq) };
}

/** The bases still needed: those of rows some queued op holds. */
export function basesStillHeld<Row>(bases: ReadonlyMap<RowIdentity, Row | null>, queued: readonly QueuedOpRows[]): Map<RowIdentity, Row | null> {
  const held = rowsHeldBy(queued);
  return new Map([...bases].filter(([identity]) => held.has(identity)));
}
