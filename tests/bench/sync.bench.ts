// Issue 7, benchmark 3 — sync: 1,000 ops queued offline pushed and acknowledged (in Node,
// the app's replica over fake-indexeddb) against the embedded server on PGlite and on
// Postgres 15, the same for a gate's cash sales and payments with their receipts
// (sync-push-gate.ts), and the initial pull of a large organization into a fresh replica in
// Chromium from both engines.
// Each part serves its own engine: all of them write data.
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { postgresAvailable, startPostgresCluster, type PostgresCluster } from '../db/postgres-cluster.ts';
import { serveBenchData, startBenchAppInProcess } from './bench-app.ts';
import { descendantsCpuMs } from './figures.ts';
import { reportFigure } from './issue-summary.ts';
import type { Benchmark } from './run.ts';
import { initialPullBenchmark } from './sync-initial-pull.ts';
import { pushBenchmark } from './sync-push.ts';
import { gatePushBenchmark } from './sync-push-gate.ts';

/** Runs `work` against a fresh Postgres 15 cluster of its own (the benchmarks sell the same seats). */
async function onPostgres(work: (engine: Engine, cluster: PostgresCluster) => Promise<void>): Promise<void> {
  const cluster = await startPostgresCluster();
  try {
    await work(await openEngine({ databaseUrl: cluster.url }), cluster);
  } finally {
    cluster.stop();
  }
}

async function pushOnPostgres(): Promise<void> {
  const label = 'servidor embebido sobre Postgres, fsync=off';
  await onPostgres(async (engine) => pushBenchmark(await serveBenchData(engine), label));
  await onPostgres(async (engine) => gatePushBenchmark(await serveBenchData(engine), label));
}

/**
 * The first sync from the engine hosted Supabase runs: what the embedded server's PGlite (one
 * thread of WebAssembly, on the browser's cores) costs the row, beside the same pull from Postgres 15.
 */
async function initialPullOnPostgres(): Promise<void> {
  await onPostgres((engine, cluster) =>
    initialPullBenchmark({ label: 'Postgres 15, fsync=off', engine, cpuMs: () => descendantsCpuMs(cluster.postmasterPid()) }),
  );
}

function skipPostgres(): void {
  console.log('\nSincronización en Postgres 15: omitida (no hay binarios de Postgres 15)');
  reportFigure('push', 'Postgres 15: omitido, no está instalado', null);
  reportFigure('firstSync', 'Postgres 15: omitida, no está instalado', null);
}

const PGLITE_LABEL = 'servidor embebido sobre PGlite, en su propio proceso';

export const benchmark: Benchmark = {
  item: 3,
  run: async (context) => {
    // The server in a process of its own, as `npm start` runs beside the tablets (bench-app.ts).
    await pushBenchmark(await startBenchAppInProcess(), PGLITE_LABEL);
    await gatePushBenchmark(await startBenchAppInProcess(), PGLITE_LABEL);
    if (postgresAvailable()) await pushOnPostgres();
    // Its own server over the production build; the shared app is not started.
    context.build();
    await initialPullBenchmark({ label: 'PGlite', engine: await openEngine({}) });
    if (postgresAvailable()) await initialPullOnPostgres();
    else skipPostgres();
  },
};
