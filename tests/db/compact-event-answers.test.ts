// get_event_layout and get_event_seat_statuses_since (issue 17 point 1): the compact answers
// decoded by the app's own decoders give back exactly the seats table and the statuses of
// get_event_by_slug, for every stand shape; a poll that finds nothing new is a few bytes,
// and any change of status brings a new version with the change.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicEventOfLayout, serverSeatIdOf, type CompactSeatStatuses, type EventLayout } from '../../src/api/compact-event.ts';
import { seatIndexOf, seatsOfCompactStand, statusCodesReader, type CompactStand, type DerivedSeat } from '../../src/domain/compact-seats.ts';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { bookSeats } from './public-booking-calls.ts';
import { seatIdOf } from './seat-id.ts';

const ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';
const FESTIVAL_SLUG = 'festival-bambuco-2025';
const FESTIVAL_ID = 'a0000000-0000-4000-8000-000000001001';
const NORTE_ID = 'a0000000-0000-4000-8000-000000000101';
const PALCO_VIP_ID = 'a0000000-0000-4000-8000-000000000102';
const STAND_ID = 'cccccccc-0000-4000-8000-000000000001';
const STAND_SLUG = 'prueba-compacta';

interface StoredSeat {
  id: string;
  floor_number: number;
  row_letter: string;
  column_number: number;
  seat_number: string;
  seat_type: 'premium' | 'regular';
  price_multiplier: string;
  is_active: boolean;
}

/** What an organizer's database may hold that differs from the rule, by seat (index modulo the stand's size). */
interface SeatChanges {
  inactive: number[];
  multipliers: { seat: number; multiplier: number }[];
  types: number[];
  numbers: number[];
  ids: number[];
  deleted: number[];
}

interface StandShape {
  rows: number;
  columns: number;
  floors: number;
}

const seatPicks = (maxLength: number) => fc.array(fc.nat(), { maxLength });
const changesArbitrary: fc.Arbitrary<SeatChanges> = fc.record({
  inactive: seatPicks(30),
  // 1.5 and 1.0 are the rule's own multipliers for some seats: an exception only where they differ.
  multipliers: fc.array(fc.record({ seat: fc.nat(), multiplier: fc.constantFrom(0.5, 1, 1.25, 1.5, 2, 3.75, 99.99) }), { maxLength: 30 }),
  types: seatPicks(5),
  numbers: seatPicks(5),
  ids: seatPicks(3),
  deleted: seatPicks(3),
});
const shapeArbitrary: fc.Arbitrary<StandShape> = fc.record({
  rows: fc.integer({ min: 1, max: 50 }),
  columns: fc.integer({ min: 1, max: 50 }),
  floors: fc.integer({ min: 1, max: 5 }),
});
const NO_CHANGES: SeatChanges = { inactive: [], multipliers: [], types: [], numbers: [], ids: [], deleted: [] };

async function addStandOnSale(sql: Sql, { rows, columns, floors }: StandShape): Promise<void> {
  await sql.query(
    "insert into public.graderias (id, organization_id, name, rows, columns, floors, base_price) values ($1, $2, 'Compacta', $3, $4, $5, 20000)",
    [STAND_ID, ORGANIZATION_ID, rows, columns, floors],
  );
  const { rows: events } = await sql.query<{ id: string }>(
    "insert into public.events (organization_id, name, slug, event_date, end_date) values ($1, 'Prueba', $2, '2025-07-01', '2025-07-01') returning id",
    [ORGANIZATION_ID, STAND_SLUG],
  );
  await sql.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [
    events[0].id, STAND_ID, ORGANIZATION_ID,
  ]);
}

/** The stand's seats as positions 0..n-1 in plan order, so that changes can name them by number. */
async function seatIdsInPlanOrder(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `select id from public.seats where graderia_id = $1
     order by floor_number, char_length(row_letter), row_letter, column_number`,
    [STAND_ID],
  );
  return rows.map((row) => row.id);
}

async function applyChanges(sql: Sql, changes: SeatChanges): Promise<void> {
  const ids = await seatIdsInPlanOrder(sql);
  const pick = (seat: number) => ids[seat % ids.length];
  const update = (text: string, params: unknown[]) => sql.query(`update public.seats set ${text}`, params);
  for (const seat of changes.inactive) await update('is_active = false where id = $1', [pick(seat)]);
  for (const { seat, multiplier } of changes.multipliers) await update('price_multiplier = $2 where id = $1', [pick(seat), multiplier]);
  for (const seat of changes.types) {
    await update("seat_type = case seat_type when 'premium' then 'regular' else 'premium' end where id = $1", [pick(seat)]);
  }
  for (const seat of changes.numbers) await update("seat_number = seat_number || 'B' where id = $1", [pick(seat)]);
  for (const seat of changes.ids) await update('id = gen_random_uuid() where id = $1', [pick(seat)]);
  const deleted = new Set(changes.deleted.map(pick));
  if (deleted.size < ids.length) await sql.query('delete from public.seats where id = any ($1)', [[...deleted]]);
}

