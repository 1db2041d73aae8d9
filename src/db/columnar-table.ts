// A replica table kept as a few columnar IndexedDB records instead of one record per row
// (issue 17 point 3). Chromium's IndexedDB costs ~0.1 ms per record, so a table of thousands
// of rows took seconds of the first sync as one record each; as a few records it takes tens of
// milliseconds. Each record holds one group of rows (a stand's seats, a bucket of ids),
// columnar ({columns, values}, as sync_pull_page sends them): column names once, one array of
// values per column, the rows in id order. Which records a table has, and their revisions, is
// one more record (ColumnarRevisions), read with one request. Reads are plain Dexie reads, so a
// live query re-runs when a group's record changes. Writes read and rewrite the groups' records
// inside the caller's transaction (or their own), one put per group touched and one of the
// revisions; inside deferColumnarWrites, they are held in memory and written once at its end.
// No runtime import of Dexie here: the screens' query modules import this one, and tests load
// fake-indexeddb before Dexie.
import type { Table, Transaction } from 'dexie';
import type { ReplicaStore } from './replica-store';
import type { TaquillaDatabase } from './taquilla-database';

export interface ColumnarRecord {
  /** New at every write: a reader's id → position map of this record stays valid while it is the same. */
  revision: string;
  /** The rows' column names, in the order of `values`; always holds 'id'. */
  columns: string[];
  /** One array per column, the group's rows in id order (a value left out of a row is undefined). */
  values: unknown[][];
}

/** A columnar table's groups and their records' revisions, kept in the columnar_revisions table. */
export interface ColumnarRevisions {
  /** The Dexie table of the records. */
  table: string;
  /** Group → the revision of its record; a group without rows has none. */
  revisions: Record<string, string>;
}

type Row = Record<string, unknown>;

/** A table's writes held in memory by a deferring transaction (deferColumnarWrites). */
interface HeldWrites<TRecord> {
  /** Every group's revision, the held writes included. */
  revisions: Map<string, string>;
  /** Group → its record as written (null: emptied). */
  records: Map<string, TRecord | null>;
}

/** A table that can write what a transaction held back. */
interface HoldsWrites {
  writeHeld(db: TaquillaDatabase, scope: Transaction): Promise<void>;
}

/** The transactions whose columnar writes are held until their scope ends, and the tables holding some. */
const deferringScopes = new WeakMap<Transaction, Set<HoldsWrites>>();

/**
 * Runs `work` in the caller's transaction with every columnar table's writes held in memory,
 * each group written once at the end. A rebase replays hundreds of queued ops, and each of
 * their writes rewrote a whole bucket: that was most of applying a push answer (BENCHMARKS.md
 * §3, eleventh session). Reads in the same transaction see the held writes; other
 * transactions see nothing until this one commits, as IndexedDB itself would have it. If
 * `work` throws, nothing held is written (the transaction aborts). Outside a transaction, or
 * inside a scope already, `work` simply runs.
 */
export async function deferColumnarWrites<T>(db: TaquillaDatabase, work: () => Promise<T>): Promise<T> {
  const scope = db.currentRootTransaction();
  if (!scope || deferringScopes.has(scope)) return work();
  const holding = new Set<HoldsWrites>();
  deferringScopes.set(scope, holding);
  let result: T;
  try {
    result = await work();
  } finally {
    // Ended either way; the held writes below then go straight to IndexedDB.
    deferringScopes.delete(scope);
  }
  for (const table of holding) await table.writeHeld(db, scope);
  return result;
}

/** What is derived from a record, kept while the record is: its id map and its value indexes. */
interface Derived {
  /** Id → position: looking rows up by id must not rebuild a map each time. */
  positions?: ReadonlyMap<string, number>;
  /** Column → (value → positions), for `where`. */
  indexes: Map<string, ReadonlyMap<unknown, readonly number[]>>;
}

/**
 * Which group a row belongs to: by a column of the row (a stand's seats), or by its id alone
 * (buckets). Grouped by id, a lookup by id reads one record, a row never moves, and rows are
 * listed by id, as a per-row table listed them (the groups mean nothing).
 */
