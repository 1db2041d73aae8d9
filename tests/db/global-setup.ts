// Starts Postgres 15 for a database suite when it is installed: plain servers (our local
// bootstrap) and servers shaped like hosted Supabase (Supabase's own init scripts), one of each
// for every worker of the project, with the migrations applied once into template databases.
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
  const workers = Number(project.config.maxWorkers) || 1;
  const stops: (() => void)[] = [];
  const stopAll = () => stops.forEach((stop) => stop());
  try {
    const postgresUrls: string[] = [];
    const hostedUrls: string[] = [];
    for (let worker = 0; worker < workers; worker++) {
      const cluster = await startPostgresCluster();
      stops.push(cluster.stop);
      if (worker === 0) console.log(`Postgres para pruebas: ${cluster.version}, ${workers === 1 ? 'un servidor' : `${workers} servidores`} de cada tipo`);
      await buildMigratedTemplates(cluster.url, { bootstrap: true });
      postgresUrls.push(cluster.url);
      if (!hostedClusterAvailable()) continue;
      const hosted = await startHostedCluster();
      stops.push(hosted.stop);
      await buildMigratedTemplates(hosted.url, { base: HOSTED_TEMPLATE_DATABASE, bootstrap: false });
      hostedUrls.push(hosted.url);
    }
    project.provide('postgresUrls', postgresUrls);
    project.provide('hostedUrls', hostedUrls);
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}
