// The embedded server for the cashier benchmark, in a process of its own so the visitors'
// load and the measurements do not share its event loop. Settings from the environment:
// CASHIER_ENGINE ('pglite' or a Postgres URL), CASHIER_LANE ('separate' | 'shared'),
// CASHIER_CACHE ('1' | '0'). Prints one JSON line when ready.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openEngine, type Engine, type PublicLane } from '../../supabase/local/engine.ts';
import { randomJwtSecret, signApiKey } from '../../supabase/local/jwt.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { openMigratedPglite } from '../../supabase/local/pglite-snapshot.ts';
import { RELAXED_RATE_LIMITS } from '../../supabase/local/test-server.ts';
import { createServer } from '../../supabase/local/server.ts';
import { addLargestStandEvent, settleStatistics } from './bench-app.ts';

const lane = (process.env.CASHIER_LANE ?? 'separate') as PublicLane;
const target = process.env.CASHIER_ENGINE ?? 'pglite';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-cashier-'));

async function openDatabase(): Promise<Engine> {
  if (target === 'pglite') {
    return (await openMigratedPglite(path.join(workDir, 'pglite'), { seed: true, publicLane: lane })).engine;
  }
  const engine = await openEngine({ databaseUrl: target, publicLane: lane });
  await migrate(engine, { seed: true });
  return engine;
}

const engine = await openDatabase();
await addLargestStandEvent(engine);
await settleStatistics(engine);
const jwtSecret = randomJwtSecret();
const app = createServer({
  engine,
  jwtSecret,
  storageDir: path.join(workDir, 'storage'),
  publicReadCache: process.env.CASHIER_CACHE !== '0',
  rateLimits: RELAXED_RATE_LIMITS,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
server.once('listening', async () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, anonKey: await signApiKey(jwtSecret, 'anon') }));
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  engine.close().finally(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  });
});
