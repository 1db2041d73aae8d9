// Runs one database suite on every engine: PGlite always, Postgres 15 when the global setup
// started it, and — for suites about who may do what — Postgres 15 shaped like hosted
// Supabase. Each `open()` gives a fresh, migrated database.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { openFreshMigratedPglite } from '../../supabase/local/fresh-migrated-pglite.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { HOSTED_TEMPLATE_DATABASE } from './hosted-cluster.ts';

export type EngineName = 'pglite' | 'postgres15' | 'hosted15';

export interface EngineUnderTest {
  name: EngineName;
  /** A fresh database with every migration applied (and the demo seed when asked). */
  open(options?: { seed?: boolean }): Promise<Engine>;
}

export interface EngineSelection {
  /** Also the hosted-shaped Postgres 15: for row-level security, grants and storage rules. */
  hosted?: boolean;
}

const databaseUrls = new WeakMap<Engine, string>();
const hostedEngines = new WeakSet<Engine>();

/** The connection string of a database opened on Postgres 15, for tests that need several connections. */
export function databaseUrlOf(engine: Engine): string {
  const url = databaseUrls.get(engine);
  if (!url) throw new Error('Solo las bases de datos de Postgres 15 tienen una dirección de conexión');
  return url;
}

/**
 * On the hosted-shaped engine, the URL PostgREST would use: the `authenticator` login, which
 * can only `set role` to the API roles. Null on the other engines.
 */
export function authenticatorUrlOf(engine: Engine): string | null {
  if (!hostedEngines.has(engine)) return null;
  const url = new URL(databaseUrlOf(engine));
  url.username = 'authenticator';
  return url.toString();
}

async function createDatabase(serverUrl: string, template?: string): Promise<string> {
  const database = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return serverUrl.replace(/\/postgres$/, `/${database}`);
}

export function enginesUnderTest({ hosted = false }: EngineSelection = {}): EngineUnderTest[] {
  const engines: EngineUnderTest[] = [
    {
      name: 'pglite',
      open: ({ seed = false } = {}) => openFreshMigratedPglite({ seed }),
    },
  ];
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    engines.push({
      name: 'postgres15',
      open: async ({ seed = false } = {}) => {
        const databaseUrl = await createDatabase(postgresUrl);
        const engine = await openEngine({ databaseUrl });
        databaseUrls.set(engine, databaseUrl);
        await migrate(engine, { seed });
        return engine;
      },
    });
  }
  const hostedUrl = inject('hostedUrl');
  if (hosted && hostedUrl) {
    engines.push({
      name: 'hosted15',
      open: async ({ seed = false } = {}) => {
        const databaseUrl = await createDatabase(hostedUrl, HOSTED_TEMPLATE_DATABASE);
        const engine = await openEngine({ databaseUrl });
        databaseUrls.set(engine, databaseUrl);
        hostedEngines.add(engine);
        await migrate(engine, { seed, bootstrap: false });
        return engine;
      },
    });
  }
  return engines;
}

/** `describe` once per engine, named after it. */
export function describeEachEngine(
  title: string,
  body: (engine: EngineUnderTest) => void,
  selection: EngineSelection = {},
): void {
  for (const engine of enginesUnderTest(selection)) {
    describe(`${title} [${engine.name}]`, () => body(engine));
  }
}
