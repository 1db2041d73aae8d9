// `/auth/v1`: the part of GoTrue's API supabase-js uses for email and password accounts.
// Sign-up confirms at once (like a project with email confirmation off); password recovery
// mails its link to the local mailbox (auth-recovery.ts).
import { Hono, type Context } from 'hono';
import type { Engine } from './engine.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { apiKeyIsValid, bearerToken } from './request-auth.ts';
import { addRecoveryRoutes, isMailLinkRequest } from './auth-recovery-routes.ts';
import { addMfaRoutes } from './auth-mfa-routes.ts';
import { secondFactorOwed, sessionAssurance } from './auth-mfa.ts';
import { isUuid } from './argument-types.ts';
import { GOTRUE_API_VERSION, gotrueError, missingApiKey, weakPassword } from './gotrue-errors.ts';
import {
  MINIMUM_PASSWORD_LENGTH,
  createUser,
  findUserById,
  findUserByPassword,
  normalizeEmail,
  passwordMatches,
  updateUser,
  userResponse,
  type UserRow,
} from './auth-users.ts';
import {
  endSessions,
  rotateRefreshToken,
  sessionIsActive,
  sessionResponse,
  startSession,
  type LogoutScope,
} from './auth-sessions.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function authRoutes(engine: Engine, keys: JwtKeys): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    c.header('X-Supabase-Api-Version', GOTRUE_API_VERSION);
    if (!isMailLinkRequest(c) && !(await apiKeyIsValid(c.req.raw.headers, keys))) return missingApiKey(c);
    await next();
  });

  app.post('/signup', async (c) => {
    const body = await jsonObject(c);
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) {
      return gotrueError(c, 400, 'validation_failed', 'You must provide either an email or phone number and a password');
    }
    if (!EMAIL_PATTERN.test(email)) {
      return gotrueError(c, 400, 'email_address_invalid', 'Unable to validate email address: invalid format');
    }
    if (password.length < MINIMUM_PASSWORD_LENGTH) return weakPassword(c, MINIMUM_PASSWORD_LENGTH);
    const metadata = isObject(body.data) ? body.data : {};
    const session = await engine.transaction(async (tx) => {
      const user = await createUser(tx, email, password, metadata);
      return user && startSession(tx, keys, user);
    });
    if (!session) return gotrueError(c, 422, 'user_already_exists', 'User already registered');
    return c.json(session);
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await jsonObject(c);
    if (grantType === 'password') return passwordGrant(c, engine, keys, body);
    if (grantType === 'refresh_token') return refreshTokenGrant(c, engine, keys, body);
    return gotrueError(c, 400, 'validation_failed', `Unsupported grant type: ${grantType ?? ''}`);
  });

  app.get('/user', async (c) => {
    const caller = await signedInCaller(c, engine, keys);
    return caller instanceof Response ? caller : c.json(userResponse(caller.user));
  });

  app.put('/user', async (c) => {
    const caller = await signedInCaller(c, engine, keys);
    if (caller instanceof Response) return caller;
    const body = await jsonObject(c);
    // Like GoTrue: with two-factor on, only a session that proved it may change the password.
    if (body.password !== undefined && (await secondFactorOwed(engine, caller.user.id, caller.claims.session_id ?? ''))) {
      return gotrueError(c, 401, 'insufficient_aal', 'Ingresa el código de verificación en dos pasos antes de cambiar la contraseña.');
    }
    return changeUser(c, engine, caller.user, body);
  });

  app.post('/logout', async (c) => {
    const caller = await signedInCaller(c, engine, keys);
    if (caller instanceof Response) return caller;
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      return gotrueError(c, 400, 'validation_failed', 'Unsupported logout scope');
    }
    await endSessions(engine, scope as LogoutScope, caller.user.id, caller.claims.session_id ?? '');
    return c.body(null, 204);
  });

  addRecoveryRoutes(app, engine, keys);
  addMfaRoutes(app, engine, keys, (c) => signedInCaller(c, engine, keys));

  app.all('*', (c) => gotrueError(c, 404, 'not_found', 'This endpoint is not served by the local auth server'));
  return app;
}

async function passwordGrant(c: Context, engine: Engine, keys: JwtKeys, body: Record<string, unknown>) {
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password) {
    return gotrueError(c, 400, 'validation_failed', 'You must provide either an email or phone number and a password');
  }
  const session = await engine.transaction(async (tx) => {
    const user = await findUserByPassword(tx, email, password);
    return user && startSession(tx, keys, user);
  });
  if (!session) return gotrueError(c, 400, 'invalid_credentials', 'Invalid login credentials');
  return c.json(session);
}

async function refreshTokenGrant(c: Context, engine: Engine, keys: JwtKeys, body: Record<string, unknown>) {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  const outcome = token
    ? await engine.transaction((tx) => rotateRefreshToken(tx, token))
    : ({ ok: false, reason: 'refresh_token_not_found' } as const);
  if (!outcome.ok) {
    const msg =
      outcome.reason === 'refresh_token_already_used'
        ? 'Invalid Refresh Token: Already Used'
        : 'Invalid Refresh Token: Refresh Token Not Found';
    return gotrueError(c, 400, outcome.reason, msg);
  }
  // A refreshed session keeps the assurance it reached (aal2 after its second factor).
  const assurance = await sessionAssurance(engine, outcome.sessionId);
  return c.json(await sessionResponse(keys, outcome.user, outcome.sessionId, outcome.refreshToken, assurance));
}

async function changeUser(c: Context, engine: Engine, user: UserRow, body: Record<string, unknown>) {
  if (typeof body.email === 'string' && normalizeEmail(body.email) !== user.email) {
    return gotrueError(c, 422, 'validation_failed', 'Changing the email is not supported by the local auth server');
  }
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (password !== undefined) {
    if (password.length < MINIMUM_PASSWORD_LENGTH) return weakPassword(c, MINIMUM_PASSWORD_LENGTH);
    if (await passwordMatches(engine, user.id, password)) {
      return gotrueError(c, 422, 'same_password', 'New password should be different from the old password.');
    }
  }
  const updated = await updateUser(engine, user.id, {
    password,
    userMetadata: isObject(body.data) ? body.data : undefined,
  });
  return updated ? c.json(userResponse(updated)) : gotrueError(c, 404, 'user_not_found', 'User not found');
}

/** GoTrue's checks for endpoints that act on the signed-in user: a valid token of a live session. */
async function signedInCaller(c: Context, engine: Engine, keys: JwtKeys): Promise<{ user: UserRow; claims: Claims } | Response> {
  const token = bearerToken(c.req.raw.headers);
  if (!token) return gotrueError(c, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const check = await keys.verify(token);
  if (!check.ok) {
    return gotrueError(c, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, token is ${check.reason}`);
  }
  const { sub, session_id: sessionId } = check.claims;
  if (!isUuid(sub)) return gotrueError(c, 403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sessionId) || !(await sessionIsActive(engine, sessionId))) {
    return gotrueError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(engine, sub);
  if (!user) return gotrueError(c, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims: check.claims };
}

async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const parsed: unknown = await c.req.json().catch(() => null);
  return isObject(parsed) ? parsed : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