export type Grouping<TRow> = { ofRow: (row: TRow) => string } | { ofId: (id: string) => string };

export class ColumnarTable<TRow extends { id: string }, TRecord extends ColumnarRecord> implements HoldsWrites {
  /**
   * Each group's record as read or written last, by database and group: one per group, so
   * memory holds the table once (a stand's record can be a megabyte). Reading a record (a
   * structured clone) on every lookup by id made each offline sale 20 times slower: readers
   * read the revisions (one small record) and then only the records whose revision they do not
   * know. A record is never changed in place (writes copy it, see ColumnarDraft), so one held
   * here stays true to its revision; a write in any tab gives the group a new revision, and a
   * live query re-runs on it because it read the revisions.
   */
  private readonly known = new Map<string, Map<string, TRecord>>();
  /** Derived from each record, for as long as someone holds the record. */
  private readonly derived = new WeakMap<TRecord, Derived>();
  /** The writes each deferring transaction holds back (see deferColumnarWrites). */
  private readonly held = new WeakMap<Transaction, HeldWrites<TRecord>>();

  constructor(
    private readonly tableOf: (db: TaquillaDatabase) => Table<TRecord, string>,
    /** The record's key: the group its rows belong to. */
    private readonly groupField: keyof TRecord & string,
    private readonly grouping: Grouping<TRow>,
  ) {}

  /** The current records of every group (or of these), in group order; a group without rows has none. */
  async records(db: TaquillaDatabase, groups?: readonly string[]): Promise<TRecord[]> {
    return this.recordsListed(db, only(await this.revisionsOf(db), groups));
  }

  /** The current records of the groups listed (group → revision), in group order. */
  private async recordsListed(db: TaquillaDatabase, revisions: ReadonlyMap<string, string>): Promise<TRecord[]> {
    // The known records are taken now: other readers meanwhile may replace them with newer ones.
    const records = new Map<string, TRecord>();
    const unseen: string[] = [];
    const knownOfDb = this.knownOf(db);
    const held = this.heldIn(db)?.records;
    for (const [group, revision] of revisions) {
      const known = held?.get(group) ?? knownOfDb.get(group);
      if (known?.revision === revision) records.set(group, known);
      else unseen.push(group);
    }
    // Nothing awaited when every record is known: a bulkGet of no keys makes no request, and
    // inside a transaction only its own requests should be awaited.
    const read = unseen.length > 0 ? await this.tableOf(db).bulkGet(unseen) : [];
    // A record read just now may be newer than the revision listed a moment before: it is the
    // current one. One gone meanwhile is gone.
    for (const record of read) if (record) records.set(this.groupOfRecord(record), this.remember(db, record));
    return [...records.keys()].sort(compareIds).map((group) => records.get(group)!);
  }

  /** Every row of these records, in order. */
  rowsOf(records: readonly TRecord[]): TRow[] {
    return records.flatMap((record) => idsOf(record).map((_id, position) => rowAt<TRow>(record, position)));
  }

  /** The ids of these records' rows, in order. */
  idsIn(records: readonly TRecord[]): string[] {
    return records.flatMap((record) => [...idsOf(record)]);
  }

  /** Every row, in the table's order. */
  async all(db: TaquillaDatabase): Promise<TRow[]> {
    return this.inOrder(this.rowsOf(await this.records(db)));
  }

  /** The rows with these ids, in the same order; undefined for an id the replica lacks (as bulkGet). */
  async byIds(db: TaquillaDatabase, ids: readonly string[]): Promise<(TRow | undefined)[]> {
    if (ids.length === 0) return [];
    const records = await this.records(db, this.groupsOfIds(ids));
    const byGroup = new Map(records.map((record) => [this.groupOfRecord(record), record]));
    const grouping = this.grouping;
    const candidates = 'ofId' in grouping ? (id: string) => [byGroup.get(grouping.ofId(id))] : () => records;
    return ids.map((id) => {
      for (const record of candidates(id)) {
        const position = record && this.positionsOf(record).get(id);
        if (position !== undefined) return rowAt<TRow>(record!, position);
      }
      return undefined;
    });
  }

