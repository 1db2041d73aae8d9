// Issue 7, benchmark 3 — sync: 1,000 ops queued offline pushed and acknowledged (in Node,
// the app's replica over fake-indexeddb) against the embedded server on PGlite and on
// Postgres 15, and the initial pull of a large organization into a fresh replica in
// Chromium. Each part serves its own engine: all of them write data.
import { openEngine } from '../../supabase/local/engine.ts';
import { postgresAvailable, startPostgresCluster } from '../db/postgres-cluster.ts';
import { reportFigure } from './issue-summary.ts';
import type { Benchmark } from './run.ts';
import { initialPullBenchmark } from './sync-initial-pull.ts';
import { pushBenchmark } from './sync-push.ts';

async function pushOnPostgres(): Promise<void> {
  if (!postgresAvailable()) {
    console.log('\nSincronización, envío en Postgres 15: omitido (no hay binarios de Postgres 15)');
    reportFigure('push', 'Postgres 15: omitido, no está instalado', null);
    return;
  }
  const cluster = await startPostgresCluster();
  try {
    await pushBenchmark(await openEngine({ databaseUrl: cluster.url }), 'servidor embebido sobre Postgres, fsync=off');
  } finally {
    cluster.stop();
  }
}

export const benchmark: Benchmark = {
  item: 3,
  run: async (context) => {
    await pushBenchmark(await openEngine({}), 'servidor embebido sobre PGlite');
    await pushOnPostgres();
    // Its own server over the production build; the shared app is not started.
    context.build();
    await initialPullBenchmark();
  },
};
