// Second factors (TOTP) the way GoTrue keeps them: auth.mfa_factors holds the secret (never
// sent again after enrolment), auth.mfa_challenges one row per sign-in attempt, and
// auth.mfa_amr_claims how each session proved who it is ('totp' makes it aal2). The codes are
// RFC 6238 with GoTrue's settings (SHA-1, 6 digits, 30 s, one step of clock skew), by `otpauth`.
import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Sql } from './engine.ts';
import type { SessionAssurance } from './jwt.ts';

/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default. */
export const CHALLENGE_LIFETIME_SECONDS = 300;
/** Wrong codes a factor accepts within LOCKOUT_WINDOW_SECONDS before every attempt is refused. */
export const MAX_FAILED_CODES = 5;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
/** GoTrue's MFA_MAX_ENROLLED_FACTORS default: enrolments left unverified count too. */
export const MAX_ENROLLED_FACTORS = 10;
/** Open challenges a factor may have within the window: a script cannot fill the table. */
export const MAX_OPEN_CHALLENGES = 30;

const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  secret: string;
}

export interface NewTotp {
  secret: string;
  uri: string;
  /** Raw SVG, as GoTrue sends it; supabase-js turns it into a data URI. */
  qrCode: string;
}

export async function newTotp(issuer: string, accountName: string): Promise<NewTotp> {
  const totp = new OTPAuth.TOTP({ ...TOTP_SETTINGS, issuer, label: accountName, secret: new OTPAuth.Secret({ size: 20 }) });
  const uri = totp.toString();
  // Loaded on the first enrolment, not at every start (issue 17, point 7).
  const { default: QRCode } = await import('qrcode');
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: totp.secret.base32, uri, qrCode };
}

/** The time step a code belongs to (within one step of now), or null when it is not valid now. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new OTPAuth.TOTP({ ...TOTP_SETTINGS, secret: OTPAuth.Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

export async function listFactors(sql: Sql, userId: string): Promise<FactorRow[]> {
  const { rows } = await sql.query<FactorRow>(
    `select id::text as id, user_id::text as user_id, friendly_name, factor_type::text as factor_type,
            status::text as status, secret
     from auth.mfa_factors where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return rows;
}

/** The caller's own factor, locked for the rest of the transaction (two verifies of one code cannot both pass). */
export async function lockFactor(sql: Sql, userId: string, factorId: string): Promise<FactorRow | null> {
  const { rows } = await sql.query<FactorRow>(
    `select id::text as id, user_id::text as user_id, friendly_name, factor_type::text as factor_type,
            status::text as status, secret
     from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid for update`,
    [factorId, userId],
  );
  return rows[0] ?? null;
}

/** Unverified factors older than a challenge's life are abandoned enrolments (GoTrue deletes them too). */
export async function deleteAbandonedFactors(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified'
       and created_at < now() - make_interval(secs => $2)`,
    [userId, CHALLENGE_LIFETIME_SECONDS],
  );
}

export async function insertFactor(sql: Sql, userId: string, friendlyName: string, secret: string): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1::uuid, $2::uuid, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, userId, friendlyName, secret],
  );
  return id;
}

export async function failedCodesLately(sql: Sql, factorId: string): Promise<number> {
  const { rows } = await sql.query<{ failures: number }>(
    `select coalesce(sum(failed_attempts), 0)::int as failures from auth.mfa_challenges
     where factor_id = $1::uuid and created_at > now() - make_interval(secs => $2)`,
    [factorId, LOCKOUT_WINDOW_SECONDS],
  );
  return rows[0]?.failures ?? 0;
}

/** Unverified challenges older than the window; those younger still count the wrong codes. */
export async function openChallengesLately(sql: Sql, factorId: string): Promise<number> {
  await sql.query(
    `delete from auth.mfa_challenges where factor_id = $1::uuid and verified_at is null
       and created_at < now() - make_interval(secs => $2)`,
    [factorId, LOCKOUT_WINDOW_SECONDS],
  );
  const { rows } = await sql.query<{ open: number }>(
    'select count(*)::int as open from auth.mfa_challenges where factor_id = $1::uuid and verified_at is null',
    [factorId],
  );
  return rows[0]?.open ?? 0;
}

export async function insertChallenge(sql: Sql, factorId: string, ipAddress: string): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const { rows } = await sql.query<{ created: number }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1::uuid, $2::uuid, now(), $3::inet)
     returning extract(epoch from created_at)::float8 as created`,
    [id, factorId, ipAddress],
  );
  await sql.query('update auth.mfa_factors set last_challenged_at = now() where id = $1::uuid', [factorId]);
  return { id, expiresAt: Math.floor(rows[0].created) + CHALLENGE_LIFETIME_SECONDS };
}

