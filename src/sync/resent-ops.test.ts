// An op pushed again after its answer was lost is answered from the server's memory of op
// ids, with its rows as they were when first applied. A pull between the two pushes may
// have brought newer rows (another gate cancelled the sale): the old answer must not stay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RowsByTableName, SyncPullAnswer } from '../api/sync-api';
import type { RunCommand } from '../db/commands/command-runner';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../db/testing/box-office-fixture';
import { discardReplica, openTestReplica, testCommandRunner } from '../db/testing/test-replica';
import { SEND_FAILED_CODE } from '../db/sync-records';
import { retrySendFailed } from './send-failed-resolution';
import { SyncEngine } from './sync-engine';
import { SyncTransportError, type SyncTransport } from './sync-transport';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';
import { FakeSyncServer } from './testing/fake-sync-server';
import { reservationBuckets, reservationSeatBuckets } from '../db/row-buckets';

const SALE_ID = '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;
let engine: SyncEngine | undefined;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  await db.sync_state.update('replica', { cursor: '899' });
  runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => BOX_OFFICE_NOW });
});

afterEach(async () => {
  engine?.stop();
  engine = undefined;
  await discardReplica(db);
});

/**
 * The organization's rows on the server, each written by a transaction id; a pull from a
 * cursor gives the rows written at or after it, and the cursor after the last write.
 */
class ServerRows {
  private readonly writes: { xid: number; rows: RowsByTableName }[] = [];

  write(xid: number, rows: RowsByTableName): void {
    this.writes.push({ xid, rows });
  }

  pull(cursor: string | null): SyncPullAnswer {
    const since = Number(cursor ?? 0);
    const rows: RowsByTableName = {};
    for (const write of this.writes.filter(({ xid }) => xid >= since)) Object.assign(rows, write.rows);
    const last = Math.max(since - 1, ...this.writes.map(({ xid }) => xid));
    return { cursor: String(last + 1), rows, deleted: {} };
  }
}

async function sellA1(): Promise<RowsByTableName> {
  await runCommand('reservations-create-manual', {
    id: SALE_ID,
    event_id: office.eventId,
    seat_ids: [await office.seat('A', 1)],
    customer_name: 'Andrés Gómez',
    customer_email: 'andres@correo.co',
    document_number: '1075234567',
    customer_phone: '3001234567',
    payment_method: 'cash',
  });
  return {
    reservations: [(await reservationBuckets.get(db, SALE_ID))!],
    reservation_seats: await reservationSeatBuckets.where(db, 'reservation_id', [SALE_ID]),
  } as unknown as RowsByTableName;
}

function cancelled(sale: RowsByTableName): RowsByTableName {
  const closed = (rows: unknown[], change: object) => rows.map((row) => ({ ...(row as object), ...change, updated_at: '2025-06-13T17:05:00+00:00' }));
  return { reservations: closed(sale.reservations, { status: 'cancelled' }), reservation_seats: closed(sale.reservation_seats, { active: false }) } as RowsByTableName;
}

/** The engine over the fake server's memory of op ids and a pull answered from `server`'s rows. */
function deviceAgainst(server: ServerRows, sale: RowsByTableName) {
  const pushes = new FakeSyncServer(() => {
    server.write(900, sale);
    return sale;
  });
  const pulledFrom: (string | null)[] = [];
  const transport: SyncTransport = {
    push: (deviceId, ops) => pushes.push(deviceId, ops),
    pull: async (cursor) => {
      pulledFrom.push(cursor);
      return server.pull(cursor);
    },
  };
  const connectivity = new FakeConnectivity(true);
  engine = new SyncEngine({ db, transport, clock: new FakeClock(), connectivity, intervalMs: 3_600_000, pushBatchSize: 1 });
  let started = false;
  /** The engine starts (its first sync), then syncs when back online (cutting a retry backoff short). */
  const syncNow = async () => {
    if (started) connectivity.set(true);
    else await engine!.start();
    started = true;
    await engine!.settled();
  };
  return { pushes, pulledFrom, transport, syncNow };
}

async function expectTheSaleCancelled(): Promise<void> {
  expect(await db.outbox.count()).toBe(0);
  expect((await reservationBuckets.get(db, SALE_ID))?.status).toBe('cancelled');
  expect((await reservationSeatBuckets.where(db, 'reservation_id', [SALE_ID])).map((seat) => seat.active)).toEqual([false]);
}

describe('an op pushed again after its answer was lost', () => {
  it('does not leave its old answer over a cancellation pulled between the two pushes', async () => {
    const sale = await sellA1();
    const server = new ServerRows();
    const { pushes, pulledFrom, syncNow } = deviceAgainst(server, sale);

    // The sale is applied and its answer lost; the pull brings it 'pending'.
    pushes.failNextPushes('answer-lost');
    await syncNow();
    // Another gate cancels it; this device's next push meets a 5xx, its pull brings the cancellation.
    server.write(950, cancelled(sale));
    pushes.failNextPushes('server');
    await syncNow();
    expect(await db.outbox.count()).toBe(1);
    // Pushed again, the sale is answered from the server's memory: still 'pending' in that answer.
    await syncNow();

    expect(await db.conflicts.count()).toBe(0);
    await expectTheSaleCancelled();
    // The pull after the old answer started again from the cursor the sale was first pushed at.
    expect(pulledFrom).toEqual(['899', '901', '899']);
  });

  it('pulls on from its cursor when no pull went through since the op was first pushed', async () => {
    const sale = await sellA1();
    const { pushes, pulledFrom, transport, syncNow } = deviceAgainst(new ServerRows(), sale);
    // The answer is lost and so is the connection: nothing is pulled before the push goes again.
    pushes.failNextPushes('answer-lost');
    const pullWhenBack = transport.pull;
    transport.pull = async () => {
      transport.pull = pullWhenBack;
      throw new SyncTransportError('network', 'No hay conexión con el servidor.');
    };
    await syncNow();
    await syncNow();

    expect(await db.outbox.count()).toBe(0);
    expect((await reservationBuckets.get(db, SALE_ID))?.status).toBe('pending');
    expect(pulledFrom).toEqual(['899']);
  });

  it("keeps where the op was first pushed when it is given up unanswered and sent again ('Reintentar')", async () => {
    await runCommand('events-update', { id: office.eventId, name: 'Bambuco 2025' });
    const renamed = { events: [(await db.events.get(office.eventId))!] } as unknown as RowsByTableName;
    const server = new ServerRows();
    const { pushes, syncNow } = deviceAgainst(server, renamed);
    pushes.failNextPushes('answer-lost');
    await syncNow();
    // Another gate renames the event; the server keeps failing on this device's op until the engine gives up.
    server.write(950, { events: [{ ...(renamed.events[0] as object), name: 'Bambuco aplazado' }] } as unknown as RowsByTableName);
    for (let attempt = 0; attempt < 10 && (await db.conflicts.count()) === 0; attempt += 1) {
      pushes.failNextPushes('server');
      await syncNow();
    }
    const [unanswered] = await db.conflicts.toArray();
    expect(unanswered.code).toBe(SEND_FAILED_CODE);

    // Sent again, the server answers from its memory: the name as this op left it, long ago.
    await retrySendFailed(db, runCommand, unanswered.op_id);
    await syncNow();

    expect(await db.outbox.count()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
    expect((await db.events.get(office.eventId))?.name).toBe('Bambuco aplazado');
  });
});
