// The embedded Supabase stand-in: one Hono app with the four API prefixes supabase-js
// calls, plus the built web app on the same origin.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Engine } from './engine.ts';
import { JwtKeys, signApiKey } from './jwt.ts';
import { configuredApiOrigins, securityHeaders } from './security-headers.ts';
import { RUNTIME_CONFIG_PATH, runtimeConfigHandler } from './runtime-config.ts';
import { authRoutes } from './auth-routes.ts';
import { rpcRoutes } from './rpc-routes.ts';
import { PublicReadCache, trackWrites } from './public-read-cache.ts';
import { storageRoutes } from './storage-routes.ts';
import { functionsRoutes } from './functions-routes.ts';
import { mailboxRoutes } from './mailbox-routes.ts';
import { gzipJsonAnswers } from './json-answer.ts';
import { mailStaffInvitations } from './mailbox-invitations.ts';
import { limitRecoveryCodeAttempts } from './recovery-code-limit.ts';
import { staticAppHandler } from './static-app.ts';
import { INTERNAL_ERROR_MESSAGE } from './postgrest-errors.ts';
import { bookSeatsLimiter, ticketsLimiter, withRateLimits, type RateLimits } from './rate-limits.ts';
import { DEFAULT_PORT, defaultSiteUrl, normalizeSiteUrl, type SiteSettings } from './site-url.ts';

export interface ServerOptions {
  engine: Engine;
  jwtSecret: string;
  /** Folder for storage object bytes. */
  storageDir: string;
  /** The built app (`dist/`); without it only the APIs are served. */
  staticDir?: string;
  accessTokenLifetimeSeconds?: number;
  /** How long an unused refresh token stays valid: 30 days unless tests shorten it (auth-sessions.ts). */
  refreshTokenLifetimeSeconds?: number;
  /** The anon key the built app is given at run time; signed from jwtSecret when omitted. */
  anonKey?: string;
  /** A Supabase URL other than this server's that the served app calls (VITE_SUPABASE_URL at build). */
  externalSupabaseUrl?: string;
  /** SITE_URL: where mailed links lead. Default: this machine at the default port (start.ts passes the real one). */
  siteUrl?: string;
  /** ADDITIONAL_REDIRECT_URLS: further places a mail link may lead to (site-url.ts). */
  redirectAllowList?: string[];
  /** API_EXTERNAL_URL: where mail links reach this server; the site URL by default. */
  apiUrl?: string;
  /** GoTrue's defaults (rate-limits.ts) unless overridden, e.g. by tests that sign in often. */
  rateLimits?: Partial<RateLimits>;
  /** The payment webhook's HMAC secret (per installation); a random one when left out. */
  paymentWebhookSecret?: string;
  /** Default true: visitors' event reads answered from memory until a write (public-read-cache.ts). */
  publicReadCache?: boolean;
}

const API_PREFIXES = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'];
const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function siteSettingsOf(options: Pick<ServerOptions, 'siteUrl' | 'redirectAllowList' | 'apiUrl'>): SiteSettings {
  const siteUrl = normalizeSiteUrl(options.siteUrl ?? defaultSiteUrl('127.0.0.1', DEFAULT_PORT));
  return {
    siteUrl,
    redirectAllowList: options.redirectAllowList ?? [],
    apiUrl: options.apiUrl ? normalizeSiteUrl(options.apiUrl) : siteUrl,
  };
}

export function createServer(options: ServerOptions): Hono {
  const publicReads = options.publicReadCache === false ? undefined : { cache: new PublicReadCache(), engine: options.engine };
  // Every route but the cached reads goes through the tracked engine: its calls empty the cache.
  const engine = publicReads ? trackWrites(options.engine, publicReads.cache) : options.engine;
  const { jwtSecret, storageDir, staticDir, accessTokenLifetimeSeconds, paymentWebhookSecret } = options;
  const keys = new JwtKeys(jwtSecret, accessTokenLifetimeSeconds);
  const site = siteSettingsOf(options);
  const rateLimits = withRateLimits(options.rateLimits);
  const app = new Hono();
  const headers = securityHeaders({ extraApiOrigins: configuredApiOrigins(options.externalSupabaseUrl) });

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
    // Retry-After: a page served from another origin (Vite's dev server) can say how long to wait after a 429.
    exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'Retry-After'],
    maxAge: 86400,
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json({ message: 'El cuerpo de la solicitud supera el límite de 1 MB' }, 413),
  });
  // Hosted Supabase gzips its answers; the public page's seat lists and the app's bundle
  // are mostly repeated text, so on a festival phone connection this matters.
  app.use('*', compress());
  app.use('*', gzipJsonAnswers());
  // Before anything else answers, so refusals, errors and 404s carry them too.
  app.use('*', (c, next) => (isApiPath(c.req.path) ? headers.api(c, next) : headers.app(c, next)));
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, apiCors);
  app.use('/auth/v1/*', jsonBodyLimit);
  app.use('/functions/v1/*', jsonBodyLimit);

  app.route('/auth/v1', authRoutes(engine, keys, { site, rateLimits, refreshTokenLifetimeSeconds: options.refreshTokenLifetimeSeconds }));
  app.use('/rest/v1/rpc/invite_staff', mailStaffInvitations(engine, site.siteUrl));
  app.use('/rest/v1/rpc/book_seats', bookSeatsLimiter(rateLimits.bookSeatsPerAddress));
  app.use('/rest/v1/rpc/use_mfa_recovery_code', limitRecoveryCodeAttempts(keys));
  app.route('/rest/v1', rpcRoutes(engine, keys, publicReads));
  app.route('/storage/v1', storageRoutes(engine, keys, storageDir));
  app.use('/functions/v1/tickets', ticketsLimiter(rateLimits.ticketsPerAddress));
  const webhookSecret = paymentWebhookSecret ?? randomBytes(32).toString('hex');
  app.route('/functions/v1', functionsRoutes(engine, keys, { webhookSecret }));
  // Not part of Supabase's API: where this server's outgoing mail can be read (README, 'Correo local').
  app.route('/_dev', mailboxRoutes(engine));
  // The app's Supabase URL and anon key, read at run time: a new secret needs no new build.
  // Public like the key itself; `vite` dev serves the app from another origin.
  app.use(RUNTIME_CONFIG_PATH, cors({ origin: '*', allowMethods: ['GET'] }));
  const anonKey = options.anonKey ?? signApiKey(jwtSecret, 'anon');
  app.get(RUNTIME_CONFIG_PATH, runtimeConfigHandler(anonKey));
  if (staticDir) app.get('*', staticAppHandler(staticDir, anonKey));

  app.notFound((c) => c.json({ message: 'Recurso no encontrado' }, 404));
  app.onError((error, c) => {
    console.error('[server] error no controlado:', error);
    return c.json({ code: 'XX000', message: INTERNAL_ERROR_MESSAGE, details: null, hint: null }, 500);
  });
  return app;
}
