// HS256 tokens the way a Supabase stack issues them, signed with the installation's own
// secret (installation-secrets.ts), never a published one.
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** A fresh random secret, for servers that keep nothing (tests, benchmarks). */
export function randomJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** GoTrue's default; tests shorten it to watch a session expire and be refreshed. */
export const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export interface Claims extends JWTPayload {
  role: ApiRole;
  email?: string;
  session_id?: string;
  aal?: string;
}

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  userMetadata: unknown;
  appMetadata: unknown;
  /** The session's assurance (auth-mfa.ts): aal1 with only a password, aal2 after a second factor. */
  assurance?: SessionAssurance;
}

export interface SessionAssurance {
  aal: 'aal1' | 'aal2';
  /** GoTrue's authentication method references: how and when the session proved who it is. */
  amr: { method: string; timestamp: number }[];
}

/** A long-lived API key (anon or service_role) as Supabase issues them: only a role, no user. */
export async function signApiKey(secret: string, role: 'anon' | 'service_role', now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ role, iss: 'taquilla' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 10 * 365 * 24 * 3600)
    .sign(new TextEncoder().encode(secret));
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' };

export class JwtKeys {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTokenLifetimeSeconds = DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async signAccessToken(subject: AccessTokenSubject, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({
      role: 'authenticated',
      email: subject.email,
      session_id: subject.sessionId,
      app_metadata: subject.appMetadata,
      user_metadata: subject.userMetadata,
      aal: subject.assurance?.aal ?? 'aal1',
      amr: subject.assurance?.amr ?? [{ method: 'password', timestamp: now }],
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.userId)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTokenLifetimeSeconds)
      .sign(this.#key);
  }

  /** Signature, expiry and a role the database knows; anything else is refused. */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      if (typeof payload.role !== 'string' || !API_ROLES.includes(payload.role)) return { ok: false, reason: 'invalid' };
      return { ok: true, claims: payload as Claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
