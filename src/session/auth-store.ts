import type { AuthChangeEvent, Session, Subscription, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { endRecoverySession, markRecoverySession } from './recovery-session';

interface AuthState {
  /** True until the first session check or auth event has answered. */
  loading: boolean;
  session: Session | null;
  user: User | null;
}

export const useAuthStore = create<AuthState>(() => ({ loading: true, session: null, user: null }));

function applySession(session: Session | null): void {
  useAuthStore.setState({ loading: false, session, user: session?.user ?? null });
}

/** The slice of supabase-js's auth client the store listens to. */
export interface AuthEventSource {
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: Pick<Subscription, 'unsubscribe'> };
  };
  getSession(): Promise<{ data: { session: Session | null } }>;
}

export interface AuthListenerOptions {
  onPasswordRecovery?: () => void;
  /**
   * The session kept on this device, even with an expired access token (api/device-session).
   * supabase-js says "no session" while it cannot refresh one offline; the device still
   * holds its refresh token, so the person stays signed in until the server refuses it
   * (supabase-js then empties the slot and says SIGNED_OUT) or they sign out.
   */
  deviceSession?: () => Session | null;
}

/**
 * Feeds the store from supabase-js for the life of the app. A session kept on the device
 * ends loading at once, without waiting for a refresh that needs the network; otherwise the
 * first auth event or the explicit session check, whichever answers first. A session opened
 * by a password-recovery link is marked as such, and `onPasswordRecovery` may take the user
 * to the page where the new password is chosen.
 */
export function listenToAuthChanges(auth: AuthEventSource, { onPasswordRecovery, deviceSession = () => null }: AuthListenerOptions = {}): () => void {
  const kept = deviceSession();
  if (kept) applySession(kept);
  const { data } = auth.onAuthStateChange((event, session) => {
    if (event === 'PASSWORD_RECOVERY' && session) markRecoverySession(session.user.id);
    if (event === 'SIGNED_OUT') endRecoverySession();
    applySession(session ?? (event === 'SIGNED_OUT' ? null : deviceSession()));
    if (event === 'PASSWORD_RECOVERY') onPasswordRecovery?.();
  });
  void auth.getSession().then(
    ({ data: { session } }) => {
      if (useAuthStore.getState().loading) applySession(session ?? deviceSession());
    },
    () => {
      if (useAuthStore.getState().loading) applySession(deviceSession());
    },
  );
  return () => data.subscription.unsubscribe();
}

/**
 * This device keeps no session and no recovery link opened the page (app/start-session.ts):
 * nobody is signed in, known without loading supabase-js. The listener, when it starts
 * later, reports any change from here on.
 */
export function answerNoSessionKept(): void {
  if (useAuthStore.getState().loading) applySession(null);
}

/** Signing out on the device: nobody is signed in from now on, whatever supabase-js says later. */
export function markSignedOut(): void {
  endRecoverySession();
  applySession(null);
}
