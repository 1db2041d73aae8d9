// assistant_facts: the figures the 'Asistente IA' quotes to a member of an organization
// (seats left per event, pending reservations, today's sales), counted as the public page
// and the dashboard count them, for the caller's organization only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, inRolledBackTransaction, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB } from './two-organizations.ts';

interface EventFacts {
  name: string;
  slug: string;
  event_date: string;
  is_active: boolean;
  seats_total: number;
  seats_available: number;
}
interface Facts {
  events: EventFacts[];
  pending_reservations: number;
  sales_today: { reservations: number; seats: number; revenue: number; refunds: number };
}

const DEMO_ORGANIZER = 'a0000000-0000-4000-8000-000000000001';
const FESTIVAL = 'Festival Folclórico del Bambuco 2025';

async function factsOf(sql: Sql, actor: Actor, eventName: string | null = null): Promise<Facts> {
  await becomeActor(sql, actor);
  const { rows } = await sql.query<{ facts: Facts }>('select public.assistant_facts(event_name => $1) as facts', [eventName]);
  return rows[0].facts;
}

/** A reservation of organization A for its event, selling the given seats (by column of row A). */
async function sellInA(sql: Sql, status: string, columns: number[], options: { createdAt?: string; expiresAt?: string } = {}): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, expires_at, created_at)
     values ($1, $2, 'Cliente', $3, 20000, coalesce($4::timestamptz, now() + interval '24 hours'), coalesce($5::timestamptz, now()))
     returning id`,
    [organizationA.id, organizationA.eventId, status, options.expiresAt ?? null, options.createdAt ?? null],
  );
  for (const column of columns) {
    await sql.query(
      `insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
       select $1, $2, $3, id, 20000 from public.seats where graderia_id = $4 and row_letter = 'B' and column_number = $5`,
      [organizationA.id, rows[0].id, organizationA.eventId, organizationA.graderiaId, column],
    );
  }
  return rows[0].id;
}

describeEachEngine('assistant_facts', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open({ seed: true });
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it('gives an organizer the seats left of each event, pending reservations and today’s sales of their organization', async () => {
    // The fixture: a 2 × 5 stand sold by 'Evento a', one pending reservation made now holding seat A1.
    const facts = await asActor(engine, user(organizationA.organizerId), (sql) => factsOf(sql, user(organizationA.organizerId)));
    expect(facts).toEqual({
      events: [
        { name: 'Evento a', slug: 'evento-a', event_date: '2026-07-01', is_active: true, seats_total: 10, seats_available: 9 },
        { name: 'Borrador a', slug: 'borrador-a', event_date: '2026-08-01', is_active: true, seats_total: 0, seats_available: 0 },
      ],
      pending_reservations: 1,
      sales_today: { reservations: 1, seats: 1, revenue: 0, refunds: 0 },
    });
  });

  it('gives staff the same figures, and another organization only its own', async () => {
    const ofStaff = await asActor(engine, user(organizationA.staffId!), (sql) => factsOf(sql, user(organizationA.staffId!)));
    expect(ofStaff.events.map((event) => event.slug)).toEqual(['evento-a', 'borrador-a']);
    const ofB = await asActor(engine, user(organizationB.organizerId), (sql) => factsOf(sql, user(organizationB.organizerId)));
    expect(ofB.events.map((event) => event.slug)).toEqual(['evento-b', 'borrador-b']);
  });

  it('counts the demo festival’s seats over its three stands', async () => {
    const facts = await asActor(engine, user(DEMO_ORGANIZER), (sql) => factsOf(sql, user(DEMO_ORGANIZER)));
    // Norte 10 × 20, Palco 3 × 8, Confort 5 × 12 × 2.
    expect(facts.events).toEqual([
      { name: FESTIVAL, slug: 'festival-bambuco-2025', event_date: '2025-06-13', is_active: true, seats_total: 344, seats_available: 344 },
    ]);
  });

  it('takes paid, confirmed and live pending sales; not cancelled ones nor overdue holds', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sellInA(sql, 'paid', [1]);
      await sellInA(sql, 'confirmed', [2]);
      const cancelled = await sellInA(sql, 'pending', [3]);
      await sql.query("update public.reservations set status = 'cancelled' where id = $1", [cancelled]);
      await sellInA(sql, 'pending', [4], { expiresAt: '2000-01-01T00:00:00Z' });
      const facts = await factsOf(sql, user(organizationA.organizerId));
      expect(facts.events[0]).toMatchObject({ seats_total: 10, seats_available: 10 - 3 });
      expect(facts.pending_reservations).toBe(1);
      expect(facts.sales_today).toMatchObject({ reservations: 3, seats: 3 });
    });
  });

  it('offers neither blocked seats nor the seats of a stand in maintenance', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sql.query("update public.seats set is_active = false where graderia_id = $1 and row_letter = 'B' and column_number in (1, 2)", [
        organizationA.graderiaId,
      ]);
      expect((await factsOf(sql, user(organizationA.organizerId))).events[0]).toMatchObject({ seats_total: 8, seats_available: 7 });
      await sql.query('reset role');
      await sql.query('update public.graderias set is_active = false where id = $1', [organizationA.graderiaId]);
      expect((await factsOf(sql, user(organizationA.organizerId))).events[0]).toMatchObject({ seats_total: 0, seats_available: 0 });
    });
  });

  it('counts today’s revenue from payments completed today, and no reservation made before today', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sql.query("update public.payments set status = 'completed' where id = $1", [organizationA.paymentId]);
      await sellInA(sql, 'paid', [5], { createdAt: '2020-01-01T12:00:00Z' });
      const facts = await factsOf(sql, user(organizationA.organizerId));
      expect(facts.sales_today).toEqual({ reservations: 1, seats: 1, revenue: 30000, refunds: 0 });
    });
  });

  it('takes cash refunded today out of today’s revenue', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sql.query("update public.payments set status = 'completed' where id = $1", [organizationA.paymentId]);
      await sql.query(
        "insert into public.payments (organization_id, reservation_id, amount, status, payment_method, kind) values ($1, $2, 30000, 'completed', 'cash', 'refund')",
        [organizationA.id, organizationA.reservationId],
      );
      // The 'Reportes' figures for today: the refund is counted apart too.
      expect((await factsOf(sql, user(organizationA.organizerId))).sales_today).toMatchObject({ revenue: 0, refunds: 30000 });
    });
  });

  it.each([
    ['its name, without accents or capitals', 'BORRADOR A'],
    ['part of its name', 'borrador'],
    ['its slug', 'borrador-a'],
  ])('puts first the event named by %s', async (_how, eventName) => {
    const facts = await asActor(engine, user(organizationA.organizerId), (sql) => factsOf(sql, user(organizationA.organizerId), eventName));
    expect(facts.events.map((event) => event.slug)).toEqual(['borrador-a', 'evento-a']);
  });

  it('matches accented names without their accents', async () => {
    const facts = await asActor(engine, user(DEMO_ORGANIZER), (sql) => factsOf(sql, user(DEMO_ORGANIZER), 'festival folclorico del bambuco'));
    expect(facts.events[0].name).toBe(FESTIVAL);
  });

  describe('refuses callers without an organization', () => {
    it.each([
      ['anonymous visitors', anonymous, { code: '28000', message: 'Usuario no autenticado' }],
      ['signed-in users without an organization', user(newcomerId), { code: '42501', detail: 'organization_not_found' }],
    ])('%s', async (_who, actor, failure) => {
      const result = await asActor(engine, actor, (sql) => attempt(sql, 'select public.assistant_facts() as facts'));
      expect(failureOf(result)).toMatchObject(failure);
    });
  });
});
