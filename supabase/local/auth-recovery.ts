// Password recovery the way GoTrue runs it. POST /recover mails a link (here to the local
// mailbox) and answers the same whether or not the address has an account, so the form
// cannot be used to find out who uses Taquilla. GET /verify?type=recovery turns the link into
// a session and redirects to the app with it in the URL hash (#access_token=…&type=recovery),
// where supabase-js (detectSessionInUrl, implicit flow) stores it and emits
// PASSWORD_RECOVERY. POST /verify does the same for verifyOtp({ token_hash, type }).
// The link and where it leads come from SITE_URL and its allow list (site-url.ts), never
// from the request's Host or Origin.
import { createHash, randomBytes } from 'node:crypto';
import type { Engine, Sql } from './engine.ts';
import type { JwtKeys } from './jwt.ts';
import { findUserById, type UserRow } from './auth-users.ts';
import { startSession } from './auth-sessions.ts';
import { deliverMail } from './mailbox.ts';

export const RECOVERY_TOKEN_LIFETIME_SECONDS = 3600;

export const RECOVERY_LINK_ERROR = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a recovery link when the address has an account; silently does nothing otherwise. */
export async function sendRecoveryMail(engine: Engine, email: string, redirectTo: string, apiUrl: string): Promise<void> {
  await engine.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('select id::text as id from auth.users where email = $1', [email]);
    if (!rows[0]) return;
    const token = randomBytes(32).toString('base64url');
    // One live link per account: asking again makes the older mails useless.
    await tx.query('delete from auth.recovery_tokens where user_id = $1::uuid', [rows[0].id]);
    await tx.query('insert into auth.recovery_tokens (token_hash, user_id, redirect_to) values ($1, $2::uuid, $3)', [
      hashOf(token),
      rows[0].id,
      redirectTo,
    ]);
    const link = `${apiUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
    await deliverMail(tx, {
      to: email,
      subject: 'Restablece tu contraseña de Taquilla',
      body:
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta.\n' +
        'El enlace sirve una sola vez y vence en 1 hora. Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
      links: [{ label: 'Restablecer contraseña', url: link }],
    });
  });
}

export type RecoveryOutcome = { ok: true; session: Awaited<ReturnType<typeof startSession>>; redirectTo: string } | { ok: false };

/** Single use: the token is deleted whether it was still fresh or not. */
export async function redeemRecoveryToken(engine: Engine, keys: JwtKeys, token: string): Promise<RecoveryOutcome> {
  return engine.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; redirect_to: string; fresh: boolean }>(
      `delete from auth.recovery_tokens where token_hash = $1
       returning user_id::text as user_id, redirect_to, created_at > now() - make_interval(secs => $2) as fresh`,
      [hashOf(token), RECOVERY_TOKEN_LIFETIME_SECONDS],
    );
    const found = rows[0];
    const user = found?.fresh ? await signInRecoveredUser(tx, found.user_id) : null;
    if (!found || !user) return { ok: false };
    return { ok: true, session: await startSession(tx, keys, user), redirectTo: found.redirect_to };
  });
}

async function signInRecoveredUser(tx: Sql, userId: string): Promise<UserRow | null> {
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [userId]);
  return findUserById(tx, userId);
}

/** GoTrue's implicit-flow redirect: the session in the hash, never in the query (no server logs it). */
export function sessionRedirectUrl(redirectTo: string, session: Awaited<ReturnType<typeof startSession>>): string {
  const hash = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: 'recovery',
  });
  return `${redirectTo.split('#')[0]}#${hash}`;
}

export function errorRedirectUrl(redirectTo: string): string {
  return `${redirectTo.split('#')[0]}#${new URLSearchParams(RECOVERY_LINK_ERROR)}`;
}
