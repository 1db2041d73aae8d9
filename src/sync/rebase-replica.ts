// Carrying out the rebase rule (sync/rebase-plan) on the device's Dexie replica: lay server
// rows no queued op holds, reset held rows to their server base, and replay the queued ops
// on top by running their command again (ctx.now = when the op was queued). A replay the
// command's own checks refuse leaves the op queued with no local effect: the server decides.
// Every function here runs inside the caller's transaction over syncedTables(db).
import Dexie from 'dexie';
import type { RowsByTableName } from '../api/sync-api';
import { CommandValidationError } from '../db/commands/command-definition';
import { commandDefinitionOf, COMMANDS, type CommandKind } from '../db/commands/command-registry';
import { isOptimisticRowId } from '../db/commands/optimistic-row-ids';
import { isReplicaTable, keyOfDeletion, keyOfRow, rowIdentity, type ReplicaRow, type ReplicaTableName, type RowKey } from '../db/replica-tables';
import { deferColumnarWrites } from '../db/columnar-table';
import { RowChangeRecorder, type ServerBaseKeeper } from '../db/row-changes';
import type { OutboxEntry, RowRef, ServerBaseRecord } from '../db/sync-records';
import { readSyncState } from '../db/sync-state';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { basesStillHeld, planRebase, type QueuedOpRows } from './rebase-plan';

/** Server rows by rowIdentity, with where they go; row null: the server no longer has it. */
export type ServerRowChanges = Map<string, RowRef & { row: ReplicaRow | null }>;

/** An op that just left the outbox; for an applied one, what its answer said. */
export interface SettledOp {
  entry: OutboxEntry;
  applied?: { rows: RowsByTableName };
}

export interface RebaseChange {
  serverRows?: ServerRowChanges;
  settled?: readonly SettledOp[];
  dirty?: readonly string[];
}

/** A replay touching a row a later op holds makes that op run again too; this bounds the rounds. */
const MAX_ROUNDS = 4;

export function addServerRows(changes: ServerRowChanges, rowsByTable: RowsByTableName): ServerRowChanges {
  for (const [table, rows] of Object.entries(rowsByTable)) {
    if (!isReplicaTable(table)) continue;
    for (const row of rows) {
      const key = keyOfRow(table, row);
      changes.set(rowIdentity(table, key), { table, key, row: row as unknown as ReplicaRow });
    }
  }
  return changes;
}

export function addServerDeletions(changes: ServerRowChanges, deletedByTable: Record<string, unknown[]>): ServerRowChanges {
  for (const [table, deleted] of Object.entries(deletedByTable)) {
    if (!isReplicaTable(table)) continue;
    for (const entry of deleted) {
      const key = keyOfDeletion(table, entry);
      changes.set(rowIdentity(table, key), { table, key, row: null });
    }
  }
  return changes;
}

const identityOf = ({ table, key }: RowRef) => rowIdentity(table, key);

function opRowsOf(entry: OutboxEntry): QueuedOpRows {
  return { seq: entry.seq!, touches: entry.touches.map(identityOf) };
}

/** Runs an op's command again on the replica as it is now; false when the command's checks refuse it. */
async function runAgain(db: TaquillaDatabase, entry: OutboxEntry, changes: RowChangeRecorder, organizationId: string): Promise<boolean> {
  if (!(entry.kind in COMMANDS)) return false;
  const definition = commandDefinitionOf(entry.kind as CommandKind);
  try {
    // prepare awaits crypto.subtle: waitFor keeps the IndexedDB transaction open meanwhile.
    const prepared = definition.prepare ? await Dexie.waitFor(definition.prepare(entry.payload)) : undefined;
    await definition.apply(changes, entry.payload, { db, organizationId, now: entry.created_at }, prepared);
    return true;
  } catch (error) {
    if (!(error instanceof CommandValidationError)) throw error;
    await changes.takeBack();
    return false;
  }
}

async function writeRows(db: TaquillaDatabase, writes: ReadonlyMap<string, ReplicaRow | null>, refs: ReadonlyMap<string, RowRef>): Promise<void> {
  const byTable = new Map<ReplicaTableName, { puts: object[]; deletes: RowKey[] }>();
  for (const [identity, row] of writes) {
    const { table, key } = refs.get(identity)!;
    const group = byTable.get(table) ?? { puts: [], deletes: [] };
    if (row === null) group.deletes.push(key);
    else group.puts.push(row as object);
    byTable.set(table, group);
  }
  for (const [table, changes] of byTable) await db.replicaTable(table).bulkWrite(changes);
}

/**
 * The rows an applied op wrote that its answer leaves out. The server keeps its own ids for
 * a sale's seats, payment and log, and for a row first written by the op in a table the
 * answer lists: those optimistic copies simply go. For the rest the server's row is taken
 * to be the op's own write over the server base (say, a venue link the op removed).
 */
function rowsToPresume(settled: SettledOp, bases: ReadonlyMap<string, ReplicaRow | null>): Set<string> {
  const { rows } = settled.applied!;
  const answered = addServerRows(new Map(), rows);
  const presumed = new Set<string>();
  for (const ref of settled.entry.touches) {
    const identity = identityOf(ref);
    if (answered.has(identity)) continue;
    const createdHere = (bases.get(identity) ?? null) === null;
    if (createdHere && (ref.table in rows || isOptimisticRowId(ref.key))) continue;
    presumed.add(identity);
  }
  return presumed;
}

