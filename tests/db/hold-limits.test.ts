// One person cannot hold an event: per event, at most 12 unpaid seats at once per document
// number, per phone and per e-mail, however they are typed. Enforced by book_seats itself,
// so hosted Supabase enforces it too.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, becomeActor, becomeOwner, inRolledBackTransaction } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { addTribuna, booking, bookSeats, bookSeatsCall, confirmProviderPayment, failedCall, tribunaSeat, type BookingArguments } from './public-booking-calls.ts';
import { rowCounts } from './row-counts.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

/** Tribuna's row `row`, columns from..to: a list of seat ids. */
const seatsOf = (row: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => tribunaSeat(row, from + index));

/** Someone else entirely, so only the field under test is shared. */
const stranger = (n: number): BookingArguments => ({
  customer_name: `Persona ${n}`,
  document_number: `5000000${n}`,
  customer_phone: `31500000${n}`,
  customer_email: `persona${n}@correo.co`,
});

const limitReached = (held: number) => ({
  code: 'PT409',
  detail: 'hold_limit_reached',
  message: `Ya tienes ${held} asientos reservados sin pagar para este evento y el máximo es 12 por persona. Paga o deja vencer una reserva antes de hacer otra.`,
});

describeEachEngine('Seats one person may hold', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await addTribuna(engine);
  });
  afterAll(() => engine?.close());

  const asVisitor = (work: (sql: Sql) => Promise<void>) =>
    inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, anonymous);
      await work(sql);
    });

  /** Books `args` expecting the limit to refuse it, and shows that nothing was written. */
  const expectRefused = async (sql: Sql, args: BookingArguments, held: number) => {
    await becomeOwner(sql);
    const before = await rowCounts(sql);
    await becomeActor(sql, anonymous);
    const { text, params } = bookSeatsCall(args);
    expect(await failedCall(sql, text, params)).toEqual(limitReached(held));
    await becomeOwner(sql);
    expect(await rowCounts(sql)).toEqual(before);
    await becomeActor(sql, anonymous);
  };

  it('12 seats in several bookings are fine; the 13th is refused', async () => {
    await asVisitor(async (sql) => {
      await bookSeats(sql, booking({ seat_ids: seatsOf('A', 1, 10), payment_method: 'cash' }));
      await bookSeats(sql, booking({ seat_ids: seatsOf('B', 1, 2), payment_method: 'mercadopago' }));
      await expectRefused(sql, booking({ seat_ids: [tribunaSeat('B', 3)] }), 12);
    });
  });

  const sameDocument = { ...stranger(1), document_number: '1.075 234-567' };
  const samePhone = { ...stranger(2), customer_phone: '(300) 123-4567' };
  const sameEmail = { ...stranger(3), customer_email: '  ANA.Perez@Correo.CO ' };
  it.each([
    ['the same document, typed with dots, spaces and dashes', sameDocument],
    ['the same phone, typed with brackets and dashes', samePhone],
    ['the same e-mail, in capitals with spaces', sameEmail],
  ])('counts %s as the same person', async (_title, person) => {
    await asVisitor(async (sql) => {
      await bookSeats(sql, booking({ seat_ids: seatsOf('A', 1, 8) }));
      await expectRefused(sql, booking({ ...person, seat_ids: seatsOf('B', 1, 5) }), 8);
      expect((await bookSeats(sql, booking({ ...person, seat_ids: seatsOf('B', 1, 4) }))).status).toBe('pending');
    });
  });

  it('does not count other people, paid bookings, ended holds or other events', async () => {
    await asVisitor(async (sql) => {
      await bookSeats(sql, booking({ ...stranger(4), seat_ids: seatsOf('A', 1, 10) }));
      const paid = await bookSeats(sql, booking({ seat_ids: seatsOf('B', 1, 6), payment_method: 'mercadopago' }));
      await confirmProviderPayment(sql, { notification_id: 'limite-pagado', payment_id: paid.payment_id, status: 'approved', amount: paid.total_amount });
      await becomeActor(sql, anonymous);
      const ended = await bookSeats(sql, booking({ seat_ids: seatsOf('B', 7, 10) }));
      await becomeOwner(sql);
      await sql.query("update public.reservations set expires_at = now() - interval '1 second' where id = $1", [ended.reservation_id]);
      // The same person holding 5 seats for another event of the organization.
      const { rows } = await sql.query<{ id: string }>(
        `insert into public.reservations (organization_id, event_id, customer_name, customer_phone, document_number, customer_email, total_amount, expires_at)
         values ($1, $2, 'Ana María Pérez', '3001234567', '1075234567', 'ana.perez@correo.co', 0, now() + interval '1 hour') returning id`,
        [organizationA.id, organizationA.draftEventId],
      );
      await sql.query(
        `insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
         select $1, $2, $3, seat_id, 0 from unnest($4::uuid[]) as seat_id`,
        [organizationA.id, rows[0].id, organizationA.draftEventId, seatsOf('A', 1, 5)],
      );
      await becomeActor(sql, anonymous);
      expect((await bookSeats(sql, booking({ seat_ids: [...seatsOf('C', 1, 10), ...seatsOf('B', 7, 8)] }))).status).toBe('pending');
      await expectRefused(sql, booking({ seat_ids: [tribunaSeat('B', 9)] }), 12);
    });
  });

  it('holds on seats of another event are still refused as not found', async () => {
    await asVisitor(async (sql) => {
      const { text, params } = bookSeatsCall(booking({ seat_ids: [organizationA.seatA2Id, tribunaSeat('A', 1)], event_slug: 'borrador-a' }));
      expect(await failedCall(sql, text, params)).toMatchObject({ code: 'PT404', detail: 'seat_not_found' });
    });
  });
}, { hosted: true });
