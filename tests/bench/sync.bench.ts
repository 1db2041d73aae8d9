// Issue 7, benchmark 3 — sync: 1,000 ops queued offline pushed and acknowledged (in Node,
// the app's replica over fake-indexeddb) against the embedded server on PGlite and on
// Postgres 15, the same for a gate's cash sales and payments with their receipts
// (sync-push-gate.ts), and the initial pull of a large organization into a fresh replica in Chromium.
// Each part serves its own engine: all of them write data.
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { postgresAvailable, startPostgresCluster } from '../db/postgres-cluster.ts';
import { serveBenchData, startBenchAppInProcess } from './bench-app.ts';
import { reportFigure } from './issue-summary.ts';
import type { Benchmark } from './run.ts';
import { initialPullBenchmark } from './sync-initial-pull.ts';
import { pushBenchmark } from './sync-push.ts';
import { gatePushBenchmark } from './sync-push-gate.ts';

/** Runs `push` against a fresh Postgres 15 cluster of its own (both benchmarks sell the same seats). */
async function onPostgres(push: (engine: Engine) => Promise<void>): Promise<void> {
  const cluster = await startPostgresCluster();
  try {
    await push(await openEngine({ databaseUrl: cluster.url }));
  } finally {
    cluster.stop();
  }
}

async function pushOnPostgres(): Promise<void> {
  if (!postgresAvailable()) {
    console.log('\nSincronización, envío en Postgres 15: omitido (no hay binarios de Postgres 15)');
    reportFigure('push', 'Postgres 15: omitido, no está instalado', null);
    return;
  }
  const label = 'servidor embebido sobre Postgres, fsync=off';
  await onPostgres(async (engine) => pushBenchmark(await serveBenchData(engine), label));
  await onPostgres(async (engine) => gatePushBenchmark(await serveBenchData(engine), label));
}

const PGLITE_LABEL = 'servidor embebido sobre PGlite, en su propio proceso';

export const benchmark: Benchmark = {
  item: 3,
  run: async (context) => {
    // The server in a process of its own, as `npm start` runs beside the tablets (bench-app.ts).
    await pushBenchmark(await startBenchAppInProcess(), PGLITE_LABEL);
    await gatePushBenchmark(await startBenchAppInProcess(), PGLITE_LABEL);
    await pushOnPostgres();
    // Its own server over the production build; the shared app is not started.
    context.build();
    await initialPullBenchmark();
  },
};
