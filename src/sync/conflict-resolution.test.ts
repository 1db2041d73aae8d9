import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncPushResult } from '../api/sync-api';
import type { RunCommand } from '../db/commands/command-runner';
import { cashToReturnCount, confirmCashReturned, listCashToReturn } from '../db/reservation-cash-returns';
import { seatPickerForEvent } from '../db/reservation-sale-queries';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../db/testing/box-office-fixture';
import { discardReplica, openTestReplica, ORGANIZATION_ID, testCommandRunner } from '../db/testing/test-replica';
import { applyPushAnswer } from './apply-push-answer';
import { replacementReservationIdOf, resolveByReturningCash, resolveWithReplacementSeats } from './conflict-resolution';
import { describeSaleConflict, suggestSeatsFor } from './sale-conflicts';
import { reservationBuckets, reservationSeatBuckets } from '../db/row-buckets';

const SALE_ID = '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const SALE_OP = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';
const PAYMENT_OP = '8f7e6d5c-4b3a-4928-9f7e-6d5c4b3a2918';
const OTHER_GATE_SALE = '9a8b7c6d-0000-4000-8000-00000000aaaa';
const REFUSED_AT = new Date('2025-06-13T17:30:00.000Z');
const CUSTOMER = {
  customer_name: 'Andrés Gómez',
  customer_email: 'andres@correo.co',
  document_type: 'CC',
  document_number: '1075234567',
  customer_phone: '3001234567',
} as const;

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;
let seatA1: string;
let seatA5: string;

/** The other gate's sale of A-1, as a pull brings it. */
async function otherGateSoldA1(): Promise<void> {
  const stamp = '2025-06-13T17:10:00.000Z';
  await reservationBuckets.put(db, [{
    id: OTHER_GATE_SALE,
    organization_id: ORGANIZATION_ID,
    event_id: office.eventId,
    public_customer_id: null,
    customer_name: 'Otra taquilla',
    customer_email: null,
    customer_phone: null,
    document_type: 'CC',
    document_number: null,
    status: 'paid',
    total_amount: 75000,
    notes: null,
    source: 'manual',
    expires_at: null,
    created_at: stamp,
    updated_at: stamp,
  }]);
  await reservationSeatBuckets.put(db, [{
    id: 'server-sale-a1',
    organization_id: ORGANIZATION_ID,
    reservation_id: OTHER_GATE_SALE,
    event_id: office.eventId,
    seat_id: seatA1,
    price: 75000,
    active: true,
    created_at: stamp,
    updated_at: stamp,
  }]);
}

/** This gate sold for cash offline and took the payment; the server refused both. */
async function refusedSale(): Promise<void> {
  await runCommand('reservations-create-manual', {
    ...CUSTOMER,
    event_id: office.eventId,
    seat_ids: [seatA1, seatA5],
    payment_method: 'cash',
    discount_code: 'BAMBUCO10',
    includes_children: true,
  });
  await runCommand('reservations-process-payment', { reservation_id: SALE_ID });
  const sent = await db.outbox.orderBy('seq').toArray();
  const results: SyncPushResult[] = [
    {
      op_id: SALE_OP,
      status: 'rejected',
      code: 'seats_unavailable',
      message: 'Los siguientes asientos ya no están disponibles: A-1',
      unavailable_seat_ids: [seatA1],
    },
    { op_id: PAYMENT_OP, status: 'rejected', code: 'reservation_not_found', message: 'Reserva no encontrada' },
  ];
  await applyPushAnswer(db, sent, { results }, REFUSED_AT);
  await otherGateSoldA1();
}

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  const ids = [SALE_ID, SALE_OP, PAYMENT_OP];
  runCommand = testCommandRunner(db, { newId: () => ids.shift() ?? crypto.randomUUID() });
  seatA1 = await office.seat('A', 1);
  seatA5 = await office.seat('A', 5);
  await refusedSale();
});

afterEach(async () => {
  await discardReplica(db);
});

