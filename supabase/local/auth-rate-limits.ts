// GoTrue's limits on the auth doors, with its 429 codes (over_request_rate_limit,
// over_email_send_rate_limit) and a Spanish message saying how long to wait.
import type { Context, MiddlewareHandler } from 'hono';
import { gotrueError } from './gotrue-errors.ts';
import { normalizeEmail } from './auth-users.ts';
import { clientAddress, limitRequests, waitText, type RateLimits } from './rate-limits.ts';

export interface AuthLimiters {
  signIn: MiddlewareHandler[];
  signUp: MiddlewareHandler;
  recovery: MiddlewareHandler;
}

const grantIs = (c: Context, grant: string) => c.req.query('grant_type') === grant;

/** The address in the JSON body, for per-account limits; hono caches the text for the route to read again. */
async function emailInBody(c: Context): Promise<string | null> {
  let body: unknown = null;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return null;
  }
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email) : null;
}

function tooManyRequests(what: string) {
  return (c: Context, seconds: number) =>
    gotrueError(c, 429, 'over_request_rate_limit', `Demasiados ${what}. Espera ${waitText(seconds)} e intenta de nuevo.`);
}

export function authLimiters(limits: RateLimits): AuthLimiters {
  const signInPerAddress = limitRequests({
    limit: limits.signInPerAddress,
    key: (c) => (grantIs(c, 'password') ? `sign-in:${clientAddress(c)}` : null),
    refuse: tooManyRequests('intentos de inicio de sesión desde este equipo'),
  });
  // Only wrong passwords count, so a guesser locks the account for the window (the right
  // password included) while its owner signing in now and then never does.
  const signInPerAccount = limitRequests({
    limit: limits.signInFailuresPerAccount,
    key: async (c) => {
      if (!grantIs(c, 'password')) return null;
      const email = await emailInBody(c);
      return email && `account:${email}`;
    },
    refuse: tooManyRequests('intentos fallidos para esta cuenta'),
    countOnlyFailures: true,
  });
  const refreshPerAddress = limitRequests({
    limit: limits.tokenRefreshPerAddress,
    key: (c) => (grantIs(c, 'refresh_token') ? `refresh:${clientAddress(c)}` : null),
    refuse: tooManyRequests('renovaciones de sesión desde este equipo'),
  });
  const signUp = limitRequests({
    limit: limits.signUpPerAddress,
    key: (c) => `sign-up:${clientAddress(c)}`,
    refuse: tooManyRequests('registros desde este equipo'),
  });
  // Keyed by the address asked for, whether or not it has an account: the answer stays the
  // same for everyone. Refused requests (a malformed address) do not use the one mail.
  const recovery = limitRequests({
    limit: limits.recoveryPerEmail,
    key: async (c) => {
      const email = await emailInBody(c);
      return email && `recover:${email}`;
    },
    refuse: (c, seconds) =>
      gotrueError(
        c,
        429,
        'over_email_send_rate_limit',
        `Ya enviamos un correo a esta dirección hace poco. Por seguridad, espera ${waitText(seconds)} antes de pedir otro.`,
      ),
    countOnlySuccesses: true,
  });
  return { signIn: [signInPerAddress, signInPerAccount, refreshPerAddress], signUp, recovery };
}
