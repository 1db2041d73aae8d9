// The two ways a replica used to differ from the server for good (issue 15): a ghost
// reservation left by a refused sale whose payment travelled in a later push, and a pulled
// row dropped because a queued op held it, never sent again once that op was refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncOp, SyncPullAnswer } from '../api/sync-api';
import type { RunCommand } from '../db/commands/command-runner';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../db/testing/box-office-fixture';
import { discardReplica, openTestReplica, testCommandRunner } from '../db/testing/test-replica';
import { applyPullAnswer } from './apply-pull-answer';
import { applyPushAnswer } from './apply-push-answer';
import { SyncEngine } from './sync-engine';
import type { SyncTransport } from './sync-transport';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';
import { FakeSyncServer, type Rejection } from './testing/fake-sync-server';
import { paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from '../db/row-buckets';

const SALE_ID = '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const SEAT_SOLD: Rejection = { code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1' };
const NOT_FOUND: Rejection = { code: 'reservation_not_found', message: 'Reserva no encontrada' };
const CANCELLED: Rejection = { code: 'invalid_transition', message: 'No se puede procesar el pago de una reserva cancelada' };

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;
let engine: SyncEngine | undefined;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  // A device that synced before: its pulls are incremental, not full snapshots.
  await db.sync_state.update('replica', { cursor: '899' });
  runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => BOX_OFFICE_NOW });
});

afterEach(async () => {
  engine?.stop();
  engine = undefined;
  await discardReplica(db);
});

function startEngine(transport: SyncTransport, pushBatchSize?: number): Promise<void> {
  engine = new SyncEngine({ db, transport, clock: new FakeClock(), connectivity: new FakeConnectivity(true), intervalMs: 3_600_000, pushBatchSize });
  return engine.start();
}

async function sellA1InCash(): Promise<void> {
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
}

function payTheSale(): Promise<unknown> {
  return runCommand('reservations-process-payment', { reservation_id: SALE_ID });
}

/** Sale refused (seat sold meanwhile), then its payment refused (no such reservation); everything else applied. */
function refusingTheSale(op: SyncOp) {
  if (op.kind === 'reservations-create-manual') return SEAT_SOLD;
  if (op.kind === 'reservations-process-payment') return NOT_FOUND;
  return {};
}

async function expectNoTraceOfTheSale(): Promise<void> {
  expect(await reservationBuckets.get(db, SALE_ID)).toBeUndefined();
  expect(await reservationSeatBuckets.count(db)).toBe(0);
  expect(await paymentBuckets.count(db)).toBe(0);
  expect(await reservationLogBuckets.count(db)).toBe(0);
  expect(await db.outbox.count()).toBe(0);
  expect((await db.conflicts.toArray()).map((conflict) => conflict.code).sort()).toEqual(['reservation_not_found', 'seats_unavailable']);
}

describe('ghost reservation: a refused sale and its payment refused in different pushes', () => {
  it('leaves no reservation when each op travels alone (push batch size 1)', async () => {
    await sellA1InCash();
    await payTheSale();
    const server = new FakeSyncServer(refusingTheSale);
    await startEngine(server, 1);
    await engine!.settled();

    expect(server.pushedBatches.map((batch) => batch.map((op) => op.kind))).toEqual([['reservations-create-manual'], ['reservations-process-payment']]);
    await expectNoTraceOfTheSale();
  });

  it('leaves no reservation when the 50-op batch boundary falls between the sale and its payment', async () => {
    for (let edit = 1; edit <= 49; edit += 1) await runCommand('events-update', { id: office.eventId, name: `Bambuco edición ${edit}` });
    await sellA1InCash();
    await payTheSale();
    const server = new FakeSyncServer(refusingTheSale);
    await startEngine(server, 50);
    await engine!.settled();

    expect(server.pushedBatches.map((batch) => batch.length)).toEqual([50, 1]);
    await expectNoTraceOfTheSale();
    // The 49 applied edits keep their result: the server answered them without rows.
    expect(await db.events.get(office.eventId)).toMatchObject({ name: 'Bambuco edición 49' });
  });

  it('leaves no reservation when the payment is queued while the sale’s push is in flight', async () => {
    const server = new FakeSyncServer(refusingTheSale);
    let releaseSalePush: () => void = () => {};
    const salePushHeld = new Promise<void>((resolve) => (releaseSalePush = resolve));
    const transport: SyncTransport = {
      push: async (deviceId, ops) => {
        if (server.pushedBatches.length === 0) await salePushHeld;
        return server.push(deviceId, ops);
      },
      pull: (cursor) => server.pull(cursor),
    };
    await sellA1InCash();
    const started = startEngine(transport);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await payTheSale();
    void engine!.requestSync();
    releaseSalePush();
    await started;
    await engine!.settled();

    expect(server.pushedBatches.map((batch) => batch.map((op) => op.kind))).toEqual([['reservations-create-manual'], ['reservations-process-payment']]);
    await expectNoTraceOfTheSale();
  });
});