  async get(db: TaquillaDatabase, id: string): Promise<TRow | undefined> {
    return (await this.byIds(db, [id]))[0];
  }

  /**
   * The rows whose `column` holds one of these values, in the table's order; only they are
   * built. Each record's value → positions map is kept by revision, as an index would be: the
   * reservations list looks up every reservation's payments.
   */
  async where(db: TaquillaDatabase, column: keyof TRow & string, values: readonly unknown[]): Promise<TRow[]> {
    const wanted = new Set(values);
    const rows = (await this.records(db)).flatMap((record) => {
      const positions = this.positionsWhere(record, column, wanted);
      return positions.map((position) => rowAt<TRow>(record, position));
    });
    return this.inOrder(rows);
  }

  /** The first `limit` rows, in the table's order, whose id starts with `prefix` (a ticket's short code). */
  async withIdPrefix(db: TaquillaDatabase, prefix: string, limit: number): Promise<TRow[]> {
    const rows = (await this.records(db)).flatMap((record) =>
      idsOf(record).flatMap((id, position) => (id.startsWith(prefix) ? [rowAt<TRow>(record, position)] : [])),
    );
    return this.inOrder(rows).slice(0, limit);
  }

  /** The positions, in order, of the record's rows whose `column` holds one of `wanted`. */
  private positionsWhere(record: TRecord, column: string, wanted: ReadonlySet<unknown>): number[] {
    // Many values (a stand's 12,844 seats): one pass over the column beats a lookup per value in every record.
    if (wanted.size > idsOf(record).length) {
      const values = record.values[record.columns.indexOf(column)] ?? [];
      return values.flatMap((value, position) => (wanted.has(value) ? [position] : []));
    }
    const index = this.indexOf(record, column);
    return [...wanted].flatMap((value) => index.get(value) ?? []).sort((a, b) => a - b);
  }

  private inOrder(rows: TRow[]): TRow[] {
    return 'ofId' in this.grouping ? rows.sort((a, b) => compareIds(a.id, b.id)) : rows;
  }

  private groupOfRow(row: TRow): string {
    return 'ofId' in this.grouping ? this.grouping.ofId(row.id) : this.grouping.ofRow(row);
  }

  /** Every id, in order (as a per-row table's primary keys). */
  async allIds(db: TaquillaDatabase): Promise<string[]> {
    return this.idsIn(await this.records(db)).sort(compareIds);
  }

  async count(db: TaquillaDatabase): Promise<number> {
    return (await this.records(db)).reduce((sum, record) => sum + idsOf(record).length, 0);
  }

  /** Stores these rows as they are (bulkPut): one put per group touched. */
  put(db: TaquillaDatabase, rows: readonly TRow[]): Promise<void> {
    return this.write(db, { deletes: [], puts: rows });
  }

  /** Removes the rows with these ids (bulkDelete): an unknown id is ignored. */
  delete(db: TaquillaDatabase, ids: readonly string[]): Promise<void> {
    return this.write(db, { deletes: ids, puts: [] });
  }

  /**
   * Removes the rows with these ids, then stores these rows, with one put per group touched:
   * a push answer's optimistic rows and the server's rows for them fall in the same buckets,
   * and each bucket rewritten twice was half the cost of applying the answer.
   */
  async write(db: TaquillaDatabase, { deletes, puts }: { deletes: readonly string[]; puts: readonly TRow[] }): Promise<void> {
    if (deletes.length === 0 && puts.length === 0) return;
    const gone = new Set(deletes);
    await this.change(db, this.groupsOfIds([...deletes, ...puts.map((row) => row.id)]), (records, draftOf) => {
      if (gone.size > 0) {
        for (const record of records) {
          const positions = this.positionsOf(record);
          if (deletes.some((id) => positions.has(id))) draftOf(this.groupOfRecord(record)).delete(gone);
        }
      }
      for (const row of puts) {
        const group = this.groupOfRow(row);
        // Grouped by a column, a row that says it is in another group now moves there (never by
        // these tables' rules, but the row is the truth). Grouped by id, a row never moves.
        const elsewhere = 'ofRow' in this.grouping ? records.filter((record) => this.groupOfRecord(record) !== group) : [];
        for (const record of elsewhere) if (this.positionsOf(record).has(row.id)) draftOf(this.groupOfRecord(record)).delete(new Set([row.id]));
        draftOf(group).put(row as unknown as Row);
      }
    });
  }

