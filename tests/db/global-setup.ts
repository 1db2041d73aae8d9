// Starts Postgres 15 for the database suites when it is installed: plain servers (our local
// bootstrap) and servers shaped like hosted Supabase (Supabase's own init scripts), one of each
// for every worker, with the migrations applied once into template databases.
// A server per worker because sync_pull's cursor is the server's oldest running transaction
// (pg_snapshot_xmin): another file's open transaction on the same server would make a pull send
// a row again (at least once, as designed) and the tests that check 'once' would fail.
// REQUIRE_POSTGRES=1 (set by .ci/run) turns "not installed" into a failure instead of a skip.
import type { TestProject } from 'vitest/node';
import { HOSTED_TEMPLATE_DATABASE, hostedClusterAvailable, startHostedCluster } from './hosted-cluster.ts';
import { buildMigratedTemplates } from './migrated-templates.ts';
import { postgresAvailable, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Worker n (VITEST_POOL_ID) uses the n-th; empty when Postgres 15 is not installed. */
    postgresUrls: string[];
    hostedUrls: string[];
  }
}

interface Servers {
  postgresUrls: string[];
  hostedUrls: string[];
  stops: (() => void)[];
}

/**
 * The database, reliability and security projects each run this setup, in Vitest's one
 * process, and their files share one pool of workers: the first setup starts the servers and
 * the others reuse them; the last teardown stops them.
 */
const shared = globalThis as { taquillaTestServers?: { servers: Promise<Servers>; users: number } };

export default async function setup(project: TestProject) {
  if (!postgresAvailable()) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error('REQUIRE_POSTGRES=1 pero Postgres 15 no está instalado (PG_BIN o /usr/lib/postgresql/15/bin).');
    }
    console.warn('Postgres 15 no está instalado: las pruebas de base de datos corren solo en PGlite.');
    project.provide('postgresUrls', []);
    project.provide('hostedUrls', []);
    return;
  }
  if (!hostedClusterAvailable() && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error('REQUIRE_POSTGRES=1 pero falta ../shared/supabase-postgres/init-hosted-like.sh (o SUPABASE_POSTGRES_DIR).');
  }
  const workers = Math.max(...project.vitest.projects.map((each) => Number(each.config.maxWorkers) || 1));
  shared.taquillaTestServers ??= { servers: startServers(workers), users: 0 };
  const entry = shared.taquillaTestServers;
  entry.users += 1;
  const { postgresUrls, hostedUrls, stops } = await entry.servers;
  project.provide('postgresUrls', postgresUrls);
  project.provide('hostedUrls', hostedUrls);
  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    stops.forEach((stop) => stop());
    delete shared.taquillaTestServers;
  };
}

/** Every server at once: their start is mostly waiting on initdb, fsync and Supabase's scripts. */
async function startServers(workers: number): Promise<Servers> {
  const stops: (() => void)[] = [];
  const startPlain = async () => {
    const cluster = await startPostgresCluster();
    stops.push(cluster.stop);
    await buildMigratedTemplates(cluster.url, { bootstrap: true });
    return cluster;
  };
  const startHosted = async () => {
    const hosted = await startHostedCluster();
    stops.push(hosted.stop);
    await buildMigratedTemplates(hosted.url, { base: HOSTED_TEMPLATE_DATABASE, bootstrap: false });
    return hosted.url;
  };
  const each = <T>(start: () => Promise<T>) => Promise.allSettled(Array.from({ length: workers }, start));
  const [plain, hosted] = await Promise.all([each(startPlain), hostedClusterAvailable() ? each(startHosted) : []]);
  // Every start has settled, so nothing started is left running when one of them failed.
  const failed = [...plain, ...hosted].find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    stops.forEach((stop) => stop());
    throw failed.reason;
  }
  const values = <T>(results: PromiseSettledResult<T>[]) => results.map((result) => (result as PromiseFulfilledResult<T>).value);
  const clusters = values(plain);
  console.log(`Postgres para pruebas: ${clusters[0].version}, ${workers === 1 ? 'un servidor' : `${workers} servidores`} de cada tipo`);
  return { postgresUrls: clusters.map((cluster) => cluster.url), hostedUrls: values(hosted), stops };
}
