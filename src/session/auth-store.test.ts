import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToAuthChanges, markSignedOut, useAuthStore, type AuthEventSource } from './auth-store';
import { isRecoverySession } from './recovery-session';

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

describe('offline, with an access token that expired', () => {
  // What the device keeps: the refresh token is what a later sync needs; the access token ran out an hour ago.
  const kept = { ...session, access_token: 'vencido', refresh_token: 'r1', expires_at: Math.floor(Date.now() / 1000) - 25 * 3600 } as Session;
  // supabase-js offline: its refresh retries for ~30 s, then it answers no session.
  const offlineAuth = () => fakeAuth(new Promise<Session | null>((resolve) => setTimeout(() => resolve(null), 30_000)));

  it('opens signed in at once from the session kept on the device, without waiting for a refresh', () => {
    listenToAuthChanges(offlineAuth().auth, { deviceSession: () => kept });
    expect(useAuthStore.getState()).toMatchObject({ loading: false, session: kept, user: { id: 'u1' } });
  });

  it('stays signed in when supabase-js, unable to refresh, reports no session', async () => {
    const source = fakeAuth(Promise.resolve(null));
    listenToAuthChanges(source.auth, { deviceSession: () => kept });
    source.emit('INITIAL_SESSION', null);
    await Promise.resolve();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: { id: 'u1' } });
  });

  it('takes the refreshed session once the connection returns', () => {
    const source = offlineAuth();
    listenToAuthChanges(source.auth, { deviceSession: () => kept });
    const refreshed = { ...kept, access_token: 'nuevo' } as Session;
    source.emit('TOKEN_REFRESHED', refreshed);
    expect(useAuthStore.getState().session?.access_token).toBe('nuevo');
  });

  it('signs out when the server refused the refresh token (supabase-js empties the slot)', () => {
    let stored: Session | null = kept;
    const source = offlineAuth();
    listenToAuthChanges(source.auth, { deviceSession: () => stored });
    stored = null;
    source.emit('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, session: null, user: null });
  });

  it('shows nobody signed in after a sign-out on the device, even before supabase-js hears of it', () => {
    listenToAuthChanges(offlineAuth().auth, { deviceSession: () => kept });
    markSignedOut();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, session: null, user: null });
  });
});
