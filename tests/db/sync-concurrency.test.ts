// Sync under real concurrency, so Postgres 15 only (PGlite runs one transaction at a time):
// a pull never skips a row that a slower transaction commits late, and devices selling
// overlapping seats at once sell each seat exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { becomeActor, openTransactionAs, user, type Actor } from './as-role.ts';
import { databaseUrlOf, enginesUnderTest } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { manualSale, op, pull, push, pushApplied, type OpResult } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);

/** A connection of its own, in a transaction of its own, acting as `actor`. */
async function openConnection(url: string, actor: Actor): Promise<Sql & { commit(): Promise<void> }> {
  const { client, sql } = await openTransactionAs(url, actor);
  return {
    ...sql,
    commit: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

for (const engineUnderTest of enginesUnderTest().filter((candidate) => candidate.name === 'postgres15')) {
  describe('Sync under concurrency [postgres15]', () => {
    let engine: Engine;
    let url: string;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      url = databaseUrlOf(engine);
      await createTwoOrganizations(engine);
    });
    afterAll(() => engine?.close());

    const committed = <T>(actor: Actor, work: (sql: Sql) => Promise<T>) =>
      engine.transaction(async (sql) => {
        await becomeActor(sql, actor);
        return work(sql);
      });

    it('delivers a row committed late by a slower transaction in the next pull', async () => {
      const { cursor: start } = await committed(organizer, (sql) => pull(sql));

      // A slow device's push starts first and writes the venue, but has not committed yet…
      const slow = await openConnection(url, organizer);
      await pushApplied(slow, op('graderias-update', { id: organizationA.graderiaId, name: 'Escrita primero' }));
      // …while a fast device's push changes the event and commits.
      const fast = await openConnection(url, organizer);
      await pushApplied(fast, op('events-update', { id: organizationA.eventId, name: 'Escrito después' }));
      await fast.commit();

      const first = await committed(organizer, (sql) => pull(sql, start));
      expect(first.rows.events).toEqual([expect.objectContaining({ name: 'Escrito después' })]);
      expect(first.rows.graderias).toEqual([]);

      await slow.commit();
      const { rows: [{ venue_written_before_event: venueWrittenFirst }] } = await engine.query<{ venue_written_before_event: boolean }>(
        'select (select updated_at from public.graderias where id = $1) < (select updated_at from public.events where id = $2) as venue_written_before_event',
        [organizationA.graderiaId, organizationA.eventId],
      );
      // The venue's row carries the earlier timestamp (and would carry the earlier sequence
      // number): a cursor of "changed after the newest row already seen", as the first pull
      // saw the event, would skip it for ever. The transaction-id cursor still returns it.
      expect(venueWrittenFirst).toBe(true);
      const second = await committed(organizer, (sql) => pull(sql, first.cursor));
      expect(second.rows.graderias).toEqual([expect.objectContaining({ id: organizationA.graderiaId, name: 'Escrita primero' })]);
    });

    describe('50 devices selling overlapping seats at once', () => {
      const venueId = randomUUID();
      const eventId = randomUUID();
      const seatOf = (column: number, row = 'A') => seatIdOf(venueId, 1, row, column);

      beforeAll(async () => {
        await committed(organizer, (sql) =>
          push(sql, [
            op('graderias-create', { id: venueId, name: 'Gradería Concurrida', rows: 2, columns: 50, floors: 1, base_price: 10000 }),
            op('events-create', { id: eventId, name: 'Noche concurrida', event_date: '2026-07-20', graderia_ids: [venueId] }),
          ]),
        );
      });

      /** Each device pushes one cash sale of the given seats, all in flight together. */
      async function sellAtOnce(seatsOfDevice: (device: number) => string[]): Promise<OpResult[]> {
        const devices = await Promise.all(
          Array.from({ length: 50 }, (_, device) => openConnection(url, device % 2 === 0 ? staff : organizer)),
        );
        return Promise.all(
          devices.map(async (sql, device) => {
            const sale = manualSale(organizationA, { event_id: eventId, seat_ids: seatsOfDevice(device) });
            const [result] = await push(sql, [op('reservations-create-manual', sale)], randomUUID());
            await sql.commit();
            return result;
          }),
        );
      }

      const soldSeats = async () =>
        (await engine.query<{ seat_id: string; sales: number }>(
          'select seat_id, count(*)::int as sales from public.reservation_seats where event_id = $1 and active group by seat_id',
          [eventId],
        )).rows;
      const reservationsWithoutTheirSeats = async () =>
        (await engine.query(
          `select reservation.id from public.reservations as reservation
           where reservation.event_id = $1 and reservation.status <> 'cancelled'
             and (select count(*) from public.reservation_seats as sale where sale.reservation_id = reservation.id) <> 2`,
          [eventId],
        )).rows;
      const cancelAll = () =>
        engine.query("update public.reservations set status = 'cancelled' where event_id = $1 and status <> 'cancelled'", [eventId]);

      it('sells the seat every device wants exactly once, and none of the losers’ other seats', async () => {
        const contested = seatOf(1);
        const results = await sellAtOnce((device) => [contested, seatOf(device + 1, 'B')]);
        const applied = results.filter((result) => result.status === 'applied');
        const rejected = results.filter((result) => result.status === 'rejected');
        expect(applied).toHaveLength(1);
        expect(rejected).toHaveLength(49);
        for (const rejection of rejected) {
          expect(rejection).toMatchObject({
            code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1', unavailable_seat_ids: [contested],
          });
        }
        const sold = await soldSeats();
        expect(sold).toHaveLength(2);
        expect(sold.every((seat) => seat.sales === 1)).toBe(true);
        expect(await reservationsWithoutTheirSeats()).toEqual([]);
        await cancelAll();
      });

      it('sells a chain of overlapping pairs without deadlocks or partial sales', async () => {
        // Device d wants seats A-(d+1) and A-(d+2) (wrapping at 50): each overlaps two others.
        const results = await sellAtOnce((device) => [seatOf((device % 50) + 1), seatOf(((device + 1) % 50) + 1)]);
        const applied = results.filter((result) => result.status === 'applied');
        expect(results.filter((result) => result.status === 'rejected').every((result) => result.status === 'rejected' && result.code === 'seats_unavailable')).toBe(true);
        expect(applied.length).toBeGreaterThan(0);
        const sold = await soldSeats();
        expect(sold).toHaveLength(applied.length * 2);
        expect(sold.every((seat) => seat.sales === 1)).toBe(true);
        expect(await reservationsWithoutTheirSeats()).toEqual([]);
        await cancelAll();
      });
    });
  });
}
