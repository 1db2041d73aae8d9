// The device's replica of one user's organization. Each schema change is a new numbered
// version; Dexie runs the upgrades of every version a device has not seen yet, in order.
import Dexie, { type Table, type Transaction } from 'dexie';
import type { ColumnarRevisions } from './columnar-table';
import { dexieReplicaStore, type ReplicaStore } from './replica-store';
import { REPLICA_TABLES, rowIdentity, storeNameOf, type ReplicaRow, type ReplicaTableName, type RowKey } from './replica-tables';
import { paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets, type RowBucketRecord } from './row-buckets';
import { standSeats, type StandSeatsRecord } from './seat-catalog';
import type {
  DiscountCodeRow,
  EventGraderiaRow,
  EventRow,
  GraderiaRow,
  OrganizationRow,
  ProfileRow,
  PublicCustomerRow,
  SeatLeaseRow,
  SeatRow,
  TicketCheckInRow,
  CashReceiptRow,
  CashShiftRow,
} from './rows';
import type { CashReturnRecord, ConflictRecord, OutboxEntry, RowRef, ServerBaseRecord, SyncStateRecord, TakenSeatsRecord } from './sync-records';

/** Version 1's schema, kept word for word: the upgrade test builds an old database from it. */
export const VERSION_1_STORES = {
  organizations: 'id',
  profiles: 'id, organization_id',
  graderias: 'id, created_at',
  seats: 'id, graderia_id',
  events: 'id, slug, event_date',
  event_graderias: '[event_id+graderia_id], event_id, graderia_id',
  public_customers: 'id',
  reservations: 'id, event_id, status, created_at',
  reservation_seats: 'id, reservation_id, event_id, seat_id',
  payments: 'id, reservation_id',
  reservation_logs: 'id, reservation_id, created_at',
  // Version 1 kept refused ops here too, flagged with status 'rejected'.
  outbox: '++seq, &op_id, status',
  sync_state: 'key',
};

/** What version 2 changed, kept word for word for the version 3 upgrade test. */
export const VERSION_2_STORES = { outbox: '++seq, &op_id', conflicts: 'op_id, created_at', discount_codes: 'id, code' };

/** What version 3 added, kept word for word for the version 4 upgrade test. */
export const VERSION_3_STORES = { cash_returns: 'op_id, created_at' };

/** What version 5 added: accepted ticket scans, replicated. */
export const VERSION_5_STORES = { ticket_check_ins: 'id, ticket_id, event_id' };

/** What version 6 added: cash shifts by device, receipts by shift and by device's sequence. */
export const VERSION_6_STORES = { cash_shifts: 'id, device_id, opened_at', cash_receipts: 'id, shift_id, [device_id+sequence], reservation_id' };
/** What version 7 added: seat leases of gate devices, replicated; looked up by event and seat. */
export const VERSION_7_STORES = { seat_leases: 'id, lease_id, event_id, [event_id+seat_id]' };

/** What version 8 changed: a stand's seats in one record (see seat-catalog); the per-seat table goes. */
export const VERSION_8_STORES = { seats: null, stand_seats: 'graderia_id, revision' };
/** What version 9 added: the seats taken per event while a first download brings the sales. */
export const VERSION_9_STORES = { taken_seats: 'event_id' };
/** What version 10 changed: the sales history in 64 records per table (see row-buckets); the per-row tables go. */
export const VERSION_10_STORES = {
  reservations: null,
  reservation_seats: null,
  payments: null,
  reservation_logs: null,
  reservation_buckets: 'bucket',
  reservation_seat_buckets: 'bucket',
  payment_buckets: 'bucket',
  reservation_log_buckets: 'bucket',
  // The revisions of every columnar table's records, one record per table (see columnar-table).
  stand_seats: 'graderia_id',
  columnar_revisions: 'table',
};

/** The tables version 10 moves into buckets, each with its buckets' table and how its rows are kept. */
const VERSION_10_MOVES = [
  ['reservations', 'reservation_buckets', reservationBuckets],
  ['reservation_seats', 'reservation_seat_buckets', reservationSeatBuckets],
  ['payments', 'payment_buckets', paymentBuckets],
  ['reservation_logs', 'reservation_log_buckets', reservationLogBuckets],
] as const;

