// One small interface over the two engines the embedded backend runs on:
// PGlite (Postgres in WASM, the default) and any real Postgres through a URL.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { startAutovacuum } from './pglite-autovacuum.ts';
import { PriorityGate } from './priority-gate.ts';

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>;
}

export interface Engine extends Sql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * A transaction for an anonymous visitor's read, kept from delaying staff: on PGlite it
   * waits behind every staff call queued (priority-gate.ts); on Postgres it runs on its own
   * small pool, so a public rush cannot take the connections staff calls need.
   */
  publicTransaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** PGlite only: the data folder as a tarball, for a snapshot (pglite-snapshot.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Postgres connections: the staff pool and the visitors' pool beside it. */
export const STAFF_POOL_SIZE = 10;
export const PUBLIC_POOL_SIZE = 4;

/**
 * 'separate' (the default): visitors' reads wait behind staff calls (PGlite) or use their own
 * pool (Postgres). 'shared': first come, first served on one pool, as before issue 17; only
 * for the benchmark that measures the difference.
 */
export type PublicLane = 'separate' | 'shared';

export type EngineOptions =
  | { databaseUrl: string; publicLane?: PublicLane }
  /**
   * dataDir omitted: an in-memory database, gone on close. loadDataDir: a snapshot to start a
   * new folder from. heldLock: the folder's lock, already taken by the caller (start.ts takes
   * it before listening), released on close. autovacuumNaptimeMs: the least time between two
   * looks at the tables' statistics (pglite-autovacuum.ts); another only in tests.
   */
  | { dataDir?: string; loadDataDir?: Blob; publicLane?: PublicLane; heldLock?: () => Promise<void>; autovacuumNaptimeMs?: number };

export { DataDirInUseError } from './data-dir-lock.ts';

export async function openEngine(options: EngineOptions): Promise<Engine> {
  const lane = options.publicLane ?? 'separate';
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, lane);
  return openPglite(options, lane);
}

async function openPglite(
  { dataDir, loadDataDir, heldLock, autovacuumNaptimeMs }: Exclude<EngineOptions, { databaseUrl: string }>,
  lane: PublicLane,
): Promise<Engine> {
  // PGlite has no locking of its own: two processes on one folder lose writes silently.
  const releaseLock = heldLock ?? (dataDir ? await lockDataDir(dataDir) : async () => {});
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, extensions: { pgcrypto }, ...(loadDataDir ? { loadDataDir } : {}) });
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
  const gate = new PriorityGate();
  const direct = wrap(db);
  const autovacuum = startAutovacuum(direct, (work) => gate.run('public', work), autovacuumNaptimeMs);
  // Visitors' reads change nothing: only the staff lane's calls can make a table due.
  const staff = <T>(work: () => Promise<T>) => gate.run('staff', work).finally(autovacuum.noteActivity);
  return {
    kind: 'pglite',
    query: (text, params) => staff(() => direct.query(text, params)),
    exec: (script) => staff(() => direct.exec(script)),
    transaction: (work) => staff(() => db.transaction((tx) => work(wrap(tx)))),
    publicTransaction: (work) => gate.run(lane === 'separate' ? 'public' : 'staff', () => db.transaction((tx) => work(wrap(tx)))),
    dumpDataDir: () => gate.run('staff', () => db.dumpDataDir('none')),
    close: async () => {
      await autovacuum.stop();
      await db.close();
      await releaseLock();
    },
  };
}

async function openPostgres(databaseUrl: string, lane: PublicLane): Promise<Engine> {
  // Loaded only for Postgres: a PGlite start does not pay for it (issue 17, point 7).
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: STAFF_POOL_SIZE });
  const publicPool = lane === 'separate' ? new pg.Pool({ connectionString: databaseUrl, max: PUBLIC_POOL_SIZE }) : pool;
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Sql => ({
    query: async (text, params) => ({ rows: (await target.query(text, params as unknown[])).rows }),
    exec: async (script) => {
      await target.query(script);
    },
  });
  const transactionOn = (on: pg.Pool) => async <T>(work: (tx: Sql) => Promise<T>): Promise<T> => {
    const client = await on.connect();
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
  };
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: transactionOn(pool),
    publicTransaction: transactionOn(publicPool),
    close: async () => {
      await Promise.all(publicPool === pool ? [pool.end()] : [pool.end(), publicPool.end()]);
    },
  };
}