/** Replays an applied op over the bases of `rows` only, and takes the result as the server's rows. */
async function presumeServerRows(
  db: TaquillaDatabase,
  settled: SettledOp,
  rows: ReadonlySet<string>,
  bases: Map<string, ReplicaRow | null>,
  organizationId: string,
): Promise<void> {
  const knownBases: ServerBaseKeeper = { keepFirst: () => {} };
  const recorder = new RowChangeRecorder(db, knownBases, rows);
  if (!(await runAgain(db, settled.entry, recorder, organizationId))) return;
  for (const ref of settled.entry.touches) {
    const identity = identityOf(ref);
    if (!rows.has(identity)) continue;
    bases.set(identity, ((await db.replicaTable(ref.table).get(ref.key)) as ReplicaRow | undefined) ?? null);
  }
}

/** The replay's base keeper: a row first touched while no op holds it keeps its current row. */
function workingBases(bases: Map<string, ReplicaRow | null>, refs: Map<string, RowRef>): ServerBaseKeeper {
  return {
    keepFirst: (records) => {
      for (const base of records) {
        if (bases.has(base.identity)) continue;
        bases.set(base.identity, base.row);
        refs.set(base.identity, base);
      }
    },
  };
}

/** Runs the ops again in queue order; each keeps the rows it touched this time (none if refused). */
async function replay(db: TaquillaDatabase, entries: OutboxEntry[], keeper: ServerBaseKeeper, organizationId: string): Promise<void> {
  for (const entry of entries) {
    const recorder = new RowChangeRecorder(db, keeper);
    const ranAgain = await runAgain(db, entry, recorder, organizationId);
    entry.touches = ranAgain ? recorder.touches : [];
  }
  // Replays read the replica, never the outbox's touches: one bulk write at the end.
  await db.outbox.bulkUpdate(entries.map((entry) => ({ key: entry.seq!, changes: { touches: entry.touches } })));
}

/** Keeps the bases queued ops still hold: drops the others, writes only those new or changed. */
async function saveBasesStillHeld(
  db: TaquillaDatabase,
  stored: readonly ServerBaseRecord[],
  bases: Map<string, ReplicaRow | null>,
  queued: OutboxEntry[],
  refs: Map<string, RowRef>,
): Promise<void> {
  const stillHeld = basesStillHeld(bases, queued.map(opRowsOf));
  const storedRows = new Map(stored.map((base) => [base.identity, base.row]));
  await db.server_bases.bulkDelete(stored.filter((base) => !stillHeld.has(base.identity)).map((base) => base.identity));
  const changed = [...stillHeld].filter(([identity, row]) => !storedRows.has(identity) || storedRows.get(identity) !== row);
  await db.server_bases.bulkPut(changed.map(([identity, row]) => ({ ...refs.get(identity)!, identity, row })));
}

/**
 * A replay may touch, for the first time, a row an op it did not replay holds: that op's
 * write may now sit under the replayed one. Those rows must be run again in queue order.
 */
function tangledRows(queued: OutboxEntry[], replayed: ReadonlySet<number>, reset: ReadonlyMap<string, unknown>): string[] {
  const replayedRows = new Set(queued.filter((entry) => replayed.has(entry.seq!)).flatMap((entry) => entry.touches.map(identityOf)));
  return queued
    .filter((entry) => !replayed.has(entry.seq!))
    .flatMap((entry) => entry.touches.map(identityOf))
    .filter((identity) => replayedRows.has(identity) && !reset.has(identity));
}

/**
 * Lays server rows and settles ops by the rebase rule. The settled ops must already be out
 * of the outbox. Bases of rows no queued op holds any more are dropped. Inside a transaction
 * (as the sync always calls it), the rows written and replayed reach IndexedDB once, at the end.
 */
export function rebaseReplica(db: TaquillaDatabase, change: RebaseChange): Promise<void> {
  return deferColumnarWrites(db, () => rebaseRound(db, change, 1));
}

async function rebaseRound(db: TaquillaDatabase, change: RebaseChange, round: number): Promise<void> {
  const { serverRows = new Map(), settled = [], dirty = [] } = change;
  const refs = new Map<string, RowRef>();
  const storedBases = await db.server_bases.toArray();
  storedBases.forEach((base) => refs.set(base.identity, base));
  serverRows.forEach((ref, identity) => refs.set(identity, ref));
  settled.forEach(({ entry }) => entry.touches.forEach((ref) => refs.set(identityOf(ref), ref)));

  const queued = await db.outbox.orderBy('seq').toArray();
  const settledTouches = settled.flatMap(({ entry }) => entry.touches.map(identityOf));
  // Only rows held now or until now have a base worth keeping.
  const relevant = new Set([...settledTouches, ...queued.flatMap((entry) => entry.touches.map(identityOf))]);
  const plan = planRebase({
    bases: new Map(storedBases.filter((base) => relevant.has(base.identity)).map((base) => [base.identity, base.row])),
    serverRows: new Map([...serverRows].map(([identity, { row }]) => [identity, row])),
    settledTouches,
    queued: queued.map(opRowsOf),
    dirty,
  });
  await writeRows(db, plan.writes, refs);

  const organizationId = (await readSyncState(db)).organization_id ?? '';
  for (const op of [...settled].sort((a, b) => a.entry.seq! - b.entry.seq!)) {
    const presumed = op.applied ? rowsToPresume(op, plan.bases) : new Set<string>();
    if (presumed.size > 0) await presumeServerRows(db, op, presumed, plan.bases, organizationId);
  }
  const replayed = new Set(plan.replay);
  await replay(db, queued.filter((entry) => replayed.has(entry.seq!)), workingBases(plan.bases, refs), organizationId);
  await saveBasesStillHeld(db, storedBases, plan.bases, queued, refs);

  const tangled = tangledRows(queued, replayed, plan.writes);
  if (tangled.length > 0 && round < MAX_ROUNDS) await rebaseRound(db, { dirty: tangled }, round + 1);
}