async function storedSeatsOf(sql: Sql, shape: StandShape): Promise<DerivedSeat[]> {
  const { rows } = await sql.query<StoredSeat>(
    `select id, floor_number, row_letter, column_number, seat_number, seat_type, price_multiplier::text, is_active
     from public.seats where graderia_id = $1`,
    [STAND_ID],
  );
  return rows
    .map((seat) => ({
      ...seat,
      index: seatIndexOf(shape, seat.floor_number, seat.row_letter, seat.column_number),
      price_multiplier: Number(seat.price_multiplier),
    }))
    .sort((a, b) => a.index - b.index);
}

async function layoutOf(sql: Sql, slug: string): Promise<EventLayout> {
  return (await sql.query<{ layout: EventLayout }>('select public.get_event_layout(event_slug => $1) as layout', [slug])).rows[0].layout;
}

async function eventBySlug(sql: Sql, slug: string): Promise<unknown> {
  return (await sql.query<{ event: unknown }>('select public.get_event_by_slug(event_slug => $1) as event', [slug])).rows[0].event;
}

async function statusesSince(sql: Sql, slug: string, knownVersion: string | null): Promise<CompactSeatStatuses> {
  const { rows } = await sql.query<{ statuses: CompactSeatStatuses }>(
    'select public.get_event_seat_statuses_since(event_slug => $1, known_version => $2) as statuses',
    [slug, knownVersion],
  );
  return rows[0].statuses;
}

/**
 * get_event_by_slug's shape: the decoded event without what only the compact answer carries,
 * each seat under the id the server knows it by (the page's id is its place).
 */
function withoutCompactFields(event: ReturnType<typeof publicEventOfLayout>): unknown {
  const { seat_statuses_version: _version, venues, ...rest } = event;
  return {
    ...rest,
    venues: venues.map(({ rows: _rows, columns: _columns, floors: _floors, seats, ...venue }) => ({
      ...venue,
      seats: seats.map((seat) => ({ ...seat, id: serverSeatIdOf(seat.id) })),
    })),
  };
}

