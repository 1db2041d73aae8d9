import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunCommand } from './commands/command-runner';
import { paymentBuckets, reservationSeatBuckets } from './row-buckets';
import type { TaquillaDatabase } from './taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from './testing/box-office-fixture';
import { discardReplica, openTestReplica, testCommandRunner } from './testing/test-replica';
import { listUnpaidHoldsByEvent } from './unpaid-hold-queries';

const CUSTOMER = { customer_email: 'cliente@correo.co', document_number: '1075234567', customer_phone: '3001234567' };

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => BOX_OFFICE_NOW });
});

afterEach(async () => {
  await discardReplica(db);
});

async function sell(customer_name: string, eventId: string, seats: [string, number][], payment_method: 'cash' | 'marked_paid') {
  const seat_ids = await Promise.all(seats.map(([row, column]) => office.seat(row, column)));
  await runCommand('reservations-create-manual', { ...CUSTOMER, customer_name, event_id: eventId, seat_ids, payment_method });
}

describe('listUnpaidHoldsByEvent', () => {
  it("names each hold's own seats when the stand's seat is held for two events, reading each table once", async () => {
    const gala = (await runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-07-05', graderia_ids: [office.venueId] })).entityId;
    await sell('Andrés Gómez', office.eventId, [['A', 2], ['A', 1]], 'cash');
    await sell('María Peña', office.eventId, [['B', 1]], 'marked_paid');
    await sell('Luisa Díaz', gala, [['A', 1]], 'cash');
    const reads = [paymentBuckets, reservationSeatBuckets].map((table) => vi.spyOn(table, 'where'));
    try {
      const holds = await listUnpaidHoldsByEvent(db, BOX_OFFICE_NOW);
      expect(holds.map(({ eventName, holds }) => [eventName, holds.map((hold) => `${hold.customerName}: ${hold.seatLabels}`)])).toEqual([
        ['Festival Folclórico del Bambuco 2025', ['Andrés Gómez: A-1, A-2']],
        ['Noche de Gala', ['Luisa Díaz: A-1']],
      ]);
      // Booking by booking, a festival's 10,000 holds were 20,000 reads.
      for (const read of reads) expect(read).toHaveBeenCalledOnce();
    } finally {
      for (const read of reads) read.mockRestore();
    }
  });
});
