// One small interface over the two engines the embedded backend runs on:
// PGlite (Postgres in WASM, the default) and any real Postgres through a URL.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>;
}

export interface Engine extends Sql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type EngineOptions =
  | { databaseUrl: string }
  /** dataDir omitted: an in-memory database, gone on close. */
  | { dataDir?: string };

export { DataDirInUseError } from './data-dir-lock.ts';

export async function openEngine(options: EngineOptions): Promise<Engine> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Engine> {
  // PGlite has no locking of its own: two processes on one folder lose writes silently.
  const releaseLock = dataDir ? await lockDataDir(dataDir) : async () => {};
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    query: async (text, params) => ({ rows: (await target.query(text, params)).rows as never[] }),
    exec: async (script) => {
      await target.exec(script);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: async () => {
      await db.close();
      await releaseLock();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Engine> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Sql => ({
    query: async (text, params) => ({ rows: (await target.query(text, params as unknown[])).rows }),
    exec: async (script) => {
      await target.query(script);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
