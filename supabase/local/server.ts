// The embedded Supabase stand-in: one Hono app with the four API prefixes supabase-js
// calls, plus the built web app on the same origin.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Engine } from './engine.ts';
import { JwtKeys } from './jwt.ts';
import { authRoutes } from './auth-routes.ts';
import { rpcRoutes } from './rpc-routes.ts';
import { storageRoutes } from './storage-routes.ts';
import { functionsRoutes } from './functions-routes.ts';
import { mailboxRoutes } from './mailbox-routes.ts';
import { mailStaffInvitations } from './mailbox-invitations.ts';
import { staticAppHandler } from './static-app.ts';
import { INTERNAL_ERROR_MESSAGE } from './postgrest-errors.ts';

export interface ServerOptions {
  engine: Engine;
  jwtSecret: string;
  /** Folder for storage object bytes. */
  storageDir: string;
  /** The built app (`dist/`); without it only the APIs are served. */
  staticDir?: string;
  accessTokenLifetimeSeconds?: number;
  /** The payment webhook's HMAC secret (per installation); a random one when left out. */
  paymentWebhookSecret?: string;
}

const API_PREFIXES = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'];

export function createServer({ engine, jwtSecret, storageDir, staticDir, accessTokenLifetimeSeconds, paymentWebhookSecret }: ServerOptions): Hono {
  const keys = new JwtKeys(jwtSecret, accessTokenLifetimeSeconds);
  const app = new Hono();

  const apiCors = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'apikey',
      'authorization',
      'content-type',
      'content-profile',
      'accept-profile',
      'prefer',
      'x-client-info',
      'x-supabase-api-version',
      'x-upsert',
      'cache-control',
      'x-metadata',
    ],
    exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version'],
    maxAge: 86400,
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json({ message: 'El cuerpo de la solicitud supera el límite de 1 MB' }, 413),
  });
  // Hosted Supabase gzips its answers; the public page's seat lists and the app's bundle
  // are mostly repeated text, so on a festival phone connection this matters.
  app.use('*', compress());
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, apiCors);
  app.use('/auth/v1/*', jsonBodyLimit);
  app.use('/functions/v1/*', jsonBodyLimit);

  app.route('/auth/v1', authRoutes(engine, keys));
  app.use('/rest/v1/rpc/invite_staff', mailStaffInvitations(engine));
  app.route('/rest/v1', rpcRoutes(engine, keys));
  app.route('/storage/v1', storageRoutes(engine, keys, storageDir));
  const webhookSecret = paymentWebhookSecret ?? randomBytes(32).toString('hex');
  app.route('/functions/v1', functionsRoutes(engine, keys, { webhookSecret }));
  // Not part of Supabase's API: where this server's outgoing mail can be read (README, 'Correo local').
  app.route('/_dev', mailboxRoutes(engine));
  if (staticDir) app.get('*', staticAppHandler(staticDir));

  app.onError((error, c) => {
    console.error('[server] error no controlado:', error);
    return c.json({ code: 'XX000', message: INTERNAL_ERROR_MESSAGE, details: null, hint: null }, 500);
  });
  return app;
}