/** An outbox entry as versions 1 to 3 stored it: with the rows it changed as they were before. */
export interface Version3OutboxEntry extends Omit<OutboxEntry, 'touches'> {
  undo: { table: ReplicaTableName; key: RowKey; before: ReplicaRow | null }[];
}

/** An outbox entry as version 1 stored it. */
export interface Version1OutboxEntry extends Version3OutboxEntry {
  status: 'pending' | 'rejected';
  rejection?: { code: string; message: string; rejected_at: string };
}

export class TaquillaDatabase extends Dexie {
  organizations!: Table<OrganizationRow, string>;
  profiles!: Table<ProfileRow, string>;
  graderias!: Table<GraderiaRow, string>;
  stand_seats!: Table<StandSeatsRecord, string>;
  events!: Table<EventRow, string>;
  event_graderias!: Table<EventGraderiaRow, [string, string]>;
  discount_codes!: Table<DiscountCodeRow, string>;
  public_customers!: Table<PublicCustomerRow, string>;
  reservation_buckets!: Table<RowBucketRecord, string>;
  reservation_seat_buckets!: Table<RowBucketRecord, string>;
  payment_buckets!: Table<RowBucketRecord, string>;
  reservation_log_buckets!: Table<RowBucketRecord, string>;
  ticket_check_ins!: Table<TicketCheckInRow, string>;
  cash_shifts!: Table<CashShiftRow, string>;
  cash_receipts!: Table<CashReceiptRow, string>;
  seat_leases!: Table<SeatLeaseRow, string>;
  outbox!: Table<OutboxEntry, number>;
  conflicts!: Table<ConflictRecord, string>;
  cash_returns!: Table<CashReturnRecord, string>;
  sync_state!: Table<SyncStateRecord, string>;
  server_bases!: Table<ServerBaseRecord, string>;
  taken_seats!: Table<TakenSeatsRecord, string>;
  columnar_revisions!: Table<ColumnarRevisions, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores(VERSION_1_STORES);
    // Version 2: refused ops move to their own table, so the outbox holds only what is
    // still to be sent and a pending count is simply its size; discount codes replicate.
    this.version(2)
      .stores(VERSION_2_STORES)
      .upgrade(async (transaction) => {
        const outbox = transaction.table<Version1OutboxEntry, number>('outbox');
        const rejected = await outbox.filter((entry) => entry.status === 'rejected').toArray();
        await transaction.table<ConflictRecord, string>('conflicts').bulkAdd(rejected.map(conflictFromVersion1));
        await outbox.bulkDelete(rejected.map((entry) => entry.seq!));
        await outbox.toCollection().modify((entry: Partial<Version1OutboxEntry>) => {
          delete entry.status;
          delete entry.rejection;
        });
      });
    // Version 3: a refused sale the cashier cancels leaves the conflicts but not the device
    // until the money is handed back ('Dinero por devolver'). Nothing to convert.
    this.version(3).stores(VERSION_3_STORES);
    // Version 4: rebase instead of undo. The server's last known version of every row a
    // queued op holds gets its own table; an op keeps only which rows it touched. The first
    // queued op's copy of a row from before it ran is the server's version of that row.
    this.version(4)
      .stores({ server_bases: 'identity' })
      .upgrade(async (transaction) => {
        const outbox = transaction.table<Version3OutboxEntry & { touches?: RowRef[] }, number>('outbox');
        const bases = new Map<string, ServerBaseRecord>();
        for (const entry of await outbox.orderBy('seq').toArray()) {
          for (const { table, key, before } of entry.undo ?? []) {
            const identity = rowIdentity(table, key);
            if (!bases.has(identity)) bases.set(identity, { identity, table, key, row: before });
          }
        }
        await transaction.table<ServerBaseRecord, string>('server_bases').bulkPut([...bases.values()]);
        await outbox.toCollection().modify((entry: Partial<Version3OutboxEntry> & { touches?: RowRef[] }) => {
          entry.touches = touchedRowsOf(entry.undo ?? []);
          delete entry.undo;
        });
      });
    // Version 5: the gate. A ticket is a reservation_seats row, looked up by its primary key
    // (whole id, or the id's prefix for a typed short code); its scans by ticket, an event's by event.
    this.version(5).stores(VERSION_5_STORES);
    // Version 6: 'Turno de caja' (issue 19). The device's last receipt number lives in
    // sync_state (receipt_sequence), written in the same transaction as each cash op.
    this.version(6).stores(VERSION_6_STORES);
    // Version 7: seat leases (issue 21). Nothing to convert.
    this.version(7).stores(VERSION_7_STORES);
    // Version 8: seats one record per stand (issue 17 point 3: Chromium's IndexedDB costs
    // ~0.1 ms a record, and the big stand has 12,844 seats). The seats move as they are.
    this.version(8)
      .stores(VERSION_8_STORES)
      .upgrade(async (transaction) => {
        const seats = await transaction.table<SeatRow, string>('seats').toArray();
        await transaction.table<StandSeatsRecord, string>('stand_seats').bulkAdd(standSeats.recordsOf(seats));
      });
    // Version 9: the first download's taken seats (issue 17), so the gate sells before the
    // sales are in; kept only until they are (see sync/taken-seats-snapshot). Nothing to convert.
    this.version(9).stores(VERSION_9_STORES);
    // Version 10: the sales history in 64 records per table (issue 17 point 3: 52,500 records
    // of the big event's first sync). The rows move as they are.
    this.version(10)
      .stores(VERSION_10_STORES)
      .upgrade(async (transaction) => {
        const revisions = transaction.table<ColumnarRevisions, string>('columnar_revisions');
        const stands = await transaction.table<StandSeatsRecord, string>('stand_seats').toArray();
        await revisions.put(standSeats.revisionsOfRecords('stand_seats', stands));
        for (const [rows, buckets, table] of VERSION_10_MOVES) {
          const records = table.recordsOf(await transaction.table(rows).toArray());
          await transaction.table<RowBucketRecord, string>(buckets).bulkAdd(records);
          await revisions.put(table.revisionsOfRecords(buckets, records));
        }
      });
  }

  /** The outermost transaction the calling code runs in, if any (a nested one is part of it). */
  currentRootTransaction(): Transaction | null {
    let transaction = Dexie.currentTransaction;
    while (transaction?.parent) transaction = transaction.parent;
    return transaction ?? null;
  }

  /**
   * Awaited inside a transaction, brings its Dexie zone back without a request to IndexedDB:
   * code that awaited only native promises for long may have lost it (see ColumnarTable).
   */
  backInTransaction(): Promise<void> {
    return Dexie.Promise.resolve();
  }

  /** A replica table's rows by its name, however they are stored (see replica-store). */
  replicaTable(name: ReplicaTableName): ReplicaStore {
    if (name === 'seats') return standSeats.replicaStore(this);
    const bucketed = VERSION_10_MOVES.find(([rows]) => rows === name);
    return bucketed ? bucketed[2].replicaStore(this) : dexieReplicaStore(this.table(name));
  }

  /** The Dexie tables behind every replica table (with the columnar ones' revisions), for the transactions that write them. */
  replicaDexieTables(): Table[] {
    return [...REPLICA_TABLES.map((name) => this.table(storeNameOf(name))), this.columnar_revisions];
  }
}

/** Each row once, in the order first touched. */
function touchedRowsOf(undo: readonly RowRef[]): RowRef[] {
  const seen = new Set<string>();
  return undo.flatMap(({ table, key }) => {
    const identity = rowIdentity(table, key);
    if (seen.has(identity)) return [];
    seen.add(identity);
    return [{ table, key }];
  });
}

function conflictFromVersion1(entry: Version1OutboxEntry): ConflictRecord {
  const { op_id, device_id, kind, payload, created_at } = entry;
  return {
    op_id,
    op: { op_id, device_id, kind, payload, created_at },
    code: entry.rejection?.code ?? 'rejected',
    message: entry.rejection?.message ?? 'El servidor rechazó la operación',
    created_at: entry.rejection?.rejected_at ?? created_at,
  };
}

/** One database per signed-in user: nobody sees, or pushes, another user's rows. */
export function replicaNameFor(userId: string): string {
  return `taquilla-${userId}`;
}
