// Visitors booking at the same moment, so Postgres 15 only (PGlite runs one transaction at a
// time): 100 bookings of overlapping seats never sell a seat twice, every loser is told
// which of its seats went, and nothing of a losing booking stays behind. Settling one
// sandbox payment from several tabs at once applies one outcome.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { anonymous, openTransactionAs, user, type Actor } from './as-role.ts';
import { databaseUrlOf, enginesUnderTest } from './engines.ts';
import { booking, bookSeatsCall, confirmProviderPaymentCall, requestCardRefundCall, type Booking } from './public-booking-calls.ts';
import { seatIdOf } from './seat-id.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const venueId = 'eeeeeeee-0000-4000-8000-000000000002';
/** 'Gradería Concurrida': 3 rows × 50 columns, sold by 'evento-a'. */
const seatOf = (row: string, column: number) => seatIdOf(venueId, 1, row, column);

type Outcome =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; detail: string; message: string; hint: { unavailable_seat_ids: string[] } | null };

/** A caller's own connection, inside a transaction of its own: a visitor (`anon`) unless told. */
async function openVisitor(url: string, actor: Actor | 'service_role' = anonymous): Promise<{ call(text: string, params: unknown[]): Promise<Outcome>; client: pg.Client }> {
  const { client } = await openTransactionAs(url, actor === 'service_role' ? anonymous : actor);
  // The payment webhook's key: the one role that may confirm a payment.
  if (actor === 'service_role') await client.query("select set_config('role', 'service_role', true)");
  return {
    client,
    call: async (text, params) => {
      try {
        const { rows } = await client.query(text, params);
        await client.query('commit');
        return { ok: true, value: Object.values(rows[0])[0] as Record<string, unknown> };
      } catch (error) {
        await client.query('rollback');
        const { detail, message, hint } = error as { detail: string; message: string; hint?: string };
        return { ok: false, detail, message, hint: hint ? JSON.parse(hint) : null };
      } finally {
        await client.end();
      }
    },
  };
}

/** Every visitor's call, all in flight together: connections and transactions are opened first. */
async function allAtOnce(url: string, calls: { text: string; params: unknown[]; actor?: Actor | 'service_role' }[]): Promise<Outcome[]> {
  const visitors = await Promise.all(calls.map((call) => openVisitor(url, call.actor)));
  return Promise.all(visitors.map((visitor, index) => visitor.call(calls[index].text, calls[index].params)));
}

/** Each visitor a different person (document, phone, e-mail), so the per-person hold limit stays out of the way. */
const bookingsOf = (seatLists: string[][]) =>
  seatLists.map((seatIds, visitor) => bookSeatsCall(booking({
    seat_ids: seatIds, customer_name: `Visitante ${visitor + 1}`, document_number: `${80000000 + visitor}`,
    customer_phone: `${3100000000 + visitor}`, customer_email: `visitante${visitor + 1}@correo.co`,
  })));

