// The tables a device replicates and how their rows are keyed. The order is the server's
// synced_tables(): parents before children.
import type { ReplicaRows } from './rows';

export type ReplicaTableName = keyof ReplicaRows;
export type ReplicaRow = ReplicaRows[ReplicaTableName];
export type RowKey = string | [string, string];

export const REPLICA_TABLES: readonly ReplicaTableName[] = [
  'organizations',
  'profiles',
  'graderias',
  'seats',
  'events',
  'event_graderias',
  'discount_codes',
  'public_customers',
  'reservations',
  'reservation_seats',
  'seat_leases',
  'ticket_check_ins',
  'payments',
  'reservation_logs',
  'cash_shifts',
  'cash_receipts',
];

export function isReplicaTable(name: string): name is ReplicaTableName {
  return (REPLICA_TABLES as readonly string[]).includes(name);
}

/** event_graderias has no id: its key is the pair, as in Dexie's compound primary key. */
export function keyOfRow(table: ReplicaTableName, row: object): RowKey {
  const record = row as Record<string, string>;
  return table === 'event_graderias' ? [record.event_id, record.graderia_id] : record.id;
}

/** A key as sync_pull lists deletions: the id, or {event_id, graderia_id} for event_graderias. */
export function keyOfDeletion(table: ReplicaTableName, deleted: unknown): RowKey {
  return table === 'event_graderias' ? keyOfRow(table, deleted as object) : String(deleted);
}

/** One string per row, to tell whether two changes touch the same row. */
export function rowIdentity(table: ReplicaTableName, key: RowKey): string {
  return `${table}:${Array.isArray(key) ? key.join('/') : key}`;
}

/** The Dexie tables of the replica tables kept as columnar records (see seat-catalog, row-buckets). */
const COLUMNAR_STORES: Partial<Record<ReplicaTableName, string>> = {
  seats: 'stand_seats',
  reservations: 'reservation_buckets',
  reservation_seats: 'reservation_seat_buckets',
  payments: 'payment_buckets',
  reservation_logs: 'reservation_log_buckets',
};

/** The Dexie table holding a replica table's rows. */
export function storeNameOf(table: ReplicaTableName): string {
  return COLUMNAR_STORES[table] ?? table;
}
