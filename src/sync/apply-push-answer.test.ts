import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RowsByTableName } from '../api/sync-api';
import type { RunCommand } from '../db/commands/command-runner';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { openBoxOffice, type BoxOffice } from '../db/testing/box-office-fixture';
import { discardReplica, openTestReplica, testCommandRunner, updateReplicaRow } from '../db/testing/test-replica';
import { applyPushAnswer } from './apply-push-answer';
import { bucketOf, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from '../db/row-buckets';

const SALE_ID = '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ANSWERED_AT = new Date('2025-06-13T17:01:00.000Z');

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  const ids = [SALE_ID];
  runCommand = testCommandRunner(db, { newId: () => ids.shift() ?? crypto.randomUUID() });
});

afterEach(async () => {
  await discardReplica(db);
});

/** What sync_push answers for the sale: the same reservation, its other rows with ids the server chose. */
async function serverRowsOfSale(saleId = SALE_ID): Promise<RowsByTableName> {
  const reservation = (await reservationBuckets.get(db, saleId))!;
  const seats = await reservationSeatBuckets.where(db, 'reservation_id', [saleId]);
  const logs = await reservationLogBuckets.where(db, 'reservation_id', [saleId]);
  return {
    reservations: [{ ...reservation, updated_at: '2025-06-13T17:00:30+00:00' }],
    reservation_seats: seats.map((sale, index) => ({ ...sale, id: `server-seat-${saleId}-${index}` })),
    payments: [],
    reservation_logs: logs.map((log) => ({ ...log, id: `server-log-${saleId}`, user_id: 'a0000000-0000-4000-8000-000000000001' })),
  };
}

async function sellA1(): Promise<void> {
  await runCommand('reservations-create-manual', {
    event_id: office.eventId,
    seat_ids: [await office.seat('A', 1)],
    customer_name: 'Andrés Gómez',
    customer_email: 'andres@correo.co',
    document_number: '1075234567',
    customer_phone: '3001234567',
    payment_method: 'cash',
  });
}

