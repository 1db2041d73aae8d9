// The signed-in session's machinery (supabase-js's auth client and the zod that checks the
// kept session, about 70 kB gzip) loads only where someone may be signed in: at the start
// when this device keeps a session or a password-recovery link opened the page, and before
// any screen that reads the session (routes.tsx). A visitor on the landing or an event's
// public page never downloads it (e2e public-bundle.spec.ts).
import { keepsSession } from '../api/session-storage';
import { openedFromRecoveryLink } from '../session/recovery-session';

let onPasswordRecovery = () => {};
let started: Promise<void> | null = null;

/** Where a recovery link's session is taken (start-app: the reset page, through the router). */
export function handlePasswordRecovery(handler: () => void): void {
  onPasswordRecovery = handler;
}

/** Loads the auth client and feeds the session store from it; once, however often asked. */
export function startSession(): Promise<void> {
  started ??= import('./listen-to-session').then(
    ({ listenToSession }) => listenToSession(() => onPasswordRecovery()),
    (error: unknown) => {
      // A failed download (offline, a deploy in between) may succeed on the next screen.
      started = null;
      throw error;
    },
  );
  return started;
}

/**
 * At the app's start: a kept session needs its token refreshed and the other tabs' sign-outs
 * heard wherever the person is; a recovery link's session is in the address (supabase-js
 * takes it from the hash, which must happen on whatever page the server sent the link to).
 */
export function sessionNeededAtStart(hash: string = window.location.hash): boolean {
  const params = new URLSearchParams(hash.slice(1));
  return keepsSession() || openedFromRecoveryLink || params.has('access_token');
}
