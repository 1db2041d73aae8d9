import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunCommand } from './commands/command-runner';
import type { CommandInput } from './commands/command-registry';
import { findReservation, readReservationCards, reservationListAt, reservationStatsAt, type ReservationFilters } from './reservation-queries';
import type { TaquillaDatabase } from './taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from './testing/box-office-fixture';
import { discardReplica, openTestReplica, testCommandRunner } from './testing/test-replica';
import { paymentBuckets, reservationLogBuckets, reservationSeatBuckets } from './row-buckets';
import { seatsOfStand } from './seat-catalog';

// The full dialog's sale (the walk-in cash sale is the command's other shape).
type SaleInput = Exclude<CommandInput<'reservations-create-manual'>, { walk_in: true }>;

const CUSTOMER = { customer_email: 'cliente@correo.co', document_number: '1075234567', customer_phone: '3001234567' };
const ANDRES = 'a1000000-0000-4000-8000-00000000a1b2';
const MARIA = 'a2000000-0000-4000-8000-00000000c3d4';
const PEDRO = 'a3000000-0000-4000-8000-00000000e5f6';
const LUISA = 'a4000000-0000-4000-8000-00000000f7a8';

let db: TaquillaDatabase;
let office: BoxOffice;
let galaId: string;

/** A runner whose clock reads `at` and whose first id is the reservation's. */
function runnerAt(at: string, reservationId: string): RunCommand {
  const ids = [reservationId];
  return testCommandRunner(db, { now: () => new Date(at), newId: () => ids.shift() ?? crypto.randomUUID() });
}

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  const setup = testCommandRunner(db, { newId: () => crypto.randomUUID() });
  const palco = await setup('graderias-create', { name: 'Palco VIP Oriental', rows: 1, columns: 8, floors: 1, base_price: 150000 });
  galaId = (await setup('events-create', { name: 'Noche de Gala', event_date: '2025-07-05', graderia_ids: [palco.entityId] })).entityId;
  const palcoSeats = await seatsOfStand(db, palco.entityId);

  const sell = (at: string, id: string, name: string, input: Pick<SaleInput, 'seat_ids' | 'payment_method'> & Partial<SaleInput>) =>
    runnerAt(at, id)('reservations-create-manual', { ...CUSTOMER, customer_name: name, event_id: office.eventId, ...input });
  await sell('2025-06-13T10:00:00.000Z', ANDRES, 'Andrés Gómez', { seat_ids: [await office.seat('A', 1)], payment_method: 'cash', customer_email: 'andres@correo.co' });
  await sell('2025-06-13T11:00:00.000Z', MARIA, 'María Peña', { seat_ids: [await office.seat('A', 5)], payment_method: 'marked_paid' });
  await sell('2025-06-13T12:00:00.000Z', PEDRO, 'Pedro Ruiz', { seat_ids: [await office.seat('B', 2)], payment_method: 'mercadopago' });
  await sell('2025-06-13T13:00:00.000Z', LUISA, 'Luisa Díaz', { event_id: galaId, seat_ids: [palcoSeats[0].id], payment_method: 'mercadopago' });
  await runnerAt('2025-06-13T14:00:00.000Z', crypto.randomUUID())('reservations-cancel', { reservation_id: PEDRO });
});

afterEach(async () => {
  await discardReplica(db);
});

/** The list as the screen shows it at `now`. */
async function listReservations(filters: ReservationFilters, now = BOX_OFFICE_NOW) {
  return reservationListAt(await readReservationCards(db), filters, now);
}

async function idsOf(filters: ReservationFilters, now = BOX_OFFICE_NOW) {
  return (await listReservations(filters, now)).map((item) => item.reservation.customer_name);
}

