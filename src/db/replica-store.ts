// What the sync's generic code (row changes, rebase, pull) needs of a replica table. Most
// tables are a Dexie table each; the biggest are kept as a few columnar records (see
// columnar-table) and answer the same calls, so the generic code never needs to know how a
// table is stored.
import type { IndexableType, Table } from 'dexie';
import type { RowKey } from './replica-tables';

export interface ReplicaStore {
  toArray(): Promise<object[]>;
  get(key: RowKey): Promise<object | undefined>;
  /** Undefined for a key the replica lacks, in the keys' order. */
  bulkGet(keys: readonly RowKey[]): Promise<(object | undefined)[]>;
  put(row: object): Promise<unknown>;
  bulkPut(rows: readonly object[]): Promise<unknown>;
  delete(key: RowKey): Promise<void>;
  bulkDelete(keys: readonly RowKey[]): Promise<void>;
  /** These keys deleted, then these rows put, at once where the table can (see columnar-table). */
  bulkWrite(changes: { deletes: readonly RowKey[]; puts: readonly object[] }): Promise<void>;
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
    bulkWrite: async ({ deletes, puts }) => {
      if (deletes.length > 0) await table.bulkDelete([...deletes]);
      if (puts.length > 0) await table.bulkPut([...puts]);
    },
    primaryKeys: async () => (await table.toCollection().primaryKeys()) as RowKey[],
    primaryKeysBetween: async (lower, upper) => (await table.where(':id').between(lower, upper, false, true).primaryKeys()) as RowKey[],
  };
}