  /** This table seen as one replica table by the sync's generic code (row changes, rebase, pull). */
  replicaStore(db: TaquillaDatabase): ReplicaStore {
    return {
      toArray: () => this.all(db),
      get: (key) => this.get(db, String(key)),
      bulkGet: (keys) => this.byIds(db, keys.map(String)),
      put: (row) => this.put(db, [row as TRow]),
      bulkPut: (rows) => this.put(db, rows as TRow[]),
      delete: (key) => this.delete(db, [String(key)]),
      bulkDelete: (keys) => this.delete(db, keys.map(String)),
      bulkWrite: ({ deletes, puts }) => this.write(db, { deletes: deletes.map(String), puts: puts as TRow[] }),
      primaryKeys: () => this.allIds(db),
      primaryKeysBetween: async (lower, upper) => (await this.allIds(db)).filter((id) => idAbove(id, lower) && idUpTo(id, upper)),
    };
  }

  /** The revisions of these records, as a schema upgrade that writes them must store them beside. */
  revisionsOfRecords(table: string, records: readonly TRecord[]): ColumnarRevisions {
    return { table, revisions: Object.fromEntries(records.map((record) => [this.groupOfRecord(record), record.revision])) };
  }

  /** The records of these rows, one per group: how a schema upgrade moves a per-row table's rows. */
  recordsOf(rows: readonly TRow[]): TRecord[] {
    const drafts = new Map<string, ColumnarDraft>();
    for (const row of rows) {
      const group = this.groupOfRow(row);
      const draft = drafts.get(group) ?? new ColumnarDraft();
      drafts.set(group, draft);
      draft.put(row as unknown as Row);
    }
    return [...drafts].map(([group, draft]) => this.recordOf(group, draft));
  }

  /** Rewrites the groups `change` touched, in one transaction: the caller's, which must then hold the table and columnar_revisions. */
  private async change(
    db: TaquillaDatabase,
    groups: readonly string[] | undefined,
    change: (records: readonly TRecord[], draftOf: (group: string) => ColumnarDraft) => void,
  ): Promise<void> {
    const scope = this.deferringScope(db);
    const rewrite = async () => {
      const revisions = await this.revisionsOf(db);
      const records = await this.recordsListed(db, only(revisions, groups));
      const byGroup = new Map(records.map((record) => [this.groupOfRecord(record), record]));
      // Only the groups touched are copied: a sale's one log must not copy every bucket.
      const drafts = new Map<string, ColumnarDraft>();
      const draftOf = (group: string) => {
        let draft = drafts.get(group);
        if (!draft) {
          const record = byGroup.get(group);
          draft = new ColumnarDraft(record, record && this.positionsOf(record));
          drafts.set(group, draft);
        }
        return draft;
      };
      change(records, draftOf);
      if (drafts.size === 0) return;
      const touched = [...drafts];
      const emptied = touched.filter(([, draft]) => draft.size === 0).map(([group]) => group);
      const written = touched.filter(([, draft]) => draft.size > 0).map(([group, draft]) => this.recordOf(group, draft));
      for (const group of emptied) revisions.delete(group);
      for (const record of written) revisions.set(this.groupOfRecord(record), record.revision);
      if (scope) this.hold(scope, revisions, written, emptied);
      else await this.writeRecords(db, revisions, written, emptied);
    };
    // Held writes run in the deferring transaction itself: after a nested Dexie transaction
    // that made no request, the outer one was found inactive (fake-indexeddb).
    if (scope) await rewrite();
    else await db.transaction('rw', this.tableOf(db), db.columnar_revisions, rewrite);
  }

  /** The caller's transaction, when it holds columnar writes back (see deferColumnarWrites). */
  private deferringScope(db: TaquillaDatabase): Transaction | null {
    const scope = db.currentRootTransaction();
    return scope && deferringScopes.has(scope) ? scope : null;
  }

