import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunCommand } from './commands/command-runner';
import type { CommandInput } from './commands/command-registry';
import { quoteManualSale, seatLabelsOf, seatPickerForEvent, withStandFloors } from './reservation-sale-queries';
import type { TaquillaDatabase } from './taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from './testing/box-office-fixture';
import { discardReplica, openTestReplica, testCommandRunner } from './testing/test-replica';
import { paymentBuckets, reservationSeatBuckets } from './row-buckets';
import { putSeats, seatById, seatsByIds } from './seat-catalog';
import { readUnpaidHolds, unpaidHoldsByEventAt } from './unpaid-hold-queries';

const CUSTOMER = { customer_name: 'Andrés Gómez', customer_email: 'andres@correo.co', document_number: '1075234567', customer_phone: '3001234567' };

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID() });
});

afterEach(async () => {
  await discardReplica(db);
});

async function sell(seats: [string, number][], payment_method: CommandInput<'reservations-create-manual'>['payment_method'], eventId = office.eventId) {
  const seat_ids = await Promise.all(seats.map(([row, column]) => office.seat(row, column)));
  return runCommand('reservations-create-manual', { ...CUSTOMER, event_id: eventId, seat_ids, payment_method });
}

async function statusesByLabel(now = BOX_OFFICE_NOW) {
  const [venue] = await seatPickerForEvent(db, office.eventId, now);
  return Object.fromEntries(venue.seats.map((seat) => [`${seat.row_letter}-${seat.seat_number}`, seat.status]));
}

describe('seatPickerForEvent', () => {
  it('lists every seat of the stands the event sells, in plan order, with its price', async () => {
    const venues = await seatPickerForEvent(db, office.eventId, BOX_OFFICE_NOW);
    expect(venues.map((venue) => venue.graderia.name)).toEqual(['Gradería Norte']);
    const seats = venues[0].seats;
    expect(seats).toHaveLength(20);
    expect(seats.slice(0, 6).map((seat) => [seat.row_letter + '-' + seat.seat_number, seat.price])).toEqual([
      ['A-1', 75000],
      ['A-2', 75000],
      ['A-3', 75000],
      ['A-4', 75000],
      ['A-5', 50000],
      ['A-6', 50000],
    ]);
    expect(new Set(seats.map((seat) => seat.status))).toEqual(new Set(['available']));
  });

  it('shows each seat’s status for this event', async () => {
    await sell([['A', 1]], 'marked_paid');
    await sell([['A', 2]], 'cash');
    await sell([['A', 3]], 'mercadopago');
    const cancelled = await sell([['A', 4]], 'cash');
    await runCommand('reservations-cancel', { reservation_id: cancelled.entityId });
    await putSeats(db, [{ ...(await seatById(db, await office.seat('B', 10)))!, is_active: false }]);

    expect(await statusesByLabel()).toMatchObject({ 'A-1': 'paid', 'A-2': 'reserved', 'A-3': 'reserved', 'A-4': 'available', 'A-5': 'available', 'B-10': 'blocked' });
    // The cash hold is overdue a day later: the seat can be sold again.
    expect(await statusesByLabel(new Date('2025-06-14T17:00:00.000Z'))).toMatchObject({ 'A-1': 'paid', 'A-2': 'available', 'A-3': 'reserved' });
  });

  it('a seat sold for another event that uses the stand is free for this one', async () => {
    const other = await runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-07-05', graderia_ids: [office.venueId] });
    await sell([['A', 1]], 'marked_paid', other.entityId);
    expect((await statusesByLabel())['A-1']).toBe('available');
  });

  it('every seat of a paused stand is blocked', async () => {
    await db.graderias.update(office.venueId, { is_active: false });
    expect(new Set(Object.values(await statusesByLabel()))).toEqual(new Set(['blocked']));
  });
});

describe('quoteManualSale', () => {
  it('prices the chosen seats with the discount the sale will get', async () => {
    const seat_ids = [await office.seat('A', 1), await office.seat('A', 5)];
    expect(await quoteManualSale(db, { event_id: office.eventId, seat_ids, discount_code: ' bambuco10' }, BOX_OFFICE_NOW)).toEqual({
      subtotal: 125000,
      discountPercent: 10,
      discountAmount: 12500,
      total: 112500,
      discountError: null,
    });
  });

  it('says when the code is not valid, and quotes without it', async () => {
    const seat_ids = [await office.seat('A', 5)];
    expect(await quoteManualSale(db, { event_id: office.eventId, seat_ids, discount_code: 'SANPEDRO20' }, BOX_OFFICE_NOW)).toMatchObject({
      total: 50000,
      discountError: 'Código de descuento inválido',
    });
  });
});

describe('seatLabelsOf', () => {
  it('names seats by row and number in plan order', async () => {
    const seats = await seatsByIds(db, [await office.seat('B', 2), await office.seat('A', 10), await office.seat('A', 2)]);
    expect(seatLabelsOf(await withStandFloors(db, seats.map((seat) => seat!)))).toBe('A-2, A-10, B-2');
  });
});

describe('readUnpaidHolds and unpaidHoldsByEventAt', () => {
  it("names each hold's own seats when the stand's seat is held for two events, reading each table once", async () => {
    const gala = (await runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-07-05', graderia_ids: [office.venueId] })).entityId;
    await sell([['A', 2], ['A', 1]], 'cash');
    await sell([['B', 1]], 'marked_paid');
    await sell([['A', 1]], 'cash', gala);
    const reads = [paymentBuckets, reservationSeatBuckets].map((table) => vi.spyOn(table, 'where'));
    try {
      const holds = unpaidHoldsByEventAt(await readUnpaidHolds(db), BOX_OFFICE_NOW);
      expect(holds.map(({ eventName, holds }) => [eventName, holds.map((hold) => hold.seatLabels)])).toEqual([
        ['Festival Folclórico del Bambuco 2025', ['A-1, A-2']],
        ['Noche de Gala', ['A-1']],
      ]);
      // Booking by booking, a festival's 10,000 holds were 20,000 reads.
      for (const read of reads) expect(read).toHaveBeenCalledOnce();
    } finally {
      for (const read of reads) read.mockRestore();
    }
  });
});

