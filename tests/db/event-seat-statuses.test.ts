// get_event_seat_statuses, what the public page polls every 5 seconds: per stand, only the
// seats that cannot be picked, under the same status get_event_by_slug gives each seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, inRolledBackTransaction } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { bookSeats, seatStatuses, type VenueSeatStatuses } from './public-booking-calls.ts';
import { seatIdOf } from './seat-id.ts';

// Fixed ids of supabase/seed.sql.
const demo = {
  organizationId: 'a0000000-0000-4000-8000-000000000010',
  graderiaNorteId: 'a0000000-0000-4000-8000-000000000101',
  palcoVipId: 'a0000000-0000-4000-8000-000000000102',
  confortSurId: 'a0000000-0000-4000-8000-000000000103',
  festivalId: 'a0000000-0000-4000-8000-000000001001',
};
const slug = 'festival-bambuco-2025';
const norte = (row: string, column: number) => seatIdOf(demo.graderiaNorteId, 1, row, column);
const palco = (row: string, column: number) => seatIdOf(demo.palcoVipId, 1, row, column);
const noneUnavailable = (id: string): VenueSeatStatuses => ({ id, reserved: [], paid: [], blocked: [] });
const sorted = (ids: string[]) => [...ids].sort();

interface PublicEvent {
  venues: { id: string; seats: { id: string; status: string }[] }[];
}

/** A reservation of the demo organization in `status`, selling the given seats for `eventId`. */
async function sell(sql: Sql, status: string, seatIds: string[], options: { eventId?: string; overdue?: boolean } = {}): Promise<string> {
  const eventId = options.eventId ?? demo.festivalId;
  const { rows } = await sql.query<{ id: string }>(
    `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, expires_at)
     values ($1, $2, 'Cliente', $3, 50000, now() + case when $4 then interval '-1 minute' else interval '1 day' end) returning id`,
    [demo.organizationId, eventId, status, options.overdue ?? false],
  );
  for (const seatId of seatIds) {
    await sql.query(
      'insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price) values ($1, $2, $3, $4, 50000)',
      [demo.organizationId, rows[0].id, eventId, seatId],
    );
  }
  return rows[0].id;
}

/** The same lists, worked out from the seat statuses of get_event_by_slug. */
async function statusesFromThePublicEvent(sql: Sql): Promise<VenueSeatStatuses[]> {
  const { rows } = await sql.query<{ event: PublicEvent }>('select public.get_event_by_slug($1) as event', [slug]);
  const withStatus = (seats: { id: string; status: string }[], status: string) =>
    sorted(seats.filter((seat) => seat.status === status).map((seat) => seat.id));
  return rows[0].event.venues.map((venue) => ({
    id: venue.id,
    reserved: withStatus(venue.seats, 'reserved'),
    paid: withStatus(venue.seats, 'paid'),
    blocked: withStatus(venue.seats, 'blocked'),
  }));
}

describeEachEngine('get_event_seat_statuses', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open({ seed: true });
  });
  afterAll(() => engine?.close());

  it('lists the festival’s stands in the page’s order, with nothing unavailable yet', async () => {
    const statuses = await asActor(engine, anonymous, (sql) => seatStatuses(sql, slug));
    expect(statuses).toEqual({
      venues: [noneUnavailable(demo.graderiaNorteId), noneUnavailable(demo.palcoVipId), noneUnavailable(demo.confortSurId)],
    });
  });

  it('lists held, confirmed, paid and blocked seats, leaving out overdue holds, cancellations and other events’ sales', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sell(sql, 'pending', [norte('A', 1)]);
      await sell(sql, 'confirmed', [norte('A', 2), palco('B', 3)]);
      await sell(sql, 'paid', [norte('A', 3), norte('B', 3)]);
      await sell(sql, 'pending', [norte('A', 4)], { overdue: true });
      const cancelled = await sell(sql, 'confirmed', [norte('B', 1)]);
      await sql.query("update public.reservations set status = 'cancelled' where id = $1", [cancelled]);
      const { rows } = await sql.query<{ id: string }>(
        `insert into public.events (organization_id, name, slug, event_date, end_date)
         values ($1, 'San Pedro', 'san-pedro', '2025-07-01', '2025-07-01') returning id`,
        [demo.organizationId],
      );
      await sql.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [
        rows[0].id, demo.graderiaNorteId, demo.organizationId,
      ]);
      await sell(sql, 'paid', [norte('A', 5)], { eventId: rows[0].id });
      // A blocked seat is blocked even when sold.
      await sql.query('update public.seats set is_active = false where id = any ($1)', [[norte('B', 2), norte('B', 3)]]);

      await becomeActor(sql, anonymous);
      const statuses = await seatStatuses(sql, slug);
      expect(statuses.venues).toEqual([
        { id: demo.graderiaNorteId, reserved: sorted([norte('A', 1), norte('A', 2)]), paid: [norte('A', 3)], blocked: sorted([norte('B', 2), norte('B', 3)]) },
        { id: demo.palcoVipId, reserved: [palco('B', 3)], paid: [], blocked: [] },
        noneUnavailable(demo.confortSurId),
      ]);
      expect(statuses.venues).toEqual(await statusesFromThePublicEvent(sql));
    });
  });

  it('leaves out a closed stand, as the page does', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sql.query('update public.graderias set is_active = false where id = $1', [demo.palcoVipId]);
      await becomeActor(sql, anonymous);
      const statuses = await seatStatuses(sql, slug);
      expect(statuses.venues.map((venue) => venue.id)).toEqual([demo.graderiaNorteId, demo.confortSurId]);
      expect(statuses.venues).toEqual(await statusesFromThePublicEvent(sql));
    });
  });

  it('shows a visitor’s booking to the next poll', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, anonymous);
      await bookSeats(sql, {
        event_slug: slug, seat_ids: [palco('A', 1), norte('C', 7)], customer_name: 'Ana', customer_phone: '3001234567',
        document_number: '1075234567', payment_method: 'cash',
      });
      const statuses = await seatStatuses(sql, slug);
      expect(statuses.venues.map((venue) => venue.reserved)).toEqual([[norte('C', 7)], [palco('A', 1)], []]);
    });
  });

  it.each([
    ['an unknown event', 'no-existe', ''],
    ['a paused event', slug, 'update public.events set is_active = false'],
  ])('answers 404 for %s', async (_title, eventSlug, setup) => {
    await inRolledBackTransaction(engine, async (sql) => {
      if (setup) await sql.query(setup);
      await becomeActor(sql, anonymous);
      const failure = failureOf(await attempt(sql, 'select public.get_event_seat_statuses(event_slug => $1)', [eventSlug]));
      expect(failure).toEqual({ code: 'PT404', detail: 'event_not_found', message: 'Evento no encontrado' });
    });
  });

  describe('get_event_by_slug', () => {
    it('leaves out sync’s bookkeeping column, as sync_pull does', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, anonymous);
        const { rows } = await sql.query<{ event: Record<string, unknown> }>('select public.get_event_by_slug($1) as event', [slug]);
        expect(rows[0].event).toMatchObject({ id: demo.festivalId, slug });
        expect(rows[0].event).not.toHaveProperty('sync_xid');
      });
    });
  });
});
