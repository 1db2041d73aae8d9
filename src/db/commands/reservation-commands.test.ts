import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seatIdOf } from '../../domain/seat-id';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../testing/box-office-fixture';
import { DEVICE_ID, discardReplica, openTestReplica, ORGANIZATION_ID, testCommandRunner, updateReplicaRow } from '../testing/test-replica';
import type { TaquillaDatabase } from '../taquilla-database';
import { CommandValidationError } from './command-definition';
import type { RunCommand } from './command-runner';
import type { CommandInput } from './command-registry';
import { byCreatedAt, paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from '../row-buckets';

// The full dialog's sale (the walk-in cash sale is the command's other shape).
type SaleInput = Exclude<CommandInput<'reservations-create-manual'>, { walk_in: true }>;

const RESERVATION_ID = '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const OP_ID = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';
const NOW = BOX_OFFICE_NOW.toISOString();
const CUSTOMER = {
  customer_name: 'Andrés Gómez',
  customer_email: 'andres@correo.co',
  document_type: 'CE',
  document_number: '1075234567',
  customer_phone: '3001234567',
} as const;

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;

/** Hands out the reservation id, then op ids. */
function ids(...next: string[]): () => string {
  return () => next.shift() ?? crypto.randomUUID();
}

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  runCommand = testCommandRunner(db, { newId: ids(RESERVATION_ID, OP_ID) });
});

afterEach(async () => {
  await discardReplica(db);
});

async function sale(change: Partial<SaleInput> = {}): Promise<SaleInput> {
  return {
    event_id: office.eventId,
    seat_ids: [await office.seat('A', 5), await office.seat('A', 1)],
    ...CUSTOMER,
    payment_method: 'cash',
    ...change,
  };
}

async function reservationRows(reservationId = RESERVATION_ID) {
  return {
    reservation: await reservationBuckets.get(db, reservationId),
    seats: await reservationSeatBuckets.where(db, 'reservation_id', [reservationId]),
    payments: await paymentBuckets.where(db, 'reservation_id', [reservationId]),
    logs: (await reservationLogBuckets.where(db, 'reservation_id', [reservationId])).sort(byCreatedAt),
  };
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
  const failure = await run.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(CommandValidationError);
  return (failure as CommandValidationError).fieldErrors;
}

