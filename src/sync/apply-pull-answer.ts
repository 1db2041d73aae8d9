// Applying sync_pull's answer in one Dexie transaction, together with the new cursor, so
// a crash never leaves rows applied under an old cursor or a cursor without its rows.
// Every pulled row is kept: a row a queued op holds becomes that row's server base (see
// rebase-replica), so the cursor never passes a row the device has not kept.
import Dexie, { cmp } from 'dexie';
import type { SyncPullAnswer, SyncPullPage } from '../api/sync-api';
import { deferColumnarWrites } from '../db/columnar-table';
import { isReplicaTable, keyOfRow, REPLICA_TABLES, rowIdentity, type ReplicaTableName, type RowKey } from '../db/replica-tables';
import { SYNC_STATE_KEY, type PullProgress } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { addServerDeletions, addServerRows, rebaseReplica, type ServerRowChanges } from './rebase-replica';
import { progressAfter } from './pull-progress';
import { countPullApplied } from './resent-ops';
import { syncedTables } from './server-rows';
import { keepTakenSeats } from './taken-seats-snapshot';

/** A full snapshot (pulled without a cursor) is the whole server: rows it lacks are gone from it. */
async function rowsMissingFromSnapshot(db: TaquillaDatabase, snapshot: ServerRowChanges): Promise<ServerRowChanges> {
  const missing: ServerRowChanges = new Map();
  for (const table of REPLICA_TABLES) {
    const localKeys = await db.replicaTable(table).primaryKeys();
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
    await countPullApplied(db);
  });
}

/** A paged key as Dexie keys the row: event_graderias' 'event_id_graderia_id' is the pair. */
function dexieKeyOf(table: ReplicaTableName, pagedKey: string): RowKey {
  return table === 'event_graderias' ? (pagedKey.split('_') as [string, string]) : pagedKey;
}

/**
 * The rows of a snapshot page's key ranges the device has (or holds a server base of) that
 * the page lacks: gone from the server. The ranges of a whole paging cover every key once.
 */
async function rowsMissingFromRanges(db: TaquillaDatabase, page: SyncPullPage): Promise<ServerRowChanges> {
  const missing: ServerRowChanges = new Map();
  const bases = await db.server_bases.toArray();
  for (const { table, after, until } of page.ranges) {
    if (!isReplicaTable(table)) continue;
    const lower = after === null ? Dexie.minKey : dexieKeyOf(table, after);
    const upper = until === null ? Dexie.maxKey : dexieKeyOf(table, until);
    const inRange = (key: RowKey) => cmp(key, lower) > 0 && cmp(key, upper) <= 0;
    const localKeys = await db.replicaTable(table).primaryKeysBetween(lower, upper);
    const baseKeys = bases.filter((base) => base.table === table && inRange(base.key)).map((base) => base.key);
    if (localKeys.length + baseKeys.length === 0) continue;
    const pulled = new Set((page.rows[table] ?? []).map((row) => rowIdentity(table, keyOfRow(table, row))));
    for (const key of [...localKeys, ...baseKeys]) {
      const identity = rowIdentity(table, key);
      if (!pulled.has(identity)) missing.set(identity, { table, key, row: null });
    }
  }
  return missing;
}

/** Nothing queued and no base kept: the rebase would lay every server row as it is (rebase-plan). */
async function nothingToRebase(db: TaquillaDatabase): Promise<boolean> {
  return (await db.outbox.count()) === 0 && (await db.server_bases.count()) === 0;
}

/**
 * Lays a page as the rebase lays it when there is nothing to rebase: the rows gone deleted,
 * then the page's rows put as they are, each table once and each columnar group written once.
 * A first sync's pages hold 50,000 rows; indexing each by identity for a plan with nothing to
 * decide took about 7 % of the tablet's CPU for the sync (BENCHMARKS.md §3, eighteenth session).
 */
async function layPage(db: TaquillaDatabase, page: SyncPullPage, gone: ServerRowChanges): Promise<void> {
  const deletes = new Map<ReplicaTableName, RowKey[]>();
  for (const { table, key } of gone.values()) {
    const keys = deletes.get(table) ?? [];
    keys.push(key);
    deletes.set(table, keys);
  }
  const tables = new Set([...deletes.keys(), ...Object.keys(page.rows).filter(isReplicaTable)]);
  await deferColumnarWrites(db, async () => {
    for (const table of tables) await db.replicaTable(table).bulkWrite({ deletes: deletes.get(table) ?? [], puts: page.rows[table] ?? [] });
  });
}

/**
 * Applies one page of sync_pull_page with the pull's progress in one Dexie transaction: a
 * connection dropped before the next page leaves the device at a page boundary it resumes
 * from. The cursor moves only with the last page. Returns the progress (null: pull over).
 */
export async function applyPullPage(db: TaquillaDatabase, page: SyncPullPage, { now }: { now: Date }): Promise<PullProgress | null> {
  return db.transaction('rw', syncedTables(db), async () => {
    const previous = (await db.sync_state.get(SYNC_STATE_KEY))?.pull_progress ?? null;
    const gone = page.snapshot ? await rowsMissingFromRanges(db, page) : addServerDeletions(new Map(), page.deleted);
    // Rows after deletions, both ways: a row listed in both was deleted and written again since the cursor.
    if (await nothingToRebase(db)) await layPage(db, page, gone);
    else await rebaseReplica(db, { serverRows: addServerRows(gone, page.rows) });
    const progress = progressAfter(previous, page);
    const done = progress === null ? { cursor: page.cursor, last_synced_at: now.toISOString() } : {};
    await db.sync_state.update(SYNC_STATE_KEY, { ...done, pull_progress: progress });
    await keepTakenSeats(db, page, progress);
    await countPullApplied(db);
    return progress;
  });
}
