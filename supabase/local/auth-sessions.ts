// Sessions as GoTrue runs them: a short-lived access JWT plus a rotating refresh token.
// Every refresh revokes the token used and issues its child; a revoked token presented
// again is refused and ends the whole session (a stolen token is useless after one use),
// except just after a rotation, when a client retrying a lost answer gets the child again.
// A refresh token has an explicit lifetime (GoTrue's sessions.inactivity_timeout): one not
// used for that long is refused and ends its session. An offline tablet cannot refresh, so
// this lifetime is how long it may stay offline and still sync without signing in again.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from './engine.ts';
import type { JwtKeys, SessionAssurance } from './jwt.ts';
import { findUserById, userResponse, type UserRow } from './auth-users.ts';

const REUSE_INTERVAL_SECONDS = 10;

/** 30 days: a multi-day festival (the demo one runs 18) offline, with margin. */
export const DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;

export type LogoutScope = 'global' | 'local' | 'others';

export type RefreshOutcome =
  | { ok: true; user: UserRow; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'refresh_token_not_found' | 'refresh_token_already_used' | 'session_expired' };

interface TokenRow {
  user_id: string;
  session_id: string;
  revoked: boolean;
  expired: boolean;
}

export async function startSession(sql: Sql, keys: JwtKeys, user: UserRow) {
  const sessionId = randomUUID();
  const refreshToken = await insertRefreshToken(sql, user.id, sessionId, null);
  return sessionResponse(keys, user, sessionId, refreshToken);
}

export async function sessionResponse(
  keys: JwtKeys,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  assurance?: SessionAssurance,
) {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await keys.signAccessToken(
    {
      userId: user.id,
      email: user.email,
      sessionId,
      userMetadata: user.user_metadata,
      appMetadata: user.app_metadata,
      assurance,
    },
    now,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: keys.accessTokenLifetimeSeconds,
    expires_at: now + keys.accessTokenLifetimeSeconds,
    refresh_token: refreshToken,
    user: userResponse(user),
  };
}

/** Run inside a transaction: the lock keeps two refreshes of one token from both succeeding. */
export async function rotateRefreshToken(
  tx: Sql,
  token: string,
  lifetimeSeconds = DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS,
): Promise<RefreshOutcome> {
  const { rows } = await tx.query<TokenRow>(
    `select user_id::text as user_id, session_id::text as session_id, revoked,
            created_at < now() - make_interval(secs => $2) as expired
     from auth.refresh_tokens where token = $1 for update`,
    [token, lifetimeSeconds],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'refresh_token_not_found' };
  const user = await findUserById(tx, row.user_id);
  if (!user) return { ok: false, reason: 'refresh_token_not_found' };
  if (row.expired) {
    await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1::uuid', [row.session_id]);
    return { ok: false, reason: 'session_expired' };
  }
  if (row.revoked) return reuseRevokedToken(tx, token, row, user);
  await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
  const child = await insertRefreshToken(tx, row.user_id, row.session_id, token);
  return { ok: true, user, sessionId: row.session_id, refreshToken: child };
}

async function reuseRevokedToken(tx: Sql, token: string, row: TokenRow, user: UserRow): Promise<RefreshOutcome> {
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens
     where parent = $1 and not revoked and created_at > now() - make_interval(secs => $2)`,
    [token, REUSE_INTERVAL_SECONDS],
  );
  if (rows[0]) return { ok: true, user, sessionId: row.session_id, refreshToken: rows[0].token };
  await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1::uuid', [row.session_id]);
  return { ok: false, reason: 'refresh_token_already_used' };
}

export async function sessionIsActive(sql: Sql, sessionId: string): Promise<boolean> {
  const { rows } = await sql.query(
    'select 1 from auth.refresh_tokens where session_id = $1::uuid and not revoked limit 1',
    [sessionId],
  );
  return rows.length > 0;
}

export async function endSessions(sql: Sql, scope: LogoutScope, userId: string, sessionId: string): Promise<void> {
  const sessionFilter = { global: 'true', local: 'session_id = $2::uuid', others: 'session_id <> $2::uuid' }[scope];
  await sql.query(
    `update auth.refresh_tokens set revoked = true where user_id = $1::uuid and not revoked and ${sessionFilter}`,
    scope === 'global' ? [userId] : [userId, sessionId],
  );
}

export async function insertRefreshToken(sql: Sql, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await sql.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)',
    [token, userId, sessionId, parent],
  );
  return token;
}
