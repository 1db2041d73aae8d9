import { rememberSessionToRevoke, revokeRememberedSessions } from '../../api/deferred-logout';
import { forgetDeviceSession, readDeviceSession } from '../../api/device-session';
import { supabase } from '../../api/supabase-client';
import { forgetMyProfile, forgetProfileOnDevice } from '../../session/my-profile-store';
import { markSignedOut } from '../../session/auth-store';

export interface SignOutDependencies {
  deviceSession(): { refresh_token: string } | null;
  forgetDeviceSession(): void;
  rememberSessionToRevoke(refreshToken: string): void;
  revokeRememberedSessions(): Promise<void>;
  /** supabase-js's own sign-out, run once the slot is empty: no server call, SIGNED_OUT to other tabs. */
  signOutLocally(): Promise<unknown>;
}

const appDependencies: SignOutDependencies = {
  deviceSession: () => readDeviceSession(),
  forgetDeviceSession: () => forgetDeviceSession(),
  rememberSessionToRevoke: (token) => rememberSessionToRevoke(token),
  revokeRememberedSessions: () => revokeRememberedSessions(),
  signOutLocally: () => supabase.auth.signOut({ scope: 'local' }),
};

/**
 * Signs out on this device at once, connected or not: the session is forgotten (a reload
 * finds nobody signed in) and its refresh token kept to end the session on the server, now
 * if the server answers, else at the next connection (api/deferred-logout). Queued ops stay
 * in this user's replica until they sign in here again.
 */
export async function signOut(dependencies: SignOutDependencies = appDependencies): Promise<void> {
  const session = dependencies.deviceSession();
  if (session) dependencies.rememberSessionToRevoke(session.refresh_token);
  dependencies.forgetDeviceSession();
  markSignedOut();
  forgetMyProfile();
  forgetProfileOnDevice();
  // Neither waits for the network: offline they would hold the sign-out for half a minute.
  void dependencies.signOutLocally().catch(() => undefined);
  void dependencies.revokeRememberedSessions().catch(() => undefined);
}
