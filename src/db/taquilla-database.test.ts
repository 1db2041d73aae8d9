import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConflictRecord } from './sync-records';
import {
  TaquillaDatabase, VERSION_1_STORES, VERSION_2_STORES, VERSION_3_STORES, VERSION_5_STORES, VERSION_6_STORES, VERSION_7_STORES, VERSION_8_STORES,
  VERSION_9_STORES,
  type Version1OutboxEntry, type Version3OutboxEntry,
} from './taquilla-database';
import { BUCKETS, paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from './row-buckets';
import { seatById, seatsByIds, seatsOfStand } from './seat-catalog';

const NAME = 'taquilla-upgrade-test';
const LATEST_VERSION = 10;

const OP = {
  device_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  payload: { id: '6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a', name: 'Palco VIP' },
  created_at: '2025-06-13T17:00:00.000Z',
};
/** How versions 1 to 3 stored an op: with its undo list. */
const OLD_OP = { ...OP, undo: [] };

afterEach(async () => {
  await Dexie.delete(NAME);
});

/** The database as a device that last ran `version` declared it (each version's stores, no upgrades). */
function databaseAtVersion(version: number): Dexie {
  const old = new Dexie(NAME);
  const stores = [VERSION_1_STORES, VERSION_2_STORES, VERSION_3_STORES, { server_bases: 'identity' }, VERSION_5_STORES, VERSION_6_STORES, VERSION_7_STORES, VERSION_8_STORES, VERSION_9_STORES];
  stores.slice(0, version).forEach((each, index) => old.version(index + 1).stores(each));
  return old;
}

/** A device that last ran version 1: one op still to send, one the server refused. */
async function createVersion1Database(): Promise<void> {
  const old = databaseAtVersion(1);
  const waiting: Version1OutboxEntry = { ...OLD_OP, op_id: 'op-waiting', kind: 'events-update', status: 'pending' };
  const refused: Version1OutboxEntry = {
    ...OLD_OP,
    op_id: 'op-refused',
    kind: 'graderias-create',
    status: 'rejected',
    rejection: { code: 'forbidden', message: 'No tienes permisos para crear graderías', rejected_at: '2025-06-13T17:05:00.000Z' },
  };
  await old.table('outbox').bulkAdd([refused, waiting]);
  await old.table('graderias').add({ id: 'venue-1', name: 'Gradería Norte', created_at: OP.created_at });
  old.close();
}

describe('TaquillaDatabase upgrades', () => {
  it('version 2 moves refused ops from the outbox into conflicts and keeps everything else', async () => {
    await createVersion1Database();
    const db = new TaquillaDatabase(NAME);
    await db.open();

    expect(db.verno).toBe(LATEST_VERSION);
    expect(await db.conflicts.toArray()).toEqual([
      {
        op_id: 'op-refused',
        op: { op_id: 'op-refused', device_id: OP.device_id, kind: 'graderias-create', payload: OP.payload, created_at: OP.created_at },
        code: 'forbidden',
        message: 'No tienes permisos para crear graderías',
        created_at: '2025-06-13T17:05:00.000Z',
      },
    ]);
    const outbox = await db.outbox.toArray();
    expect(outbox).toEqual([{ ...OP, seq: 2, op_id: 'op-waiting', kind: 'events-update', touches: [] }]);
    expect(await db.graderias.get('venue-1')).toMatchObject({ name: 'Gradería Norte' });
    expect(await db.discount_codes.count()).toBe(0);
    db.close();
  });

  it('version 3 adds the cash to return and keeps conflicts, outbox and rows of version 2', async () => {
    const old = databaseAtVersion(2);
    const conflict: ConflictRecord = {
      op_id: 'op-sale',
      op: { op_id: 'op-sale', device_id: OP.device_id, kind: 'reservations-create-manual', payload: OP.payload, created_at: OP.created_at },
      code: 'seats_unavailable',
      message: 'Los siguientes asientos ya no están disponibles: A-1',
      created_at: '2025-06-13T17:05:00.000Z',
    };
    await old.table('conflicts').add(conflict);
    await old.table('outbox').add({ ...OLD_OP, op_id: 'op-waiting', kind: 'events-update' });
    await old.table('discount_codes').add({ id: 'code-1', code: 'BAMBUCO10', percent: 10 });
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(await db.conflicts.toArray()).toEqual([conflict]);
    expect(await db.outbox.toArray()).toEqual([{ ...OP, seq: 1, op_id: 'op-waiting', kind: 'events-update', touches: [] }]);
    expect(await db.discount_codes.get('code-1')).toMatchObject({ code: 'BAMBUCO10' });
    expect(await db.cash_returns.count()).toBe(0);
    db.close();
  });

  it('version 4 keeps, for every row queued ops changed, the first op’s copy from before as the server’s version', async () => {
    const old = databaseAtVersion(3);
    const serverEvent = { id: 'event-1', name: 'Festival', updated_at: '2025-06-13T16:00:00.000Z' };
    const firstEdit = { ...serverEvent, name: 'Festival 2025', updated_at: OP.created_at };
    const rename: Version3OutboxEntry = {
      ...OP,
      op_id: 'op-rename',
      kind: 'events-update',
      undo: [
        { table: 'events', key: 'event-1', before: serverEvent as never },
        { table: 'event_graderias', key: ['event-1', 'venue-1'], before: null },
        { table: 'events', key: 'event-1', before: firstEdit as never },
      ],
    };
    const renameAgain: Version3OutboxEntry = { ...OP, op_id: 'op-rename-again', kind: 'events-update', undo: [{ table: 'events', key: 'event-1', before: firstEdit as never }] };
    await old.table('outbox').bulkAdd([rename, renameAgain]);
    await old.table('events').add({ ...serverEvent, name: 'Festival de Neiva' });
    await old.table('cash_returns').add({ op_id: 'op-sale', created_at: OP.created_at });
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    // The latest version: every upgrade after 4 ran too.
    expect(db.verno).toBe(LATEST_VERSION);
    expect(await db.server_bases.orderBy('identity').toArray()).toEqual([
      { identity: 'event_graderias:event-1/venue-1', table: 'event_graderias', key: ['event-1', 'venue-1'], row: null },
      { identity: 'events:event-1', table: 'events', key: 'event-1', row: serverEvent },
    ]);
    expect(await db.outbox.toArray()).toEqual([
      { ...OP, seq: 1, op_id: 'op-rename', kind: 'events-update', touches: [{ table: 'events', key: 'event-1' }, { table: 'event_graderias', key: ['event-1', 'venue-1'] }] },
      { ...OP, seq: 2, op_id: 'op-rename-again', kind: 'events-update', touches: [{ table: 'events', key: 'event-1' }] },
    ]);
    expect(await db.events.get('event-1')).toMatchObject({ name: 'Festival de Neiva' });
    expect(await db.cash_returns.count()).toBe(1);
    db.close();
  });

  it('version 5 adds ticket scans, found by ticket and by event, and keeps the rows and outbox of version 4', async () => {
    const old = databaseAtVersion(4);
    await old.table('reservation_seats').add({ id: 'ticket-1', event_id: 'event-1', seat_id: 'seat-1', active: true });
    await old.table('outbox').add({ ...OP, op_id: 'op-waiting', kind: 'events-update', touches: [] });
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    const scan = { id: 'scan-1', ticket_id: 'ticket-1', event_id: 'event-1', gate: 'Puerta 1' };
    await db.ticket_check_ins.add(scan as never);
    expect(await db.ticket_check_ins.where('ticket_id').equals('ticket-1').toArray()).toEqual([scan]);
    expect(await db.ticket_check_ins.where('event_id').equals('event-1').count()).toBe(1);
    expect(await reservationSeatBuckets.get(db, 'ticket-1')).toMatchObject({ seat_id: 'seat-1' });
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });

  it('version 6 adds cash shifts and receipts, found by device, shift and the device’s sequence, and keeps the outbox and sync record of version 5', async () => {
    const old = databaseAtVersion(5);
    await old.table('outbox').add({ ...OP, op_id: 'op-waiting', kind: 'events-update', touches: [] });
    await old.table('sync_state').add({ key: 'replica', device_id: OP.device_id, cursor: '42', last_synced_at: null, organization_id: 'org-1' });
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    await db.cash_shifts.add({ id: 'shift-1', device_id: OP.device_id, opened_at: OP.created_at } as never);
    await db.cash_receipts.bulkAdd([
      { id: 'receipt-2', shift_id: 'shift-1', device_id: OP.device_id, sequence: 2, reservation_id: 'r-1' },
      { id: 'receipt-1', shift_id: 'shift-1', device_id: OP.device_id, sequence: 1, reservation_id: 'r-1' },
    ] as never);
    expect((await db.cash_shifts.where('device_id').equals(OP.device_id).toArray()).map((shift) => shift.id)).toEqual(['shift-1']);
    expect((await db.cash_receipts.where('[device_id+sequence]').between([OP.device_id, 0], [OP.device_id, 99]).toArray()).map((r) => r.id)).toEqual(['receipt-1', 'receipt-2']);
    expect(await db.cash_receipts.where('shift_id').equals('shift-1').count()).toBe(2);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.sync_state.toArray())[0]).toMatchObject({ cursor: '42', organization_id: 'org-1' });
    db.close();
  });

  it('version 7 adds seat leases, found by lease and by event and seat, and keeps the shifts of version 6', async () => {
    const old = databaseAtVersion(6);
    await old.table('ticket_check_ins').add({ id: 'scan-1', ticket_id: 'ticket-1', event_id: 'event-1' });
    await old.table('cash_shifts').add({ id: 'shift-1', device_id: OP.device_id, opened_at: OP.created_at });
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    const lease = { id: 'row-1', lease_id: 'lease-1', event_id: 'event-1', seat_id: 'seat-1', device_name: 'Tablet puerta 1' };
    await db.seat_leases.add(lease as never);
    expect(await db.seat_leases.where('lease_id').equals('lease-1').toArray()).toEqual([lease]);
    expect(await db.seat_leases.where('[event_id+seat_id]').equals(['event-1', 'seat-1']).count()).toBe(1);
    expect(await db.ticket_check_ins.count()).toBe(1);
    expect(await db.cash_shifts.count()).toBe(1);
    db.close();
  });

  it('version 8 moves the per-seat rows into one record per stand, exactly as stored, and drops the per-seat table', async () => {
    const old = databaseAtVersion(7);
    const seat = (id: string, graderia_id: string, row_letter: string) => ({
      id, organization_id: 'org-1', graderia_id, floor_number: 1, row_letter, column_number: 1, seat_number: '1',
      seat_type: 'regular', price_multiplier: 1, is_active: true, created_at: OP.created_at, updated_at: OP.created_at,
    });
    // Stored out of order on purpose; one row from before a column existed lacks it.
    const { is_active: _absent, ...withoutIsActive } = seat('seat-c', 'north', 'C');
    await old.table('seats').bulkAdd([seat('seat-b', 'north', 'B'), withoutIsActive, seat('seat-a', 'north', 'A'), seat('seat-z', 'south', 'Z')]);
    await old.table('outbox').add({ ...OP, op_id: 'op-waiting', kind: 'events-update', touches: [{ table: 'seats', key: 'seat-a' }] });
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(db.tables.map((table) => table.name)).not.toContain('seats');
    expect(await db.stand_seats.count()).toBe(2);
    expect(await seatsOfStand(db, 'north')).toEqual([seat('seat-a', 'north', 'A'), seat('seat-b', 'north', 'B'), withoutIsActive]);
    expect(await seatById(db, 'seat-c')).not.toHaveProperty('is_active');
    expect(await seatsByIds(db, ['seat-z', 'seat-unknown'])).toEqual([seat('seat-z', 'south', 'Z'), undefined]);
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });

  it('version 9 adds the first download’s taken seats by event, and keeps the stands’ seats of version 8', async () => {
    const old = databaseAtVersion(8);
    await old.table('stand_seats').add({ graderia_id: 'north', revision: 'r1', columns: ['id'], values: [[]] });
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    await db.taken_seats.put({ event_id: 'event-1', seat_ids: ['seat-1', 'seat-2'] });
    expect(await db.taken_seats.get('event-1')).toEqual({ event_id: 'event-1', seat_ids: ['seat-1', 'seat-2'] });
    expect(await db.stand_seats.count()).toBe(1);
    db.close();
  });

  it('version 10 moves the sales history into 64 buckets per table, exactly as stored, and drops the per-row tables', async () => {
    const old = databaseAtVersion(9);
    // Enough rows for every bucket, stored out of id order.
    const id = (prefix: string, index: number) => `${prefix}-${(599 - index).toString().padStart(3, '0')}`;
    const reservations = Array.from({ length: 600 }, (_, index) => ({
      id: id('res', index), organization_id: 'org-1', event_id: `event-${index % 3}`, customer_name: 'Andrés', status: 'paid', created_at: OP.created_at,
    }));
    const sales = Array.from({ length: 600 }, (_, index) => ({
      id: id('sale', index), organization_id: 'org-1', reservation_id: id('res', index), event_id: `event-${index % 3}`, seat_id: `seat-${index}`, active: true,
    }));
    const payments = Array.from({ length: 600 }, (_, index) => ({
      id: id('pay', index), organization_id: 'org-1', reservation_id: id('res', index), kind: 'charge', amount: 50000, status: 'completed',
      payment_method: 'cash', created_at: OP.created_at, updated_at: OP.created_at,
    }));
    const logs = Array.from({ length: 600 }, (_, index) => ({
      id: id('log', index), organization_id: 'org-1', reservation_id: id('res', index), user_id: null, action: 'created', details: { seats: ['A-1'] }, created_at: OP.created_at,
    }));
    // One payment from before a column existed lacks it.
    const { payment_method: _absent, ...withoutMethod } = { ...payments[0], id: 'pay-old' };
    await old.table('reservations').bulkAdd(reservations);
    await old.table('reservation_seats').bulkAdd(sales);
    await old.table('payments').bulkAdd([...payments, withoutMethod]);
    await old.table('reservation_logs').bulkAdd(logs);
    old.close();

    const db = new TaquillaDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    const tables = db.tables.map((table) => table.name);
    for (const gone of ['reservations', 'reservation_seats', 'payments', 'reservation_logs']) expect(tables).not.toContain(gone);
    for (const buckets of [db.reservation_buckets, db.reservation_seat_buckets, db.payment_buckets, db.reservation_log_buckets]) expect(await buckets.count()).toBe(BUCKETS);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect(await reservationBuckets.all(db)).toEqual([...reservations].sort(byId));
    expect(await reservationSeatBuckets.where(db, 'event_id', ['event-1'])).toEqual(sales.filter((sale) => sale.event_id === 'event-1').sort(byId));
    expect(await paymentBuckets.all(db)).toEqual([...payments, withoutMethod].sort(byId));
    expect(await paymentBuckets.get(db, 'pay-old')).not.toHaveProperty('payment_method');
    expect(await reservationLogBuckets.all(db)).toEqual([...logs].sort(byId));
    db.close();
  });
});