describe('reservations-create-manual', () => {
  it('writes the rows the server writes for a cash sale with a discount code, and queues the op', async () => {
    const { opId, entityId } = await runCommand('reservations-create-manual', await sale({ discount_code: 'bambuco10', notes: 'Llega tarde', includes_children: true }));
    expect({ opId, entityId }).toEqual({ opId: OP_ID, entityId: RESERVATION_ID });
    const [seatA1, seatA5] = [await office.seat('A', 1), await office.seat('A', 5)];

    const { reservation, seats, payments, logs } = await reservationRows();
    expect(reservation).toEqual({
      id: RESERVATION_ID,
      organization_id: ORGANIZATION_ID,
      event_id: office.eventId,
      public_customer_id: null,
      ...CUSTOMER,
      status: 'pending',
      total_amount: 112500,
      notes: 'Llega tarde',
      source: 'manual',
      expires_at: '2025-06-14T17:00:00.000Z',
      created_at: NOW,
      updated_at: NOW,
    });
    expect(seats.map(({ seat_id, price, active, event_id }) => ({ seat_id, price, active, event_id }))).toEqual(
      expect.arrayContaining([
        { seat_id: seatA5, price: 50000, active: true, event_id: office.eventId },
        { seat_id: seatA1, price: 75000, active: true, event_id: office.eventId },
      ]),
    );
    expect(seats).toHaveLength(2);
    expect(payments).toEqual([]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'created', user_id: null, created_at: NOW });
    expect(logs[0].details).toEqual({
      method: 'manual',
      payment_method: 'cash',
      seats_count: 2,
      total_amount: 112500,
      discount_applied: true,
      discount_amount: 12500,
      discount_code: 'BAMBUCO10',
      seats_reserved: [
        { seat_id: seatA1, row_letter: 'A', seat_number: '1', price: 75000 },
        { seat_id: seatA5, row_letter: 'A', seat_number: '5', price: 50000 },
      ],
      includes_children: true,
      share_venue: false,
    });

    expect(await db.outbox.toArray()).toMatchObject([
      {
        op_id: OP_ID,
        device_id: DEVICE_ID,
        kind: 'reservations-create-manual',
        payload: {
          id: RESERVATION_ID,
          event_id: office.eventId,
          seat_ids: [seatA5, seatA1],
          ...CUSTOMER,
          payment_method: 'cash',
          discount_code: 'BAMBUCO10',
          notes: 'Llega tarde',
          includes_children: true,
          share_venue: false,
        },
      },
    ]);
  });

  it.each([
    ['marked_paid', 'paid', { status: 'completed', payment_method: 'cash' }],
    ['mercadopago', 'confirmed', { status: 'pending', payment_method: 'mercadopago' }],
  ] as const)('%s: the reservation is %s, with a %j payment of the total', async (method, status, payment) => {
    await runCommand('reservations-create-manual', await sale({ payment_method: method }));
    const { reservation, payments, logs } = await reservationRows();
    expect(reservation).toMatchObject({ status, expires_at: null, total_amount: 125000 });
    expect(payments).toEqual([
      { ...payment, id: expect.any(String), organization_id: ORGANIZATION_ID, reservation_id: RESERVATION_ID, amount: 125000, created_at: NOW, updated_at: NOW },
    ]);
    expect(logs[0].details).toMatchObject({ payment_method: method, discount_applied: false, discount_amount: 0, discount_code: null });
  });

  it('sells a seat again once its cash hold is overdue, as the server does after expiring it', async () => {
    const seatA5 = await office.seat('A', 5);
    const early = testCommandRunner(db, { newId: ids('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'), now: () => new Date('2025-06-12T16:00:00.000Z') });
    await early('reservations-create-manual', await sale({ seat_ids: [seatA5] }));
    await runCommand('reservations-create-manual', await sale({ seat_ids: [seatA5] }));
    expect((await reservationRows()).seats.map((row) => row.seat_id)).toEqual([seatA5]);
  });

  it.each<[string, (office: BoxOffice) => Promise<Partial<SaleInput>>, Record<string, string>]>([
    ['an unknown discount code', async () => ({ discount_code: 'GRATIS' }), { discount_code: 'Código de descuento inválido' }],
    ['a code switched off', async () => ({ discount_code: 'sanpedro20' }), { discount_code: 'Código de descuento inválido' }],
    ['an unknown event', async () => ({ event_id: '0b9e7c1a-4d2f-4e8b-9c3a-5f6e7d8c9b0a' }), { event_id: 'Evento no encontrado' }],
    [
      'a seat of no stand the event sells',
      async ({ seat }) => ({ seat_ids: [await seat('A', 1), '0b9e7c1a-4d2f-4e8b-9c3a-5f6e7d8c9b0a'] }),
      { seat_ids: 'Error: Asiento 0b9e7c1a-4d2f-4e8b-9c3a-5f6e7d8c9b0a no encontrado' },
    ],
    ['a blank customer', async () => ({ customer_name: ' ', customer_email: 'andres@' }), { customer_name: 'El nombre es requerido', customer_email: 'Correo electrónico inválido' }],
  ])('refuses %s and changes nothing', async (_case, change, errors) => {
    const before = await everythingStored();
    expect(await refusal(runCommand('reservations-create-manual', await sale(await change(office))))).toEqual(errors);
    expect(await everythingStored()).toEqual(before);
  });

  it('refuses seats already sold for the event, naming them as the server does', async () => {
    const other = testCommandRunner(db, { newId: ids('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d') });
    await other('reservations-create-manual', await sale({ seat_ids: [await office.seat('A', 2), await office.seat('A', 1)], payment_method: 'marked_paid' }));
    const before = await everythingStored();
    const errors = await refusal(
      runCommand('reservations-create-manual', await sale({ seat_ids: [await office.seat('A', 2), await office.seat('A', 5), await office.seat('A', 1)] })),
    );
    expect(errors).toEqual({ seat_ids: 'Los siguientes asientos ya no están disponibles: A-1, A-2' });
    expect(await everythingStored()).toEqual(before);
  });

  it('names each refused seat with its floor when the stand has two, so A-1 of each floor reads apart', async () => {
    const setUp = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => BOX_OFFICE_NOW });
    const stand = await setUp('graderias-create', { name: 'Palco Doble', rows: 1, columns: 2, floors: 2, base_price: 50000 });
    const event = await setUp('events-create', { name: 'Noche de Bambuco', event_date: '2025-06-14', graderia_ids: [stand.entityId] });
    const bothA1 = [await seatIdOf(stand.entityId, 2, 'A', 1), await seatIdOf(stand.entityId, 1, 'A', 1)];
    await setUp('reservations-create-manual', await sale({ event_id: event.entityId, seat_ids: bothA1, payment_method: 'marked_paid' }));
    const errors = await refusal(runCommand('reservations-create-manual', await sale({ event_id: event.entityId, seat_ids: bothA1 })));
    expect(errors).toEqual({ seat_ids: 'Los siguientes asientos ya no están disponibles: P1-A-1, P2-A-1' });
  });

  it('refuses a sale while the event is paused', async () => {
    await db.events.update(office.eventId, { is_active: false });
    expect(await refusal(runCommand('reservations-create-manual', await sale()))).toEqual({ event_id: 'Las reservas de este evento están pausadas' });
    expect(await reservationBuckets.count(db)).toBe(0);
  });

  it('refuses a seat of a paused stand', async () => {
    await db.graderias.update(office.venueId, { is_active: false });
    expect(await refusal(runCommand('reservations-create-manual', await sale()))).toEqual({
      seat_ids: 'Los siguientes asientos ya no están disponibles: A-1, A-5',
    });
  });
});

