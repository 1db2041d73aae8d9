import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToAuthChanges, useAuthStore, type AuthEventSource } from './auth-store';
import { isRecoverySession } from '../features/auth/recovery-session';

const session = { access_token: 't', user: { id: 'u1', email: 'demo@taquilla.co' } } as unknown as Session;

function fakeAuth(initialSession: Promise<Session | null>) {
  let emit: (event: AuthChangeEvent, session: Session | null) => void = () => {};
  const unsubscribe = vi.fn();
  const auth: AuthEventSource = {
    onAuthStateChange(callback) {
      emit = callback;
      return { data: { subscription: { unsubscribe } } };
    },
    getSession: () => initialSession.then((value) => ({ data: { session: value } })),
  };
  return { auth, emit: (event: AuthChangeEvent, value: Session | null) => emit(event, value), unsubscribe };
}

beforeEach(() => {
  useAuthStore.setState({ loading: true, session: null, user: null });
});

describe('listenToAuthChanges', () => {
  it('starts loading with nobody signed in', () => {
    expect(useAuthStore.getState()).toMatchObject({ loading: true, session: null, user: null });
  });

  it('stops loading after the first session check', async () => {
    listenToAuthChanges(fakeAuth(Promise.resolve(session)).auth);
    await vi.waitFor(() => expect(useAuthStore.getState().loading).toBe(false));
    expect(useAuthStore.getState().user?.id).toBe('u1');
  });

  it('stops loading on the first auth event even before the check answers', () => {
    const source = fakeAuth(new Promise(() => {}));
    listenToAuthChanges(source.auth);
    source.emit('INITIAL_SESSION', null);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, session: null, user: null });
  });

  it('clears user and session on sign out and stops listening when asked', () => {
    const source = fakeAuth(new Promise(() => {}));
    const stop = listenToAuthChanges(source.auth);
    source.emit('SIGNED_IN', session);
    expect(useAuthStore.getState().user?.id).toBe('u1');
    source.emit('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ session: null, user: null });
    stop();
    expect(source.unsubscribe).toHaveBeenCalledOnce();
  });

  it('does not let a late session check overwrite a newer auth event', async () => {
    let answerCheck: (value: Session | null) => void = () => {};
    const source = fakeAuth(new Promise((resolve) => (answerCheck = resolve)));
    listenToAuthChanges(source.auth);
    source.emit('SIGNED_OUT', null);
    answerCheck(session);
    await Promise.resolve();
    await Promise.resolve();
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('password recovery', () => {
  it('marks the session a recovery link opened, and forgets it on sign-out', () => {
    const onPasswordRecovery = vi.fn();
    const source = fakeAuth(new Promise(() => {}));
    listenToAuthChanges(source.auth, { onPasswordRecovery });
    source.emit('SIGNED_IN', session);
    expect(isRecoverySession('u1')).toBe(false);
    source.emit('PASSWORD_RECOVERY', session);
    expect(isRecoverySession('u1')).toBe(true);
    expect(onPasswordRecovery).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().user?.id).toBe('u1');
    source.emit('SIGNED_OUT', null);
    expect(isRecoverySession('u1')).toBe(false);
  });
});
