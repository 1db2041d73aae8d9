import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DUPLICATE_REFUND_MESSAGE, NOT_PAID_MESSAGE } from '../../domain/refunds';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../testing/box-office-fixture';
import { discardReplica, DEVICE_ID, openTestReplica, testCommandRunner } from '../testing/test-replica';
import type { TaquillaDatabase } from '../taquilla-database';
import { CommandValidationError } from './command-definition';
import type { CommandInput } from './command-registry';
import type { RunCommand } from './command-runner';
import { byCreatedAt, paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from '../row-buckets';

const PAID_ID = '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const HOLD_ID = '6a1d3b2c-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
const CARD_ID = '7b2e4c3d-5f6a-4b7c-8d9e-9f0a1b2c3d4e';
const LATER = new Date('2025-06-13T18:00:00.000Z');

let db: TaquillaDatabase;
let office: BoxOffice;
let later: RunCommand;

async function sell(id: string, method: CommandInput<'reservations-create-manual'>['payment_method'], seats: [string, number][]) {
  const runCommand = testCommandRunner(db, { now: () => BOX_OFFICE_NOW, newId: () => crypto.randomUUID() });
  await runCommand('reservations-create-manual', {
    id,
    event_id: office.eventId,
    seat_ids: await Promise.all(seats.map(([row, column]) => office.seat(row, column))),
    customer_name: 'Andrés Gómez',
    customer_email: 'andres@correo.co',
    document_number: '1075234567',
    customer_phone: '3001234567',
    payment_method: method,
  });
}

async function everythingStored() {
  return {
    reservations: await reservationBuckets.all(db),
    seats: await reservationSeatBuckets.all(db),
    payments: await paymentBuckets.all(db),
    logs: await reservationLogBuckets.all(db),
    outbox: await db.outbox.toArray(),
  };
}

async function refusal(run: Promise<unknown>): Promise<Record<string, string>> {
  const failure = await run.then(() => null, (error: unknown) => error);
  expect(failure).toBeInstanceOf(CommandValidationError);
  return (failure as CommandValidationError).fieldErrors;
}

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  later = testCommandRunner(db, { now: () => LATER, newId: () => crypto.randomUUID() });
  await sell(PAID_ID, 'marked_paid', [['A', 5], ['A', 1]]); // 50.000 + 75.000
  await sell(HOLD_ID, 'cash', [['B', 5]]);
  await sell(CARD_ID, 'mercadopago', [['B', 6]]);
});

afterEach(async () => {
  await discardReplica(db);
});

