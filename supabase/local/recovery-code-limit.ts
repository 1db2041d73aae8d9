// Brute force of recovery codes on the embedded server: an account may try
// RECOVERY_CODE_ATTEMPTS wrong codes per window of use_mfa_recovery_code, then gets a Spanish
// 429. The codes carry 80 random bits, so guessing is hopeless anyway (also on hosted Supabase,
// which has no per-function limit); this keeps a script from even trying.
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { JwtKeys } from './jwt.ts';
import { bearerToken } from './request-auth.ts';

export const RECOVERY_CODE_ATTEMPTS = 5;
export const RECOVERY_CODE_WINDOW_SECONDS = 15 * 60;
const MAX_CODE_BODY_BYTES = 1024;

export function limitRecoveryCodeAttempts(keys: JwtKeys): MiddlewareHandler {
  return rateLimiter({
    windowMs: RECOVERY_CODE_WINDOW_SECONDS * 1000,
    limit: RECOVERY_CODE_ATTEMPTS,
    standardHeaders: 'draft-6',
    // A right code (or any other answer than a refusal) does not use up the allowance.
    skipSuccessfulRequests: true,
    // A body this large cannot hold a code (the function takes 64 characters at most): it is
    // refused on its own (413 or 400) without trying one, and spends nothing.
    skip: (c) => Number(c.req.header('content-length') ?? 0) > MAX_CODE_BODY_BYTES,
    keyGenerator: (c) => callerKey(c, keys),
    handler: (c) => {
      c.header('Retry-After', String(RECOVERY_CODE_WINDOW_SECONDS));
      return c.json(
        {
          code: 'too_many_attempts',
          details: 'too_many_attempts',
          hint: null,
          message: 'Demasiados intentos con códigos de recuperación. Espera 15 minutos e intenta nuevamente.',
        },
        429,
      );
    },
  });
}

/** The account of a valid token (its allowance cannot be spent by forged tokens), else the address. */
async function callerKey(c: Context, keys: JwtKeys): Promise<string> {
  const token = bearerToken(c.req.raw.headers);
  const check = token ? await keys.verify(token) : null;
  if (check?.ok && typeof check.claims.sub === 'string') return `user:${check.claims.sub}`;
  try {
    return `address:${getConnInfo(c).remote.address ?? 'desconocida'}`;
  } catch {
    return 'address:desconocida';
  }
}
