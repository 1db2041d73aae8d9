// Receipt numbers (issue 19 point 2): each cash op of a device with an open shift gets the
// device's next number in the transaction that queues it — no gaps across restarts, offline
// stretches, pushes whose answers replace the replica's rows, or refused commands.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../testing/box-office-fixture';
import { DEVICE_ID, discardReplica, openTestReplica, testCommandRunner } from '../testing/test-replica';
import { TaquillaDatabase } from '../taquilla-database';
import { CommandValidationError } from './command-definition';
import type { CommandInput } from './command-registry';
import type { RunCommand } from './command-runner';
import { SHIFT_ALREADY_OPEN } from './cash-shift-commands';

let db: TaquillaDatabase;
let office: BoxOffice;
let run: RunCommand;
let seatColumn = 0;

function runnerOf(database: TaquillaDatabase): RunCommand {
  return testCommandRunner(database, { now: () => BOX_OFFICE_NOW, newId: () => crypto.randomUUID() });
}

async function sell(method: CommandInput<'reservations-create-manual'>['payment_method']) {
  seatColumn += 1;
  return run('reservations-create-manual', {
    event_id: office.eventId,
    seat_ids: [await office.seat('A', seatColumn)],
    customer_name: 'Andrés Gómez',
    customer_email: 'andres@correo.co',
    document_number: '1075234567',
    customer_phone: '3001234567',
    payment_method: method,
  });
}

const openShift = (openingFloat = 50_000) => run('shifts-open', { opening_float: openingFloat, opened_at: BOX_OFFICE_NOW.toISOString() });

async function receiptNumbers(database = db): Promise<string[]> {
  return (await database.cash_receipts.orderBy('[device_id+sequence]').toArray()).map((receipt) => receipt.receipt_number);
}

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  run = runnerOf(db);
  seatColumn = 0;
});

afterEach(async () => {
  await discardReplica(db);
});

describe('cash receipts', () => {
  it('a cash sale, a collected payment and a cash refund each get the next number of the open shift, queued right after their op', async () => {
    const shift = await openShift();
    const sale = await sell('marked_paid'); // 75.000
    const hold = await sell('cash'); // a pending hold moves no cash yet
    const payment = await run('reservations-process-payment', { reservation_id: hold.entityId });
    const refund = await run('reservations-refund', { reservation_id: sale.entityId, amount: 75_000, reason: 'Cliente enfermo' });

    const receipts = await db.cash_receipts.orderBy('[device_id+sequence]').toArray();
    const prefix = DEVICE_ID.slice(0, 4).toUpperCase();
    expect(receipts.map(({ receipt_number, kind, amount, shift_id, reservation_id, status }) => ({ receipt_number, kind, amount, shift_id, reservation_id, status }))).toEqual([
      { receipt_number: `${prefix}-000001`, kind: 'sale', amount: 75_000, shift_id: shift.entityId, reservation_id: sale.entityId, status: 'issued' },
      { receipt_number: `${prefix}-000002`, kind: 'payment', amount: 75_000, shift_id: shift.entityId, reservation_id: hold.entityId, status: 'issued' },
      { receipt_number: `${prefix}-000003`, kind: 'refund', amount: 75_000, shift_id: shift.entityId, reservation_id: sale.entityId, status: 'issued' },
    ]);
    expect([sale.cashReceiptId, hold.cashReceiptId, payment.cashReceiptId, refund.cashReceiptId]).toEqual([receipts[0].id, undefined, receipts[1].id, receipts[2].id]);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => entry.kind)).toEqual([
      'shifts-open', 'reservations-create-manual', 'cash-receipts-issue', 'reservations-create-manual',
      'reservations-process-payment', 'cash-receipts-issue', 'reservations-refund', 'cash-receipts-issue',
    ]);
    expect(outbox[2].payload).toMatchObject({ cash_op_id: sale.opId, sequence: 1, shift_id: shift.entityId });
    expect(outbox[7].payload).toMatchObject({ cash_op_id: refund.opId, sequence: 3, kind: 'refund' });
  });

  it('numbers continue after a restart, an offline stretch whose ops were answered, and a replica that lost its receipts', async () => {
    await openShift();
    await sell('marked_paid');
    await sell('marked_paid');
    // Restart: the same IndexedDB opened again by a new app.
    const name = db.name;
    db.close();
    db = new TaquillaDatabase(name);
    run = runnerOf(db);
    await sell('marked_paid');
    // The outbox was pushed and answered; then a full pull replaced the replica without them.
    await db.outbox.clear();
    await db.cash_receipts.clear();
    await sell('marked_paid');
    const prefix = DEVICE_ID.slice(0, 4).toUpperCase();
    expect((await db.outbox.toArray()).filter((entry) => entry.kind === 'cash-receipts-issue').map((entry) => entry.payload.sequence)).toEqual([4]);
    expect(await receiptNumbers()).toEqual([`${prefix}-000004`]);
    expect((await db.sync_state.toArray())[0].receipt_sequence).toBe(4);
  });

  it('a refused cash command spends no number, and a resent op gets no second receipt', async () => {
    await openShift();
    const sale = await sell('marked_paid');
    const failure = await run('reservations-refund', { reservation_id: sale.entityId, amount: 1, reason: 'x' }).catch((error) => error);
    expect(failure).toBeInstanceOf(CommandValidationError);
    const resent = await run('reservations-process-payment', { reservation_id: (await sell('cash')).entityId }, { op_id: crypto.randomUUID(), created_at: BOX_OFFICE_NOW.toISOString() });
    expect(resent.cashReceiptId).toBeUndefined();
    await sell('marked_paid');
    expect((await db.cash_receipts.toArray()).map((receipt) => receipt.sequence).sort()).toEqual([1, 2]);
  });

  it('without an open shift a cash sale queues only its own op, as before shifts existed', async () => {
    const sale = await sell('marked_paid');
    expect(sale.cashReceiptId).toBeUndefined();
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['reservations-create-manual']);
    expect(await db.cash_receipts.count()).toBe(0);
  });

  it('one open shift per device; closing previews expected cash and the difference, once', async () => {
    const shift = await openShift(20_000);
    const twice = await openShift(0).catch((error) => error);
    expect(twice.fieldErrors).toEqual({ opening_float: SHIFT_ALREADY_OPEN });
    await sell('marked_paid');
    await run('shifts-close', { shift_id: shift.entityId, counted_cash: 90_000, closed_at: BOX_OFFICE_NOW.toISOString() });
    expect(await db.cash_shifts.get(shift.entityId)).toMatchObject({ expected_cash: 95_000, counted_cash: 90_000, difference: -5_000 });
    const again = await run('shifts-close', { shift_id: shift.entityId, counted_cash: 95_000, closed_at: BOX_OFFICE_NOW.toISOString() }).catch((error) => error);
    expect(again.fieldErrors).toEqual({ shift_id: 'Este turno de caja ya fue cerrado' });
    const negative = await run('shifts-open', { opening_float: -1, opened_at: BOX_OFFICE_NOW.toISOString() }).catch((error) => error);
    expect(negative.fieldErrors).toEqual({ opening_float: 'La base inicial debe ser un valor en pesos entre $ 0 y $ 1.000.000.000' });
  });
});
