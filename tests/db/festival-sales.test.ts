// The seeded demo festival as the public page and the box office see it: the event with
// its stands and seats, seat statuses derived from sales, reservation stats, and the
// database refusing to sell one seat twice for the same event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { seatIdOf } from './seat-id.ts';

// Fixed ids of supabase/seed.sql.
const demo = {
  userId: 'a0000000-0000-4000-8000-000000000001',
  staffId: 'a0000000-0000-4000-8000-000000000002',
  organizationId: 'a0000000-0000-4000-8000-000000000010',
  graderiaNorteId: 'a0000000-0000-4000-8000-000000000101',
  festivalId: 'a0000000-0000-4000-8000-000000001001',
};
const seatA1 = seatIdOf(demo.graderiaNorteId, 1, 'A', 1);
const seatA2 = seatIdOf(demo.graderiaNorteId, 1, 'A', 2);

interface PublicSeat {
  id: string;
  row_letter: string;
  seat_number: string;
  status: string;
}
interface PublicEvent {
  name: string;
  slug: string;
  event_date: string;
  end_date: string;
  venues: { id: string; name: string; base_price: number; seats: PublicSeat[] }[];
}

/** A reservation of the demo organization for `eventId`, selling the given seats. */
async function sell(sql: Sql, options: { eventId?: string; status: string; seatIds: string[] }): Promise<string> {
  const eventId = options.eventId ?? demo.festivalId;
  const { rows } = await sql.query<{ id: string }>(
    `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, expires_at)
     values ($1, $2, 'Cliente', $3, 50000, now() + interval '24 hours') returning id`,
    [demo.organizationId, eventId, options.status],
  );
  for (const seatId of options.seatIds) {
    await sql.query(
      'insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price) values ($1, $2, $3, $4, 50000)',
      [demo.organizationId, rows[0].id, eventId, seatId],
    );
  }
  return rows[0].id;
}

