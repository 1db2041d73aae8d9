import type { AuthChangeEvent, Session, Subscription, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { endRecoverySession, markRecoverySession } from '../features/auth/recovery-session';

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

/**
 * Feeds the store from supabase-js for the life of the app. Both the first auth event and
 * the explicit session check end loading, whichever answers first. A session opened by a
 * password-recovery link is marked as such, and `onPasswordRecovery` may take the user to
 * the page where the new password is chosen.
 */
export function listenToAuthChanges(auth: AuthEventSource, { onPasswordRecovery }: { onPasswordRecovery?: () => void } = {}): () => void {
  const { data } = auth.onAuthStateChange((event, session) => {
    if (event === 'PASSWORD_RECOVERY' && session) markRecoverySession(session.user.id);
    if (event === 'SIGNED_OUT') endRecoverySession();
    applySession(session);
    if (event === 'PASSWORD_RECOVERY') onPasswordRecovery?.();
  });
  void auth.getSession().then(
    ({ data: { session } }) => {
      if (useAuthStore.getState().loading) applySession(session);
    },
    () => {
      if (useAuthStore.getState().loading) applySession(null);
    },
  );
  return () => data.subscription.unsubscribe();
}
