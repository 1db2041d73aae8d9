// Who is calling: like Supabase's gateway, an `apikey` is required and the bearer token
// (falling back to the apikey) decides the database role and the JWT claims.
import type { Claims, JwtKeys } from './jwt.ts';

export type RequestAuth =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'missing_api_key' | 'invalid_jwt' | 'expired_jwt' };

export async function authenticateRequest(headers: Headers, keys: JwtKeys): Promise<RequestAuth> {
  const apiKey = headers.get('apikey');
  if (!apiKey) return { ok: false, reason: 'missing_api_key' };
  const apiKeyCheck = await keys.verify(apiKey);
  if (!apiKeyCheck.ok) return { ok: false, reason: 'invalid_jwt' };
  const bearer = bearerToken(headers);
  if (!bearer) return apiKeyCheck;
  const check = await keys.verify(bearer);
  if (check.ok) return check;
  return { ok: false, reason: check.reason === 'expired' ? 'expired_jwt' : 'invalid_jwt' };
}

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

/** The two settings PostgREST gives every request, local to the current transaction. */
export const ACT_AS_CALLER_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";

export function actAsCallerParams(claims: Claims): [string, string] {
  return [claims.role, JSON.stringify(claims)];
}

/** Supabase's gateway refuses any request to its APIs without a valid `apikey`. */
export async function apiKeyIsValid(headers: Headers, keys: JwtKeys): Promise<boolean> {
  const apiKey = headers.get('apikey');
  return apiKey !== null && (await keys.verify(apiKey)).ok;
}
