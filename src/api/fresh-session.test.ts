import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { ensureFreshSession, type FreshSessionDependencies } from './fresh-session';

const kept = { access_token: 'vencido', refresh_token: 'r1', expires_at: 1, user: { id: 'u1' } } as unknown as Session;
const renewed = { ...kept, access_token: 'nuevo', refresh_token: 'r2', expires_at: 2e9 } as Session;

/** The app's supabase-js client: getSession answers what it answers; setSession is recorded. */
function appClient(current: Session | null) {
  const setSession = vi.fn(async (_session: Session) => ({ data: { session: _session, user: null }, error: null }));
  const client = { auth: { getSession: async () => ({ data: { session: current }, error: null }), setSession } };
  return { client: client as unknown as Pick<SupabaseClient, 'auth'>, setSession };
}

function device(overrides: Partial<FreshSessionDependencies> = {}): FreshSessionDependencies {
  return { deviceSession: () => kept, online: () => true, serverAnswers: async () => true, refreshApart: vi.fn(async () => ({ session: renewed })), ...overrides };
}

describe('before a push', () => {
  it('sends at once with a session supabase-js hands out', async () => {
    const dependencies = device({ deviceSession: () => renewed, serverAnswers: vi.fn(async () => false) });
    expect(await ensureFreshSession(appClient(renewed).client, dependencies)).toBe('fresh');
    expect(dependencies.refreshApart).not.toHaveBeenCalled();
    expect(dependencies.serverAnswers).not.toHaveBeenCalled();
  });

  it('back online after hours away, refreshes the kept token apart from the cached offline failure and hands it over', async () => {
    const { client, setSession } = appClient(null);
    const dependencies = device();
    expect(await ensureFreshSession(client, dependencies)).toBe('fresh');
    expect(dependencies.refreshApart).toHaveBeenCalledWith('r1');
    expect(setSession).toHaveBeenCalledWith(renewed);
  });

  it('still offline, waits without calling the server', async () => {
    const dependencies = device({ online: () => false });
    expect(await ensureFreshSession(appClient(null).client, dependencies)).toBe('unreachable');
    expect(dependencies.refreshApart).not.toHaveBeenCalled();
  });

  it('with a network that leads nowhere, does not wait out the half-minute of refresh retries', async () => {
    const getSession = vi.fn(() => new Promise(() => {}));
    const client = { auth: { getSession } } as unknown as Pick<SupabaseClient, 'auth'>;
    expect(await ensureFreshSession(client, device({ serverAnswers: async () => false }))).toBe('unreachable');
    expect(getSession).not.toHaveBeenCalled();
  });

  it('waits when the refresh could not reach the server, and gives up the session only when the server refused it', async () => {
    expect(await ensureFreshSession(appClient(null).client, device({ refreshApart: async () => ({ refused: false }) }))).toBe('unreachable');
    expect(await ensureFreshSession(appClient(null).client, device({ refreshApart: async () => ({ refused: true }) }))).toBe('signed-out');
  });

  it('has nothing to send with once signed out on the device', async () => {
    expect(await ensureFreshSession(appClient(null).client, device({ deviceSession: () => null }))).toBe('signed-out');
  });
});
