// PGlite runs Postgres as one process, without the autovacuum launcher that keeps a server's
// statistics and frees its dead rows. Left alone, a table that was empty when a plan was made
// stays empty to the planner for the life of the process: the foreign-key checks of a sale,
// planned on a new installation's first booking, then read every reservation of the
// organization on each booking (30,136 rows and 8.7 ms a booking at 10,000 reservations; 3 rows
// and 5.2 ms once analyzed). This does autovacuum's job on the embedded server, with Postgres's
// default thresholds, one table at a time through the engine's queue so that a cashier's call
// waits for at most one of them.
import type { Sql } from './engine.ts';

/**
 * The tables are looked at right after a call that may have changed them, then at most once
 * in this time while calls keep coming (and never while the engine is idle). Postgres's
 * autovacuum_naptime is a minute, shared by every database of a server; here a look costs
 * about 2 ms, and a plan made on stale statistics costs every sale after it: a tablet's first
 * sync of 700 offline sales read 313,000 reservation rows, each sale's foreign-key checks
 * reading every reservation pushed before it (78,500 once analyzed between its calls).
 */
const AUTOVACUUM_NAPTIME_MS = 500;

export interface DueTable {
  name: string;
  vacuum: boolean;
}

// autovacuum_analyze_threshold 50 + scale factor 0.1; autovacuum_vacuum_threshold 50 + 0.2 of
// the rows dead, or autovacuum_vacuum_insert_threshold 1,000 + 0.2 of them inserted (which
// keeps the visibility map, and so index-only scans, current on tables only ever added to).
// Unlike autovacuum, a table with rows that was never analyzed (reltuples −1) is due as well:
// the counters start at zero in a database loaded from a snapshot or restarted after a crash,
// while its rows do not. An empty one is not: analyzed empty, it would be planned as empty
// (sequential scans, any index) until 50 rows had come, where never analyzed it is assumed to
// hold a few pages.
const DUE_TABLES_SQL = `
  with activity as (
    select format('%I.%I', stats.schemaname, stats.relname) as name,
           table_class.reltuples < 0 and pg_relation_size(stats.relid) > 0 as never_analyzed_with_rows,
           greatest(table_class.reltuples, 0) as estimate,
           stats.n_mod_since_analyze, stats.n_dead_tup, stats.n_ins_since_vacuum
    from pg_stat_user_tables as stats
    join pg_class as table_class on table_class.oid = stats.relid
  ), thresholds as (
    select name, never_analyzed_with_rows or n_mod_since_analyze > 50 + 0.1 * estimate as analyze_due,
           n_dead_tup > 50 + 0.2 * estimate or n_ins_since_vacuum > 1000 + 0.2 * estimate as vacuum_due
    from activity
  )
  select name, vacuum_due as vacuum from thresholds where analyze_due or vacuum_due order by name`;

const UNDEFINED_TABLE = '42P01';

/** Runs one piece of work when the engine is free, behind the staff calls waiting. */
export type RunWhenFree = <T>(work: () => Promise<T>) => Promise<T>;

/** The tables that have changed enough since they were last analyzed or vacuumed. */
export async function dueTables(sql: Sql): Promise<DueTable[]> {
  // This backend's counts reach pg_stat_user_tables at most once a second unless flushed.
  await sql.query('select pg_stat_force_next_flush()');
  return (await sql.query<DueTable>(DUE_TABLES_SQL)).rows;
}

/** One pass: each due table analyzed, and vacuumed as well when its dead or new rows call for it. */
export async function maintainDueTables(sql: Sql, runWhenFree: RunWhenFree, stopped = () => false): Promise<void> {
  for (const table of await runWhenFree(() => dueTables(sql))) {
    if (stopped()) return;
    await runWhenFree(() => sql.exec(`${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`)).catch((error: unknown) => {
      // Dropped since it was listed (a migration ran in between): nothing left to maintain.
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
    });
  }
}

export interface Autovacuum {
  /** A call that may have changed the tables has finished. */
  noteActivity(): void;
  /** Stops looking; resolves once a pass under way has finished. */
  stop(): Promise<void>;
}

export function startAutovacuum(sql: Sql, runWhenFree: RunWhenFree, naptimeMs = AUTOVACUUM_NAPTIME_MS): Autovacuum {
  let stopped = false;
  let changed = false;
  // The first look too waits a naptime from the start (a test can put it out of reach).
  let lastLook = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  const look = () => {
    timer = undefined;
    changed = false;
    lastLook = Date.now();
    pass = maintainDueTables(sql, runWhenFree, () => stopped)
      // A failed pass is tried again after the next call; sales go on.
      .catch((error: unknown) => console.warn(`Mantenimiento de tablas omitido: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        pass = undefined;
        if (changed) noteActivity();
      });
  };
  const noteActivity = () => {
    changed = true;
    if (stopped || timer || pass) return;
    timer = setTimeout(look, Math.max(0, lastLook + naptimeMs - Date.now()));
    // The timer alone does not keep a process (a test, a script) alive.
    timer.unref();
  };
  return {
    noteActivity,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