describe('a refused sale', () => {
  it('keeps the customer, the seats lost and kept, the amount charged and the refused payment', async () => {
    expect(await reservationBuckets.get(db, SALE_ID)).toBeUndefined();
    const saleConflict = await describeSaleConflict(db, SALE_OP);
    expect(saleConflict).toMatchObject({
      customer: { name: 'Andrés Gómez', email: 'andres@correo.co', phone: '3001234567', document_type: 'CC', document_number: '1075234567' },
      eventName: 'Festival Folclórico del Bambuco 2025',
      seats: [
        { label: 'A-1', lost: true },
        { label: 'A-5', lost: false },
      ],
      amount: 112500,
      conflict: { code: 'seats_unavailable', unavailable_seat_ids: [seatA1] },
      followUps: [{ op_id: PAYMENT_OP, code: 'reservation_not_found' }],
    });
  });

  it('suggests a free premium seat next to the lost one, never a seat the customer keeps', async () => {
    const suggested = await suggestSeatsFor(db, (await describeSaleConflict(db, SALE_OP))!, BOX_OFFICE_NOW);
    expect(suggested.map((seat) => [`${seat.row_letter}-${seat.seat_number}`, seat.price])).toEqual([['A-2', 75000]]);
  });
});

describe('resolving with other seats', () => {
  it('queues a new paid sale for the same customer on the kept and the new seats, and removes the conflicts', async () => {
    const seatA2 = await office.seat('A', 2);
    const reservationId = await resolveWithReplacementSeats(db, runCommand, SALE_OP, [seatA2]);

    expect(reservationId).toBe(await replacementReservationIdOf(SALE_OP));
    expect(await reservationBuckets.get(db, reservationId)).toMatchObject({ ...CUSTOMER, status: 'paid', total_amount: 112500 });
    const seats = await reservationSeatBuckets.where(db, 'reservation_id', [reservationId]);
    expect(seats.map((sale) => sale.seat_id).sort()).toEqual([seatA2, seatA5].sort());
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => entry.kind)).toEqual(['reservations-create-manual', 'reservations-process-payment']);
    expect(outbox[0].payload).toMatchObject({ id: reservationId, seat_ids: [seatA5, seatA2], payment_method: 'cash', includes_children: true });
    expect(outbox[1].payload).toEqual({ reservation_id: reservationId });
    expect(await db.conflicts.count()).toBe(0);
  });

  it('resolving again after a crash before the conflicts were removed sells nothing twice', async () => {
    const conflicts = await db.conflicts.toArray();
    await resolveWithReplacementSeats(db, runCommand, SALE_OP, [await office.seat('A', 2)]);
    await db.conflicts.bulkPut(conflicts);
    await resolveWithReplacementSeats(db, runCommand, SALE_OP, [await office.seat('A', 2)]);
    expect(await db.outbox.count()).toBe(2);
    expect(await reservationBuckets.count(db)).toBe(2);
    expect(await db.conflicts.count()).toBe(0);
  });

  it('refuses a seat that is not free and keeps the conflict', async () => {
    await expect(resolveWithReplacementSeats(db, runCommand, SALE_OP, [seatA1])).rejects.toThrow(
      'Los siguientes asientos ya no están disponibles: A-1',
    );
    expect(await db.conflicts.count()).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('resolving by returning the cash', () => {
  it('moves the sale to the money to return until the cashier confirms handing it back', async () => {
    const record = await resolveByReturningCash(db, SALE_OP, new Date('2025-06-13T18:00:00.000Z'));
    expect(record).toMatchObject({
      op_id: SALE_OP,
      resolution: 'cash_to_return',
      customer: { name: 'Andrés Gómez', document_number: '1075234567' },
      amount: 112500,
      seat_labels: 'A-1, A-5',
      message: 'Los siguientes asientos ya no están disponibles: A-1',
      returned_at: null,
    });
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await listCashToReturn(db)).toEqual([record]);
    expect(await cashToReturnCount(db)).toBe(1);
    const statuses = (await seatPickerForEvent(db, office.eventId, BOX_OFFICE_NOW))[0].seats;
    expect(statuses.find((seat) => seat.id === seatA5)?.status).toBe('available');

    await confirmCashReturned(db, SALE_OP, new Date('2025-06-13T18:05:00.000Z'));
    expect(await listCashToReturn(db)).toEqual([]);
    expect(await cashToReturnCount(db)).toBe(0);
    expect(await db.cash_returns.get(SALE_OP)).toMatchObject({ amount: 112500, returned_at: '2025-06-13T18:05:00.000Z' });
  });

  it('refuses what is not a refused sale', async () => {
    await expect(resolveByReturningCash(db, PAYMENT_OP, BOX_OFFICE_NOW)).rejects.toThrow('La venta rechazada ya no está pendiente');
    expect(await db.cash_returns.count()).toBe(0);
  });
});
