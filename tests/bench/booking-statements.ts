// Which statements inside book_seats take its time, from pg_stat_statements (shipped with
// Debian's Postgres 15; loaded at the benchmark's server start, nested statements tracked).
// Taken at 1 client, where a statement's time is its own work and not a wait for a core.
import type { Engine } from '../../supabase/local/engine.ts';
import { printGrid } from './figures.ts';

export const STATEMENT_PROFILE_SETTINGS = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'all',
};

interface StatementRow {
  calls: number;
  total_ms: number;
  query: string;
}

export interface StatementProfile {
  /** book_seats as called, per call. */
  callMs: number;
  calls: number;
  statements: StatementRow[];
}

/** Clears the counters; false (and nothing else) when the extension is not available. */
export async function resetStatementProfile(engine: Engine): Promise<boolean> {
  try {
    await engine.query('create extension if not exists pg_stat_statements');
    await engine.query('select pg_stat_statements_reset()');
    return true;
  } catch {
    return false;
  }
}

export async function statementProfile(engine: Engine): Promise<StatementProfile | null> {
  try {
    const { rows } = await engine.query<StatementRow & { toplevel: boolean }>(
      `select calls::int, total_exec_time as total_ms, toplevel, regexp_replace(query, '\\s+', ' ', 'g') as query
       from pg_stat_statements order by total_exec_time desc limit 40`,
    );
    const top = rows.find((row) => row.toplevel && row.query.includes('book_seats'));
    if (!top) return null;
    return {
      callMs: top.total_ms / top.calls,
      calls: top.calls,
      statements: rows.filter((row) => !row.toplevel).slice(0, 14),
    };
  } catch {
    return null;
  }
}

export function printStatementProfile(profile: StatementProfile | null): void {
  if (!profile) {
    console.log('\n(pg_stat_statements no está disponible: sin reparto por sentencia)');
    return;
  }
  const perCall = (row: StatementRow) => row.total_ms / profile.calls;
  printGrid(
    `Sentencias dentro de book_seats, 1 cliente, aleatoria (pg_stat_statements): book_seats ${profile.callMs.toFixed(2)} ms por llamada en el servidor`,
    {
      header: ['ms por reserva', '% de book_seats', 'Llamadas/reserva', 'Sentencia (anidadas se solapan: una función incluye las suyas)'],
      rows: profile.statements.map((row) => [
        perCall(row).toFixed(3),
        `${Math.round((perCall(row) / profile.callMs) * 100)} %`,
        (row.calls / profile.calls).toFixed(1),
        row.query.slice(0, 110),
      ]),
    },
  );
}
