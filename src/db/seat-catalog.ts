// The replica's seats, one IndexedDB record per stand (issue 17 point 3). Chromium's IndexedDB
// costs ~0.1 ms per record, so the big stand's 12,844 seats as one record each took over a
// second of the first sync; as one record they take tens of milliseconds. A record holds
// exactly the rows the server sent, columnar ({columns, values}, as sync_pull_page sends
// them): column names once, one array of values per column, the seats in id order (the order
// a per-seat table listed them in). Every read and write of seats goes through this module.
// Reads are plain Dexie reads of the stand_seats table, so a live query re-runs when a
// stand's record changes. Writes read and rewrite the stands' records inside the caller's
// transaction (or their own), one put per stand. No runtime import of Dexie here: the screens'
// query modules import this one, and tests load fake-indexeddb before Dexie.
import type { SeatRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';

export interface StandSeatsRecord {
  graderia_id: string;
  /** New at every write: a reader's id → position map of this record stays valid while it is the same. */
  revision: string;
  /** The seats' column names, in the order of `values`; always holds 'id'. */
  columns: string[];
  /** One array per column, the stand's seats in id order (a value left out of a row is undefined). */
  values: unknown[][];
}

type Row = Record<string, unknown>;

/** Id → position maps by record revision: looking seats up by id must not rebuild a 12,844-entry map each time. */
const positionsByRevision = new Map<string, ReadonlyMap<string, number>>();
const CACHED_REVISIONS = 64;

function idsOf(record: StandSeatsRecord): string[] {
  return record.values[record.columns.indexOf('id')] as string[];
}

function positionsOf(record: StandSeatsRecord): ReadonlyMap<string, number> {
  const cached = positionsByRevision.get(record.revision);
  if (cached) return cached;
  const positions = new Map(idsOf(record).map((id, position) => [id, position]));
  if (positionsByRevision.size >= CACHED_REVISIONS) positionsByRevision.delete(positionsByRevision.keys().next().value!);
  positionsByRevision.set(record.revision, positions);
  return positions;
}

/** The seat at `position` as the server sent it: a column the row lacked stays absent. */
function seatAt(record: StandSeatsRecord, position: number): SeatRow {
  const seat: Row = {};
  record.columns.forEach((column, index) => {
    const value = record.values[index][position];
    if (value !== undefined) seat[column] = value;
  });
  return seat as unknown as SeatRow;
}

function seatsIn(record: StandSeatsRecord): SeatRow[] {
  return idsOf(record).map((_id, position) => seatAt(record, position));
}

/**
 * Stand records by revision, as read last. A record is about a megabyte for the big stand, and
 * reading it (a structured clone) on every lookup by seat id made each offline sale 20 times
 * slower: readers now list the records' revisions through the `revision` index (a key cursor,
 * no record read) and read only the records whose revision they have not seen. A record is
 * never changed in place (writes copy it, see StandSeatsDraft), so one held here stays true to
 * its revision; a write in any tab gives the stand a new revision, and a live query re-runs on
 * it because it read the index.
 */
const recordsByRevision = new Map<string, StandSeatsRecord>();
const CACHED_RECORDS = 16;

function remember(record: StandSeatsRecord): StandSeatsRecord {
  recordsByRevision.delete(record.revision);
  if (recordsByRevision.size >= CACHED_RECORDS) recordsByRevision.delete(recordsByRevision.keys().next().value!);
  recordsByRevision.set(record.revision, record);
  return record;
}

/** Stand id → its record's revision, for every stand (or only these), without reading a record. */
async function revisionsOf(db: TaquillaDatabase, graderiaIds?: readonly string[]): Promise<Map<string, string>> {
  const wanted = graderiaIds && new Set(graderiaIds);
  const revisions = new Map<string, string>();
  await db.stand_seats.orderBy('revision').eachKey((revision, cursor) => {
    const graderiaId = String(cursor.primaryKey);
    if (!wanted || wanted.has(graderiaId)) revisions.set(graderiaId, String(revision));
  });
  return revisions;
}

/** The current records of every stand (or of these), by stand id; a stand without seats has none. */
async function standRecords(db: TaquillaDatabase, graderiaIds?: readonly string[]): Promise<StandSeatsRecord[]> {
  const revisions = await revisionsOf(db, graderiaIds);
  // The known records are taken now: reading the others (and other readers meanwhile) may push
  // them out of the cache before they are used.
  const records = new Map<string, StandSeatsRecord>();
  const unseen: string[] = [];
  for (const [graderiaId, revision] of revisions) {
    const known = recordsByRevision.get(revision);
    if (known) records.set(graderiaId, known);
    else unseen.push(graderiaId);
  }
  // Nothing awaited when every record is known: a bulkGet of no keys makes no request, and
  // inside a transaction only its own requests should be awaited.
  const read = unseen.length > 0 ? await db.stand_seats.bulkGet(unseen) : [];
  // A record read just now may be newer than the revision listed a moment before: it is the
  // current one. One gone meanwhile is gone.
  for (const record of read) if (record) records.set(record.graderia_id, remember(record));
  return [...records.keys()].sort(compareIds).map((graderiaId) => records.get(graderiaId)!);
}

/** The stand's seats in id order; none for a stand without seats. */
export async function seatsOfStand(db: TaquillaDatabase, graderiaId: string): Promise<SeatRow[]> {
  return (await standRecords(db, [graderiaId])).flatMap(seatsIn);
}

/** The seats of these stands, by stand id and then seat id (as where('graderia_id').anyOf listed them). */
export async function seatsOfStands(db: TaquillaDatabase, graderiaIds: readonly string[]): Promise<SeatRow[]> {
  return (await standRecords(db, graderiaIds)).flatMap(seatsIn);
}

/** Every seat of the replica, by stand and then id. */
export async function allSeats(db: TaquillaDatabase): Promise<SeatRow[]> {
  return (await standRecords(db)).flatMap(seatsIn);
}

/** The seats with these ids, in the same order; undefined for an id the replica lacks (as bulkGet). */
export async function seatsByIds(db: TaquillaDatabase, seatIds: readonly string[]): Promise<(SeatRow | undefined)[]> {
  if (seatIds.length === 0) return [];
  const records = await standRecords(db);
  return seatIds.map((seatId) => {
    for (const record of records) {
      const position = positionsOf(record).get(seatId);
      if (position !== undefined) return seatAt(record, position);
    }
    return undefined;
  });
}

export async function seatById(db: TaquillaDatabase, seatId: string): Promise<SeatRow | undefined> {
  return (await seatsByIds(db, [seatId]))[0];
}

/** The ids of the stand's seats, in order. */
export async function seatIdsOfStand(db: TaquillaDatabase, graderiaId: string): Promise<string[]> {
  return (await standRecords(db, [graderiaId])).flatMap((record) => [...idsOf(record)]);
}

/** Every seat id of the replica, in order (as a per-seat table's primary keys). */
export async function allSeatIds(db: TaquillaDatabase): Promise<string[]> {
  return (await standRecords(db)).flatMap(idsOf).sort(compareIds);
}

export async function countSeats(db: TaquillaDatabase): Promise<number> {
  return (await standRecords(db)).reduce((sum, record) => sum + idsOf(record).length, 0);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function newRevision(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A stand's seats being changed: columns copied, so a record a live query still holds is never mutated. */
class StandSeatsDraft {
  readonly columns: string[];
  readonly values: unknown[][];
  private readonly positions: Map<string, number>;
  private appended = false;

  constructor(readonly graderiaId: string, record?: StandSeatsRecord) {
    this.columns = record ? [...record.columns] : ['id'];
    this.values = record ? record.values.map((column) => [...column]) : [[]];
    this.positions = new Map(record ? positionsOf(record) : []);
  }

  get size(): number {
    return this.values[0].length;
  }

  has(seatId: string): boolean {
    return this.positions.has(seatId);
  }

  put(seat: Row): void {
    const id = String(seat.id);
    let position = this.positions.get(id);
    if (position === undefined) {
      position = this.size;
      this.positions.set(id, position);
      this.appended = true;
    }
    // The row replaces the seat whole: a column it lacks is cleared.
    this.columns.forEach((column, index) => (this.values[index][position] = seat[column]));
    for (const column of Object.keys(seat)) {
      if (this.columns.includes(column)) continue;
      this.columns.push(column);
      const values: unknown[] = new Array(this.size).fill(undefined);
      values[position] = seat[column];
      this.values.push(values);
    }
  }

  delete(seatIds: ReadonlySet<string>): void {
    const kept = idsOfDraft(this).flatMap((id, position) => (seatIds.has(id) ? [] : [position]));
    this.keepInOrder(kept);
  }

  record(): StandSeatsRecord {
    if (this.appended) {
      const ids = idsOfDraft(this);
      this.keepInOrder(ids.map((_id, position) => position).sort((a, b) => compareIds(ids[a], ids[b])));
    }
    return { graderia_id: this.graderiaId, revision: newRevision(), columns: this.columns, values: this.values };
  }

  private keepInOrder(positions: readonly number[]): void {
    this.values.forEach((column, index) => (this.values[index] = positions.map((position) => column[position])));
    this.positions.clear();
    idsOfDraft(this).forEach((id, position) => this.positions.set(id, position));
  }
}

function idsOfDraft(draft: StandSeatsDraft): string[] {
  return draft.values[draft.columns.indexOf('id')] as string[];
}

/** Rewrites the stands `change` touched, in one transaction (the caller's when it has one over stand_seats). */
async function changeStands(db: TaquillaDatabase, change: (drafts: Map<string, StandSeatsDraft>) => Set<string>): Promise<void> {
  await db.transaction('rw', db.stand_seats, async () => {
    const drafts = new Map((await standRecords(db)).map((record) => [record.graderia_id, new StandSeatsDraft(record.graderia_id, record)]));
    const touched = [...change(drafts)].map((graderiaId) => drafts.get(graderiaId)!);
    const emptied = touched.filter((draft) => draft.size === 0).map((draft) => draft.graderiaId);
    await db.stand_seats.bulkDelete(emptied);
    await db.stand_seats.bulkPut(touched.filter((draft) => draft.size > 0).map((draft) => draft.record()));
  });
}

/** Stores these seat rows as they are (bulkPut): one put per stand touched. */
export async function putSeats(db: TaquillaDatabase, seats: readonly SeatRow[]): Promise<void> {
  if (seats.length === 0) return;
  await changeStands(db, (drafts) => {
    const touched = new Set<string>();
    for (const seat of seats) {
      // A seat never changes stand (its id is made of it), but if a row said so it moves.
      for (const [graderiaId, draft] of drafts) {
        if (graderiaId !== seat.graderia_id && draft.has(seat.id)) {
          draft.delete(new Set([seat.id]));
          touched.add(graderiaId);
        }
      }
      const draft = drafts.get(seat.graderia_id) ?? new StandSeatsDraft(seat.graderia_id);
      drafts.set(seat.graderia_id, draft);
      draft.put(seat as unknown as Row);
      touched.add(seat.graderia_id);
    }
    return touched;
  });
}

/** The records of these seats, one per stand: how version 8 moves a per-seat table's rows. */
export function standRecordsOf(seats: readonly SeatRow[]): StandSeatsRecord[] {
  const drafts = new Map<string, StandSeatsDraft>();
  for (const seat of seats) {
    const draft = drafts.get(seat.graderia_id) ?? new StandSeatsDraft(seat.graderia_id);
    drafts.set(seat.graderia_id, draft);
    draft.put(seat as unknown as Row);
  }
  return [...drafts.values()].map((draft) => draft.record());
}

/** Removes the seats with these ids (bulkDelete): an unknown id is ignored. */
export async function deleteSeats(db: TaquillaDatabase, seatIds: readonly string[]): Promise<void> {
  if (seatIds.length === 0) return;
  const gone = new Set(seatIds);
  await changeStands(db, (drafts) => {
    const touched = new Set<string>();
    for (const [graderiaId, draft] of drafts) {
      if (!seatIds.some((id) => draft.has(id))) continue;
      draft.delete(gone);
      touched.add(graderiaId);
    }
    return touched;
  });
}
