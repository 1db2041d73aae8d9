import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import type { SessionCheck } from '../api/fresh-session';
import { supabaseSyncTransport } from './supabase-transport';
import { SyncTransportError } from './sync-transport';

function serverThatCounts() {
  const rpc = vi.fn(async () => ({ data: { results: [] }, error: null, status: 200 }));
  return { client: { rpc } as unknown as SupabaseClient, rpc };
}

describe('the sync transport', () => {
  it('sends nothing until the session is refreshed, and reports the wait as a connection problem, not an error', async () => {
    const { client, rpc } = serverThatCounts();
    const transport = supabaseSyncTransport(client, async (): Promise<SessionCheck> => 'unreachable');
    const failure = await transport.push('device', []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SyncTransportError);
    expect(failure).toMatchObject({ kind: 'network' });
    await expect(transport.pull(null)).rejects.toMatchObject({ kind: 'network' });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('refuses to send without a session at all', async () => {
    const { client, rpc } = serverThatCounts();
    const transport = supabaseSyncTransport(client, async (): Promise<SessionCheck> => 'signed-out');
    await expect(transport.push('device', [])).rejects.toMatchObject({ kind: 'refused', code: 'session_missing' });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('sends once the session is fresh', async () => {
    const { client, rpc } = serverThatCounts();
    const transport = supabaseSyncTransport(client, async (): Promise<SessionCheck> => 'fresh');
    await expect(transport.push('device', [])).resolves.toEqual({ results: [] });
    expect(rpc).toHaveBeenCalledWith('sync_push', { device_id: 'device', ops: [] });
  });
});