/** A reservation of the demo organization in `status` for the festival, selling `seatIds`. */
async function sell(sql: Sql, status: string, seatIds: string[]): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, expires_at)
     values ($1, $2, 'Cliente', $3, 50000, now() + interval '1 day') returning id`,
    [ORGANIZATION_ID, FESTIVAL_ID, status],
  );
  for (const seatId of seatIds) {
    await sql.query(
      'insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price) values ($1, $2, $3, $4, 50000)',
      [ORGANIZATION_ID, rows[0].id, FESTIVAL_ID, seatId],
    );
  }
  return rows[0].id;
}

const norte = (row: string, column: number) => seatIdOf(NORTE_ID, 1, row, column);
/** Gradería Norte is 10 rows × 20 columns on one floor. */
const norteIndex = (row: string, column: number) => seatIndexOf({ rows: 10, columns: 20 }, 1, row, column);

function norteStatusOf(statuses: CompactSeatStatuses): (index: number) => string {
  const norteCodes = statuses.venues!.find((venue) => venue.id === NORTE_ID)!.statuses;
  return statusCodesReader(norteCodes);
}

describeEachEngine(
  'compact event answers',
  (engineUnderTest) => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open({ seed: true });
    });
    afterAll(() => engine?.close());

    describe('get_event_layout', () => {
      it('decodes into exactly the stored seats, and into get_event_by_slug’s answer, for stands of every shape', async () => {
        await fc.assert(
          fc.asyncProperty(shapeArbitrary, changesArbitrary, fc.array(fc.nat(), { maxLength: 6 }), async (shape, changes, sold) => {
            await inRolledBackTransaction(engine, async (sql) => {
              await addStandOnSale(sql, shape);
              await applyChanges(sql, changes);
              const ids = await seatIdsInPlanOrder(sql);
              const { rows } = await sql.query<{ id: string }>(
                `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount)
                 select $1, id, 'Cliente', 'paid', 0 from public.events where slug = $2 returning id`,
                [ORGANIZATION_ID, STAND_SLUG],
              );
              for (const seatId of new Set(sold.map((seat) => ids[seat % ids.length]))) {
                await sql.query(
                  `insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
                   select $1, $2, event_id, $3, 0 from public.reservations where id = $2`,
                  [ORGANIZATION_ID, rows[0].id, seatId],
                );
              }

              await becomeActor(sql, anonymous);
              const layout = await layoutOf(sql, STAND_SLUG);
              const oldAnswer = await eventBySlug(sql, STAND_SLUG);
              await becomeOwner(sql);

              const [venue] = layout.venues as CompactStand[];
              expect(seatsOfCompactStand(venue)).toEqual(await storedSeatsOf(sql, shape));
              expect(withoutCompactFields(publicEventOfLayout(layout))).toEqual(oldAnswer);
            });
          }),
          {
            numRuns: 12,
            examples: [
              [{ rows: 1, columns: 1, floors: 1 }, NO_CHANGES, []],
              [{ rows: 1, columns: 1, floors: 1 }, { ...NO_CHANGES, inactive: [0], multipliers: [{ seat: 0, multiplier: 2 }] }, [0]],
              [{ rows: 50, columns: 50, floors: 5 }, { ...NO_CHANGES, inactive: [0, 12_499], multipliers: [{ seat: 6_000, multiplier: 2.5 }] }, [1, 12_498]],
            ],
          },
        );
        // Fifteen stands of up to 12,500 seats built and read on PGlite: 26 s in one CI run on
        // the 2-core Xeon, past the suite's 30 s in another. The bound only stops a hang.
      }, 120_000);

      it('is a few kilobytes for the largest stand, where get_event_by_slug sends megabytes', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          await addStandOnSale(sql, { rows: 50, columns: 50, floors: 5 });
          await becomeActor(sql, anonymous);
          const compact = JSON.stringify(await layoutOf(sql, STAND_SLUG)).length;
          const full = JSON.stringify(await eventBySlug(sql, STAND_SLUG)).length;
          expect(compact).toBeLessThan(50_000);
          expect(full).toBeGreaterThan(100 * compact);
        });
      });

      it.each([
        ['an unknown event', 'no-existe', ''],
        ['a paused event', FESTIVAL_SLUG, 'update public.events set is_active = false'],
      ])('answers 404 for %s, as get_event_by_slug does', async (_title, slug, setup) => {
        await inRolledBackTransaction(engine, async (sql) => {
          if (setup) await sql.query(setup);
          await becomeActor(sql, anonymous);
          for (const call of ['select public.get_event_layout(event_slug => $1)', 'select public.get_event_seat_statuses_since(event_slug => $1)']) {
            expect(failureOf(await attempt(sql, call, [slug]))).toEqual({ code: 'PT404', detail: 'event_not_found', message: 'Evento no encontrado' });
          }
        });
      });

      it('leaves out a closed stand and sync’s bookkeeping column, as get_event_by_slug does', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          await sql.query('update public.graderias set is_active = false where id = $1', [PALCO_VIP_ID]);
          await becomeActor(sql, anonymous);
          const layout = await layoutOf(sql, FESTIVAL_SLUG);
          expect(layout).not.toHaveProperty('sync_xid');
          expect(layout.venues.map((venue) => venue.name)).toEqual(['Gradería Norte', 'Zona de Confort Sur']);
          expect(layout.seat_statuses.venues.map((venue) => venue.id)).toEqual(layout.venues.map((venue) => venue.id));
          expect(withoutCompactFields(publicEventOfLayout(layout))).toEqual(await eventBySlug(sql, FESTIVAL_SLUG));
        });
      });
    });

    describe('get_event_seat_statuses_since', () => {
      it('answers an unchanged poll with the version alone', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          await becomeActor(sql, anonymous);
          const { seat_statuses: first } = await layoutOf(sql, FESTIVAL_SLUG);
          const unchanged = await statusesSince(sql, FESTIVAL_SLUG, first.version);
          expect(unchanged).toEqual({ version: first.version });
          expect(JSON.stringify(unchanged).length).toBeLessThan(40);
          // Without a version, or with another one, the whole statuses.
          expect(await statusesSince(sql, FESTIVAL_SLUG, null)).toEqual(first);
          expect(await statusesSince(sql, FESTIVAL_SLUG, '0123456789abcdef')).toEqual(first);
        });
      });

      it('gives a booking a new version that carries it, and the same version to every poll after', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          await becomeActor(sql, anonymous);
          const before = await statusesSince(sql, FESTIVAL_SLUG, null);
          await bookSeats(sql, {
            event_slug: FESTIVAL_SLUG, seat_ids: [norte('C', 7)], customer_name: 'Ana', customer_phone: '3001234567',
            document_number: '1075234567', payment_method: 'cash',
          });
          const after = await statusesSince(sql, FESTIVAL_SLUG, before.version);
          expect(after.version).not.toBe(before.version);
          expect(norteStatusOf(before)(norteIndex('C', 7))).toBe('available');
          expect(norteStatusOf(after)(norteIndex('C', 7))).toBe('reserved');
          expect(await statusesSince(sql, FESTIVAL_SLUG, after.version)).toEqual({ version: after.version });
        });
      });

      it('changes the version for a payment, a block, a cancellation and a hold that ran out', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          const versionNow = async () => (await statusesSince(sql, FESTIVAL_SLUG, null)).version;
          const seen = [await versionNow()];
          const held = await sell(sql, 'pending', [norte('A', 1)]);
          seen.push(await versionNow());
          await sql.query("update public.reservations set status = 'paid' where id = $1", [held]);
          seen.push(await versionNow());
          const statusOf = norteStatusOf(await statusesSince(sql, FESTIVAL_SLUG, null));
          expect(statusOf(norteIndex('A', 1))).toBe('paid');
          await sql.query('update public.seats set is_active = false where id = $1', [norte('J', 20)]);
          seen.push(await versionNow());
          expect(norteStatusOf(await statusesSince(sql, FESTIVAL_SLUG, null))(norteIndex('J', 20))).toBe('blocked');
          await sql.query("update public.reservations set status = 'cancelled' where id = $1", [held]);
          seen.push(await versionNow());
          const overdue = await sell(sql, 'pending', [norte('B', 2)]);
          seen.push(await versionNow());
          await sql.query("update public.reservations set expires_at = now() - interval '1 minute' where id = $1", [overdue]);
          seen.push(await versionNow());
          expect(norteStatusOf(await statusesSince(sql, FESTIVAL_SLUG, null))(norteIndex('B', 2))).toBe('available');
          // Every change its own version; once B-2's hold ran out the statuses are those after
          // the cancellation again, and so is the version: it names the statuses, not a moment.
          expect(new Set(seen.slice(0, 6)).size).toBe(6);
          expect(seen[6]).toBe(seen[4]);
        });
      });

      it.each([['not hexadecimal', 'zzzzzzzzzzzzzzzz'], ['too short', 'abc'], ['SQL', "' or 1=1 --"], ['too long', 'a'.repeat(10_000)]])(
        'refuses a known version that is %s with a Spanish message',
        async (_title, knownVersion) => {
          await inRolledBackTransaction(engine, async (sql) => {
            await becomeActor(sql, anonymous);
            const failure = failureOf(
              await attempt(sql, 'select public.get_event_seat_statuses_since(event_slug => $1, known_version => $2)', [FESTIVAL_SLUG, knownVersion]),
            );
            expect(failure).toEqual({ code: 'P0001', detail: 'invalid_status_version', message: 'La versión de los estados no es válida' });
          });
        },
      );
    });

    describe('who may call what', () => {
      it('lets visitors and signed-in users call the two answers, and nobody outside the database call their parts', async () => {
        const { rows } = await engine.query<{ name: string; anon: boolean; authenticated: boolean }>(
          `select p.oid::regprocedure::text as name,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and p.proname in (
             'get_event_layout', 'get_event_seat_statuses_since', 'seat_index', 'public_event_stands',
             'compact_seat_statuses', 'compact_stand_layout', 'public_event_by_slug')
           order by 1`,
        );
        expect(rows).toEqual([
          { name: 'compact_seat_statuses(uuid,text)', anon: false, authenticated: false },
          { name: 'compact_stand_layout(graderias)', anon: false, authenticated: false },
          { name: 'get_event_layout(text)', anon: true, authenticated: true },
          { name: 'get_event_seat_statuses_since(text,text)', anon: true, authenticated: true },
          { name: 'public_event_by_slug(text)', anon: false, authenticated: false },
          { name: 'public_event_stands(uuid)', anon: false, authenticated: false },
          { name: 'seat_index(integer,integer,integer,text,integer)', anon: false, authenticated: false },
        ]);
      });

      it('refuses a visitor who calls a part directly to read another event’s statuses', async () => {
        await inRolledBackTransaction(engine, async (sql) => {
          await sql.query('update public.events set is_active = false where id = $1', [FESTIVAL_ID]);
          await becomeActor(sql, anonymous);
          const failure = failureOf(await attempt(sql, 'select public.compact_seat_statuses($1)', [FESTIVAL_ID]));
          expect(failure.code).toBe('42501');
        });
      });
    });
  },
  { hosted: true },
);