describe('stale row after a pull', () => {
  it('shows the server’s cancellation pulled while a refused payment held the reservation', async () => {
    await sellA1InCash();
    // The sale reached the server earlier: the device holds the server's rows, nothing queued.
    await db.outbox.clear();
    await db.server_bases.clear();
    const synced = (await reservationBuckets.get(db, SALE_ID))!;
    const syncedSeats = await reservationSeatBuckets.all(db);
    const cancelledElsewhere: SyncPullAnswer = {
      cursor: '901',
      rows: {
        reservations: [{ ...synced, status: 'cancelled', updated_at: '2025-06-13T17:05:00+00:00' }],
        reservation_seats: syncedSeats.map((sale) => ({ ...sale, active: false, updated_at: '2025-06-13T17:05:00+00:00' })),
      },
      deleted: {},
    };
    const server = new FakeSyncServer((op) => (op.kind === 'reservations-process-payment' ? CANCELLED : {}));
    server.answerNextPull({ cursor: '900', rows: {}, deleted: {} });
    server.answerNextPull(cancelledElsewhere);
    let releasePull: () => void = () => {};
    const pullHeld = new Promise<void>((resolve) => (releasePull = resolve));
    const transport: SyncTransport = {
      push: (deviceId, ops) => server.push(deviceId, ops),
      pull: async (cursor) => {
        if (server.pullCursors.length === 1) await pullHeld;
        return server.pull(cursor);
      },
    };
    await startEngine(transport);

    // Another gate cancels; the cashier presses 'Procesar Pago' while that pull is on its way.
    const cycle = engine!.requestSync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await payTheSale();
    releasePull();
    await cycle;
    await engine!.requestSync();
    await engine!.settled();

    expect(server.pullCursors).toEqual(['899', '900', '901']);
    expect(await db.conflicts.count()).toBe(1);
    expect(await reservationBuckets.get(db, SALE_ID)).toMatchObject({ status: 'cancelled', updated_at: '2025-06-13T17:05:00+00:00' });
    expect((await reservationSeatBuckets.all(db)).map((sale) => sale.active)).toEqual([false]);
    expect(await paymentBuckets.count(db)).toBe(0);
  });
});

describe('the replica does not depend on the order a pulled row and an op’s answer arrive', () => {
  const CANCELLED_AT = '2025-06-13T17:05:00+00:00';

  async function pendingSaleOnTheServer() {
    await sellA1InCash();
    await db.outbox.clear();
    await db.server_bases.clear();
    const reservation = (await reservationBuckets.get(db, SALE_ID))!;
    const seats = await reservationSeatBuckets.all(db);
    return {
      cancellation: {
        cursor: '901',
        rows: {
          reservations: [{ ...reservation, status: 'cancelled', updated_at: CANCELLED_AT }],
          reservation_seats: seats.map((sale) => ({ ...sale, active: false, updated_at: CANCELLED_AT })),
        },
        deleted: {},
      } satisfies SyncPullAnswer,
    };
  }

  it.each([
    ['the pull first', ['pull', 'answer']],
    ['the answer first', ['answer', 'pull']],
  ] as const)('a payment refused and another gate’s cancellation pulled: %s', async (_order, arrivals) => {
    const { cancellation } = await pendingSaleOnTheServer();
    await payTheSale();
    const sent = await db.outbox.toArray();
    for (const arrival of arrivals) {
      if (arrival === 'pull') await applyPullAnswer(db, cancellation, { fullSnapshot: false, now: BOX_OFFICE_NOW });
      else await applyPushAnswer(db, sent, { results: [{ op_id: sent[0].op_id, status: 'rejected', ...CANCELLED }] }, BOX_OFFICE_NOW);
    }
    expect(await reservationBuckets.get(db, SALE_ID)).toMatchObject({ status: 'cancelled', updated_at: CANCELLED_AT });
    expect((await reservationSeatBuckets.all(db)).map((sale) => sale.active)).toEqual([false]);
    expect(await paymentBuckets.count(db)).toBe(0);
    expect(await db.server_bases.count()).toBe(0);
  });

  it.each([
    ['the pull first', ['pull', 'answer']],
    ['the answer first', ['answer', 'pull']],
  ] as const)('a cancellation applied while a pull brings another sale: %s', async (_order, arrivals) => {
    const { cancellation } = await pendingSaleOnTheServer();
    await runCommand('reservations-cancel', { reservation_id: SALE_ID });
    const sent = await db.outbox.toArray();
    const otherSale = { ...cancellation.rows.reservations[0], id: '6a1d3b2c-4e5f-4a6b-9c7d-8e9f0a1b2c3d', status: 'pending', customer_name: 'Lucía Perdomo' };
    const applied = { op_id: sent[0].op_id, status: 'applied' as const, rows: { reservations: cancellation.rows.reservations, reservation_seats: cancellation.rows.reservation_seats } };
    for (const arrival of arrivals) {
      if (arrival === 'pull') await applyPullAnswer(db, { cursor: '902', rows: { reservations: [otherSale] }, deleted: {} }, { fullSnapshot: false, now: BOX_OFFICE_NOW });
      else await applyPushAnswer(db, sent, { results: [applied] }, BOX_OFFICE_NOW);
    }
    expect(await reservationBuckets.get(db, SALE_ID)).toMatchObject({ status: 'cancelled', updated_at: CANCELLED_AT });
    expect(await reservationBuckets.get(db, otherSale.id)).toMatchObject({ status: 'pending', customer_name: 'Lucía Perdomo' });
    // The optimistic 'cancelled' log is gone: the server's answer lacked it and it never existed there.
    expect((await reservationLogBuckets.all(db)).map((log) => log.action)).toEqual(['created']);
    expect(await db.outbox.count()).toBe(0);
  });
});
