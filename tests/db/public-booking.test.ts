// book_seats, the public reservation form's one call: what a booking writes for cash and
// for card, and every refusal, each with its Spanish message and with nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, becomeActor, becomeOwner, inRolledBackTransaction, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import {
  addTribuna, booking, bookSeats, bookSeatsCall, failedCall, tribunaId, tribunaSeat, type Booking, type BookingArguments, type CallFailure,
} from './public-booking-calls.ts';
import { rowCounts } from './row-counts.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const invalid = (detail: string, message: string): CallFailure => ({ code: 'P0001', detail, message });
const notFound = (detail: string, message: string): CallFailure => ({ code: 'PT404', detail, message });
const seatNotFound = notFound('seat_not_found', 'Los asientos seleccionados no pertenecen a este evento');
const thirteenSeats = [...Array.from({ length: 10 }, (_, column) => tribunaSeat('B', column + 1)), tribunaSeat('C', 1), tribunaSeat('C', 2), tribunaSeat('C', 3)];
const tooLong = (field: string) => invalid('field_too_long', `El campo ${field} es demasiado largo`);

interface Refusal {
  title: string;
  /** Run first as the owner. */
  setup?: string;
  args: BookingArguments;
  failure: CallFailure;
}

const refusals: Refusal[] = [
  { title: 'an unknown event', args: booking({ event_slug: 'no-existe' }), failure: notFound('event_not_found', 'Evento no encontrado') },
  { title: 'no event at all', args: booking({ event_slug: null }), failure: notFound('event_not_found', 'Evento no encontrado') },
  {
    title: 'a paused event', setup: "update public.events set is_active = false where slug = 'evento-a'", args: booking(),
    failure: { code: 'PT409', detail: 'event_inactive', message: 'El evento no está disponible' },
  },
  { title: 'seat ids given as text', args: booking({ seat_ids: tribunaSeat('A', 5) }), failure: invalid('invalid_seat_ids', 'La selección de asientos no es válida') },
  { title: 'seat ids given as an object', args: booking({ seat_ids: { ids: [tribunaSeat('A', 5)] } }), failure: invalid('invalid_seat_ids', 'La selección de asientos no es válida') },
  { title: 'seats named by label', args: booking({ seat_ids: ['A-5'] }), failure: invalid('invalid_seat_ids', 'La selección de asientos no es válida') },
  { title: 'a seat id that is a number', args: booking({ seat_ids: [tribunaSeat('A', 5), 42] }), failure: invalid('invalid_seat_ids', 'La selección de asientos no es válida') },
  { title: 'no seats', args: booking({ seat_ids: [] }), failure: invalid('seats_required', 'Debes seleccionar al menos un asiento') },
  { title: 'seat ids left null', args: booking({ seat_ids: null }), failure: invalid('seats_required', 'Debes seleccionar al menos un asiento') },
  {
    title: '13 seats', args: booking({ seat_ids: thirteenSeats }),
    failure: invalid('too_many_seats', 'Puedes reservar hasta 12 asientos en línea. Para más asientos contacta a soporte.'),
  },
  { title: 'a blank name', args: booking({ customer_name: '   ' }), failure: invalid('customer_name_required', 'El nombre es requerido') },
  { title: 'no name', args: booking({ customer_name: null }), failure: invalid('customer_name_required', 'El nombre es requerido') },
  { title: 'a blank phone', args: booking({ customer_phone: ' ' }), failure: invalid('customer_phone_required', 'El teléfono es requerido') },
  { title: 'a phone left out', args: booking({ customer_phone: undefined }), failure: invalid('customer_phone_required', 'El teléfono es requerido') },
  { title: 'no document number', args: booking({ document_number: undefined }), failure: invalid('document_number_required', 'El documento es requerido') },
  { title: 'a malformed e-mail', args: booking({ customer_email: 'ana@correo' }), failure: invalid('invalid_email', 'Correo electrónico inválido') },
  { title: 'a NIT document', args: booking({ document_type: 'NIT' }), failure: invalid('invalid_document_type', 'Tipo de documento inválido') },
  { title: 'no document type', args: booking({ document_type: null }), failure: invalid('invalid_document_type', 'Tipo de documento inválido') },
  // Only the box office may record a sale as already paid.
  { title: 'a booking marked as paid', args: booking({ payment_method: 'marked_paid' }), failure: invalid('invalid_payment_method', 'Método de pago inválido') },
  { title: 'no payment method', args: booking({ payment_method: null }), failure: invalid('invalid_payment_method', 'Método de pago inválido') },
  { title: 'a source with spaces', args: booking({ source: 'feria de junio' }), failure: invalid('invalid_source', 'Origen de la reserva inválido') },
  { title: 'an empty source', args: booking({ source: '' }), failure: invalid('invalid_source', 'Origen de la reserva inválido') },
  { title: 'a source of 51 characters', args: booking({ source: 'x'.repeat(51) }), failure: invalid('invalid_source', 'Origen de la reserva inválido') },
  { title: 'a name of 121 characters', args: booking({ customer_name: 'A'.repeat(121) }), failure: tooLong('Nombre completo') },
  { title: 'a phone of 31 characters', args: booking({ customer_phone: '3'.repeat(31) }), failure: tooLong('Teléfono') },
  { title: 'a document of 31 characters', args: booking({ document_number: '1'.repeat(31) }), failure: tooLong('Número de documento') },
  { title: 'an e-mail of 255 characters', args: booking({ customer_email: `${'a'.repeat(245)}@correo.co` }), failure: tooLong('Correo electrónico') },
  { title: 'notes of 1001 characters', args: booking({ notes: 'n'.repeat(1001) }), failure: tooLong('Notas') },
  { title: 'a seat of a stand another event sells', args: booking({ event_slug: 'borrador-a', seat_ids: [organizationA.seatA2Id] }), failure: seatNotFound },
  { title: 'a seat of another organization', args: booking({ seat_ids: [tribunaSeat('A', 5), organizationB.seatA2Id] }), failure: seatNotFound },
  { title: 'an unknown seat', args: booking({ seat_ids: [randomUUID()] }), failure: seatNotFound },
  { title: 'a seat of a closed stand', setup: `update public.graderias set is_active = false where id = '${tribunaId}'`, args: booking(), failure: seatNotFound },
  {
    title: 'a seat held by another reservation', args: booking({ seat_ids: [tribunaSeat('A', 5), organizationA.seatA1Id] }),
    failure: { code: 'PT409', detail: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1', hint: { unavailable_seat_ids: [organizationA.seatA1Id] } },
  },
  {
    title: 'a blocked seat', setup: `update public.seats set is_active = false where id = '${tribunaSeat('A', 5)}'`, args: booking(),
    failure: { code: 'PT409', detail: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-5', hint: { unavailable_seat_ids: [tribunaSeat('A', 5)] } },
  },
];

/** What the owner sees of a booking's rows, for comparison with what the form sent. */
async function storedBooking(sql: Sql, reservationId: string) {
  const reservation = (await sql.query(
    `select organization_id, event_id, public_customer_id, customer_name, customer_email, customer_phone, document_type,
       document_number, status, total_amount, notes, source, expires_at, expires_at = now() + interval '24 hours' as held_for_a_day
     from public.reservations where id = $1`,
    [reservationId],
  )).rows[0];
  const customer = (await sql.query(
    'select organization_id, name, phone, email, document_number, document_type from public.public_customers where id = $1',
    [reservation.public_customer_id],
  )).rows[0];
  const seats = (await sql.query(
    'select organization_id, event_id, seat_id, price, active from public.reservation_seats where reservation_id = $1 order by price desc',
    [reservationId],
  )).rows;
  const payments = (await sql.query('select id, organization_id, amount, status, payment_method from public.payments where reservation_id = $1', [reservationId])).rows;
  const logs = (await sql.query('select organization_id, user_id, action, details from public.reservation_logs where reservation_id = $1', [reservationId])).rows;
  return { reservation, customer, seats, payments, logs };
}

describeEachEngine('book_seats', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await addTribuna(engine);
  });
  afterAll(() => engine?.close());

  /** Books as `actor` in a rolled-back transaction, then hands the owner the booking to inspect. */
  const bookAndInspect = <T>(args: BookingArguments, inspect: (sql: Sql, booked: Booking) => Promise<T>, actor: Actor = anonymous) =>
    inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, actor);
      const booked = await bookSeats(sql, args);
      await becomeOwner(sql);
      return inspect(sql, booked);
    });

  describe('booking', () => {
    it('holds the seats 24 hours for cash, with a pending payment of the total priced seat by seat', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const before = await rowCounts(sql);
        await becomeActor(sql, anonymous);
        const booked = await bookSeats(sql, booking({ customer_name: ' Ana María Pérez ', notes: ' Llegamos tarde ' }));
        await becomeOwner(sql);

        const stored = await storedBooking(sql, booked.reservation_id);
        expect(booked).toEqual({
          reservation_id: expect.any(String), status: 'pending', total_amount: 125000, expires_at: expect.any(String),
          payment_id: stored.payments[0].id, payment_method: 'cash',
          seats: [
            { id: tribunaSeat('A', 1), row_letter: 'A', seat_number: '1', price: 75000 },
            { id: tribunaSeat('A', 5), row_letter: 'A', seat_number: '5', price: 50000 },
          ],
        });
        expect(new Date(booked.expires_at!)).toEqual(stored.reservation.expires_at);
        expect(stored).toEqual({
          customer: {
            organization_id: organizationA.id, name: 'Ana María Pérez', phone: '3001234567', email: 'ana.perez@correo.co',
            document_number: '1075234567', document_type: 'CC',
          },
          reservation: {
            organization_id: organizationA.id, event_id: organizationA.eventId, public_customer_id: expect.any(String),
            customer_name: 'Ana María Pérez', customer_email: 'ana.perez@correo.co', customer_phone: '3001234567',
            document_type: 'CC', document_number: '1075234567', status: 'pending', total_amount: 125000, notes: 'Llegamos tarde',
            source: 'public_web', expires_at: expect.any(Date), held_for_a_day: true,
          },
          seats: [
            { organization_id: organizationA.id, event_id: organizationA.eventId, seat_id: tribunaSeat('A', 1), price: 75000, active: true },
            { organization_id: organizationA.id, event_id: organizationA.eventId, seat_id: tribunaSeat('A', 5), price: 50000, active: true },
          ],
          payments: [{ id: booked.payment_id, organization_id: organizationA.id, amount: 125000, status: 'pending', payment_method: 'cash' }],
          logs: [{
            organization_id: organizationA.id, user_id: null, action: 'created',
            details: {
              method: 'public_web', source: 'public_web', payment_method: 'cash', seats_count: 2, total_amount: 125000,
              seats_reserved: [
                { seat_id: tribunaSeat('A', 1), row_letter: 'A', seat_number: '1', price: 75000 },
                { seat_id: tribunaSeat('A', 5), row_letter: 'A', seat_number: '5', price: 50000 },
              ],
            },
          }],
        });
        expect(await rowCounts(sql)).toEqual({
          ...before,
          public_customers: before.public_customers + 1,
          reservations: before.reservations + 1,
          reservation_seats: before.reservation_seats + 2,
          payments: before.payments + 1,
          reservation_logs: before.reservation_logs + 1,
        });
      });
    });

    it('holds a card booking 15 minutes while the provider decides, with a pending card payment for the checkout', async () => {
      await bookAndInspect(booking({ payment_method: 'mercadopago', source: 'instagram_feria-2026' }), async (sql, booked) => {
        expect(booked).toMatchObject({ status: 'pending', total_amount: 125000, payment_method: 'mercadopago' });
        const heldSeconds = (new Date(booked.expires_at!).getTime() - Date.now()) / 1000;
        expect(heldSeconds).toBeGreaterThan(15 * 60 - 30);
        expect(heldSeconds).toBeLessThanOrEqual(15 * 60 + 1);
        const stored = await storedBooking(sql, booked.reservation_id);
        expect(stored.reservation).toMatchObject({ status: 'pending', expires_at: new Date(booked.expires_at!), source: 'instagram_feria-2026' });
        expect(stored.payments).toEqual([{ id: booked.payment_id, organization_id: organizationA.id, amount: 125000, status: 'pending', payment_method: 'mercadopago' }]);
        expect(stored.logs[0].details).toMatchObject({ method: 'public_web', source: 'instagram_feria-2026', payment_method: 'mercadopago' });
      });
    });

    it('takes CC, card and public_web when the page leaves them out, and stores a blank e-mail or note as none', async () => {
      const args = booking({ document_type: undefined, payment_method: undefined, source: undefined, customer_email: '  ', notes: ' ' });
      await bookAndInspect(args, async (sql, booked) => {
        expect(booked.payment_method).toBe('mercadopago');
        const { reservation, customer } = await storedBooking(sql, booked.reservation_id);
        expect(reservation).toMatchObject({ document_type: 'CC', source: 'public_web', customer_email: null, notes: null });
        expect(customer).toMatchObject({ document_type: 'CC', email: null });
      });
    });

    it('books each seat once when the selection names it twice, up to 12 different seats', async () => {
      const twelve = thirteenSeats.slice(0, 12);
      await bookAndInspect(booking({ seat_ids: [...twelve, twelve[0], twelve[11]] }), async (sql, booked) => {
        expect(booked.seats.map((seat) => seat.id)).toEqual(twelve);
        const { seats, logs } = await storedBooking(sql, booked.reservation_id);
        expect(seats).toHaveLength(12);
        expect(logs[0].details).toMatchObject({ seats_count: 12, total_amount: 2 * 50000 + 10 * 75000 });
      });
    });

    it('books seats whose hold is overdue, expiring that hold first', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await sql.query("update public.reservations set expires_at = now() - interval '1 minute' where id = $1", [organizationA.reservationId]);
        await becomeActor(sql, anonymous);
        const booked = await bookSeats(sql, booking({ seat_ids: [organizationA.seatA1Id] }));
        expect(booked.seats).toEqual([{ id: organizationA.seatA1Id, row_letter: 'A', seat_number: '1', price: 30000 }]);
        await becomeOwner(sql);
        const { rows } = await sql.query('select status from public.reservations where id = $1', [organizationA.reservationId]);
        expect(rows).toEqual([{ status: 'expired' }]);
      });
    });

    it('books for the event’s organization, never the signed-in caller’s, and logs no user', async () => {
      await bookAndInspect(booking(), async (sql, booked) => {
        const { reservation, customer, logs } = await storedBooking(sql, booked.reservation_id);
        expect([reservation.organization_id, customer.organization_id, logs[0].organization_id, logs[0].user_id]).toEqual([
          organizationA.id, organizationA.id, organizationA.id, null,
        ]);
      }, user(organizationB.organizerId));
    });

    it('names every seat taken meanwhile, in the message and as ids in the hint', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, anonymous);
        await bookSeats(sql, booking({ seat_ids: [tribunaSeat('A', 6), tribunaSeat('A', 5)] }));
        const { text, params } = bookSeatsCall(booking({ seat_ids: [tribunaSeat('A', 7), tribunaSeat('A', 6), tribunaSeat('A', 5)] }));
        const failure = await failedCall(sql, text, params);
        expect(failure).toMatchObject({ code: 'PT409', detail: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-5, A-6' });
        expect(failure.hint).toEqual({ unavailable_seat_ids: [tribunaSeat('A', 5), tribunaSeat('A', 6)].sort() });
      });
    });
  });

  describe('refuses', () => {
    it.each(refusals.map((refusal) => [refusal.title, refusal] as const))('%s, writing nothing', async (_title, refusal) => {
      await inRolledBackTransaction(engine, async (sql) => {
        if (refusal.setup) await sql.query(refusal.setup);
        const before = await rowCounts(sql);
        await becomeActor(sql, anonymous);
        const { text, params } = bookSeatsCall(refusal.args);
        const failure = await failedCall(sql, text, params);
        await becomeOwner(sql);
        expect(failure).toEqual(refusal.failure);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });

    it('checks the event, then the seats, then the form field by field, then the seats against the event', async () => {
      // Start with everything wrong, then fix one thing at a time: each step shows the next check.
      const steps: [BookingArguments, string][] = [
        [{}, 'event_not_found'],
        [{ event_slug: 'evento-a' }, 'invalid_seat_ids'],
        [{ seat_ids: [] }, 'seats_required'],
        [{ seat_ids: thirteenSeats }, 'too_many_seats'],
        [{ seat_ids: [organizationA.seatA1Id, organizationB.seatA2Id] }, 'customer_name_required'],
        [{ customer_name: 'A'.repeat(121) }, 'customer_phone_required'],
        [{ customer_phone: '3001234567' }, 'document_number_required'],
        [{ document_number: '1075234567' }, 'invalid_email'],
        [{ customer_email: 'ana@correo.co' }, 'invalid_document_type'],
        [{ document_type: 'TI' }, 'invalid_payment_method'],
        [{ payment_method: 'cash' }, 'invalid_source'],
        [{ source: 'qr_taquilla' }, 'field_too_long'],
        [{ customer_name: 'Ana' }, 'seat_not_found'],
        [{ seat_ids: [organizationA.seatA1Id] }, 'seats_unavailable'],
      ];
      let args: BookingArguments = {
        event_slug: 'no-existe', seat_ids: 'A-1', customer_name: '', customer_phone: '', document_number: ' ',
        customer_email: 'ana', document_type: 'NIT', payment_method: 'tarjeta', source: 'a b',
      };
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, anonymous);
        const details: string[] = [];
        for (const [fix] of steps) {
          args = { ...args, ...fix };
          const { text, params } = bookSeatsCall(args);
          details.push((await failedCall(sql, text, params)).detail!);
        }
        expect(details).toEqual(steps.map(([, detail]) => detail));
      });
    });
  });
});
