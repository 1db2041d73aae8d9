// How the Edge Functions reach the database on hosted Supabase: PostgREST's /rpc, as the
// caller (their Authorization header) or as the service role (SUPABASE_SERVICE_ROLE_KEY,
// only for confirm_provider_payment). Plain fetch: nothing to import in Deno.
import type { Rpc } from './handlers.ts';

export interface RestTarget {
  /** The project's URL (SUPABASE_URL). */
  url: string;
  /** The key the gateway wants (anon or service role). */
  apiKey: string;
  /** 'Bearer <jwt>': the caller's, or the service role key's. */
  authorization: string;
}

export function postgrestRpc(target: RestTarget, fetchImpl: typeof fetch = fetch): Rpc {
  return async <T>(fn: string, args: Record<string, unknown>) => {
    const response = await fetchImpl(`${target.url.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: target.apiKey, Authorization: target.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const body = (await response.json().catch(() => null)) as { message?: string; details?: string | null } | null;
    if (response.ok) return { ok: true as const, value: body as T };
    return {
      ok: false as const,
      status: response.status,
      message: typeof body?.message === 'string' ? body.message : 'Error interno del servidor',
      code: typeof body?.details === 'string' ? body.details : null,
    };
  };
}
