// Two gates selling the same seat offline, against the real sync_push/sync_pull of the
// embedded server: both flush, the server keeps one sale per seat, the other sale becomes a
// 'seats_unavailable' conflict, and the cashier moves that customer to a suggested seat.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatIdOf } from '../../src/domain/seat-id';
import { readReservationCards, reservationListAt } from '../../src/db/reservation-queries';
import { seatPickerForEvent } from '../../src/db/reservation-sale-queries';
import { resolveWithReplacementSeats } from '../../src/sync/conflict-resolution';
import { describeSaleConflict, suggestSeatsFor } from '../../src/sync/sale-conflicts';
import { signedInDevice, type TestDevice } from './test-device.ts';
import { startTestServer, type RunningServer } from './test-server.ts';
import { paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from '../../src/db/row-buckets';

const ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';
const FESTIVAL = 'a0000000-0000-4000-8000-000000001001';

let server: RunningServer;
const gates: TestDevice[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const gate of gates) await gate.discard();
  await server.stop();
});

/** A tablet that signed in and pulled the organization while it still had a connection. */
async function syncedGate(pushBatchSize?: number): Promise<TestDevice> {
  const gate = await signedInDevice(server, { online: true, organizationId: ORGANIZATION_ID, pushBatchSize });
  gates.push(gate);
  await gate.engine.start();
  return gate;
}

const seat = (row: string, column: number) => seatIdOf(GRADERIA_NORTE, 1, row, column);

async function sellForCash(gate: TestDevice, customerName: string, seatIds: string[]) {
  return gate.runCommand('reservations-create-manual', {
    event_id: FESTIVAL,
    seat_ids: seatIds,
    customer_name: customerName,
    customer_email: 'cliente@correo.co',
    document_number: '1075234567',
    customer_phone: '3001234567',
    payment_method: 'cash',
  });
}

/**
 * A sale's rows without what only the server knows: its clock (timestamps, the hold's
 * expiry counted from the push), the ids it gives seats, payments and logs, and the user.
 */
async function saleRows(gate: TestDevice, reservationId: string) {
  const { created_at: _created, updated_at: _updated, expires_at: _expires, ...reservation } = (await reservationBuckets.get(gate.db, reservationId))!;
  const seats = await reservationSeatBuckets.where(gate.db, 'reservation_id', [reservationId]);
  const logs = await reservationLogBuckets.where(gate.db, 'reservation_id', [reservationId]);
  return {
    reservation,
    seats: seats.map(({ seat_id, event_id, price, active }) => ({ seat_id, event_id, price, active })).sort((a, b) => a.seat_id.localeCompare(b.seat_id)),
    logs: logs.map(({ action, details }) => ({ action, details })),
    payments: (await paymentBuckets.where(gate.db, 'reservation_id', [reservationId])).length,
  };
}

async function reconnect(gate: TestDevice): Promise<void> {
  gate.connectivity.set(true);
  await gate.engine.settled();
}

/** What a cashier sees: every reservation with its status and seats, and every seat's status. */
async function boxOfficeView(gate: TestDevice) {
  const now = new Date();
  const reservations = reservationListAt(await readReservationCards(gate.db), {}, now);
  const venues = await seatPickerForEvent(gate.db, FESTIVAL, now);
  return {
    reservations: reservations.map((item) => ({
      id: item.reservation.id,
      status: item.status,
      total: item.reservation.total_amount,
      seats: item.seats.map((sold) => `${sold.row_letter}-${sold.seat_number}:${sold.active}`),
    })),
    seats: venues.flatMap((venue) => venue.seats.map((one) => `${one.venue_name} ${one.row_letter}-${one.seat_number} ${one.status}`)),
  };
}

