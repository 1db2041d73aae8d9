// `/auth/v1/recover` and `/auth/v1/verify` (type recovery); the rules live in auth-recovery.ts.
import type { Context, Hono } from 'hono';
import type { Engine } from './engine.ts';
import type { JwtKeys } from './jwt.ts';
import { gotrueError } from './gotrue-errors.ts';
import { normalizeEmail } from './auth-users.ts';
import {
  RECOVERY_LINK_ERROR,
  allowedRedirect,
  errorRedirectUrl,
  redeemRecoveryToken,
  sendRecoveryMail,
  sessionRedirectUrl,
} from './auth-recovery.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A mail link is opened by a browser that sends no apikey; hosted Supabase lets it through too. */
export function isMailLinkRequest(c: Context): boolean {
  return c.req.method === 'GET' && c.req.path.endsWith('/verify');
}

export function addRecoveryRoutes(app: Hono, engine: Engine, keys: JwtKeys): void {
  app.post('/recover', async (c) => {
    const body = await bodyOf(c);
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    if (!email) return gotrueError(c, 400, 'validation_failed', 'Password recovery requires an email');
    if (!EMAIL_PATTERN.test(email)) {
      return gotrueError(c, 400, 'email_address_invalid', 'Unable to validate email address: invalid format');
    }
    const apiOrigin = new URL(c.req.url).origin;
    const allowedOrigins = [apiOrigin, c.req.header('origin') ?? apiOrigin];
    const redirectTo = allowedRedirect(c.req.query('redirect_to'), allowedOrigins, `${apiOrigin}/`);
    await sendRecoveryMail(engine, email, redirectTo, apiOrigin);
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const apiOrigin = new URL(c.req.url).origin;
    const fallback = allowedRedirect(c.req.query('redirect_to'), [apiOrigin], `${apiOrigin}/`);
    const token = c.req.query('token') ?? '';
    if (c.req.query('type') !== 'recovery' || !token) return c.redirect(errorRedirectUrl(fallback), 303);
    const outcome = await redeemRecoveryToken(engine, keys, token);
    if (!outcome.ok) return c.redirect(errorRedirectUrl(fallback), 303);
    return c.redirect(sessionRedirectUrl(outcome.redirectTo, outcome.session), 303);
  });

  app.post('/verify', async (c) => {
    const body = await bodyOf(c);
    const token = typeof body.token_hash === 'string' ? body.token_hash : '';
    if (body.type !== 'recovery' || !token) {
      return gotrueError(c, 400, 'validation_failed', 'Only recovery links are verified by the local auth server');
    }
    const outcome = await redeemRecoveryToken(engine, keys, token);
    if (!outcome.ok) return gotrueError(c, 403, RECOVERY_LINK_ERROR.error_code, RECOVERY_LINK_ERROR.error_description);
    return c.json(outcome.session);
  });
}

async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  const parsed: unknown = await c.req.json().catch(() => null);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}
