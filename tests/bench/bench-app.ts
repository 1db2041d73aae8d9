// The product as a benchmark sees it: the production build served by the embedded backend
// over a fresh in-memory PGlite with the demo seed, plus the largest stand the product
// allows (50 rows × 50 columns × 5 floors = 12,500 seats) on sale in its own event.
import { execFileSync } from 'node:child_process';
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

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIST = path.join(repoRoot, '.tmp/bench-dist');
export const DEMO_ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';
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

/** In-memory PGlite with the demo seed and the largest stand on sale, served with the build. */
export async function startBenchApp(): Promise<BenchApp> {
  const engine = await openEngine({});
  await migrate(engine, { seed: true });
  await addLargestStandEvent(engine);
  return serveEngine(engine);
}
