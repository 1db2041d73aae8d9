// Signing out must work offline at once (a shared tablet's next person must not inherit the
// session), but only the server can end the session. The refresh token is kept here until
// the server has ended its session: at the next connection it is refreshed (GoTrue's logout
// needs a valid access token) and logged out. It was on the device anyway while signed in.
// The auth client loads only when there is a session to end: every page's start checks the
// list, and a visitor's page must not download supabase-js for it.

const PENDING_KEY = 'taquilla:sesiones-por-cerrar';
/** More would only be abandoned sign-outs piling up on a device that never reconnects. */
const MAX_PENDING = 20;

/** revoked: the server ended it; gone: it had already ended (expired, revoked); unreachable: try later. */
export type RevokeOutcome = 'revoked' | 'gone' | 'unreachable';
export type RevokeSession = (refreshToken: string) => Promise<RevokeOutcome>;

export function sessionsToRevoke(storage: Storage = localStorage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((token): token is string => typeof token === 'string' && token !== '') : [];
  } catch {
    return [];
  }
}

function keep(tokens: string[], storage: Storage): void {
  if (tokens.length === 0) storage.removeItem(PENDING_KEY);
  else storage.setItem(PENDING_KEY, JSON.stringify(tokens.slice(-MAX_PENDING)));
}

export function rememberSessionToRevoke(refreshToken: string, storage: Storage = localStorage): void {
  keep([...sessionsToRevoke(storage).filter((token) => token !== refreshToken), refreshToken], storage);
}

/** Ends one session on the server through a client that keeps nothing on the device. */
export const revokeOnServer: RevokeSession = async (refreshToken) => {
  let auth: typeof import('./detached-auth');
  try {
    auth = await import('./detached-auth');
  } catch {
    // Offline before the chunk was ever cached: the next connection tries again.
    return 'unreachable';
  }
  const { detachedAuthClient, serverUnreachable } = auth;
  const client = detachedAuthClient();
  const refreshed = await client.refreshSession({ refresh_token: refreshToken });
  if (refreshed.error) return serverUnreachable(refreshed.error) ? 'unreachable' : 'gone';
  const { error } = await client.signOut({ scope: 'local' });
  if (error) return serverUnreachable(error) ? 'unreachable' : 'gone';
  return 'revoked';
};

let running: Promise<void> | null = null;

/** Ends every session signed out while offline; stops at the first that cannot reach the server. */
export function revokeRememberedSessions(revoke: RevokeSession = revokeOnServer, storage: Storage = localStorage): Promise<void> {
  running ??= (async () => {
    try {
      for (const token of sessionsToRevoke(storage)) {
        if ((await revoke(token)) === 'unreachable') return;
        keep(
          sessionsToRevoke(storage).filter((kept) => kept !== token),
          storage,
        );
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

/** At start and whenever the browser says the connection is back. */
export function revokeRememberedSessionsWhenOnline(): void {
  if (navigator.onLine) void revokeRememberedSessions();
  window.addEventListener('online', () => void revokeRememberedSessions());
}
