// `/auth/v1/factors`: GoTrue's MFA API as supabase-js's `auth.mfa` calls it (enroll, challenge,
// verify, unenroll; listFactors and getAuthenticatorAssuranceLevel read the user and the token).
// Refusals keep GoTrue's status and `code` (what the app and supabase-js read) with a Spanish
// `msg`. Beyond GoTrue: a factor takes MAX_FAILED_CODES wrong codes per LOCKOUT_WINDOW_SECONDS,
// and a code is accepted once (the time step it belongs to cannot be used again).
import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Engine } from './engine.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { isUuid } from './argument-types.ts';
import { findUserById, type UserRow } from './auth-users.ts';
import { insertRefreshToken, sessionResponse } from './auth-sessions.ts';
import {
  LOCKOUT_WINDOW_SECONDS,
  MAX_ENROLLED_FACTORS,
  MAX_FAILED_CODES,
  MAX_OPEN_CHALLENGES,
  acceptCode,
  challengeState,
  countFailedCode,
  deleteAbandonedFactors,
  deleteFactor,
  openChallengesLately,
  failedCodesLately,
  insertChallenge,
  insertFactor,
  listFactors,
  lockFactor,
  matchingTimeStep,
  newTotp,
  sessionAssurance,
  sessionIsAal2,
  timeStepAlreadyUsed,
  type ChallengeState,
} from './auth-mfa.ts';

export type SignedInCaller = (c: Context) => Promise<{ user: UserRow; claims: Claims } | Response>;

const DEFAULT_ISSUER = 'Taquilla';
const MAX_FRIENDLY_NAME_LENGTH = 100;

export const MFA_MESSAGES = {
  wrongCode: 'Código incorrecto. Revisa tu aplicación de autenticación e intenta nuevamente.',
  replayedCode: 'Este código ya se usó. Espera el siguiente código de tu aplicación.',
  tooManyCodes: 'Demasiados códigos incorrectos. Espera 15 minutos e intenta nuevamente.',
  tooManyChallenges: 'Demasiadas solicitudes de verificación. Espera 15 minutos e intenta nuevamente.',
  factorNotFound: 'No encontramos ese método de verificación en dos pasos.',
  challengeNotFound: 'No encontramos esa solicitud de verificación. Pide un código nuevo.',
  challengeUsed: 'Esa solicitud de verificación ya no es válida. Pide un código nuevo.',
  challengeExpired: 'La solicitud de verificación venció. Pide un código nuevo.',
  codeRequired: 'Ingresa el código de 6 dígitos de tu aplicación.',
  onlyTotp: 'Solo se admite la verificación con una aplicación de autenticación (TOTP).',
  alreadyEnrolled: 'Ya tienes activada la verificación en dos pasos. Desactívala antes de configurarla de nuevo.',
  tooManyFactors: 'Tienes demasiadas configuraciones sin terminar. Espera 5 minutos e intenta nuevamente.',
  nameTaken: 'Ya hay un método de verificación con ese nombre.',
  nameTooLong: 'El nombre del método de verificación es demasiado largo.',
  aal2ToEnroll: 'Verifica tu código actual antes de agregar otro método.',
  aal2ToUnenroll: 'Ingresa un código de verificación antes de desactivar la verificación en dos pasos.',
} as const;

function mfaError(c: Context, status: 400 | 403 | 404 | 422 | 429, code: string, msg: string): Response {
  return c.json({ code, error_code: code, msg }, status);
}

