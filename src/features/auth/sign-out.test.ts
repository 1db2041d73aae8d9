import type { Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSessionToRevoke, revokeRememberedSessions, sessionsToRevoke } from '../../api/deferred-logout';
import { forgetDeviceSession, readDeviceSession, sessionStorageKey } from '../../api/device-session';
import { listenToAuthChanges, useAuthStore, type AuthEventSource } from '../../session/auth-store';
import { signOut, type SignOutDependencies } from './sign-out';

const KEY = sessionStorageKey('http://127.0.0.1:4173');
const kept = {
  access_token: 'vencido',
  refresh_token: 'r-tableta',
  expires_at: Math.floor(Date.now() / 1000) - 3600,
  user: { id: 'u1', email: 'taquilla@taquilla.co' },
} as unknown as Session;

/** supabase-js with no connection: nothing it is asked ever answers. */
const unreachableAuth: AuthEventSource = {
  onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
  getSession: () => new Promise(() => {}),
};

function deviceDependencies(revoke: () => Promise<void>): SignOutDependencies {
  return {
    deviceSession: () => readDeviceSession(KEY),
    forgetDeviceSession: () => forgetDeviceSession(KEY),
    rememberSessionToRevoke: (token) => rememberSessionToRevoke(token),
    revokeRememberedSessions: revoke,
    signOutLocally: () => new Promise(() => {}),
  };
}

beforeEach(() => {
  useAuthStore.setState({ loading: true, session: null, user: null });
  localStorage.setItem(KEY, JSON.stringify(kept));
});

afterEach(() => localStorage.clear());

describe('signing out offline', () => {
  it('signs out on the device at once, and a reload finds nobody signed in', async () => {
    listenToAuthChanges(unreachableAuth, { deviceSession: () => readDeviceSession(KEY) });
    expect(useAuthStore.getState().user?.id).toBe('u1');

    await signOut(deviceDependencies(() => new Promise(() => {})));

    expect(useAuthStore.getState()).toMatchObject({ loading: false, session: null, user: null });
    expect(localStorage.getItem(KEY)).toBeNull();
    useAuthStore.setState({ loading: true, session: null, user: null });
    listenToAuthChanges(unreachableAuth, { deviceSession: () => readDeviceSession(KEY) });
    expect(useAuthStore.getState()).toMatchObject({ loading: true, user: null });
  });

  it('ends the session on the server at the next connection', async () => {
    const revoke = vi.fn(async (_token: string) => 'unreachable' as const);
    await signOut(deviceDependencies(() => revokeRememberedSessions(revoke)));
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('r-tableta'));
    expect(sessionsToRevoke()).toEqual(['r-tableta']);

    const online = vi.fn(async (_token: string) => 'revoked' as const);
    await revokeRememberedSessions(online);
    expect(online).toHaveBeenCalledWith('r-tableta');
    expect(sessionsToRevoke()).toEqual([]);
  });

  it('tells supabase-js only after the slot is empty, so it makes no server call', async () => {
    const slotWhenTold: (string | null)[] = [];
    await signOut({
      ...deviceDependencies(async () => {}),
      signOutLocally: async () => slotWhenTold.push(localStorage.getItem(KEY)),
    });
    expect(slotWhenTold).toEqual([null]);
  });
});