for (const engineUnderTest of enginesUnderTest().filter((candidate) => candidate.name === 'postgres15')) {
  describe('Public booking under concurrency [postgres15]', () => {
    let engine: Engine;
    let url: string;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      url = databaseUrlOf(engine);
      await createTwoOrganizations(engine);
      await engine.query(
        "insert into public.graderias (id, organization_id, name, rows, columns, floors, base_price) values ($1, $2, 'Gradería Concurrida', 3, 50, 1, 10000)",
        [venueId, organizationA.id],
      );
      await engine.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [
        organizationA.eventId, venueId, organizationA.id,
      ]);
    });
    afterAll(() => engine?.close());

    const counts = async () =>
      (await engine.query<{ customers: number; reservations: number; payments: number; logs: number }>(
        `select (select count(*)::int from public.public_customers) as customers,
                (select count(*)::int from public.reservations) as reservations,
                (select count(*)::int from public.payments) as payments,
                (select count(*)::int from public.reservation_logs) as logs`,
      )).rows[0];
    const salesPerSeat = async () =>
      (await engine.query<{ seat_id: string; sales: number }>(
        `select sale.seat_id, count(*)::int as sales
         from public.reservation_seats as sale join public.seats as seat on seat.id = sale.seat_id
         where seat.graderia_id = $1 and sale.event_id = $2 and sale.active group by sale.seat_id`,
        [venueId, organizationA.eventId],
      )).rows;
    const customersWithoutBooking = async () =>
      (await engine.query(
        'select customer.id from public.public_customers as customer where not exists (select 1 from public.reservations where public_customer_id = customer.id)',
      )).rows;
    // Each test starts with the whole stand free.
    afterEach(() =>
      engine.query(
        `update public.reservations set status = 'cancelled'
         where status not in ('cancelled', 'expired') and id in (
           select sale.reservation_id from public.reservation_seats as sale join public.seats as seat on seat.id = sale.seat_id
           where seat.graderia_id = $1)`,
        [venueId],
      ),
    );

    it('books the seat 100 visitors want once; the 99 others learn it went and keep nothing', async () => {
      const contested = seatOf('A', 1);
      const before = await counts();
      // Each visitor also wants a seat nobody else does: B-1…B-50, C-1…C-50.
      const outcomes = await allAtOnce(url, bookingsOf(Array.from({ length: 100 }, (_, visitor) => [contested, seatOf(visitor < 50 ? 'B' : 'C', (visitor % 50) + 1)])));

      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      const losses = outcomes.filter((outcome) => !outcome.ok);
      expect(losses).toHaveLength(99);
      for (const loss of losses) {
        expect(loss).toEqual({
          ok: false, detail: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1',
          hint: { unavailable_seat_ids: [contested] },
        });
      }
      const sales = await salesPerSeat();
      expect(sales).toHaveLength(2);
      expect(sales.every((seat) => seat.sales === 1)).toBe(true);
      expect(await counts()).toEqual({
        customers: before.customers + 1, reservations: before.reservations + 1, payments: before.payments + 1, logs: before.logs + 1,
      });
      expect(await customersWithoutBooking()).toEqual([]);
    });

    it('books a chain of overlapping pairs without deadlocks, double sales or half-kept bookings', async () => {
      const before = await counts();
      // Visitor v wants A-(v+1) and A-(v+2) (wrapping at 50): each seat is wanted by four visitors.
      const pairs = Array.from({ length: 100 }, (_, visitor) => [seatOf('A', (visitor % 50) + 1), seatOf('A', ((visitor + 1) % 50) + 1)]);
      const outcomes = await allAtOnce(url, bookingsOf(pairs));

      const wins = outcomes.filter((outcome) => outcome.ok);
      expect(wins.length).toBeGreaterThan(0);
      outcomes.forEach((outcome, visitor) => {
        if (outcome.ok) return;
        expect(outcome.detail).toBe('seats_unavailable');
        const lost = outcome.hint!.unavailable_seat_ids;
        expect(lost.length).toBeGreaterThan(0);
        expect(pairs[visitor]).toEqual(expect.arrayContaining(lost));
        expect(outcome.message).toMatch(/^Los siguientes asientos ya no están disponibles: A-\d+(, A-\d+)?$/);
      });
      const soldSeats = wins.flatMap((win) => (win.ok ? (win.value as unknown as Booking).seats.map((seat) => seat.id) : []));
      const sales = await salesPerSeat();
      expect(sales.map((seat) => seat.seat_id).sort()).toEqual([...soldSeats].sort());
      expect(sales.every((seat) => seat.sales === 1)).toBe(true);
      expect(await counts()).toEqual({
        customers: before.customers + wins.length, reservations: before.reservations + wins.length,
        payments: before.payments + wins.length, logs: before.logs + wins.length,
      });
      expect(await customersWithoutBooking()).toEqual([]);
    });

    it('answers seats_unavailable when a writer that locks no seats sells one first', async () => {
      const seat = seatOf('C', 50);
      // A sale straight into the tables, still uncommitted while the visitor books.
      const writer = new pg.Client({ connectionString: url });
      await writer.connect();
      await writer.query('begin');
      const { rows } = await writer.query(
        `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount)
         values ($1, $2, 'Venta directa', 'paid', 10000) returning id`,
        [organizationA.id, organizationA.eventId],
      );
      await writer.query(
        'insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price) values ($1, $2, $3, $4, 10000)',
        [organizationA.id, rows[0].id, organizationA.eventId, seat],
      );
      const before = await counts();

      const visitor = await openVisitor(url);
      const { text, params } = bookSeatsCall(booking({ seat_ids: [seat] }));
      const outcome = visitor.call(text, params);
      // The visitor's insert waits on the unique index for the writer to finish.
      await expect.poll(async () => (await engine.query(
        "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%book_seats%'",
      )).rows[0].waiting, { timeout: 10_000 }).toBe(1);
      await writer.query('commit');
      await writer.end();

      expect(await outcome).toEqual({
        ok: false, detail: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: C-50',
        hint: { unavailable_seat_ids: [seat] },
      });
      expect(await counts()).toEqual({ ...before, reservations: before.reservations + 1 });
    });

    /** A committed card booking of `seats` by one visitor. */
    const cardBooking = async (seats: string[]): Promise<Booking> => {
      const { text, params } = bookSeatsCall(booking({ seat_ids: seats, payment_method: 'mercadopago', document_number: `7${seats[0].slice(-6)}`, customer_phone: `31${seats[0].slice(-8).replace(/\D/g, '7')}`, customer_email: `${seats[0]}@correo.co` }));
      const booked = await (await openVisitor(url)).call(text, params);
      if (!booked.ok) throw new Error(`La reserva falló: ${booked.message}`);
      return booked.value as unknown as Booking;
    };
    const notification = (id: string, paymentId: string, status: string, amount: number) =>
      ({ text: confirmProviderPaymentCall, params: [id, paymentId, status, amount, 'sandbox'], actor: 'service_role' as const });
    const logsOf = async (reservationId: string) =>
      (await engine.query<{ action: string }>(
        "select action from public.reservation_logs where reservation_id = $1 and action <> 'created' order by action", [reservationId],
      )).rows.map((row) => row.action);
    const moneyOf = async (reservationId: string) =>
      (await engine.query<{ money: number }>(
        `select coalesce(sum(case kind when 'charge' then amount else -amount end) filter (where status = 'completed'), 0)::int as money
         from public.payments where reservation_id = $1`, [reservationId],
      )).rows[0].money;

    it('applies a provider notification delivered 10 times at once exactly once', async () => {
      const booked = await cardBooking([seatOf('B', 50)]);
      const outcomes = await allAtOnce(url, Array.from({ length: 10 }, () => notification('entrega-repetida', booked.payment_id, 'approved', booked.total_amount)));
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      for (const refusal of outcomes.filter((outcome) => !outcome.ok)) {
        expect(refusal).toEqual({ ok: false, detail: 'notification_replayed', message: 'Esta notificación ya fue procesada', hint: null });
      }
      expect(await logsOf(booked.reservation_id)).toEqual(['payment_processed']);
    });

    it('applies one outcome when the provider sends 10 different verdicts on one payment at once', async () => {
      const booked = await cardBooking([seatOf('B', 49)]);
      const outcomes = await allAtOnce(url, Array.from({ length: 10 }, (_, n) => notification(`veredicto-${n}`, booked.payment_id, n % 2 === 0 ? 'approved' : 'rejected', booked.total_amount)));
      const applied = outcomes.filter((outcome) => outcome.ok);
      expect(applied).toHaveLength(1);
      for (const refusal of outcomes.filter((outcome) => !outcome.ok)) {
        expect(refusal).toEqual({ ok: false, detail: 'payment_already_settled', message: 'Este pago ya fue procesado', hint: null });
      }
      const approved = applied[0].ok && applied[0].value.status === 'completed';
      expect(await logsOf(booked.reservation_id)).toEqual([approved ? 'payment_processed' : 'cancelled']);
    });

    it('a payment approval and a refund request at once: paid first then refunded, or refused as unpaid; never both half-done', async () => {
      for (let round = 0; round < 5; round += 1) {
        const booked = await cardBooking([seatOf('C', 40 + round)]);
        const [approval, refund] = await allAtOnce(url, [
          notification(`aprobacion-${round}`, booked.payment_id, 'approved', booked.total_amount),
          { text: requestCardRefundCall, params: [booked.reservation_id, 'Cliente pidió devolución', null], actor: user(organizationA.organizerId) },
        ]);
        expect(approval).toMatchObject({ ok: true, value: { status: 'completed', reservation_status: 'paid' } });
        if (refund.ok) {
          expect(refund.value).toMatchObject({ status: 'pending', amount: booked.total_amount });
          expect(await logsOf(booked.reservation_id)).toEqual(['payment_processed', 'refund_requested']);
        } else {
          expect(refund).toEqual({ ok: false, detail: 'not_paid', message: 'Solo se pueden reembolsar reservas pagadas', hint: null });
          expect(await logsOf(booked.reservation_id)).toEqual(['payment_processed']);
        }
        expect(await moneyOf(booked.reservation_id)).toBe(booked.total_amount);
      }
    });

    it('the provider confirming a refund while the organizer asks for another: one refund, paid out once', async () => {
      const booked = await cardBooking([seatOf('C', 30)]);
      expect((await allAtOnce(url, [notification('pago-c30', booked.payment_id, 'approved', booked.total_amount)]))[0].ok).toBe(true);
      const first = await (await openVisitor(url, user(organizationA.organizerId))).call(requestCardRefundCall, [booked.reservation_id, 'Evento aplazado', null]);
      if (!first.ok) throw new Error(first.message);
      const [confirmation, second] = await allAtOnce(url, [
        notification('reembolso-c30', first.value.refund_id as string, 'approved', booked.total_amount),
        { text: requestCardRefundCall, params: [booked.reservation_id, 'Otra vez', null], actor: user(organizationA.organizerId) },
      ]);
      expect(confirmation).toMatchObject({ ok: true, value: { kind: 'refund', status: 'completed', reservation_status: 'cancelled' } });
      expect(second.ok).toBe(false);
      expect(['already_refunded', 'not_paid']).toContain(!second.ok && second.detail);
      const { rows } = await engine.query("select status from public.payments where reservation_id = $1 and kind = 'refund'", [booked.reservation_id]);
      expect(rows).toEqual([{ status: 'completed' }]);
      expect(await moneyOf(booked.reservation_id)).toBe(0);
    });

    it('one person booking 4 × 4 seats at once keeps at most 12', async () => {
      const samePerson = (seats: string[]) => bookSeatsCall(booking({ seat_ids: seats, document_number: '99000111', customer_phone: '3209990011', customer_email: 'acaparador@correo.co' }));
      const outcomes = await allAtOnce(url, [0, 1, 2, 3].map((n) => samePerson([1, 2, 3, 4].map((column) => seatOf('B', 10 * n + column)))));
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{
        ok: false, detail: 'hold_limit_reached', hint: null,
        message: 'Ya tienes 12 asientos reservados sin pagar para este evento y el máximo es 12 por persona. Paga o deja vencer una reserva antes de hacer otra.',
      }]);
    });
  });
}
