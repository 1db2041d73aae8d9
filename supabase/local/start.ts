// `npm start`: the whole product on one origin — the built app plus the Supabase-compatible
// APIs — over PGlite in a data folder (or a real Postgres through DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DataDirInUseError, openEngine, type Engine } from './engine.ts';
import { LOCAL_JWT_SECRET } from './jwt.ts';
import { migrate } from './migrate.ts';
import { createServer } from './server.ts';
import { applyCardHoldSetting, paymentWebhookSecret } from './payment-settings.ts';

const DEMO_LOGIN = { email: 'demo@taquilla.co', password: 'Bambuco2025!' };
const DEMO_STAFF_LOGIN = { email: 'taquilla@taquilla.co', password: 'Bambuco2025!' };

const settings = {
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: path.resolve(process.env.TAQUILLA_DATA_DIR ?? '.data'),
  staticDir: path.resolve(process.env.TAQUILLA_STATIC_DIR ?? 'dist'),
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET ?? LOCAL_JWT_SECRET,
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function openDatabase(): Promise<Engine> {
  try {
    return settings.databaseUrl
      ? await openEngine({ databaseUrl: settings.databaseUrl })
      : await openEngine({ dataDir: path.join(settings.dataDir, 'pglite') });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`No se pudo abrir la base de datos: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(settings.staticDir, 'index.html'))) {
    fail(
      `No se encontró la aplicación compilada en ${settings.staticDir}. ` +
        'Compílala con "npx vite build" (o usa "npm start", que compila y arranca).',
    );
  }
  const engine = await openDatabase();
  const { seeded } = await migrate(engine, { seed: true });
  let cardHoldSeconds: number | null;
  try {
    cardHoldSeconds = await applyCardHoldSetting(engine);
  } catch (error) {
    await engine.close();
    fail(error instanceof Error ? error.message : String(error));
  }
  const app = createServer({
    paymentWebhookSecret: paymentWebhookSecret(settings.dataDir),
    engine,
    jwtSecret: settings.jwtSecret,
    storageDir: path.join(settings.dataDir, 'storage'),
    staticDir: settings.staticDir,
  });
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info: AddressInfo) => {
    const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`Taquilla está lista en http://${shownHost}:${info.port}`);
    console.log(`Datos: ${settings.databaseUrl ? 'Postgres (DATABASE_URL)' : settings.dataDir}${seeded ? ' (datos de demostración creados)' : ''}`);
    console.log(`Ingreso de demostración: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
    console.log(`Ingreso de taquillero (staff): ${DEMO_STAFF_LOGIN.email} / ${DEMO_STAFF_LOGIN.password}`);
    if (cardHoldSeconds !== null) console.log(`Reservas con tarjeta retenidas ${cardHoldSeconds} s (TAQUILLA_CARD_HOLD_SECONDS)`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'EADDRINUSE'
        ? `El puerto ${settings.port} ya está en uso. Detén el otro programa o elige otro puerto con PORT.`
        : `No se pudo iniciar el servidor: ${error.message}`;
    engine.close().finally(() => fail(message));
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    engine.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
