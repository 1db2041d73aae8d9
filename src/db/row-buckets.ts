// The replica's sales history, kept as a few columnar records per table (see columnar-table):
// the reservations, their seats, payments and logs of 10,000 bookings are 52,500 rows, which
// as one IndexedDB record each took 8 s of the first sync on a 2-core machine. Their rows have
// no group of their own (a reservation's few rows would make thousands of records again), so
// each row goes to one of 64 buckets by its id: a sale's log rewrites one bucket, a sixty-fourth
// of the table.
import { ColumnarTable, type ColumnarRecord } from './columnar-table';
import type { PaymentRow, ReservationLogRow, ReservationRow, ReservationSeatRow } from './rows';

export interface RowBucketRecord extends ColumnarRecord {
  bucket: string;
}

/**
 * Buckets per table. Fewer make each write dearer (a sale rewrites its rows' buckets whole: 16
 * buckets made queuing an offline sale 4 times slower than one record per row); more make the
 * first sync write more records. 64 records of 80–320 rows each for 10,000 bookings.
 */
export const BUCKETS = 64;

/** The bucket of a row, from its id alone (FNV-1a), so that a row never changes bucket: '00' to '3f'. */
export function bucketOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  return ((hash >>> 0) % BUCKETS).toString(16).padStart(2, '0');
}

const byId = { ofId: bucketOf };

export const reservationBuckets = new ColumnarTable<ReservationRow, RowBucketRecord>((db) => db.reservation_buckets, 'bucket', byId);

/** A booking's seats, which are also its tickets (looked up by id, or by a typed short code: the id's prefix). */
export const reservationSeatBuckets = new ColumnarTable<ReservationSeatRow, RowBucketRecord>((db) => db.reservation_seat_buckets, 'bucket', byId);

export const paymentBuckets = new ColumnarTable<PaymentRow, RowBucketRecord>((db) => db.payment_buckets, 'bucket', byId);

export const reservationLogBuckets = new ColumnarTable<ReservationLogRow, RowBucketRecord>((db) => db.reservation_log_buckets, 'bucket', byId);

/** Oldest first, ties by id: the order a per-row table's created_at index listed its rows in. */
export function byCreatedAt(a: { id: string; created_at: string }, b: { id: string; created_at: string }): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
