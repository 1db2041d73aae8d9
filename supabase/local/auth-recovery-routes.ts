// `/auth/v1/recover` and `/auth/v1/verify` (type recovery); the rules live in auth-recovery.ts.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Engine } from './engine.ts';
import type { JwtKeys } from './jwt.ts';
import { AUTH_MESSAGES, gotrueError } from './gotrue-errors.ts';
import { bodyObject, emailOf } from './auth-input.ts';
import { safeRedirect, type SiteSettings } from './site-url.ts';
import { errorRedirectUrl, redeemRecoveryToken, sendRecoveryMail, sessionRedirectUrl } from './auth-recovery.ts';

export interface RecoveryRouteSettings {
  site: SiteSettings;
  /** At most one mail per address per window (auth-rate-limits.ts). */
  recoveryLimiter: MiddlewareHandler;
}

/** A mail link is opened by a browser that sends no apikey; hosted Supabase lets it through too. */
export function isMailLinkRequest(c: Context): boolean {
  return c.req.method === 'GET' && c.req.path.endsWith('/verify');
}

export function addRecoveryRoutes(app: Hono, engine: Engine, keys: JwtKeys, { site, recoveryLimiter }: RecoveryRouteSettings): void {
  app.post('/recover', recoveryLimiter, async (c) => {
    const body = await bodyObject(c);
    if (!body.ok) return body.response;
    const email = emailOf(c, body.value, AUTH_MESSAGES.emailRequired);
    if (!email.ok) return email.response;
    // supabase-js sends redirectTo as ?redirect_to=; outside the allow list it becomes SITE_URL.
    const redirectTo = safeRedirect(c.req.query('redirect_to'), site);
    await sendRecoveryMail(engine, email.value, redirectTo, site.apiUrl);
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const fallback = safeRedirect(c.req.query('redirect_to'), site);
    const token = c.req.query('token') ?? '';
    if (c.req.query('type') !== 'recovery' || !token || token.includes('\u0000')) {
      return c.redirect(errorRedirectUrl(fallback), 303);
    }
    const outcome = await redeemRecoveryToken(engine, keys, token);
    if (!outcome.ok) return c.redirect(errorRedirectUrl(fallback), 303);
    // Checked again on the way out: a link stored before the allow list changed leads to SITE_URL.
    return c.redirect(sessionRedirectUrl(safeRedirect(outcome.redirectTo, site), outcome.session), 303);
  });

  app.post('/verify', async (c) => {
    const body = await bodyObject(c);
    if (!body.ok) return body.response;
    const token = typeof body.value.token_hash === 'string' ? body.value.token_hash : '';
    if (body.value.type !== 'recovery' || !token || token.includes('\u0000')) {
      return gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.recoveryOnly);
    }
    const outcome = await redeemRecoveryToken(engine, keys, token);
    if (!outcome.ok) return gotrueError(c, 403, 'otp_expired', AUTH_MESSAGES.linkInvalid);
    return c.json(outcome.session);
  });
}
