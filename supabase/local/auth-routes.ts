// `/auth/v1`: the part of GoTrue's API supabase-js uses for email and password accounts.
// Sign-up confirms at once (like a project with email confirmation off); password recovery
// mails its link to the local mailbox (auth-recovery.ts). Like GoTrue: rate limits
// (auth-rate-limits.ts), bcrypt cost 10, the same time for unknown addresses, weak
// passwords refused with the reason (src/domain/password-strength.ts).
import { Hono, type Context } from 'hono';
import type { Engine } from './engine.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { apiKeyIsValid, bearerToken } from './request-auth.ts';
import { addRecoveryRoutes, isMailLinkRequest } from './auth-recovery-routes.ts';
import { addMfaRoutes } from './auth-mfa-routes.ts';
import { secondFactorOwed, sessionAssurance } from './auth-mfa.ts';
import { isUuid } from './argument-types.ts';
import { AUTH_MESSAGES, GOTRUE_API_VERSION, gotrueError, missingApiKey, weakPassword } from './gotrue-errors.ts';
import { bodyObject, emailOf, metadataOf, optionalText } from './auth-input.ts';
import { authLimiters } from './auth-rate-limits.ts';
import type { RateLimits } from './rate-limits.ts';
import type { SiteSettings } from './site-url.ts';
import { checkPasswordStrength } from '../../src/domain/password-strength.ts';
import {
  createUser,
  dummyPasswordHash,
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

export interface AuthSettings {
  site: SiteSettings;
  rateLimits: RateLimits;
  /** How long an unused refresh token stays valid (auth-sessions.ts); its default when left out. */
  refreshTokenLifetimeSeconds?: number;
}

export function authRoutes(engine: Engine, keys: JwtKeys, settings: AuthSettings): Hono {
  const app = new Hono();
  const limiters = authLimiters(settings.rateLimits);

  app.use(async (c, next) => {
    c.header('X-Supabase-Api-Version', GOTRUE_API_VERSION);
    if (!isMailLinkRequest(c) && !(await apiKeyIsValid(c.req.raw.headers, keys))) return missingApiKey(c);
    await next();
  });

  // GoTrue's liveness answer; the app asks it before refreshing a session after a stretch offline.
  app.get('/health', (c) => c.json({ version: 'taquilla-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }));

  app.post('/signup', limiters.signUp, async (c) => {
    const body = await bodyObject(c);
    if (!body.ok) return body.response;
    const email = emailOf(c, body.value, AUTH_MESSAGES.credentialsRequired);
    if (!email.ok) return email.response;
    const password = optionalText(c, body.value.password);
    if (!password.ok) return password.response;
    if (!password.value) return gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.credentialsRequired);
    const metadata = metadataOf(c, body.value.data);
    if (!metadata.ok) return metadata.response;
    const refusal = await passwordRefusal(c, password.value, [email.value, metadata.value?.full_name]);
    if (refusal) return refusal;
    const session = await engine.transaction(async (tx) => {
      const user = await createUser(tx, email.value, password.value!, metadata.value ?? {});
      return user && startSession(tx, keys, user);
    });
    if (!session) return gotrueError(c, 422, 'user_already_exists', AUTH_MESSAGES.userExists);
    return c.json(session);
  });

  app.use('/token', ...limiters.signIn);
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await bodyObject(c);
    if (!body.ok) return body.response;
    if (grantType === 'password') return passwordGrant(c, engine, keys, body.value);
    if (grantType === 'refresh_token') return refreshTokenGrant(c, engine, keys, body.value, settings.refreshTokenLifetimeSeconds);
    return gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.unsupportedGrant);
  });

  app.get('/user', async (c) => {
    const caller = await signedInCaller(c, engine, keys);
    return caller instanceof Response ? caller : c.json(userResponse(caller.user));
  });

  app.put('/user', async (c) => {
    const caller = await signedInCaller(c, engine, keys);
    if (caller instanceof Response) return caller;
    const body = await bodyObject(c);
    if (!body.ok) return body.response;
    // Like GoTrue: with two-factor on, only a session that proved it may change the password.
    if (body.value.password !== undefined && (await secondFactorOwed(engine, caller.user.id, caller.claims.session_id ?? ''))) {
      return gotrueError(c, 401, 'insufficient_aal', 'Ingresa el código de verificación en dos pasos antes de cambiar la contraseña.');
    }
    return changeUser(c, engine, caller.user, body.value);
  });

  app.post('/logout', async (c) => {
    const caller = await signedInCaller(c, engine, keys);
    if (caller instanceof Response) return caller;
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) return gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.logoutScope);
    await endSessions(engine, scope as LogoutScope, caller.user.id, caller.claims.session_id ?? '');
    return c.body(null, 204);
  });

  addRecoveryRoutes(app, engine, keys, { site: settings.site, recoveryLimiter: limiters.recovery });
  addMfaRoutes(app, engine, keys, (c) => signedInCaller(c, engine, keys));

  app.all('*', (c) => gotrueError(c, 404, 'not_found', AUTH_MESSAGES.notFound));
  return app;
}