export type ChallengeState = 'usable' | 'not_found' | 'used_or_elsewhere' | 'expired';

export async function challengeState(sql: Sql, factorId: string, challengeId: string, ipAddress: string): Promise<ChallengeState> {
  const { rows } = await sql.query<{ verified: boolean; same_ip: boolean; expired: boolean }>(
    `select verified_at is not null as verified, ip_address = $3::inet as same_ip,
            created_at < now() - make_interval(secs => $4) as expired
     from auth.mfa_challenges where id = $2::uuid and factor_id = $1::uuid`,
    [factorId, challengeId, ipAddress, CHALLENGE_LIFETIME_SECONDS],
  );
  const row = rows[0];
  if (!row) return 'not_found';
  if (row.verified || !row.same_ip) return 'used_or_elsewhere';
  return row.expired ? 'expired' : 'usable';
}

export async function countFailedCode(sql: Sql, challengeId: string): Promise<void> {
  await sql.query('update auth.mfa_challenges set failed_attempts = failed_attempts + 1 where id = $1::uuid', [challengeId]);
}

/** True when this factor already accepted a code of this time step or a later one. */
export async function timeStepAlreadyUsed(sql: Sql, factorId: string, timeStep: number): Promise<boolean> {
  const { rows } = await sql.query(
    `select 1 from auth.mfa_challenges
     where factor_id = $1::uuid and verified_at is not null and otp_code ~ '^[0-9]+$' and otp_code::bigint >= $2
     limit 1`,
    [factorId, timeStep],
  );
  return rows.length > 0;
}

/**
 * A right code: the challenge is spent, the factor verified, the session raised to aal2, the
 * user's other password-only sessions ended and abandoned enrolments removed (as GoTrue does).
 */
export async function acceptCode(
  sql: Sql,
  factor: FactorRow,
  challengeId: string,
  timeStep: number,
  sessionId: string,
): Promise<void> {
  await sql.query('update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1::uuid', [
    challengeId,
    String(timeStep),
  ]);
  await sql.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid", [factor.id]);
  await sql.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1::uuid, 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId],
  );
  await sql.query(
    `update auth.refresh_tokens t set revoked = true
     where t.user_id = $1::uuid and not t.revoked and t.session_id <> $2::uuid
       and not exists (select 1 from auth.mfa_amr_claims c where c.session_id = t.session_id and c.authentication_method = 'totp')`,
    [factor.user_id, sessionId],
  );
  await sql.query(
    "delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and id <> $2::uuid",
    [factor.user_id, factor.id],
  );
}

/** Removes a factor; the user's sessions lose the 'totp' claim and drop to aal1 (GoTrue's DowngradeSessionsToAAL1). */
export async function deleteFactor(sql: Sql, factor: FactorRow): Promise<void> {
  await sql.query('delete from auth.mfa_factors where id = $1::uuid', [factor.id]);
  const { rows } = await sql.query('select 1 from auth.mfa_factors where user_id = $1::uuid and status = $2 limit 1', [
    factor.user_id,
    'verified',
  ]);
  if (rows.length > 0) return;
  await sql.query(
    `delete from auth.mfa_amr_claims c where c.authentication_method = 'totp'
       and c.session_id in (select session_id from auth.refresh_tokens where user_id = $1::uuid)`,
    [factor.user_id],
  );
}

/** aal and amr of a session, for every access token it is issued (sign-in, verify, refresh). */
export async function sessionAssurance(sql: Sql, sessionId: string): Promise<SessionAssurance> {
  const { rows } = await sql.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from created_at)::float8 as at
       from auth.mfa_amr_claims where session_id = $1::uuid
     union all
     select 'password', extract(epoch from min(created_at))::float8 from auth.refresh_tokens where session_id = $1::uuid
     order by at desc`,
    [sessionId],
  );
  const amr = rows.filter((row) => row.at !== null).map((row) => ({ method: row.method, timestamp: Math.floor(row.at) }));
  return { aal: amr.some((claim) => claim.method === 'totp') ? 'aal2' : 'aal1', amr };
}

export async function sessionIsAal2(sql: Sql, sessionId: string): Promise<boolean> {
  return (await sessionAssurance(sql, sessionId)).aal === 'aal2';
}

/** GoTrue refuses a password change from an aal1 session of a user with a verified factor. */
export async function secondFactorOwed(sql: Sql, userId: string, sessionId: string): Promise<boolean> {
  const { rows } = await sql.query("select 1 from auth.mfa_factors where user_id = $1::uuid and status = 'verified' limit 1", [userId]);
  return rows.length > 0 && !(await sessionIsAal2(sql, sessionId));
}
