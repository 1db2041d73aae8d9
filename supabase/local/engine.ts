// One small interface over the two engines the embedded backend runs on:
// PGlite (Postgres in WASM, the default) and any real Postgres through a URL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

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

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro servidor de Taquilla (proceso ${pid}). ` +
        'Detén ese servidor o usa otra carpeta (TAQUILLA_DATA_DIR).',
    );
  }
}

export async function openEngine(options: EngineOptions): Promise<Engine> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Engine> {
  // PGlite has no locking of its own: two processes on one folder lose writes silently.
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  } catch (error) {
    releaseLock();
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
      releaseLock();
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

/** Takes `<dataDir>.lock` atomically; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