describe('reservations-process-payment and reservations-cancel', () => {
  const LATER = new Date('2025-06-13T18:00:00.000Z');
  let later: RunCommand;

  beforeEach(() => {
    later = testCommandRunner(db, { now: () => LATER });
  });

  it('takes a pending cash sale to paid with a completed cash payment and a log entry', async () => {
    await runCommand('reservations-create-manual', await sale());
    const { entityId } = await later('reservations-process-payment', { reservation_id: RESERVATION_ID });
    expect(entityId).toBe(RESERVATION_ID);

    const { reservation, payments, logs } = await reservationRows();
    expect(reservation).toMatchObject({ status: 'paid', updated_at: LATER.toISOString() });
    expect(payments).toMatchObject([{ status: 'completed', payment_method: 'cash', amount: 125000 }]);
    expect(logs.map((log) => [log.action, log.details])).toEqual([
      ['created', expect.any(Object)],
      ['payment_processed', { method: 'cash', amount: 125000 }],
    ]);
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ kind: 'reservations-process-payment', payload: { reservation_id: RESERVATION_ID } });
  });

  it('completes the pending payment a booking already has instead of adding one', async () => {
    await runCommand('reservations-create-manual', await sale({ payment_method: 'mercadopago' }));
    await updateReplicaRow(db, 'reservations', RESERVATION_ID, { status: 'pending', expires_at: '2025-06-14T17:00:00.000Z' });
    await later('reservations-process-payment', { reservation_id: RESERVATION_ID });
    const { payments } = await reservationRows();
    expect(payments).toMatchObject([{ status: 'completed', payment_method: 'cash', amount: 125000, created_at: NOW }]);
  });

  it('cancels and releases the seats, so they can be sold again', async () => {
    await runCommand('reservations-create-manual', await sale({ payment_method: 'mercadopago' }));
    await later('reservations-cancel', { reservation_id: RESERVATION_ID });
    const { reservation, seats, logs } = await reservationRows();
    expect(reservation).toMatchObject({ status: 'cancelled' });
    expect(seats.map((row) => row.active)).toEqual([false, false]);
    expect(logs.at(-1)).toMatchObject({ action: 'cancelled', details: { reason: 'Cancelled by organizer' } });

    const resale = testCommandRunner(db, { newId: ids('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d') });
    await expect(resale('reservations-create-manual', await sale())).resolves.toMatchObject({ entityId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' });
  });

  it('keeps a reason the cashier typed', async () => {
    await runCommand('reservations-create-manual', await sale());
    await later('reservations-cancel', { reservation_id: RESERVATION_ID, reason: 'El cliente no llegó' });
    expect((await reservationRows()).logs.at(-1)?.details).toEqual({ reason: 'El cliente no llegó' });
  });

  it.each<[string, 'reservations-process-payment' | 'reservations-cancel', SaleInput['payment_method'], Date, string]>([
    ['a paid sale', 'reservations-process-payment', 'marked_paid', LATER, 'La reserva ya está pagada'],
    ['a confirmed sale', 'reservations-process-payment', 'mercadopago', LATER, 'Solo se pueden procesar pagos de reservas pendientes'],
    ['an overdue cash hold', 'reservations-process-payment', 'cash', new Date('2025-06-14T17:00:00.000Z'), 'No se puede procesar el pago de una reserva expirada'],
    ['a paid sale', 'reservations-cancel', 'marked_paid', LATER, 'No se puede cancelar una reserva pagada'],
    ['an overdue cash hold', 'reservations-cancel', 'cash', new Date('2025-06-15T00:00:00.000Z'), 'La reserva expiró y sus asientos ya fueron liberados'],
  ])('refuses %s (%s) and changes nothing', async (_case, kind, method, when, message) => {
    await runCommand('reservations-create-manual', await sale({ payment_method: method }));
    const before = await everythingStored();
    const run = testCommandRunner(db, { now: () => when });
    expect(await refusal(run(kind, { reservation_id: RESERVATION_ID }))).toEqual({ reservation_id: message });
    expect(await everythingStored()).toEqual(before);
  });

  it('refuses to pay or cancel what was already cancelled, and an unknown reservation', async () => {
    await runCommand('reservations-create-manual', await sale());
    await later('reservations-cancel', { reservation_id: RESERVATION_ID });
    expect(await refusal(later('reservations-process-payment', { reservation_id: RESERVATION_ID }))).toEqual({
      reservation_id: 'No se puede procesar el pago de una reserva cancelada',
    });
    expect(await refusal(later('reservations-cancel', { reservation_id: RESERVATION_ID }))).toEqual({ reservation_id: 'La reserva ya está cancelada' });
    expect(await refusal(later('reservations-cancel', { reservation_id: '0b9e7c1a-4d2f-4e8b-9c3a-5f6e7d8c9b0a' }))).toEqual({
      reservation_id: 'Reserva no encontrada',
    });
  });
});
