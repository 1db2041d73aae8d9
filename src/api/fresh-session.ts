// Before the sync engine sends anything: a session whose access token the server accepts.
// Without this, a push right after the connection returns goes out with supabase-js's
// cached offline refresh failure, i.e. with no user at all, and the server refuses it.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { detachedAuthClient, serverUnreachable } from './detached-auth';
import { readDeviceSession } from './device-session';

/** fresh: send; unreachable: the refresh could not reach the server yet; signed-out: no session to send with. */
export type SessionCheck = 'fresh' | 'unreachable' | 'signed-out';

export interface FreshSessionDependencies {
  deviceSession(): Session | null;
  online(): boolean;
  /** Refreshes apart from the app's client: the new session, or whether the server refused the token. */
  refreshApart(refreshToken: string): Promise<{ session: Session } | { refused: boolean }>;
}

async function refreshWithDetachedClient(refreshToken: string): Promise<{ session: Session } | { refused: boolean }> {
  const { data, error } = await detachedAuthClient().refreshSession({ refresh_token: refreshToken });
  if (data.session) return { session: data.session };
  return { refused: error ? !serverUnreachable(error) : false };
}

const browserDependencies: FreshSessionDependencies = {
  deviceSession: () => readDeviceSession(),
  online: () => navigator.onLine,
  refreshApart: refreshWithDetachedClient,
};

export async function ensureFreshSession(
  client: Pick<SupabaseClient, 'auth'>,
  dependencies: FreshSessionDependencies = browserDependencies,
): Promise<SessionCheck> {
  // supabase-js hands out a session only when its access token is (or was just made) valid.
  const { data } = await client.auth.getSession();
  if (data.session) return 'fresh';
  const kept = dependencies.deviceSession();
  if (!kept) return 'signed-out';
  if (!dependencies.online()) return 'unreachable';
  const refreshed = await dependencies.refreshApart(kept.refresh_token);
  if ('session' in refreshed) {
    const { error } = await client.auth.setSession(refreshed.session);
    return error ? 'unreachable' : 'fresh';
  }
  return refreshed.refused ? 'signed-out' : 'unreachable';
}