  /** Stores the records written and the groups emptied, with every group's revision. */
  private async writeRecords(db: TaquillaDatabase, revisions: ReadonlyMap<string, string>, written: readonly TRecord[], emptied: string[]): Promise<void> {
    const table = this.tableOf(db);
    if (emptied.length > 0) await table.bulkDelete(emptied);
    if (written.length > 0) await table.bulkPut(written);
    await db.columnar_revisions.put({ table: table.name, revisions: Object.fromEntries(revisions) });
    // Kept as read: the next reader need not read back (a structured clone) what was just
    // written. A write that aborts leaves a revision no reader will list.
    for (const record of written) this.remember(db, record);
    for (const group of emptied) this.knownOf(db).delete(group);
  }

  private hold(scope: Transaction, revisions: Map<string, string>, written: readonly TRecord[], emptied: string[]): void {
    let held = this.held.get(scope);
    if (!held) {
      held = { revisions, records: new Map() };
      this.held.set(scope, held);
      deferringScopes.get(scope)!.add(this);
    }
    held.revisions = revisions;
    for (const record of written) held.records.set(this.groupOfRecord(record), record);
    for (const group of emptied) held.records.set(group, null);
  }

  /** Writes what `scope` held back, each group once (see deferColumnarWrites). */
  async writeHeld(db: TaquillaDatabase, scope: Transaction): Promise<void> {
    const held = this.held.get(scope);
    if (!held) return;
    this.held.delete(scope);
    const entries = [...held.records];
    const written = entries.flatMap(([, record]) => (record ? [record] : []));
    const emptied = entries.filter(([, record]) => record === null).map(([group]) => group);
    await db.transaction('rw', this.tableOf(db), db.columnar_revisions, () => this.writeRecords(db, held.revisions, written, emptied));
  }

  /** What the caller's transaction holds back of this table, if it defers its writes. */
  private heldIn(db: TaquillaDatabase): HeldWrites<TRecord> | undefined {
    const scope = db.currentRootTransaction();
    return scope ? this.held.get(scope) : undefined;
  }

  private recordOf(group: string, draft: ColumnarDraft): TRecord {
    return { [this.groupField]: group, revision: newRevision(), ...draft.columnsInIdOrder() } as unknown as TRecord;
  }

  private groupOfRecord(record: TRecord): string {
    return String(record[this.groupField]);
  }

  private derivedOf(record: TRecord): Derived {
    let derived = this.derived.get(record);
    if (!derived) {
      derived = { indexes: new Map() };
      this.derived.set(record, derived);
    }
    return derived;
  }

  private positionsOf(record: TRecord): ReadonlyMap<string, number> {
    const derived = this.derivedOf(record);
    derived.positions ??= new Map(idsOf(record).map((id, position) => [id, position]));
    return derived.positions;
  }

  private indexOf(record: TRecord, column: string): ReadonlyMap<unknown, readonly number[]> {
    const { indexes } = this.derivedOf(record);
    const cached = indexes.get(column);
    if (cached) return cached;
    const index = new Map<unknown, number[]>();
    const columnIndex = record.columns.indexOf(column);
    if (columnIndex >= 0) {
      record.values[columnIndex].forEach((value, position) => {
        const positions = index.get(value);
        if (positions) positions.push(position);
        else index.set(value, [position]);
      });
    }
    indexes.set(column, index);
    return index;
  }

  private remember(db: TaquillaDatabase, record: TRecord): TRecord {
    this.knownOf(db).set(this.groupOfRecord(record), record);
    return record;
  }

  /** The known records of one replica (one per signed-in user), by group. */
  private knownOf(db: TaquillaDatabase): Map<string, TRecord> {
    let known = this.known.get(db.name);
    if (!known) {
      known = new Map();
      this.known.set(db.name, known);
    }
    return known;
  }

  /** The groups these ids' rows are in, when rows are grouped by id; undefined (every group) otherwise. */
  private groupsOfIds(ids: readonly string[]): string[] | undefined {
    const grouping = this.grouping;
    return 'ofId' in grouping ? [...new Set(ids.map((id) => grouping.ofId(id)))] : undefined;
  }