/** The address GoTrue compares between a challenge and its verify. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const parsed: unknown = await c.req.json().catch(() => null);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function addMfaRoutes(app: Hono, engine: Engine, keys: JwtKeys, signedInCaller: SignedInCaller): void {
  app.post('/factors', async (c) => {
    const caller = await signedInCaller(c);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(c);
    if (body.factor_type !== 'totp') return mfaError(c, 400, 'validation_failed', MFA_MESSAGES.onlyTotp);
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
    const issuer = typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim().slice(0, 100) : DEFAULT_ISSUER;
    if (friendlyName.length > MAX_FRIENDLY_NAME_LENGTH) return mfaError(c, 422, 'validation_failed', MFA_MESSAGES.nameTooLong);
    const totp = await newTotp(issuer, caller.user.email);
    const outcome = await engine.transaction(async (tx) => {
      await deleteAbandonedFactors(tx, caller.user.id);
      const factors = await listFactors(tx, caller.user.id);
      if (factors.some((factor) => factor.status === 'verified')) return 'already_enrolled' as const;
      if (factors.length >= MAX_ENROLLED_FACTORS) return 'too_many' as const;
      if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) return 'name_taken' as const;
      return insertFactor(tx, caller.user.id, friendlyName, totp.secret);
    });
    if (outcome === 'already_enrolled') {
      return mfaError(c, 422, 'too_many_enrolled_mfa_factors', MFA_MESSAGES.alreadyEnrolled);
    }
    if (outcome === 'name_taken') return mfaError(c, 422, 'mfa_factor_name_conflict', MFA_MESSAGES.nameTaken);
    if (outcome === 'too_many') return mfaError(c, 422, 'too_many_enrolled_mfa_factors', MFA_MESSAGES.tooManyFactors);
    return c.json({
      id: outcome,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
    });
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    const caller = await signedInCaller(c);
    if (caller instanceof Response) return caller;
    const factorId = c.req.param('factorId');
    const outcome = await engine.transaction(async (tx) => {
      const factor = isUuid(factorId) ? await lockFactor(tx, caller.user.id, factorId) : null;
      if (!factor) return 'not_found' as const;
      if ((await failedCodesLately(tx, factor.id)) >= MAX_FAILED_CODES) return 'locked' as const;
      if ((await openChallengesLately(tx, factor.id)) >= MAX_OPEN_CHALLENGES) return 'busy' as const;
      return insertChallenge(tx, factor.id, clientAddress(c));
    });
    if (outcome === 'not_found') return mfaError(c, 404, 'mfa_factor_not_found', MFA_MESSAGES.factorNotFound);
    if (outcome === 'locked') return tooManyCodes(c);
    if (outcome === 'busy') {
      c.header('Retry-After', String(LOCKOUT_WINDOW_SECONDS));
      return mfaError(c, 429, 'over_request_rate_limit', MFA_MESSAGES.tooManyChallenges);
    }
    return c.json({ id: outcome.id, type: 'totp', expires_at: outcome.expiresAt });
  });

  app.post('/factors/:factorId/verify', async (c) => {
    const caller = await signedInCaller(c);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(c);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
    if (!code) return mfaError(c, 400, 'validation_failed', MFA_MESSAGES.codeRequired);
    const factorId = c.req.param('factorId');
    const sessionId = caller.claims.session_id ?? '';
    const outcome = await engine.transaction(async (tx) => {
      const factor = isUuid(factorId) ? await lockFactor(tx, caller.user.id, factorId) : null;
      if (!factor) return 'factor_not_found' as const;
      if ((await failedCodesLately(tx, factor.id)) >= MAX_FAILED_CODES) return 'locked' as const;
      const state = isUuid(challengeId) ? await challengeState(tx, factor.id, challengeId, clientAddress(c)) : 'not_found';
      if (state !== 'usable') return state;
      const timeStep = matchingTimeStep(factor.secret, code);
      if (timeStep === null) {
        // Counted in this transaction, which commits: the refusal is an answer, not a rollback.
        await countFailedCode(tx, challengeId);
        return 'wrong_code' as const;
      }
      if (await timeStepAlreadyUsed(tx, factor.id, timeStep)) return 'replayed' as const;
      await acceptCode(tx, factor, challengeId, timeStep, sessionId);
      await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1::uuid and not revoked', [sessionId]);
      const refreshToken = await insertRefreshToken(tx, caller.user.id, sessionId, null);
      const user = await findUserById(tx, caller.user.id);
      return { user: user!, refreshToken, assurance: await sessionAssurance(tx, sessionId) };
    });
    if (typeof outcome === 'string') return verifyRefusal(c, outcome);
    return c.json(await sessionResponse(keys, outcome.user, sessionId, outcome.refreshToken, outcome.assurance));
  });

  app.delete('/factors/:factorId', async (c) => {
    const caller = await signedInCaller(c);
    if (caller instanceof Response) return caller;
    const factorId = c.req.param('factorId');
    const outcome = await engine.transaction(async (tx) => {
      const factor = isUuid(factorId) ? await lockFactor(tx, caller.user.id, factorId) : null;
      if (!factor) return 'not_found' as const;
      if (factor.status === 'verified' && !(await sessionIsAal2(tx, caller.claims.session_id ?? ''))) return 'aal1' as const;
      await deleteFactor(tx, factor);
      return factor.id;
    });
    if (outcome === 'not_found') return mfaError(c, 404, 'mfa_factor_not_found', MFA_MESSAGES.factorNotFound);
    if (outcome === 'aal1') return mfaError(c, 422, 'insufficient_aal', MFA_MESSAGES.aal2ToUnenroll);
    return c.json({ id: outcome });
  });
}

function tooManyCodes(c: Context): Response {
  c.header('Retry-After', String(LOCKOUT_WINDOW_SECONDS));
  return mfaError(c, 429, 'over_request_rate_limit', MFA_MESSAGES.tooManyCodes);
}

function verifyRefusal(
  c: Context,
  reason: Exclude<ChallengeState, 'usable'> | 'factor_not_found' | 'locked' | 'wrong_code' | 'replayed',
): Response {
  switch (reason) {
    case 'factor_not_found':
      return mfaError(c, 404, 'mfa_factor_not_found', MFA_MESSAGES.factorNotFound);
    case 'locked':
      return tooManyCodes(c);
    case 'not_found':
      return mfaError(c, 422, 'mfa_factor_not_found', MFA_MESSAGES.challengeNotFound);
    case 'used_or_elsewhere':
      return mfaError(c, 422, 'mfa_ip_address_mismatch', MFA_MESSAGES.challengeUsed);
    case 'expired':
      return mfaError(c, 422, 'mfa_challenge_expired', MFA_MESSAGES.challengeExpired);
    case 'wrong_code':
      return mfaError(c, 422, 'mfa_verification_failed', MFA_MESSAGES.wrongCode);
    case 'replayed':
      return mfaError(c, 422, 'mfa_verification_failed', MFA_MESSAGES.replayedCode);
  }
}
