// What the sync's generic code (row changes, rebase, pull) needs of a replica table. Most
// tables are a Dexie table each; the seats are kept one record per stand (see seat-catalog)
// and answer the same calls, so the generic code never needs to know how a table is stored.
import { cmp, type IndexableType, type Table } from 'dexie';
import type { RowKey } from './replica-tables';
import type { SeatRow } from './rows';
import { allSeatIds, allSeats, deleteSeats, putSeats, seatById, seatsByIds } from './seat-catalog';
import type { TaquillaDatabase } from './taquilla-database';

export interface ReplicaStore {
  toArray(): Promise<object[]>;
  get(key: RowKey): Promise<object | undefined>;
  /** Undefined for a key the replica lacks, in the keys' order. */
  bulkGet(keys: readonly RowKey[]): Promise<(object | undefined)[]>;
  put(row: object): Promise<unknown>;
  bulkPut(rows: readonly object[]): Promise<unknown>;
  delete(key: RowKey): Promise<void>;
  bulkDelete(keys: readonly RowKey[]): Promise<void>;
  /** Every primary key, in key order. */
  primaryKeys(): Promise<RowKey[]>;
  /** The primary keys above `lower` and up to `upper` (included). */
  primaryKeysBetween(lower: IndexableType, upper: IndexableType): Promise<RowKey[]>;
}

export function dexieReplicaStore(table: Table<object, RowKey>): ReplicaStore {
  return {
    toArray: () => table.toArray(),
    get: (key) => table.get(key),
    bulkGet: (keys) => table.bulkGet([...keys]),
    put: (row) => table.put(row),
    bulkPut: (rows) => table.bulkPut([...rows]),
    delete: (key) => table.delete(key),
    bulkDelete: (keys) => table.bulkDelete([...keys]),
    primaryKeys: async () => (await table.toCollection().primaryKeys()) as RowKey[],
    primaryKeysBetween: async (lower, upper) => (await table.where(':id').between(lower, upper, false, true).primaryKeys()) as RowKey[],
  };
}

/** The seats seen as one replica table by the sync's generic code (row changes, rebase, pull). */
export function seatCatalogStore(db: TaquillaDatabase): ReplicaStore {
  return {
    toArray: () => allSeats(db),
    get: (key) => seatById(db, String(key)),
    bulkGet: (keys) => seatsByIds(db, keys.map(String)),
    put: (row) => putSeats(db, [row as SeatRow]),
    bulkPut: (rows) => putSeats(db, rows as SeatRow[]),
    delete: (key) => deleteSeats(db, [String(key)]),
    bulkDelete: (keys) => deleteSeats(db, keys.map(String)),
    primaryKeys: () => allSeatIds(db),
    primaryKeysBetween: async (lower, upper) => (await allSeatIds(db)).filter((id) => cmp(id, lower) > 0 && cmp(id, upper) <= 0),
  };
}
