// Runs one database suite on every engine: PGlite always, Postgres 15 when the
// global setup started it. Each `open()` gives a fresh, migrated database.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';

export interface EngineUnderTest {
  name: 'pglite' | 'postgres15';
  /** A fresh database with every migration applied (and the demo seed when asked). */
  open(options?: { seed?: boolean }): Promise<Engine>;
}

const databaseUrls = new WeakMap<Engine, string>();

/** The connection string of a database opened on Postgres 15, for tests that need several connections. */
export function databaseUrlOf(engine: Engine): string {
  const url = databaseUrls.get(engine);
  if (!url) throw new Error('Solo las bases de datos de Postgres 15 tienen una dirección de conexión');
  return url;
}

export function enginesUnderTest(): EngineUnderTest[] {
  const engines: EngineUnderTest[] = [
    {
      name: 'pglite',
      open: async ({ seed = false } = {}) => {
        const engine = await openEngine({});
        await migrate(engine, { seed });
        return engine;
      },
    },
  ];
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    engines.push({
      name: 'postgres15',
      open: async ({ seed = false } = {}) => {
        const database = `t_${randomUUID().replaceAll('-', '')}`;
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`create database ${database}`);
        await admin.end();
        const databaseUrl = postgresUrl.replace(/\/postgres$/, `/${database}`);
        const engine = await openEngine({ databaseUrl });
        databaseUrls.set(engine, databaseUrl);
        await migrate(engine, { seed });
        return engine;
      },
    });
  }
  return engines;
}

/** `describe` once per engine, named after it. */
export function describeEachEngine(title: string, body: (engine: EngineUnderTest) => void): void {
  for (const engine of enginesUnderTest()) {
    describe(`${title} [${engine.name}]`, () => body(engine));
  }
}
