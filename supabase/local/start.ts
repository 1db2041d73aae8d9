// `npm start`: the whole product on one origin — the built app plus the Supabase-compatible
// APIs — over PGlite in a data folder (or a real Postgres through DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DataDirInUseError, openEngine, type Engine } from './engine.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { deferredEngine } from './deferred-engine.ts';
import { accountsWithPublishedPasswordRemembered, DEMO_EMAILS, exposedDemoRefusal, isLoopbackHost, PUBLISHED_DEMO_PASSWORD } from './demo-accounts.ts';
import { installationSecrets, SecretError, type InstallationSecrets } from './installation-secrets.ts';
import { whenLauncherDies } from './launcher-watch.ts';
import { migrate, type MigrationResult } from './migrate.ts';
import { seedDemoDay } from './demo-day.ts';
import { DEMO_DAY } from './demo-day-plan.ts';
import { openMigratedPglite } from './pglite-snapshot.ts';
import { createServer } from './server.ts';
import { rateLimitsFromEnv } from './rate-limits.ts';
import { DEFAULT_PORT, defaultSiteUrl, parseRedirectAllowList } from './site-url.ts';
import { applyCardHoldSetting, paymentWebhookSecret } from './payment-settings.ts';

const DEMO_LOGIN_LABELS: Record<(typeof DEMO_EMAILS)[number], string> = {
  'demo@taquilla.co': 'Ingreso de demostración',
  'taquilla@taquilla.co': 'Ingreso de taquillero (staff)',
};

const settings = {
  port: Number(process.env.PORT ?? DEFAULT_PORT),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: path.resolve(process.env.TAQUILLA_DATA_DIR ?? '.data'),
  staticDir: path.resolve(process.env.TAQUILLA_STATIC_DIR ?? 'dist'),
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
  /** TAQUILLA_DEMO=0: a new data folder starts empty, without the demo organization and its accounts. */
  seedDemo: process.env.TAQUILLA_DEMO !== '0',
  /**
   * TAQUILLA_DEMO_DAY=0: the new folder's demo organization gets only the spec's festival,
   * without the demo day (demo-day.ts) — what the test servers use, so their figures are their own.
   */
  seedDemoDay: process.env.TAQUILLA_DEMO_DAY !== '0',
  /** An app built against another Supabase (VITE_SUPABASE_URL) calls it: the CSP must allow it. */
  externalSupabaseUrl: process.env.VITE_SUPABASE_URL || undefined,
};

/** PGlite may throw plain objects; "[object Object]" would tell the person nothing. */
function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The data folder's lock, taken before listening: a second server on the folder is refused before it prints an address. */
async function lockTheDataFolder(): Promise<(() => Promise<void>) | undefined> {
  if (settings.databaseUrl) return undefined;
  try {
    return await lockDataDir(path.join(settings.dataDir, 'pglite'));
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`No se pudo abrir la base de datos: ${describeError(error)}`);
  }
}

/** Open and migrated: PGlite from its snapshot when the folder is new (pglite-snapshot.ts). */
async function openDatabase(heldLock: (() => Promise<void>) | undefined): Promise<{ engine: Engine; migration: MigrationResult }> {
  let engine: Engine | undefined;
  try {
    if (!settings.databaseUrl) return await openMigratedPglite(path.join(settings.dataDir, 'pglite'), { seed: settings.seedDemo, heldLock });
    engine = await openEngine({ databaseUrl: settings.databaseUrl });
    return { engine, migration: await migrate(engine, { seed: settings.seedDemo }) };
  } catch (error) {
    await engine?.close().catch(() => {});
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`No se pudo abrir la base de datos: ${describeError(error)}`);
  }
}

async function loadSecrets(): Promise<InstallationSecrets> {
  try {
    return await installationSecrets(settings.dataDir, settings.jwtSecret);
  } catch (error) {
    if (error instanceof SecretError) fail(error.message);
    fail(`No se pudo preparar el secreto de la instalación: ${describeError(error)}`);
  }
}

/** On loopback: which demo logins still work, for the banner. Beyond it: refuse while any account has the published password. */
async function demoLoginsStillOpen(engine: Engine): Promise<string[]> {
  if (isLoopbackHost(settings.host)) return accountsWithPublishedPasswordRemembered(engine, settings.dataDir, DEMO_EMAILS);
  const exposed = await accountsWithPublishedPasswordRemembered(engine, settings.dataDir);
  if (exposed.length > 0) {
    await engine.close();
    fail(exposedDemoRefusal(settings.host, exposed));
  }
  return [];
}

interface ReadyDatabase {
  engine: Engine;
  seeded: boolean;
  /** The demo day's seconds when this start wrote it; null otherwise. */
  demoDaySeconds: number | null;
  demoLogins: string[];
  cardHoldSeconds: number | null;
}