describe('two gates selling the same seat offline', () => {
  it('keeps one sale of A-1; the other gate resolves its conflict with a suggested seat and both end equal', async () => {
    const north = await syncedGate();
    const south = await syncedGate();
    north.connectivity.set(false);
    south.connectivity.set(false);
    const [a1, a2, a3, a4] = await Promise.all([seat('A', 1), seat('A', 2), seat('A', 3), seat('A', 4)]);

    const northSale = await sellForCash(north, 'Andrés Gómez', [a1, a2]);
    const southSale = await sellForCash(south, 'María Peña', [a1, a3]);
    const optimistic = await saleRows(north, northSale.entityId);

    await reconnect(north);
    expect(north.engine.getStatus()).toMatchObject({ state: 'idle', lastError: null });
    expect(await north.db.conflicts.count()).toBe(0);
    expect(await saleRows(north, northSale.entityId)).toEqual(optimistic);

    await reconnect(south);
    expect(await south.db.outbox.count()).toBe(0);
    const [conflict] = await south.db.conflicts.toArray();
    expect(conflict).toMatchObject({
      op_id: southSale.opId,
      code: 'seats_unavailable',
      message: 'Los siguientes asientos ya no están disponibles: A-1',
      unavailable_seat_ids: [a1],
    });
    expect(await reservationBuckets.get(south.db, southSale.entityId)).toBeUndefined();

    const saleConflict = (await describeSaleConflict(south.db, conflict.op_id))!;
    expect(saleConflict).toMatchObject({ customer: { name: 'María Peña' }, amount: 150000 });
    const suggested = await suggestSeatsFor(south.db, saleConflict, new Date());
    expect(suggested.map((one) => one.id)).toEqual([a4]);

    const replacementId = await resolveWithReplacementSeats(south.db, south.runCommand, conflict.op_id, [a4]);
    await south.engine.settled();
    expect(await south.db.conflicts.count()).toBe(0);
    expect(await south.db.outbox.count()).toBe(0);

    await north.engine.requestSync();
    await north.engine.settled();
    const northView = await boxOfficeView(north);
    expect(northView).toEqual(await boxOfficeView(south));
    expect(northView.reservations).toEqual(
      expect.arrayContaining([
        { id: northSale.entityId, status: 'pending', total: 150000, seats: ['A-1:true', 'A-2:true'] },
        { id: replacementId, status: 'pending', total: 150000, seats: ['A-3:true', 'A-4:true'] },
      ]),
    );

    const { rows } = await server.engine.query<{ seat_id: string; sales: number }>(
      `select seat_id::text, count(*)::int as sales from public.reservation_seats
       where event_id = $1 and active and seat_id = any($2::uuid[]) group by seat_id order by seat_id`,
      [FESTIVAL, [a1, a2, a3, a4]],
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.sales === 1)).toBe(true);
  });

  it('refuses a payment taken offline for a reservation the other gate cancelled, and shows the cancellation', async () => {
    const north = await syncedGate();
    const south = await syncedGate();
    const b1 = await seat('B', 1);
    const sale = await sellForCash(north, 'Lucía Cárdenas', [b1]);
    await north.engine.settled();
    await south.engine.requestSync();
    expect(await reservationBuckets.get(south.db, sale.entityId)).toMatchObject({ status: 'pending' });

    south.connectivity.set(false);
    await north.runCommand('reservations-cancel', { reservation_id: sale.entityId });
    await north.engine.settled();
    const payment = await south.runCommand('reservations-process-payment', { reservation_id: sale.entityId });
    expect(await reservationBuckets.get(south.db, sale.entityId)).toMatchObject({ status: 'paid' });

    await reconnect(south);
    expect(await south.db.conflicts.get(payment.opId)).toMatchObject({
      code: 'invalid_transition',
      message: 'No se puede procesar el pago de una reserva cancelada',
    });
    expect(await reservationBuckets.get(south.db, sale.entityId)).toMatchObject({ status: 'cancelled' });
    expect(await boxOfficeView(south)).toEqual(await boxOfficeView(north));
  });

  it('leaves no ghost reservation when a refused sale and its refused payment travel in different pushes', async () => {
    const north = await syncedGate();
    const south = await syncedGate(1);
    const c1 = await seat('C', 1);
    south.connectivity.set(false);
    await sellForCash(north, 'Jorge Rojas', [c1]);
    await north.engine.settled();
    const sale = await sellForCash(south, 'Camila Ortiz', [c1]);
    const payment = await south.runCommand('reservations-process-payment', { reservation_id: sale.entityId });

    await reconnect(south);
    expect((await south.db.conflicts.toArray()).map((conflict) => [conflict.op_id, conflict.code])).toEqual(
      expect.arrayContaining([
        [sale.opId, 'seats_unavailable'],
        [payment.opId, 'reservation_not_found'],
      ]),
    );
    expect(await south.db.outbox.count()).toBe(0);
    expect(await reservationBuckets.get(south.db, sale.entityId)).toBeUndefined();
    expect((await paymentBuckets.where(south.db, 'reservation_id', [sale.entityId])).length).toBe(0);
    await north.engine.requestSync();
    await north.engine.settled();
    expect(await boxOfficeView(south)).toEqual(await boxOfficeView(north));
  });
});
