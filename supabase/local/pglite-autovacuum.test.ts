import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEngine, type Engine, type Sql } from './engine.ts';
import { openFreshMigratedPglite } from './fresh-migrated-pglite.ts';
import { dueTables, maintainDueTables, startAutovacuum } from './pglite-autovacuum.ts';

const NEVER = 24 * 60 * 60 * 1000;
const runNow = <T>(work: () => Promise<T>) => work();

let engine: Engine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

/** The activity counters reach pg_stat_user_tables at most once a second. */
async function flushActivity(sql: Sql): Promise<void> {
  await sql.query('select pg_stat_force_next_flush()');
  await sql.query('select pg_stat_clear_snapshot()');
}

async function statsOf(sql: Sql, table: string) {
  const { rows } = await sql.query<{ analyzed: boolean; n_dead_tup: number; reltuples: number }>(
    `select stats.last_analyze is not null as analyzed, stats.n_dead_tup::int, table_class.reltuples::int
     from pg_stat_user_tables as stats join pg_class as table_class on table_class.oid = stats.relid
     where stats.relname = $1`,
    [table],
  );
  return rows[0];
}

describe('the embedded server keeps its tables analyzed and vacuumed, as autovacuum would', () => {
  it('finds due the tables with rows never analyzed, changed by more than 50 rows and a tenth, or with dead rows; a pass leaves none due', async () => {
    engine = await openEngine({ autovacuumNaptimeMs: NEVER });
    // Each its own transaction: a script's statements would share one, the analysis included.
    for (const statement of [
      'create table public.quiet (id int primary key)',
      'create table public.busy (id int primary key)',
      'create table public.churned (id int primary key)',
      'insert into public.quiet select generate_series(1, 100)',
      'insert into public.busy select generate_series(1, 100)',
      'insert into public.churned select generate_series(1, 100)',
      'analyze public.quiet, public.busy, public.churned',
      'insert into public.quiet select generate_series(101, 150)',
      'insert into public.busy select generate_series(101, 161)',
      'delete from public.churned where id <= 71',
      'create table public.empty (id int primary key)',
      'create table public.small (id int primary key)',
      'insert into public.small select generate_series(1, 30)',
    ]) {
      // The counts reach the shared statistics at most once a second: flushed before the
      // analysis, the first 100 rows are not counted as changes made after it.
      await flushActivity(engine);
      await engine.query(statement);
    }
    await flushActivity(engine);

    const due = (await dueTables(engine)).filter((table) => table.name.startsWith('public.'));
    // quiet: 50 changes, not more than 50 + 10 % of 100; busy: 61; churned: 71 dead > 50 + 20 %;
    // small: never analyzed and holding rows, though fewer than 50; empty: nothing to learn.
    expect(due).toEqual([
      { name: 'public.busy', vacuum: false },
      { name: 'public.churned', vacuum: true },
      { name: 'public.small', vacuum: false },
    ]);

    await maintainDueTables(engine, runNow);
    await flushActivity(engine);
    expect(await dueTables(engine)).toEqual([]);
    expect(await statsOf(engine, 'busy')).toMatchObject({ analyzed: true, reltuples: 161 });
    expect(await statsOf(engine, 'churned')).toMatchObject({ analyzed: true, n_dead_tup: 0, reltuples: 29 });
    expect(await statsOf(engine, 'quiet')).toMatchObject({ reltuples: 100 });
  });

  it('looks right after a call, then at most once a naptime while calls keep coming, and not at all while idle', async () => {
    vi.useFakeTimers();
    try {
      let looks = 0;
      const sql: Sql = {
        query: async <Row,>(text: string) => {
          if (text.includes('pg_stat_user_tables')) looks += 1;
          return { rows: [] as Row[] };
        },
        exec: async () => {},
      };
      const autovacuum = startAutovacuum(sql, runNow, 500);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(looks).toBe(0);

      autovacuum.noteActivity();
      await vi.advanceTimersByTimeAsync(0);
      expect(looks).toBe(1);
      for (let call = 0; call < 4; call++) {
        await vi.advanceTimersByTimeAsync(100);
        autovacuum.noteActivity();
      }
      await vi.advanceTimersByTimeAsync(99);
      expect(looks).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(looks).toBe(2);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(looks).toBe(2);

      await autovacuum.stop();
      autovacuum.noteActivity();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(looks).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs by itself on a PGlite engine after the calls that change the tables', async () => {
    engine = await openEngine({ autovacuumNaptimeMs: 50 });
    await engine.exec('create table public.sales (id int primary key); insert into public.sales select generate_series(1, 500);');
    await vi.waitFor(async () => expect(await statsOf(engine!, 'sales')).toMatchObject({ analyzed: true, reltuples: 500 }), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it("lets a sale's foreign-key checks find its reservation by key, not by reading every reservation of the organization", async () => {
    engine = await openFreshMigratedPglite({ seed: true });
    const organizationId = 'a0000000-0000-4000-8000-000000000010';
    const eventId = 'a0000000-0000-4000-8000-000000001001';
    const addReservations = (count: number) =>
      engine!.query<{ id: string }>(
        `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, expires_at)
         select $1, $2, 'Cliente ' || n, 'pending', 50000, now() + interval '15 minutes' from generate_series(1, $3::int) as n returning id`,
        [organizationId, eventId, count],
      );
    const reservationRowsRead = async () => {
      await flushActivity(engine!);
      const { rows } = await engine!.query<{ read: number }>(
        "select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as read from pg_stat_user_tables where relname = 'reservations'",
      );
      return rows[0].read;
    };
    /** Rows of reservations read by the insert of one payment: its foreign-key check. */
    const reservationRowsReadByAPayment = async (reservationId: string) => {
      const before = await reservationRowsRead();
      await engine!.query(
        `insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
         values ($1, $2, 50000, 'pending', 'cash')`,
        [organizationId, reservationId],
      );
      return (await reservationRowsRead()) - before;
    };

    // The first payment is checked while the table is nearly empty: the plan kept for the
    // session is made then, as on a gate laptop's first sale of the day.
    const [first] = (await addReservations(1)).rows;
    await reservationRowsReadByAPayment(first.id);
    const added = (await addReservations(400)).rows;
    await flushActivity(engine);

    await maintainDueTables(engine, runNow);

    expect(await reservationRowsReadByAPayment(added[399].id)).toBeLessThan(5);
  });
});
