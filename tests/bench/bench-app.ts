// The product as a benchmark sees it: the production build served by the embedded backend
// over a fresh in-memory PGlite with the demo seed, plus the largest stand the product
// allows (50 rows × 50 columns × 5 floors = 12,500 seats) on sale in its own event.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { randomJwtSecret, signApiKey } from '../../supabase/local/jwt.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import type { RateLimits } from '../../supabase/local/rate-limits.ts';
import { createServer } from '../../supabase/local/server.ts';
import type { BenchServerMessage, BenchServerRequest } from './bench-server-protocol.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIST = path.join(repoRoot, '.tmp/bench-dist');
export const DEMO_ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';
/** The demo organizer, demo@taquilla.co (supabase/seed.sql). */
export const DEMO_ORGANIZER_ID = 'a0000000-0000-4000-8000-000000000001';
export const LARGEST_STAND = { rows: 50, columns: 50, floors: 5, basePrice: 40000 } as const;
export const LARGEST_STAND_EVENT_SLUG = 'gran-final-12500';

export interface BenchApp {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  engine: Engine;
  stop(): Promise<void>;
}

/** Builds the app as `npm start` does, into its own folder. */
export function buildApp(): void {
  execFileSync('npx', ['vite', 'build', '--outDir', BENCH_DIST, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/** Gran Tribuna (12,500 seats) in the demo organization, on sale in `gran-final-12500`. */
export async function addLargestStandEvent(engine: Engine): Promise<void> {
  const { rows } = await engine.query<{ id: string }>(
    `insert into public.graderias (organization_id, name, rows, columns, floors, base_price, location_name)
     values ($1, 'Gran Tribuna', $2, $3, $4, $5, 'Neiva') returning id`,
    [DEMO_ORGANIZATION_ID, LARGEST_STAND.rows, LARGEST_STAND.columns, LARGEST_STAND.floors, LARGEST_STAND.basePrice],
  );
  const event = await engine.query<{ id: string }>(
    `insert into public.events (organization_id, name, slug, event_date, end_date)
     values ($1, 'Gran Final del Bambuco', $2, '2025-06-30', '2025-06-30') returning id`,
    [DEMO_ORGANIZATION_ID, LARGEST_STAND_EVENT_SLUG],
  );
  await engine.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [
    event.rows[0].id,
    rows[0].id,
    DEMO_ORGANIZATION_ID,
  ]);
}

/**
 * Statistics of the tables with rows, as a server that has been up for a while has them:
 * pgbench's setup analyzes its tables the same way, Postgres's autovacuum gets there within a
 * minute and the embedded PGlite's own within seconds (pglite-autovacuum.ts). An empty table
 * is left unanalyzed, as autovacuum leaves it: analyzed empty, it would be planned as empty
 * while the benchmark fills it.
 */
export async function settleStatistics(engine: Engine): Promise<void> {
  const { rows } = await engine.query<{ name: string }>(
    "select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where pg_relation_size(relid) > 0",
  );
  await engine.exec(`analyze ${rows.map((table) => table.name).join(', ')}`);
}

/** Serves `engine` (and the build in `staticDir`) on an ephemeral loopback port. */
export async function serveEngine(engine: Engine, staticDir = BENCH_DIST, rateLimits?: Partial<RateLimits>): Promise<BenchApp> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-bench-'));
  const jwtSecret = randomJwtSecret();
  const anonKey = await signApiKey(jwtSecret, 'anon');
  const app = createServer({ engine, jwtSecret, anonKey, storageDir, staticDir, rateLimits });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    anonKey,
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
    engine,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await engine.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** The demo seed and the largest stand on sale over `engine`, served with the build. */
export async function serveBenchData(engine: Engine): Promise<BenchApp> {
  await migrate(engine, { seed: true });
  await addLargestStandEvent(engine);
  await settleStatistics(engine);
  return serveEngine(engine);
}

/** In-memory PGlite with the demo seed and the largest stand on sale, served with the build. */
export async function startBenchApp(): Promise<BenchApp> {
  return serveBenchData(await openEngine({}));
}

/**
 * The same, served by a process of its own (bench-server-process.ts), as `npm start` serves
 * the gate's tablets: the server's SQL no longer shares the thread of the tablet a benchmark
 * plays. `engine` answers queries only; transactions belong to the server's process.
 */
export async function startBenchAppInProcess(): Promise<BenchApp> {
  const child = fork(new URL('./bench-server-process.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  const keys = await new Promise<{ url: string; anonKey: string; serviceRoleKey: string }>((resolve, reject) => {
    child.once('message', (message: BenchServerMessage) => ('ready' in message ? resolve(message.ready) : reject(new Error('El servidor del benchmark no dijo su dirección'))));
    child.once('exit', (code) => reject(new Error(`El servidor del benchmark terminó antes de arrancar (código ${code})`)));
  });
  const engine = engineOverIpc(child);
  return { ...keys, engine, stop: () => engine.close() };
}

/** Queries answered by the server process over its IPC channel. */
function engineOverIpc(child: ChildProcess): Engine {
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  child.on('message', (message: BenchServerMessage) => {
    if (!('id' in message)) return;
    const call = pending.get(message.id);
    pending.delete(message.id);
    if ('error' in message) call?.reject(new Error(message.error));
    else call?.resolve(message.rows);
  });
  let nextId = 0;
  const request = (text: string, params?: unknown[], script = false) =>
    new Promise<unknown[]>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      child.send({ id: nextId, text, params, script } satisfies BenchServerRequest);
    });
  const inServerProcess = () => Promise.reject(new Error('Las transacciones corren en el proceso del servidor'));
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    kind: 'pglite',
    query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await request(text, params)) as Row[] }),
    exec: async (script: string) => void (await request(script, undefined, true)),
    transaction: inServerProcess,
    publicTransaction: inServerProcess,
    close: async () => {
      child.send('stop' satisfies BenchServerRequest);
      await stopped;
    },
  };
}