async function anotherFestivalSellingGraderiaNorte(sql: Sql): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into public.events (organization_id, name, slug, event_date, end_date)
     values ($1, 'San Pedro en Neiva', 'san-pedro', '2025-07-01', '2025-07-01') returning id`,
    [demo.organizationId],
  );
  await sql.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [
    rows[0].id, demo.graderiaNorteId, demo.organizationId,
  ]);
  return rows[0].id;
}

describeEachEngine('The demo festival', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open({ seed: true });
  });
  afterAll(() => engine?.close());

  const publicEvent = async (sql: Sql) =>
    (await sql.query<{ event: PublicEvent }>("select public.get_event_by_slug(event_slug => 'festival-bambuco-2025') as event")).rows[0].event;
  const statusOf = (event: PublicEvent, seatId: string) =>
    event.venues.flatMap((venue) => venue.seats).find((seat) => seat.id === seatId)?.status;

  describe('get_event_by_slug', () => {
    it('shows anonymous visitors the festival with its three stands and all their seats', async () => {
      const event = await asActor(engine, anonymous, publicEvent);
      expect(event).toMatchObject({
        name: 'Festival Folclórico del Bambuco 2025', slug: 'festival-bambuco-2025',
        event_date: '2025-06-13', end_date: '2025-06-30', event_time: '18:00:00', end_time: '23:00:00', is_active: true,
      });
      expect(event.venues.map((venue) => [venue.name, venue.base_price, venue.seats.length])).toEqual([
        ['Gradería Norte', 50000, 200],
        ['Palco VIP Oriental', 150000, 24],
        ['Zona de Confort Sur', 80000, 120],
      ]);
      expect(event.venues[0].seats[0]).toEqual({
        id: seatA1, row_letter: 'A', seat_number: '1', column_number: 1, floor_number: 1,
        seat_type: 'premium', price_multiplier: 1.5, is_active: true, status: 'available',
      });
      expect(event.venues.every((venue) => venue.seats.every((seat) => seat.status === 'available'))).toBe(true);
    });

    it('answers 404 for an inactive event, as for a missing one', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await sql.query("update public.events set is_active = false where slug = 'festival-bambuco-2025'");
        await becomeActor(sql, anonymous);
        const failure = failureOf(await attempt(sql, "select public.get_event_by_slug('festival-bambuco-2025')"));
        expect(failure).toEqual({ code: 'PT404', detail: 'event_not_found', message: 'Evento no encontrado' });
      });
    });

    it('derives each seat’s status from its sale for this event', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const seatB1 = seatIdOf(demo.graderiaNorteId, 1, 'B', 1);
        const seatB2 = seatIdOf(demo.graderiaNorteId, 1, 'B', 2);
        await sell(sql, { status: 'pending', seatIds: [seatA1] });
        await sell(sql, { status: 'paid', seatIds: [seatA2] });
        const cancelled = await sell(sql, { status: 'confirmed', seatIds: [seatB1] });
        await sql.query("update public.reservations set status = 'cancelled' where id = $1", [cancelled]);
        await sql.query('update public.seats set is_active = false where id = $1', [seatB2]);
        await becomeActor(sql, anonymous);
        const event = await publicEvent(sql);
        expect([seatA1, seatA2, seatB1, seatB2].map((seatId) => statusOf(event, seatId))).toEqual([
          'reserved', 'paid', 'available', 'blocked',
        ]);
      });
    });
  });

  describe('get_reservation_stats', () => {
    it('counts the organization’s reservations by status', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        for (const status of ['pending', 'pending', 'confirmed', 'paid', 'paid', 'paid', 'cancelled', 'expired']) {
          await sell(sql, { status, seatIds: [] });
        }
        await becomeActor(sql, user(demo.userId));
        const { rows } = await sql.query('select public.get_reservation_stats(org_id => $1) as stats', [demo.organizationId]);
        expect(rows[0].stats).toEqual({ total_count: 8, pending_count: 2, confirmed_count: 1, paid_count: 3, cancelled_count: 1 });
      });
    });

    it('refuses anonymous visitors', async () => {
      const result = await asActor(engine, anonymous, (sql) =>
        attempt(sql, 'select public.get_reservation_stats(org_id => $1)', [demo.organizationId]),
      );
      expect(failureOf(result)).toMatchObject({ code: '28000', detail: 'not_authenticated' });
    });
  });

  describe('selling seats', () => {
    it('refuses a second active sale of a seat for the same event', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await sell(sql, { status: 'paid', seatIds: [seatA1] });
        const { rows } = await sql.query<{ id: string }>(
          `insert into public.reservations (organization_id, event_id, customer_name, total_amount, expires_at)
           values ($1, $2, 'Otro cliente', 50000, now() + interval '1 day') returning id`,
          [demo.organizationId, demo.festivalId],
        );
        const secondSale = await attempt(
          sql,
          'insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price) values ($1, $2, $3, $4, 50000)',
          [demo.organizationId, rows[0].id, demo.festivalId, seatA1],
        );
        expect(failureOf(secondSale).code).toBe('23505');
      });
    });

    it('sells the same seat for another event using the same stand', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await sell(sql, { status: 'paid', seatIds: [seatA1] });
        const otherEventId = await anotherFestivalSellingGraderiaNorte(sql);
        await sell(sql, { eventId: otherEventId, status: 'paid', seatIds: [seatA1] });
        const { rows } = await sql.query('select count(*)::int as count from public.reservation_seats where seat_id = $1 and active', [seatA1]);
        expect(rows).toEqual([{ count: 2 }]);
      });
    });

    it('frees the seats of a cancelled or expired reservation for a new sale', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const cancelled = await sell(sql, { status: 'pending', seatIds: [seatA1] });
        const expired = await sell(sql, { status: 'pending', seatIds: [seatA2] });
        await sql.query("update public.reservations set status = 'cancelled' where id = $1", [cancelled]);
        await sql.query("update public.reservations set status = 'expired' where id = $1", [expired]);
        await sell(sql, { status: 'paid', seatIds: [seatA1, seatA2] });
      });
    });

    it('lets an overdue hold go: shown available, then expired and sold again', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const overdue = await sell(sql, { status: 'pending', seatIds: [seatA1] });
        const current = await sell(sql, { status: 'pending', seatIds: [seatA2] });
        await sql.query("update public.reservations set expires_at = now() - interval '1 minute' where id = $1", [overdue]);
        const event = await publicEvent(sql);
        expect([statusOf(event, seatA1), statusOf(event, seatA2)]).toEqual(['available', 'reserved']);

        const { rows } = await sql.query('select public.expire_overdue_reservations() as expired');
        expect(rows).toEqual([{ expired: 1 }]);
        const statuses = await sql.query('select id, status from public.reservations where id = any($1) order by status', [[overdue, current]]);
        expect(statuses.rows).toEqual([{ id: overdue, status: 'expired' }, { id: current, status: 'pending' }]);
        await sell(sql, { status: 'paid', seatIds: [seatA1] });
      });
    });

    it('keeps a cancelled reservation closed, since its seats may be sold again', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const cancelled = await sell(sql, { status: 'pending', seatIds: [seatA1] });
        await sql.query("update public.reservations set status = 'cancelled' where id = $1", [cancelled]);
        const reopened = await attempt(sql, "update public.reservations set status = 'pending' where id = $1", [cancelled]);
        expect(failureOf(reopened)).toMatchObject({ code: 'PT409', detail: 'reservation_closed' });
      });
    });

    it('makes pending reservations carry an expiry', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        const result = await attempt(
          sql,
          "insert into public.reservations (organization_id, event_id, customer_name, total_amount) values ($1, $2, 'Sin plazo', 1000)",
          [demo.organizationId, demo.festivalId],
        );
        expect(failureOf(result).code).toBe('23514');
      });
    });
  });

  it('lets the demo organizer sign in with the documented password', async () => {
    const { rows } = await engine.query(
      "select encrypted_password = extensions.crypt('Bambuco2025!', encrypted_password) as matches, raw_user_meta_data ->> 'full_name' as full_name from auth.users where email = 'demo@taquilla.co'",
    );
    expect(rows).toEqual([{ matches: true, full_name: 'Laura Gómez' }]);
  });

  it('gives the demo organizer the organization Eventos del Huila', async () => {
    const { rows } = await asActor(engine, user(demo.userId), (sql) => sql.query<{ profile: unknown }>('select public.get_my_profile() as profile'));
    expect(rows[0].profile).toMatchObject({
      full_name: 'Laura Gómez', role: 'organizer', email: 'demo@taquilla.co',
      organization: { id: demo.organizationId, name: 'Eventos del Huila' },
    });
  });

  it('lets the demo cashier sign in with the documented password', async () => {
    const { rows } = await engine.query(
      "select id, encrypted_password = extensions.crypt('Bambuco2025!', encrypted_password) as matches, raw_user_meta_data ->> 'full_name' as full_name from auth.users where email = 'taquilla@taquilla.co'",
    );
    expect(rows).toEqual([{ id: demo.staffId, matches: true, full_name: 'Carlos Ruiz' }]);
  });

  it('makes the demo cashier staff of Eventos del Huila', async () => {
    const { rows } = await asActor(engine, user(demo.staffId), (sql) => sql.query<{ profile: unknown }>('select public.get_my_profile() as profile'));
    expect(rows[0].profile).toMatchObject({
      id: demo.staffId, full_name: 'Carlos Ruiz', role: 'staff', email: 'taquilla@taquilla.co',
      organization: { id: demo.organizationId, name: 'Eventos del Huila' },
    });
  });
});
