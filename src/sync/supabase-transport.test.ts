// sync_push and sync_pull answers are parsed: one the client cannot read is a server fault
// with a Spanish message (retried like a 5xx), never a crash while applying it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionCheck } from '../api/fresh-session';
import { MALFORMED_ANSWER_MESSAGE } from '../api/sync-api';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { discardReplica, openTestReplica } from '../db/testing/test-replica';
import { SyncEngine } from './sync-engine';
import { supabaseSyncTransport } from './supabase-transport';
import { SyncTransportError } from './sync-transport';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';

const OP = { op_id: '00000000-0000-4000-8000-000000000001', kind: 'events-create', payload: {}, created_at: '2025-06-13T17:00:00.000Z' };

/** A session the transport finds fresh, so these tests reach the answer. */
const freshSession = async (): Promise<SessionCheck> => 'fresh';

/** A client whose every RPC answers 200 with `data`. */
function answering(data: unknown): SupabaseClient {
  return { rpc: async () => ({ data, error: null, status: 200 }) } as unknown as SupabaseClient;
}

async function failureOf(call: Promise<unknown>): Promise<SyncTransportError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SyncTransportError);
  return error as SyncTransportError;
}

describe('supabaseSyncTransport answers', () => {
  it.each([
    ['no results', {}],
    ['results that are not a list', { results: 'todo bien' }],
    ['a result without status', { results: [{ op_id: OP.op_id }] }],
    ['an applied result without rows', { results: [{ op_id: OP.op_id, status: 'applied' }] }],
    ['a rejected result without message', { results: [{ op_id: OP.op_id, status: 'rejected', code: 'forbidden' }] }],
    ['null', null],
  ])('a push answer with %s is a server failure', async (_case, data) => {
    const failure = await failureOf(supabaseSyncTransport(answering(data), freshSession).push('device', [OP]));
    expect(failure).toMatchObject({ kind: 'server', message: MALFORMED_ANSWER_MESSAGE, code: 'malformed_answer' });
  });

  it.each([
    ['no cursor', { rows: {}, deleted: {} }],
    ['a numeric cursor', { cursor: 812, rows: {}, deleted: {} }],
    ['rows that are not lists', { cursor: '812', rows: { events: { id: 'x' } }, deleted: {} }],
    ['no deleted', { cursor: '812', rows: {} }],
    ['a string', 'ok'],
  ])('a pull answer with %s is a server failure', async (_case, data) => {
    const failure = await failureOf(supabaseSyncTransport(answering(data), freshSession).pull(null));
    expect(failure).toMatchObject({ kind: 'server', message: MALFORMED_ANSWER_MESSAGE });
  });

  it('keeps the results it can match and leaves out those with a null op_id', async () => {
    const answer = await supabaseSyncTransport(
      answering({
        results: [
          { op_id: null, status: 'rejected', code: 'internal', message: 'Error' },
          { op_id: OP.op_id, status: 'rejected', code: 'seats_unavailable', message: 'Asientos vendidos', unavailable_seat_ids: ['s1'] },
        ],
      }),
      freshSession,
    ).push('device', [OP]);
    expect(answer.results).toEqual([
      { op_id: OP.op_id, status: 'rejected', code: 'seats_unavailable', message: 'Asientos vendidos', unavailable_seat_ids: ['s1'] },
    ]);
  });

  it('passes a well-formed pull answer through', async () => {
    const data = { cursor: '812', rows: { events: [{ id: 'e1', name: 'Bambuco' }] }, deleted: { graderias: ['g1'] } };
    expect(await supabaseSyncTransport(answering(data), freshSession).pull('700')).toEqual(data);
  });
});

describe('SyncEngine on a malformed answer', () => {
  let db: TaquillaDatabase;
  afterEach(async () => discardReplica(db));

  it('ends the cycle in error with the Spanish message and keeps the replica as it was', async () => {
    db = await openTestReplica();
    const engine = new SyncEngine({
      db,
      transport: supabaseSyncTransport(answering({ cursor: null, rows: 'x' }), freshSession),
      clock: new FakeClock(),
      connectivity: new FakeConnectivity(true),
    });
    await engine.start();
    engine.stop();
    expect(engine.getStatus()).toMatchObject({ state: 'error', lastError: MALFORMED_ANSWER_MESSAGE });
    expect((await db.sync_state.toArray())[0]).toMatchObject({ cursor: null, last_synced_at: null });
  });
});

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