/** GoTrue's weak_password answer when the shared rule refuses the password, else null. */
async function passwordRefusal(c: Context, password: string, personal: unknown[]): Promise<Response | null> {
  const inputs = personal.filter((value): value is string => typeof value === 'string');
  const verdict = await checkPasswordStrength(password, inputs);
  return verdict.ok ? null : weakPassword(c, verdict.reason, verdict.message);
}

async function passwordGrant(c: Context, engine: Engine, keys: JwtKeys, body: Record<string, unknown>) {
  const email = emailOf(c, body, AUTH_MESSAGES.credentialsRequired);
  if (!email.ok) return email.response;
  const password = optionalText(c, body.password);
  if (!password.ok) return password.response;
  if (!password.value) return gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.credentialsRequired);
  const dummyHash = await dummyPasswordHash(engine);
  const session = await engine.transaction(async (tx) => {
    const user = await findUserByPassword(tx, email.value, password.value!, dummyHash);
    return user && startSession(tx, keys, user);
  });
  if (!session) return gotrueError(c, 400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  return c.json(session);
}

const REFRESH_REFUSALS = {
  refresh_token_not_found: AUTH_MESSAGES.refreshTokenMissing,
  refresh_token_already_used: AUTH_MESSAGES.refreshTokenReused,
  session_expired: AUTH_MESSAGES.sessionExpired,
} as const;

async function refreshTokenGrant(c: Context, engine: Engine, keys: JwtKeys, body: Record<string, unknown>, lifetimeSeconds?: number) {
  const token = optionalText(c, body.refresh_token);
  if (!token.ok) return token.response;
  const outcome = token.value
    ? await engine.transaction((tx) => rotateRefreshToken(tx, token.value!, lifetimeSeconds))
    : ({ ok: false, reason: 'refresh_token_not_found' } as const);
  if (!outcome.ok) return gotrueError(c, 400, outcome.reason, REFRESH_REFUSALS[outcome.reason]);
  // A refreshed session keeps the assurance it reached (aal2 after its second factor).
  const assurance = await sessionAssurance(engine, outcome.sessionId);
  return c.json(await sessionResponse(keys, outcome.user, outcome.sessionId, outcome.refreshToken, assurance));
}

async function changeUser(c: Context, engine: Engine, user: UserRow, body: Record<string, unknown>) {
  const email = optionalText(c, body.email);
  if (!email.ok) return email.response;
  if (email.value !== undefined && normalizeEmail(email.value) !== user.email) {
    return gotrueError(c, 422, 'validation_failed', AUTH_MESSAGES.emailChangeUnsupported);
  }
  const password = optionalText(c, body.password);
  if (!password.ok) return password.response;
  const metadata = metadataOf(c, body.data);
  if (!metadata.ok) return metadata.response;
  if (password.value !== undefined) {
    const refusal = await passwordRefusal(c, password.value, [user.email, user.user_metadata.full_name]);
    if (refusal) return refusal;
    if (await passwordMatches(engine, user.id, password.value)) {
      return gotrueError(c, 422, 'same_password', AUTH_MESSAGES.samePassword);
    }
  }
  const updated = await updateUser(engine, user.id, { password: password.value, userMetadata: metadata.value });
  return updated ? c.json(userResponse(updated)) : gotrueError(c, 404, 'user_not_found', AUTH_MESSAGES.userNotFound);
}

/** GoTrue's checks for endpoints that act on the signed-in user: a valid token of a live session. */
async function signedInCaller(c: Context, engine: Engine, keys: JwtKeys): Promise<{ user: UserRow; claims: Claims } | Response> {
  const token = bearerToken(c.req.raw.headers);
  if (!token) return gotrueError(c, 401, 'no_authorization', AUTH_MESSAGES.bearerRequired);
  const check = await keys.verify(token);
  if (!check.ok) return gotrueError(c, 403, 'bad_jwt', AUTH_MESSAGES.badJwt);
  const { sub, session_id: sessionId } = check.claims;
  if (!isUuid(sub)) return gotrueError(c, 403, 'bad_jwt', AUTH_MESSAGES.badJwt);
  if (!isUuid(sessionId) || !(await sessionIsActive(engine, sessionId))) {
    return gotrueError(c, 403, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
  }
  const user = await findUserById(engine, sub);
  if (!user) return gotrueError(c, 403, 'user_not_found', AUTH_MESSAGES.userNotFound);
  return { user, claims: check.claims };
}
