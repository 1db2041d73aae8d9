// sync_pull_page's taken_seats: the first page of a full snapshot lists, per event of the
// caller's organization, the seats a sale holds (paid, confirmed, or a pending hold not yet
// expired), so a device can sell before the sales' pages are in. Only the caller's own
// organization, only on the first page of a snapshot, never to anonymous callers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, inRolledBackTransaction, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

interface TakenSeats {
  event_id: string;
  seat_ids: string[];
}

interface PageAnswer {
  organization_id: string;
  cursor: string;
  next_page: string | null;
  taken_seats: TakenSeats[] | null;
}

const seatOfA = (row: string, column: number) => seatIdOf(organizationA.graderiaId, 1, row, column);
const paidSeat = seatOfA('A', 3);
const confirmedSeat = seatOfA('A', 4);
const expiredHoldSeat = seatOfA('A', 5);
const cancelledSeat = seatOfA('B', 2);
const releasedSeat = seatOfA('B', 3);

const idOf = (n: number) => `eeeeeeee-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A reservation of organization A's event holding one seat, written as the superuser. */
function saleOf(n: number, seatId: string, status: string, expiresAt: string, active = true): string {
  return `
    insert into public.reservations (id, organization_id, event_id, customer_name, total_amount, status, expires_at)
    values ('${idOf(n)}', '${organizationA.id}', '${organizationA.eventId}', 'Cliente ${n}', 20000, '${status}', ${expiresAt});
    insert into public.reservation_seats (id, organization_id, reservation_id, event_id, seat_id, price, active)
    values ('${idOf(n + 100)}', '${organizationA.id}', '${idOf(n)}', '${organizationA.eventId}', '${seatId}', 20000, ${active});`;
}

describeEachEngine(
  'sync_pull_page taken_seats',
  (engineUnderTest) => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
      await engine.exec(`
        ${saleOf(1, paidSeat, 'paid', 'null')}
        ${saleOf(2, confirmedSeat, 'confirmed', 'null')}
        ${saleOf(3, cancelledSeat, 'cancelled', 'null', false)}
        ${saleOf(4, releasedSeat, 'paid', 'null', false)}`);
    });
    afterAll(() => engine?.close());

    const firstPage = (actor: Actor, args: { cursor?: string | null; page?: string | null; pageSize?: number } = {}) =>
      engine.transaction(async (sql) => {
        await becomeActor(sql, actor);
        const { rows } = await sql.query<{ answer: PageAnswer }>('select public.sync_pull_page(cursor => $1, page => $2, page_size => $3) as answer', [
          args.cursor ?? null,
          args.page ?? null,
          args.pageSize ?? 2500,
        ]);
        return rows[0].answer;
      });

    it('lists per event the seats held by paid, confirmed and live pending sales, not cancelled or released ones', async () => {
      const page = await firstPage(user(organizationA.organizerId));
      // The fixture's own reservation is a pending hold for 24 hours of seat A1.
      expect(page.taken_seats).toEqual([{ event_id: organizationA.eventId, seat_ids: [organizationA.seatA1Id, paidSeat, confirmedSeat].sort() }]);
    });

    it('counts a hold past its expiry as free, even before the overdue sweep marks it', async () => {
      const taken = await inRolledBackTransaction(engine, async (sql: Sql) => {
        await sql.exec(saleOf(5, expiredHoldSeat, 'pending', "now() - interval '1 minute'"));
        const { rows } = await sql.query<{ taken: TakenSeats[] }>('select public.taken_seats_by_event($1) as taken', [organizationA.id]);
        return rows[0].taken;
      });
      expect(taken).toEqual([{ event_id: organizationA.eventId, seat_ids: [organizationA.seatA1Id, paidSeat, confirmedSeat].sort() }]);
    });

    it('gives staff the same as their organizer, and another organization only its own', async () => {
      const organizerPage = await firstPage(user(organizationA.organizerId));
      const staffPage = await firstPage(user(organizationA.staffId!));
      expect(staffPage.taken_seats).toEqual(organizerPage.taken_seats);
      const otherPage = await firstPage(user(organizationB.organizerId));
      expect(otherPage.taken_seats).toEqual([{ event_id: organizationB.eventId, seat_ids: [organizationB.seatA1Id] }]);
      expect(JSON.stringify(otherPage.taken_seats)).not.toContain(organizationA.eventId);
      expect(JSON.stringify(otherPage.taken_seats)).not.toContain(paidSeat);
    });

    it('comes only on the first page of a full snapshot', async () => {
      const organizer = user(organizationA.organizerId);
      const first = await firstPage(organizer, { pageSize: 2 });
      expect(first.taken_seats).not.toBeNull();
      const second = await firstPage(organizer, { page: first.next_page, pageSize: 2 });
      expect(second.taken_seats).toBeNull();
      const sinceCursor = await firstPage(organizer, { cursor: first.cursor });
      expect(sinceCursor.taken_seats).toBeNull();
    });

    it('is refused to anonymous callers, and its helper to every API role', async () => {
      const pull = await asActor(engine, anonymous, (sql) => attempt(sql, 'select public.sync_pull_page()'));
      expect(failureOf(pull)).toMatchObject({ detail: 'not_authenticated' });
      for (const actor of [anonymous, user(organizationB.organizerId)]) {
        const helper = await asActor(engine, actor, (sql) => attempt(sql, 'select public.taken_seats_by_event($1)', [organizationA.id]));
        expect(failureOf(helper).code).toBe('42501');
      }
    });
  },
  { hosted: true },
);