  /** Group → its record's revision, for every group, without reading a record. */
  private async revisionsOf(db: TaquillaDatabase): Promise<Map<string, string>> {
    const held = this.heldIn(db);
    if (held) {
      // Code awaiting only native promises for long loses Dexie's zone, and with it the
      // transaction: this restores it without a request (a round trip to IndexedDB), which
      // every read of a replay used to make.
      await db.backInTransaction();
      return new Map(held.revisions);
    }
    return new Map(Object.entries((await db.columnar_revisions.get(this.tableOf(db).name))?.revisions ?? {}));
  }
}

/** The revisions of these groups only (of every group when none are named). */
function only(revisions: ReadonlyMap<string, string>, groups: readonly string[] | undefined): ReadonlyMap<string, string> {
  if (!groups) return revisions;
  return new Map(groups.flatMap((group) => (revisions.has(group) ? [[group, revisions.get(group)!] as const] : [])));
}

function idsOf(record: ColumnarRecord): string[] {
  return record.values[record.columns.indexOf('id')] as string[];
}

/** The row at `position` as the server sent it: a column the row lacked stays absent. */
function rowAt<TRow>(record: ColumnarRecord, position: number): TRow {
  const row: Row = {};
  record.columns.forEach((column, index) => {
    const value = record.values[index][position];
    if (value !== undefined) row[column] = value;
  });
  return row as TRow;
}

// IndexedDB orders numbers before strings and strings before arrays, so a bound that is not
// a string, as Dexie.minKey (-Infinity) and Dexie.maxKey ([[]]) are, lets every id through or none.
function idAbove(id: string, lower: unknown): boolean {
  return typeof lower === 'string' ? compareIds(id, lower) > 0 : !Array.isArray(lower);
}

function idUpTo(id: string, upper: unknown): boolean {
  return typeof upper === 'string' ? compareIds(id, upper) <= 0 : Array.isArray(upper);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function newRevision(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A group's rows being changed: columns copied, so a record a live query still holds is never mutated. */
class ColumnarDraft {
  private readonly columns: string[];
  private readonly values: unknown[][];
  private readonly positions: Map<string, number>;
  private appended = false;

  constructor(record?: ColumnarRecord, positions?: ReadonlyMap<string, number>) {
    this.columns = record ? [...record.columns] : ['id'];
    this.values = record ? record.values.map((column) => [...column]) : [[]];
    this.positions = new Map(positions ?? []);
  }

  get size(): number {
    return this.values[0].length;
  }

  put(row: Row): void {
    const id = String(row.id);
    let position = this.positions.get(id);
    if (position === undefined) {
      position = this.size;
      this.positions.set(id, position);
      this.appended = true;
    }
    // The row replaces the one before whole: a column it lacks is cleared.
    this.columns.forEach((column, index) => (this.values[index][position] = row[column]));
    for (const column of Object.keys(row)) {
      if (this.columns.includes(column)) continue;
      this.columns.push(column);
      const values: unknown[] = new Array(this.size).fill(undefined);
      values[position] = row[column];
      this.values.push(values);
    }
  }

  delete(ids: ReadonlySet<string>): void {
    this.keepInOrder(this.ids().flatMap((id, position) => (ids.has(id) ? [] : [position])));
  }

  columnsInIdOrder(): Pick<ColumnarRecord, 'columns' | 'values'> {
    if (this.appended) {
      const ids = this.ids();
      this.keepInOrder(ids.map((_id, position) => position).sort((a, b) => compareIds(ids[a], ids[b])));
      this.appended = false;
    }
    return { columns: this.columns, values: this.values };
  }

  private ids(): string[] {
    return this.values[this.columns.indexOf('id')] as string[];
  }

  private keepInOrder(positions: readonly number[]): void {
    this.values.forEach((column, index) => (this.values[index] = positions.map((position) => column[position])));
    this.positions.clear();
    this.ids().forEach((id, position) => this.positions.set(id, position));
  }
}
