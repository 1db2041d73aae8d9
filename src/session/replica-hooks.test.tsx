import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_STATE_KEY } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { DEVICE_ID, discardReplica, openTestReplica, ORGANIZATION_ID } from '../db/testing/test-replica';
import type { SyncState } from '../sync/sync-engine';
import { NO_SYNC_SESSION, syncStatusStore } from '../sync/sync-status-store';
import { useDerived, useReplicaQuery } from './replica-hooks';
import { historyDownloaded, historyStillDownloading } from './testing/synced-replica';

const profileState = vi.hoisted(() => ({ current: { status: 'idle', profile: null as unknown } }));
vi.mock('./use-my-profile', () => ({ useMyProfile: () => ({ ...profileState.current, reload: () => {} }) }));

let db: TaquillaDatabase;

beforeEach(async () => {
  profileState.current = { status: 'idle', profile: null };
  db = await openTestReplica();
});

afterEach(async () => {
  cleanup();
  syncStatusStore.setState(NO_SYNC_SESSION);
  await discardReplica(db);
});

const receiveFirstSnapshot = () => db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-1' });

function renderEventCount() {
  return renderHook(() => useReplicaQuery((replica) => replica.events.count(), []));
}

describe('useReplicaQuery', () => {
  it('loads until the session opens the replica', () => {
    const { result } = renderEventCount();
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('answers from a replica that received its first snapshot, whatever the engine does now', async () => {
    await receiveFirstSnapshot();
    syncStatusStore.setState({ replica: db, state: 'offline', online: false });
    const { result } = renderEventCount();
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 0 }));
  });

  it.each<{ state: SyncState; expected: string }>([
    { state: 'idle', expected: 'loading' },
    { state: 'syncing', expected: 'loading' },
    { state: 'offline', expected: 'first-sync-failed' },
    { state: 'error', expected: 'first-sync-failed' },
  ])('before the first snapshot, with the engine $state, is $expected rather than an empty answer', async ({ state, expected }) => {
    syncStatusStore.setState({ replica: db, state });
    const { result } = renderEventCount();
    // The replica's sync record is read before the state settles; give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ status: expected });
  });

  it('answers as soon as the first snapshot arrives', async () => {
    syncStatusStore.setState({ replica: db, state: 'syncing' });
    const { result } = renderEventCount();
    await act(receiveFirstSnapshot);
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 0 }));
  });

  it('says the account has no organization once the profile shows none', async () => {
    profileState.current = { status: 'ready', profile: { organization_id: null } };
    await receiveFirstSnapshot();
    syncStatusStore.setState({ replica: db });
    const { result } = renderEventCount();
    expect(result.current).toEqual({ status: 'no-organization' });
  });

  it('reports a replica it cannot read as an error', async () => {
    await receiveFirstSnapshot();
    db.close();
    syncStatusStore.setState({ replica: db });
    const { result } = renderEventCount();
    await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
  });

  it('answers a screen that sells once the gate can, and one over the whole history only once it is in', async () => {
    await historyStillDownloading(db);
    syncStatusStore.setState({ replica: db, state: 'syncing' });
    const sells = renderEventCount();
    const totals = renderHook(() => useReplicaQuery((replica) => replica.events.count(), [], { wholeHistory: true }));
    await waitFor(() => expect(sells.result.current).toEqual({ status: 'ready', data: 0 }));
    expect(totals.result.current).toEqual({ status: 'loading' });
    await act(() => historyDownloaded(db));
    await waitFor(() => expect(totals.result.current).toEqual({ status: 'ready', data: 0 }));
  });

  it('runs the query again when its rows change, and not for a pull that changed none', async () => {
    await receiveFirstSnapshot();
    syncStatusStore.setState({ replica: db, state: 'idle' });
    const query = vi.fn((replica: TaquillaDatabase) => replica.events.count());
    const { result } = renderHook(() => useReplicaQuery(query, []));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 0 }));
    const runs = query.mock.calls.length;
    // A periodic pull with nothing new moves the sync record's time and cursor, no row.
    await act(() => db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-2', last_synced_at: '2025-06-13T17:00:30.000Z' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(query).toHaveBeenCalledTimes(runs);
    await act(() => db.events.put({ id: 'event-1', organization_id: ORGANIZATION_ID } as never));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 1 }));
  });

  it("gives the query this device's id without the query reading the sync record, so a pull does not run it again", async () => {
    await receiveFirstSnapshot();
    syncStatusStore.setState({ replica: db, state: 'idle' });
    const query = vi.fn(async (_replica: TaquillaDatabase, deviceId: string | null) => deviceId);
    const { result } = renderHook(() => useReplicaQuery(query, []));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: DEVICE_ID }));
    const runs = query.mock.calls.length;
    await act(() => db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-2', last_synced_at: '2025-06-13T17:00:30.000Z' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(query).toHaveBeenCalledTimes(runs);
    // A new id (the replica's record made again) is a new answer.
    await act(() => db.sync_state.update(SYNC_STATE_KEY, { device_id: 'device-2' }));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'device-2' }));
  });
});

describe('useDerived', () => {
  it('derives again when its inputs change, without running the query again, and again when the rows change', async () => {
    await receiveFirstSnapshot();
    syncStatusStore.setState({ replica: db, state: 'idle' });
    const query = vi.fn((replica: TaquillaDatabase) => replica.events.count());
    const { result, rerender } = renderHook(({ added }) => useDerived(useReplicaQuery(query, []), (count) => count + added, [added]), {
      initialProps: { added: 10 },
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 10 }));
    const runs = query.mock.calls.length;

    // What the clock's tick or a search box does: the rows already read are shown anew.
    rerender({ added: 20 });
    expect(result.current).toEqual({ status: 'ready', data: 20 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(query).toHaveBeenCalledTimes(runs);

    await act(() => db.events.put({ id: 'event-1', organization_id: ORGANIZATION_ID } as never));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 21 }));
  });

  it('passes on every state that is not an answer', () => {
    const { result } = renderHook(() => useDerived(useReplicaQuery((replica) => replica.events.count(), []), (count) => count + 1, []));
    expect(result.current).toEqual({ status: 'loading' });
  });
});
