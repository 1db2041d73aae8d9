// Why a booking's server CPU grows with the clients while a TPC-B transaction's does not:
// what the busy backends wait on (pg_stat_activity, sampled during a run) and how many
// relation locks one call takes. Postgres 15 gives each backend 16 fast-path slots for
// weak relation locks; every lock beyond them goes through the shared lock table, whose
// partition locks (LWLock:LockManager) the concurrent backends then queue on.
import pg from 'pg';
import { ACT_AS_CALLER_SQL } from '../../supabase/local/request-auth.ts';

/** Postgres 15's FP_LOCK_SLOTS_PER_BACKEND. */
export const FAST_PATH_SLOTS = 16;

export interface WaitShares {
  /** 'CPU' for a backend running, else `type:event`, with its share of the samples, most first. */
  shares: [string, number][];
}

const SAMPLE_EVERY_MS = 5;

/**
 * Samples the active client backends of the database until the returned function is called,
 * which gives each wait's share (a backend seen running counts as 'CPU').
 */
export async function sampleWaits(databaseUrl: string): Promise<() => Promise<WaitShares>> {
  const sampler = new pg.Client({ connectionString: databaseUrl });
  await sampler.connect();
  const counts = new Map<string, number>();
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { rows } = await sampler.query<{ wait: string; backends: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as backends
         from pg_stat_activity
         where backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid() and datname = current_database()
         group by 1`,
      );
      for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + row.backends);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return async () => {
    sampling = false;
    await loop;
    await sampler.end();
    const samples = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const shares = [...counts.entries()].map(([wait, count]): [string, number] => [wait, count / samples]).sort((a, b) => b[1] - a[1]);
    return { shares };
  };
}

export function describeWaits({ shares }: WaitShares, top = 4): string {
  return shares
    .slice(0, top)
    .map(([wait, share]) => `${wait} ${Math.round(share * 100)} %`)
    .join(', ');
}

export interface RelationLocks {
  /** (table or index, mode) pairs held. */
  total: number;
  /** Tables and indexes locked. */
  relations: number;
  /** Of them, those in the backend's fast-path slots (one slot holds every mode of one relation). */
  fastPathRelations: number;
}

/**
 * Runs `statements` in one transaction on a connection of its own (after acting as `caller`,
 * when given, as PostgREST does), counts the relation locks it then holds, and rolls back.
 * Counted on the seventh run of a session, as a pooled connection runs them: a plpgsql
 * function plans its statements for each of its first five calls, and planning locks every
 * index of a table; from the sixth on, a statement whose generic plan is as cheap stops
 * being planned. Those still planned on each call (their custom plan is cheaper) keep
 * locking every index.
 */
export async function relationLocksOf(
  databaseUrl: string,
  statements: { text: string; params?: unknown[] }[],
  caller?: [string, string],
): Promise<RelationLocks> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let locks: RelationLocks | undefined;
    for (let run = 1; run <= 7; run += 1) {
      await client.query('begin');
      if (caller) await client.query(ACT_AS_CALLER_SQL, caller);
      for (const statement of statements) await client.query(statement.text, statement.params);
      const { rows } = await client.query<RelationLocks>(
        `select count(*)::int as total, count(distinct relation)::int as relations,
                (count(distinct relation) filter (where fastpath))::int as "fastPathRelations"
         from pg_locks where pid = pg_backend_pid() and locktype = 'relation' and relation <> 'pg_locks'::regclass`,
      );
      locks = rows[0];
      await client.query('rollback');
    }
    return locks!;
  } finally {
    await client.end();
  }
}

export function describeLocks({ total, relations, fastPathRelations }: RelationLocks): string {
  const locked = `${relations} tablas e índices bloqueados (${total} bloqueos contando cada modo)`;
  if (fastPathRelations === relations) return `${locked}, todos por la vía rápida (${FAST_PATH_SLOTS} casillas por proceso)`;
  return `${locked}, ${fastPathRelations} por la vía rápida (${FAST_PATH_SLOTS} casillas por proceso) y ${relations - fastPathRelations} por la tabla de bloqueos compartida`;
}