/** Everything before the first API call may run: open, migrated, checked and configured. */
async function prepareDatabase(heldLock: (() => Promise<void>) | undefined): Promise<ReadyDatabase> {
  const { engine, migration } = await openDatabase(heldLock);
  const demoLogins = await demoLoginsStillOpen(engine);
  let cardHoldSeconds: number | null;
  try {
    cardHoldSeconds = await applyCardHoldSetting(engine);
  } catch (error) {
    await engine.close();
    fail(error instanceof Error ? error.message : String(error));
  }
  return { engine, seeded: migration.seeded, demoLogins, cardHoldSeconds, demoDaySeconds: await demoDayOnFirstStart(engine, migration) };
}

/**
 * Issue 19 point 5: the first start of a new folder (the one that seeded the demo
 * organization) also writes the demo day, dated around today. A later start never does, even
 * if the organizer deleted it. It is one transaction: should it fail, the server still starts,
 * with the spec's festival only.
 */
async function demoDayOnFirstStart(engine: Engine, migration: MigrationResult): Promise<number | null> {
  if (!migration.seeded || !settings.seedDemo || !settings.seedDemoDay) return null;
  const started = performance.now();
  try {
    const { seeded } = await seedDemoDay(engine);
    return seeded ? (performance.now() - started) / 1000 : null;
  } catch (error) {
    console.warn(`No se pudieron crear las ventas de demostración (${describeError(error)}); Taquilla arranca sin ellas.`);
    return null;
  }
}

/** The banner after the address, once the database is ready; its last line is what scripts wait for. */
function printDatabaseBanner({ seeded, demoLogins, cardHoldSeconds, demoDaySeconds }: ReadyDatabase, secretSource: string): void {
  console.log(`Datos: ${settings.databaseUrl ? 'Postgres (DATABASE_URL)' : settings.dataDir}${seeded ? ' (datos de demostración creados)' : ''}`);
  if (demoDaySeconds !== null) {
    console.log(`Día de demostración: "${DEMO_DAY.eventName}" en curso, con ventas, reembolsos, ingresos y turnos de caja (${demoDaySeconds.toFixed(1)} s)`);
  }
  for (const email of DEMO_EMAILS) {
    if (demoLogins.includes(email)) console.log(`${DEMO_LOGIN_LABELS[email]}: ${email} / ${PUBLISHED_DEMO_PASSWORD}`);
  }
  if (cardHoldSeconds !== null) console.log(`Reservas con tarjeta retenidas ${cardHoldSeconds} s (TAQUILLA_CARD_HOLD_SECONDS)`);
  console.log(`Secreto JWT: ${secretSource}`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(settings.staticDir, 'index.html'))) {
    fail(
      `No se encontró la aplicación compilada en ${settings.staticDir}. ` +
        'Compílala con "npx vite build" (o usa "npm start", que compila y arranca).',
    );
  }
  const secrets = await loadSecrets();
  const heldLock = await lockTheDataFolder();
  // Issue 17, point 7: the server listens while the database opens. Data routes get an engine
  // whose calls wait for it (deferred-engine.ts); the app's files answer at once.
  let startOpening = () => {};
  let openingStarted = false;
  const opened = new Promise<ReadyDatabase>((resolve) => {
    startOpening = () => {
      openingStarted = true;
      resolve(prepareDatabase(heldLock));
    };
  });
  // A failure prepareDatabase did not explain itself (fail() exits first when it does).
  opened.catch((error: unknown) => fail(`No se pudo abrir la base de datos: ${describeError(error)}`));
  const releaseLock = heldLock ?? (async () => {});
  const app = createServer({
    paymentWebhookSecret: paymentWebhookSecret(settings.dataDir),
    engine: deferredEngine(settings.databaseUrl ? 'postgres' : 'pglite', opened.then(({ engine }) => engine)),
    jwtSecret: secrets.jwtSecret,
    anonKey: secrets.anonKey,
    externalSupabaseUrl: settings.externalSupabaseUrl,
    // README, 'Enlaces de correo y límites': mailed links start here, never at the request's Host.
    siteUrl: process.env.SITE_URL || defaultSiteUrl(settings.host, settings.port),
    redirectAllowList: parseRedirectAllowList(process.env.ADDITIONAL_REDIRECT_URLS),
    apiUrl: process.env.API_EXTERNAL_URL || undefined,
    rateLimits: rateLimitsFromEnv(process.env),
    storageDir: path.join(settings.dataDir, 'storage'),
    staticDir: settings.staticDir,
  });
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info: AddressInfo) => {
    const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`Taquilla está lista en http://${shownHost}:${info.port}`);
    // Opened only now: its synchronous parts (Postgres starting inside WASM) would delay the address.
    startOpening();
    opened.then((database) => printDatabaseBanner(database, secrets.source), () => {});
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'EADDRINUSE'
        ? `El puerto ${settings.port} ya está en uso. Detén el otro programa o elige otro puerto con PORT.`
        : `No se pudo iniciar el servidor: ${error.message}`;
    releaseLock().finally(() => fail(message));
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    // Stopped while the database was still opening: it closes once open.
    const closed = openingStarted ? opened.then(({ engine }) => engine.close()) : releaseLock();
    closed.then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Killed through npm or npx (kill -9 of the launcher), the server would live on as an orphan
  // holding the port and the data folder: it stops with its launcher instead.
  whenLauncherDies(stop);
}

await main();
