// Before the sync engine sends anything: a session whose access token the server accepts.
// Without this, a push right after the connection returns goes out with supabase-js's
// cached offline refresh failure, i.e. with no user at all, and the server refuses it.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config';
import { detachedAuthClient, serverUnreachable } from './detached-auth';
import { accessTokenExpired, readDeviceSession } from './device-session';

/** fresh: send; unreachable: the refresh could not reach the server yet; signed-out: no session to send with. */
export type SessionCheck = 'fresh' | 'unreachable' | 'signed-out';

export interface FreshSessionDependencies {
  deviceSession(): Session | null;
  online(): boolean;
  /**
   * Whether the auth server answers at all. supabase-js retries a refresh that cannot reach
   * it for about 30 s, and navigator.onLine can say online with no way out (a festival's
   * Wi-Fi with no internet): one quick request first keeps the push from hanging that long.
   */
  serverAnswers(): Promise<boolean>;
  /** Refreshes apart from the app's client: the new session, or whether the server refused the token. */
  refreshApart(refreshToken: string): Promise<{ session: Session } | { refused: boolean }>;
}

async function refreshWithDetachedClient(refreshToken: string): Promise<{ session: Session } | { refused: boolean }> {
  const { data, error } = await detachedAuthClient().refreshSession({ refresh_token: refreshToken });
  if (data.session) return { session: data.session };
  return { refused: error ? !serverUnreachable(error) : false };
}

async function authServerAnswers(): Promise<boolean> {
  try {
    const anonKey = supabaseAnonKey();
    await fetch(`${supabaseUrl()}/auth/v1/health`, { headers: { apikey: anonKey }, cache: 'no-store', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

const browserDependencies: FreshSessionDependencies = {
  deviceSession: () => readDeviceSession(),
  online: () => navigator.onLine,
  serverAnswers: authServerAnswers,
  refreshApart: refreshWithDetachedClient,
};

/** supabase-js refreshes an access token this long before it expires. */
const REFRESH_MARGIN_MS = 90_000;

export async function ensureFreshSession(
  client: Pick<SupabaseClient, 'auth'>,
  dependencies: FreshSessionDependencies = browserDependencies,
): Promise<SessionCheck> {
  const kept = dependencies.deviceSession();
  const needsRefresh = kept !== null && accessTokenExpired(kept, Date.now(), REFRESH_MARGIN_MS);
  if (needsRefresh && !(dependencies.online() && (await dependencies.serverAnswers()))) return 'unreachable';
  // supabase-js hands out a session only when its access token is (or was just made) valid.
  const { data } = await client.auth.getSession();
  if (data.session) return 'fresh';
  if (!kept) return 'signed-out';
  // It may be answering with the failure it cached while offline: refresh apart from it.
  const refreshed = await dependencies.refreshApart(kept.refresh_token);
  if ('session' in refreshed) {
    const { error } = await client.auth.setSession(refreshed.session);
    return error ? 'unreachable' : 'fresh';
  }
  return refreshed.refused ? 'signed-out' : 'unreachable';
}
