// Starts Postgres 15 once for the database suite when it is installed: a plain cluster
// (our local bootstrap) and one shaped like hosted Supabase (Supabase's own init scripts).
// REQUIRE_POSTGRES=1 (set by .ci/run) turns "not installed" into a failure instead of a skip.
import type { TestProject } from 'vitest/node';
import { hostedClusterAvailable, startHostedCluster } from './hosted-cluster.ts';
import { postgresAvailable, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    hostedUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (!postgresAvailable()) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error('REQUIRE_POSTGRES=1 pero Postgres 15 no está instalado (PG_BIN o /usr/lib/postgresql/15/bin).');
    }
    console.warn('Postgres 15 no está instalado: las pruebas de base de datos corren solo en PGlite.');
    project.provide('postgresUrl', null);
    project.provide('hostedUrl', null);
    return;
  }
  if (!hostedClusterAvailable() && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error('REQUIRE_POSTGRES=1 pero falta ../shared/supabase-postgres/init-hosted-like.sh (o SUPABASE_POSTGRES_DIR).');
  }
  const cluster = await startPostgresCluster();
  console.log(`Postgres para pruebas: ${cluster.version}`);
  project.provide('postgresUrl', cluster.url);
  const hosted = hostedClusterAvailable() ? await startHostedCluster() : null;
  project.provide('hostedUrl', hosted?.url ?? null);
  return () => {
    cluster.stop();
    hosted?.stop();
  };
}
