// Runs one database suite on every engine: PGlite always, Postgres 15 when the global setup
// started it, and — for suites about who may do what — Postgres 15 shaped like hosted
// Supabase. Each `open()` gives a fresh, migrated database (on Postgres, a copy of a template
// the global setup migrated).
import { describe, inject } from 'vitest';
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { openFreshMigratedPglite } from '../../supabase/local/fresh-migrated-pglite.ts';
import { createDatabase, migratedTemplate } from './migrated-templates.ts';

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

/**
 * This worker's server among the global setup's (one per worker, so that files running side by
 * side never share one); null when Postgres 15 is not installed.
 */
function serverOfThisWorker(urls: string[]): string | null {
  if (urls.length === 0) return null;
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[poolId - 1];
  if (!url) throw new Error(`El trabajador ${poolId} no tiene servidor Postgres: la configuración de Vitest da más trabajadores (maxWorkers) que servidores (${urls.length})`);
  return url;
}

async function openCopy(serverUrl: string, seed: boolean): Promise<Engine> {
  const databaseUrl = await createDatabase(serverUrl, migratedTemplate(seed));
  const engine = await openEngine({ databaseUrl });
  databaseUrls.set(engine, databaseUrl);
  return engine;
}

export function enginesUnderTest({ hosted = false }: EngineSelection = {}): EngineUnderTest[] {
  const engines: EngineUnderTest[] = [
    {
      name: 'pglite',
      open: ({ seed = false } = {}) => openFreshMigratedPglite({ seed }),
    },
  ];
  const postgresUrl = serverOfThisWorker(inject('postgresUrls'));
  if (postgresUrl) {
    engines.push({ name: 'postgres15', open: ({ seed = false } = {}) => openCopy(postgresUrl, seed) });
  }
  const hostedUrl = serverOfThisWorker(inject('hostedUrls'));
  if (hosted && hostedUrl) {
    engines.push({
      name: 'hosted15',
      open: async ({ seed = false } = {}) => {
        const engine = await openCopy(hostedUrl, seed);
        hostedEngines.add(engine);
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