describe('reservations-refund', () => {
  it('cancels the paid booking, frees its seats, adds a completed cash refund beside the charge and queues the op', async () => {
    const { entityId } = await later('reservations-refund', { reservation_id: PAID_ID, amount: 125000, reason: '  Evento aplazado ' });
    expect(entityId).toBe(PAID_ID);
    expect(await reservationBuckets.get(db, PAID_ID)).toMatchObject({ status: 'cancelled', updated_at: LATER.toISOString() });
    const seats = await reservationSeatBuckets.where(db, 'reservation_id', [PAID_ID]);
    expect(seats.map((seat) => seat.active)).toEqual([false, false]);
    const payments = (await paymentBuckets.where(db, 'reservation_id', [PAID_ID])).sort(byCreatedAt);
    expect(payments.map(({ kind, status, payment_method, amount }) => ({ kind, status, payment_method, amount }))).toEqual(
      expect.arrayContaining([
        { kind: undefined, status: 'completed', payment_method: 'cash', amount: 125000 },
        { kind: 'refund', status: 'completed', payment_method: 'cash', amount: 125000 },
      ]),
    );
    const logs = await reservationLogBuckets.where(db, 'reservation_id', [PAID_ID]);
    expect(logs.find((log) => log.action === 'refunded')?.details).toEqual({ amount: 125000, method: 'cash', reason: 'Evento aplazado' });
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      device_id: DEVICE_ID,
      kind: 'reservations-refund',
      payload: { reservation_id: PAID_ID, amount: 125000, reason: 'Evento aplazado', method: 'cash' },
    });
  });

  it.each<[string, () => CommandInput<'reservations-refund'>, Record<string, string>]>([
    ['an unpaid cash hold', () => ({ reservation_id: HOLD_ID, amount: 50000, reason: 'x' }), { reservation_id: NOT_PAID_MESSAGE }],
    ['a card booking not yet paid', () => ({ reservation_id: CARD_ID, amount: 50000, reason: 'x' }), { reservation_id: NOT_PAID_MESSAGE }],
    ['more than was paid', () => ({ reservation_id: PAID_ID, amount: 125001, reason: 'x' }), { amount: 'El monto del reembolso debe ser exactamente lo pagado: $ 125.000' }],
    ['a negative amount', () => ({ reservation_id: PAID_ID, amount: -125000, reason: 'x' }), { amount: 'El monto del reembolso debe ser mayor a 0' }],
    ['no reason', () => ({ reservation_id: PAID_ID, amount: 125000, reason: '  ' }), { reason: 'El motivo del reembolso es obligatorio' }],
    ['a reason of 501 characters', () => ({ reservation_id: PAID_ID, amount: 125000, reason: 'x'.repeat(501) }), { reason: 'El campo Motivo del reembolso es demasiado largo' }],
  ])('refuses %s and changes nothing', async (_case, input, errors) => {
    const before = await everythingStored();
    const found = await refusal(later('reservations-refund', input()));
    expect(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, message.replace(/\u00a0/g, ' ')]))).toEqual(errors);
    expect(await everythingStored()).toEqual(before);
  });

  it('refuses a second refund of the same booking on this device', async () => {
    await later('reservations-refund', { reservation_id: PAID_ID, amount: 125000, reason: 'Evento aplazado' });
    const before = await everythingStored();
    expect(await refusal(later('reservations-refund', { reservation_id: PAID_ID, amount: 125000, reason: 'Otra vez' }))).toEqual({
      reservation_id: DUPLICATE_REFUND_MESSAGE,
    });
    expect(await everythingStored()).toEqual(before);
  });
});

describe('reservations-release-unpaid', () => {
  it('cancels the listed unpaid holds, frees their seats and leaves a paid booking as it is', async () => {
    await later('reservations-release-unpaid', { event_id: office.eventId, reservation_ids: [HOLD_ID, CARD_ID, PAID_ID] });
    expect((await reservationBuckets.byIds(db, [HOLD_ID, CARD_ID, PAID_ID])).map((row) => row?.status)).toEqual(['cancelled', 'cancelled', 'paid']);
    const active = (await reservationSeatBuckets.all(db)).filter((seat) => seat.active).map((seat) => seat.reservation_id);
    expect(active).toEqual([PAID_ID, PAID_ID]);
    const logs = (await reservationLogBuckets.all(db)).filter((log) => log.action === 'cancelled');
    expect(logs.map((log) => [log.reservation_id, log.details.bulk_release]).sort()).toEqual([[CARD_ID, true], [HOLD_ID, true]].sort());
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ kind: 'reservations-release-unpaid', payload: { event_id: office.eventId, reservation_ids: [HOLD_ID, CARD_ID, PAID_ID] } });
  });

  it('refuses a booking of another event and an empty list, changing nothing', async () => {
    const before = await everythingStored();
    expect(await refusal(later('reservations-release-unpaid', { event_id: office.venueId, reservation_ids: [HOLD_ID] }))).toEqual({
      reservation_ids: 'Reserva no encontrada en este evento',
    });
    expect(await refusal(later('reservations-release-unpaid', { event_id: office.eventId, reservation_ids: [] }))).toEqual({
      reservation_ids: 'Selecciona al menos una reserva para liberar',
    });
    expect(await everythingStored()).toEqual(before);
  });
});