describe('applyPushAnswer', () => {
  it('replaces a sale’s optimistic rows with the server’s, whose ids the server chose', async () => {
    await sellA1();
    const rows = await serverRowsOfSale();
    const sent = await db.outbox.toArray();
    await applyPushAnswer(db, sent, { results: [{ op_id: sent[0].op_id, status: 'applied', rows }] }, ANSWERED_AT);

    expect((await reservationSeatBuckets.all(db)).map((sale) => sale.id)).toEqual([`server-seat-${SALE_ID}-0`]);
    expect((await reservationLogBuckets.all(db)).map((log) => [log.id, log.user_id])).toEqual([[`server-log-${SALE_ID}`, 'a0000000-0000-4000-8000-000000000001']]);
    expect(await reservationBuckets.get(db, SALE_ID)).toMatchObject({ updated_at: '2025-06-13T17:00:30+00:00' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the server’s rows with an op still waiting to be sent replayed on top', async () => {
    await sellA1();
    const rows = await serverRowsOfSale();
    await runCommand('reservations-cancel', { reservation_id: SALE_ID });
    const [sale] = await db.outbox.orderBy('seq').toArray();
    await applyPushAnswer(db, [sale], { results: [{ op_id: sale.op_id, status: 'applied', rows }] }, ANSWERED_AT);

    expect(await reservationBuckets.get(db, SALE_ID)).toMatchObject({ status: 'cancelled', updated_at: '2025-06-13T17:00:00.000Z' });
    // The cancellation, replayed over the server's seat, frees it; no optimistic copy is left.
    expect((await reservationSeatBuckets.all(db)).map((sale) => [sale.id, sale.active])).toEqual([[`server-seat-${SALE_ID}-0`, false]]);
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['reservations-cancel']);
  });

  it('writes each bucket of the sales once, however many of their queued payments it replays', async () => {
    const saleIds: string[] = [];
    for (let column = 1; column <= 6; column += 1) {
      const receipt = await runCommand('reservations-create-manual', {
        event_id: office.eventId,
        seat_ids: [await office.seat('A', column)],
        customer_name: `Cliente ${column}`,
        customer_email: `cliente${column}@correo.co`,
        document_number: `107523456${column}`,
        customer_phone: '3001234567',
        payment_method: 'cash',
      });
      saleIds.push(receipt.entityId);
    }
    const answered = await Promise.all(saleIds.map((saleId) => serverRowsOfSale(saleId)));
    for (const reservation_id of saleIds) await runCommand('reservations-process-payment', { reservation_id });
    const sales = (await db.outbox.orderBy('seq').toArray()).slice(0, saleIds.length);
    let reservationBucketWrites = 0;
    db.reservation_buckets.hook('creating', () => void (reservationBucketWrites += 1));
    db.reservation_buckets.hook('updating', () => void (reservationBucketWrites += 1));

    await applyPushAnswer(db, sales, { results: sales.map((sale, index) => ({ op_id: sale.op_id, status: 'applied', rows: answered[index] })) }, ANSWERED_AT);

    // The six payments, still queued, ran again over the server's reservations: one write of
    // each bucket at the end, not one for the server's rows and one more for each replay.
    expect(reservationBucketWrites).toBe(new Set(saleIds.map(bucketOf)).size);
    const reservations = await reservationBuckets.byIds(db, saleIds);
    expect(reservations.map((reservation) => [reservation?.status, reservation?.updated_at])).toEqual(
      saleIds.map(() => ['paid', '2025-06-13T17:00:00.000Z']),
    );
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(saleIds.map(() => 'reservations-process-payment'));
  });

  it('keeps the unavailable seats of a refused sale on its conflict', async () => {
    await sellA1();
    const sent = await db.outbox.toArray();
    const seatA1 = await office.seat('A', 1);
    await applyPushAnswer(
      db,
      sent,
      {
        results: [
          { op_id: sent[0].op_id, status: 'rejected', code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1', unavailable_seat_ids: [seatA1] },
        ],
      },
      ANSWERED_AT,
    );
    expect(await db.conflicts.get(sent[0].op_id)).toMatchObject({ code: 'seats_unavailable', unavailable_seat_ids: [seatA1] });
    expect(await reservationBuckets.count(db)).toBe(0);
    expect(await reservationSeatBuckets.count(db)).toBe(0);
  });

  it('ignores a late answer for ops no longer queued: no dismissed conflict comes back, no row is laid again', async () => {
    await sellA1();
    const rows = await serverRowsOfSale();
    await runCommand('reservations-create-manual', {
      event_id: office.eventId,
      seat_ids: [await office.seat('A', 2)],
      customer_name: 'Lucía Perdomo',
      customer_email: 'lucia@correo.co',
      document_number: '1075987654',
      customer_phone: '3009876543',
      payment_method: 'cash',
    });
    const sent = await db.outbox.orderBy('seq').toArray();
    const answer = {
      results: [
        { op_id: sent[0].op_id, status: 'applied' as const, rows },
        { op_id: sent[1].op_id, status: 'rejected' as const, code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-2' },
      ],
    };
    expect(await applyPushAnswer(db, sent, answer, ANSWERED_AT)).toBe(2);
    // The cashier dismisses the conflict; another gate's cancellation is pulled.
    await db.conflicts.clear();
    await updateReplicaRow(db, 'reservations', SALE_ID, { status: 'cancelled' });

    // The same answer again, as a second tab that pushed the same batch would apply it.
    expect(await applyPushAnswer(db, sent, answer, ANSWERED_AT)).toBe(2);
    expect(await db.conflicts.count()).toBe(0);
    expect(await reservationBuckets.get(db, SALE_ID)).toMatchObject({ status: 'cancelled' });
    expect(await reservationBuckets.count(db)).toBe(1);
  });

  it('settles a sent op the outbox now holds under another seq (queued again by another tab)', async () => {
    await sellA1();
    const [sent] = await db.outbox.toArray();
    // Another tab took the op out and queued it again under its op id: same op, new seq.
    await db.outbox.delete(sent.seq!);
    const { seq: _old, ...again } = sent;
    await db.outbox.add(again);
    const refusal = { op_id: sent.op_id, status: 'rejected' as const, code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1' };

    expect(await applyPushAnswer(db, [sent], { results: [refusal] }, ANSWERED_AT)).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.conflicts.toArray()).map((conflict) => conflict.op_id)).toEqual([sent.op_id]);
  });
});
