// Request limits like GoTrue's (and, for book_seats, issue 14's per-address limit), kept in
// memory by hono-rate-limiter. The client address is the TCP peer's: X-Forwarded-For is
// written by the caller, and this server is reached straight over the festival Wi-Fi.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter } from 'hono-rate-limiter';

export interface Limit {
  /** Requests allowed in one window; the next one is refused with 429 until it ends. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Password sign-ins from one address (GoTrue's rate_limit_sign_in_sign_ups: 30 per 5 min). */
  signInPerAddress: Limit;
  /** Failed password sign-ins for one account; success does not count. */
  signInFailuresPerAccount: Limit;
  /** Sign-ups from one address (GoTrue's rate_limit_sign_in_sign_ups). */
  signUpPerAddress: Limit;
  /** Recovery mails per address (GoTrue's smtp_max_frequency: one per 60 s). */
  recoveryPerEmail: Limit;
  /** Refresh-token grants from one address (GoTrue's rate_limit_token_refresh: 150 per 5 min). */
  tokenRefreshPerAddress: Limit;
  /** Public bookings from one address (issue 14: one visitor must not hold an event). */
  bookSeatsPerAddress: Limit;
  /** Calls of the `tickets` function from one address (issue 18): no guessing codes or booking ids at speed. */
  ticketsPerAddress: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerAddress: { limit: 30, windowSeconds: 300 },
  signInFailuresPerAccount: { limit: 10, windowSeconds: 300 },
  signUpPerAddress: { limit: 30, windowSeconds: 300 },
  recoveryPerEmail: { limit: 1, windowSeconds: 60 },
  tokenRefreshPerAddress: { limit: 150, windowSeconds: 300 },
  bookSeatsPerAddress: { limit: 20, windowSeconds: 60 },
  ticketsPerAddress: { limit: 60, windowSeconds: 60 },
};

const ENV_NAMES: Record<keyof RateLimits, string> = {
  signInPerAddress: 'RATE_LIMIT_SIGN_IN_PER_ADDRESS',
  signInFailuresPerAccount: 'RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT',
  signUpPerAddress: 'RATE_LIMIT_SIGN_UP_PER_ADDRESS',
  recoveryPerEmail: 'RATE_LIMIT_RECOVERY_PER_EMAIL',
  tokenRefreshPerAddress: 'RATE_LIMIT_TOKEN_REFRESH_PER_ADDRESS',
  bookSeatsPerAddress: 'RATE_LIMIT_BOOK_SEATS_PER_ADDRESS',
  ticketsPerAddress: 'RATE_LIMIT_TICKETS_PER_ADDRESS',
};

/** `RATE_LIMIT_…=<requests>` or `<requests>/<seconds>`; the names are in README ('Límites de solicitudes'). */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const key of Object.keys(ENV_NAMES) as (keyof RateLimits)[]) {
    const raw = env[ENV_NAMES[key]];
    if (!raw) continue;
    const match = /^(\d+)(?:\/(\d+))?$/.exec(raw.trim());
    if (!match || Number(match[1]) < 1) throw new Error(`${ENV_NAMES[key]} debe ser "<solicitudes>" o "<solicitudes>/<segundos>" (se recibió ${raw})`);
    limits[key] = { limit: Number(match[1]), windowSeconds: match[2] ? Number(match[2]) : limits[key].windowSeconds };
  }
  return limits;
}

export function withRateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}

/** The TCP peer's address; a request that did not come through Node's HTTP server has none. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'desconocida';
  } catch {
    return 'desconocida';
  }
}

/** "30 segundos", "5 minutos": how long until the window ends, for the refusal's message. */
export function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function secondsUntilReset(c: Context, fallbackSeconds: number): number {
  const info = c.get('rateLimit' as never) as { resetTime?: Date } | undefined;
  if (!info?.resetTime) return fallbackSeconds;
  return Math.max(1, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000));
}

interface LimiterOptions {
  limit: Limit;
  /** Which bucket the request counts against, or null to let it through uncounted. */
  key: (c: Context) => string | null | Promise<string | null>;
  /** The 429 answer, in the API's own error shape. Retry-After is already set. */
  refuse: (c: Context, retryAfterSeconds: number) => Response;
  /** Count only refused attempts (wrong passwords), not the ones that worked. */
  countOnlyFailures?: boolean;
  /** Count only requests that were answered 2xx (mail actually sent). */
  countOnlySuccesses?: boolean;
}

export function limitRequests({ limit, key, refuse, countOnlyFailures, countOnlySuccesses }: LimiterOptions): MiddlewareHandler {
  const keys = new WeakMap<Request, string | null>();
  const limiter = rateLimiter({
    windowMs: limit.windowSeconds * 1000,
    limit: limit.limit,
    standardHeaders: 'draft-6',
    skip: async (c) => {
      const bucket = await key(c);
      keys.set(c.req.raw, bucket);
      return bucket === null;
    },
    keyGenerator: (c) => keys.get(c.req.raw) ?? '',
    skipSuccessfulRequests: countOnlyFailures ?? false,
    skipFailedRequests: countOnlySuccesses ?? false,
    handler: (c) => refuse(c, secondsUntilReset(c, limit.windowSeconds)),
  });
  return limiter as MiddlewareHandler;
}

/**
 * Issue 14: public bookings per client address, in PostgREST's error shape (PT429 is how a
 * function would ask PostgREST for a 429). The per-document, phone and e-mail limits live
 * in book_seats itself, so hosted Supabase enforces those too.
 */
export function bookSeatsLimiter(limit: Limit): MiddlewareHandler {
  return limitRequests({
    limit,
    key: (c) => (c.req.method === 'POST' ? `book-seats:${clientAddress(c)}` : null),
    refuse: (c, seconds) =>
      c.json(
        {
          code: 'PT429',
          message: `Demasiadas reservas seguidas desde esta conexión. Espera ${waitText(seconds)} e intenta de nuevo.`,
          details: 'over_request_rate_limit',
          hint: null,
        },
        429,
      ),
  });
}

/** Issue 18: calls of the `tickets` function per client address, in the functions' error shape. */
export function ticketsLimiter(limit: Limit): MiddlewareHandler {
  return limitRequests({
    limit,
    key: (c) => (c.req.method === 'POST' ? `tickets:${clientAddress(c)}` : null),
    refuse: (c, seconds) =>
      c.json({ error: `Demasiadas consultas de entradas desde esta conexión. Espera ${waitText(seconds)} e intenta de nuevo.`, code: 'over_request_rate_limit' }, 429),
  });
}