describe('the reservations list', () => {
  it('reads each related table once for the whole list, however many bookings it holds', async () => {
    const reads = [reservationSeatBuckets, paymentBuckets, reservationLogBuckets].map((table) => vi.spyOn(table, 'where'));
    try {
      expect(await listReservations({})).toHaveLength(4);
      // Card by card, a festival's 10,000 bookings were 40,000 reads at once, and the tab ran out of memory.
      for (const read of reads) expect(read).toHaveBeenCalledOnce();
    } finally {
      for (const read of reads) read.mockRestore();
    }
  });

  it('lists newest first with event, seats, payments, short id and status label', async () => {
    const items = await listReservations({});
    expect(items.map((item) => item.reservation.customer_name)).toEqual(['Luisa Díaz', 'Pedro Ruiz', 'María Peña', 'Andrés Gómez']);
    const maria = items[2];
    expect(maria).toMatchObject({
      shortId: '00c3d4',
      status: 'paid',
      statusLabel: 'Pagada',
      event: { id: office.eventId, name: 'Festival Folclórico del Bambuco 2025', event_date: '2025-06-13', event_time: '18:00' },
      seats: [{ row_letter: 'A', seat_number: '5', price: 50000, venue_name: 'Gradería Norte', active: true }],
      payments: [{ status: 'completed', payment_method: 'cash', amount: 50000 }],
      conflicts: [],
    });
    expect(items[1]).toMatchObject({ statusLabel: 'Cancelada', seats: [{ row_letter: 'B', seat_number: '2', active: false }] });
    expect(items[0]).toMatchObject({ statusLabel: 'Confirmada', seats: [{ venue_name: 'Palco VIP Oriental', price: 225000 }] });
  });

  it("names each seat with its floor when the stand has several, and without it when it has one", async () => {
    const setup = testCommandRunner(db, { newId: () => crypto.randomUUID() });
    const stand = await setup('graderias-create', { name: 'Tribuna Doble', rows: 1, columns: 2, floors: 2, base_price: 40000 });
    const event = await setup('events-create', { name: 'Cierre', event_date: '2025-07-06', graderia_ids: [stand.entityId] });
    const bothA1 = (await seatsOfStand(db, stand.entityId)).filter((seat) => seat.row_letter === 'A' && seat.column_number === 1);
    const id = 'a5000000-0000-4000-8000-0000000000b9';
    await runnerAt('2025-06-13T15:00:00.000Z', id)('reservations-create-manual', {
      ...CUSTOMER,
      customer_name: 'José Pérez',
      event_id: event.entityId,
      seat_ids: bothA1.map((seat) => seat.id),
      payment_method: 'cash',
    });
    const item = await findReservation(db, id, BOX_OFFICE_NOW);
    expect(item?.seats.map((seat) => [seat.label, seat.code])).toEqual([
      ['Piso 1 · Fila A · Asiento 1', 'P1-A-1'],
      ['Piso 2 · Fila A · Asiento 1', 'P2-A-1'],
    ]);
    expect((await findReservation(db, MARIA, BOX_OFFICE_NOW))?.seats.map((seat) => [seat.label, seat.code])).toEqual([['Fila A · Asiento 5', 'A-5']]);
  });

  it.each<[string, string[]]>([
    ['gomez', ['Andrés Gómez']],
    ['PEÑA', ['María Peña']],
    ['pena', ['María Peña']],
    ['andres@correo', ['Andrés Gómez']],
    ['correo.co', ['Luisa Díaz', 'Pedro Ruiz', 'María Peña', 'Andrés Gómez']],
    ['palco vip', ['Luisa Díaz']],
    ['graderia norte', ['Pedro Ruiz', 'María Peña', 'Andrés Gómez']],
    ['00e5f6', ['Pedro Ruiz']],
    ['A1000000', ['Andrés Gómez']],
    ['nadie', []],
  ])('search %j finds %j', async (search, names) => {
    expect(await idsOf({ search })).toEqual(names);
  });

  it.each<[string | null, string[]]>([
    [null, ['Luisa Díaz', 'Pedro Ruiz', 'María Peña', 'Andrés Gómez']],
    ['2025-06-13', ['Pedro Ruiz', 'María Peña', 'Andrés Gómez']],
    ['2025-06-30', ['Pedro Ruiz', 'María Peña', 'Andrés Gómez']],
    ['2025-07-05', ['Luisa Díaz']],
    ['2025-07-01', []],
  ])('the event date %s keeps %j', async (eventDate, names) => {
    expect(await idsOf({ eventDate })).toEqual(names);
  });

  it('combines the search and the date filter', async () => {
    expect(await idsOf({ search: 'correo', eventDate: '2025-07-05' })).toEqual(['Luisa Díaz']);
  });

  it('shows an overdue cash hold as Expirada', async () => {
    const dayLater = new Date('2025-06-14T10:00:00.000Z');
    const andres = await findReservation(db, ANDRES, dayLater);
    expect(andres).toMatchObject({ status: 'expired', statusLabel: 'Expirada', reservation: { status: 'pending' } });
    expect((await findReservation(db, ANDRES, BOX_OFFICE_NOW))?.statusLabel).toBe('Pendiente');
  });

  it('shows on the card the payment the server refused', async () => {
    const conflict = {
      op_id: 'op-refused',
      op: { op_id: 'op-refused', device_id: 'tablet', kind: 'reservations-process-payment', payload: { reservation_id: ANDRES }, created_at: '2025-06-13T15:00:00.000Z' },
      code: 'invalid_transition',
      message: 'No se puede procesar el pago de una reserva cancelada',
      created_at: '2025-06-13T15:01:00.000Z',
    };
    await db.conflicts.put(conflict);
    expect((await findReservation(db, ANDRES, BOX_OFFICE_NOW))?.conflicts).toEqual([conflict]);
    expect((await findReservation(db, MARIA, BOX_OFFICE_NOW))?.conflicts).toEqual([]);
  });
});

describe('reservationStatsAt', () => {
  it('counts every reservation and each status the cards show', async () => {
    expect(reservationStatsAt(await readReservationCards(db), BOX_OFFICE_NOW)).toEqual({ total: 4, confirmed: 1, pending: 1, paid: 1, cancelled: 1 });
  });

  it('counts an overdue cash hold in the total only, as expired', async () => {
    expect(reservationStatsAt(await readReservationCards(db), new Date('2025-06-14T10:00:00.000Z'))).toEqual({ total: 4, confirmed: 1, pending: 0, paid: 1, cancelled: 1 });
  });
});
