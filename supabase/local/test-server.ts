// A real server on an ephemeral port over a fresh in-memory PGlite with the migrations and
// the demo seed, for the contract tests that drive it with supabase-js.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { openEngine, type Engine } from './engine.ts';
import { openFreshMigratedPglite } from './fresh-migrated-pglite.ts';
import { randomJwtSecret, signApiKey } from './jwt.ts';
import { migrate } from './migrate.ts';
import { createServer, type ServerOptions } from './server.ts';
import type { RateLimits } from './rate-limits.ts';

export interface RunningServer {
  url: string;
  /** The keys this server accepts; tests use these, never a constant, so the secret can change. */
  anonKey: string;
  serviceRoleKey: string;
  /** The payment webhook's HMAC secret, for tests that play the provider. */
  paymentWebhookSecret: string;
  engine: Engine;
  storageDir: string;
  staticDir: string;
  client(options?: TestClientOptions): SupabaseClient;
  stop(): Promise<void>;
}

export interface TestClientOptions {
  /** supabase-js's transport for every request of this client (auth and RPC), e.g. one that injects faults. */
  fetch?: typeof fetch;
}

export const DEMO_EMAIL = 'demo@taquilla.co';
export const DEMO_PASSWORD = 'Bambuco2025!';

/**
 * In-memory PGlite by default. With TAQUILLA_TEST_POSTGRES_URL (a superuser URL to a
 * `postgres` database) each server gets a fresh database on that Postgres instead, to run
 * the same contract against real Postgres.
 */
async function openTestEngine(): Promise<Engine> {
  const postgresUrl = process.env.TAQUILLA_TEST_POSTGRES_URL;
  if (!postgresUrl) return openFreshMigratedPglite({ seed: true });
  const database = `contract_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  return openEngine({ databaseUrl: postgresUrl.replace(/\/postgres$/, `/${database}`) });
}

/**
 * Contract tests sign in and book far more often than one person would, all from 127.0.0.1:
 * test servers lift every limit unless a test passes its own (tests/security/rate-limits.test.ts
 * passes the real defaults).
 */
export const RELAXED_RATE_LIMITS: RateLimits = {
  signInPerAddress: { limit: 100_000, windowSeconds: 60 },
  signInFailuresPerAccount: { limit: 100_000, windowSeconds: 60 },
  signUpPerAddress: { limit: 100_000, windowSeconds: 60 },
  recoveryPerEmail: { limit: 100_000, windowSeconds: 60 },
  tokenRefreshPerAddress: { limit: 100_000, windowSeconds: 60 },
  bookSeatsPerAddress: { limit: 100_000, windowSeconds: 60 },
  ticketsPerAddress: { limit: 100_000, windowSeconds: 60 },
};

export interface TestServerOptions extends Pick<ServerOptions, 'accessTokenLifetimeSeconds' | 'refreshTokenLifetimeSeconds' | 'siteUrl' | 'redirectAllowList' | 'rateLimits'> {
  /** Random per server unless a test must sign tokens itself (e.g. an expired one). */
  jwtSecret?: string;
}

export async function startTestServer({ jwtSecret = randomJwtSecret(), ...options }: TestServerOptions = {}): Promise<RunningServer> {
  const engine = await openTestEngine();
  await migrate(engine, { seed: true });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-server-'));
  const storageDir = path.join(workDir, 'storage');
  const staticDir = path.join(workDir, 'dist');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Taquilla</title><div id="root"></div>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app-1234.js'), 'console.log("taquilla")');
  // A secret of its own per server, like every installation: no test can lean on a known one.
  const anonKey = await signApiKey(jwtSecret, 'anon');
  const paymentWebhookSecret = randomUUID();
  // The app is made once the port is known, so its default site URL is this server's address.
  let app: ReturnType<typeof createServer> | undefined;
  const server = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = createServer({
    engine,
    jwtSecret,
    anonKey,
    storageDir,
    staticDir,
    paymentWebhookSecret,
    siteUrl: url,
    ...options,
    rateLimits: { ...RELAXED_RATE_LIMITS, ...options.rateLimits },
  });
  return {
    url,
    anonKey,
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
    paymentWebhookSecret,
    engine,
    storageDir,
    staticDir,
    client: ({ fetch }: TestClientOptions = {}) =>
      createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: NoRealtime as never },
        ...(fetch ? { global: { fetch } } : {}),
      }),
    stop: async () => {
      const httpServer = server as http.Server;
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
      await engine.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Node 20 has no WebSocket and this server serves no realtime; supabase-js only needs a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('El servidor local no ofrece realtime');
  }
}

let emailCounter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  return `${label}-${process.pid}-${Date.now()}-${emailCounter}@ejemplo.co`;
}
