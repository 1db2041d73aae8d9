// The bridge from the sync session to React screens. Everything else in src/sync is
// React-free; screens read the replica and write through runCommand only via these hooks.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RunCommand } from '../../db/commands/command-runner';
import { SYNC_STATE_KEY } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { runCommand } from '../../sync/sync-session';
import { syncStatusStore } from '../../sync/sync-status-store';

/** The signed-in user's replica; null until the sync session has opened it. */
export function useReplica(): TaquillaDatabase | null {
  return useStore(syncStatusStore, (status) => status.replica);
}

const RunCommandContext = createContext<RunCommand>(runCommand);

/** Tests give screens a runner over a test replica; the app uses the session's. */
export const RunCommandProvider = RunCommandContext.Provider;

export function useRunCommand(): RunCommand {
  return useContext(RunCommandContext);
}

export type ReplicaQueryState<Result> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Result };

type QueryOutcome<Result> = { ok: true; data: Result; firstSnapshotPending: boolean } | { ok: false };

/**
 * A live query over the replica, re-run whenever the rows it read change. Unlike a bare
 * useLiveQuery it reports failures as a state (screens show their Spanish error message)
 * and keeps loading while a device that never synced waits for its first snapshot, so a
 * list does not flash its empty state before the organization's rows arrive.
 */
export function useReplicaQuery<Result>(
  query: (db: TaquillaDatabase) => Promise<Result>,
  deps: readonly unknown[],
): ReplicaQueryState<Result> {
  const db = useReplica();
  const awaitingFirstSync = useStore(
    syncStatusStore,
    ({ online, state, lastSyncedAt }) => online && (state === 'syncing' || (state === 'idle' && lastSyncedAt === null)),
  );
  const outcome = useLiveQuery(async (): Promise<QueryOutcome<Result> | null> => {
    if (!db) return null;
    try {
      const [data, syncState] = await Promise.all([query(db), db.sync_state.get(SYNC_STATE_KEY)]);
      return { ok: true, data, firstSnapshotPending: !syncState?.cursor };
    } catch {
      return { ok: false };
    }
  }, [db, ...deps]);
  if (!outcome) return { status: 'loading' };
  if (!outcome.ok) return { status: 'error' };
  if (outcome.firstSnapshotPending && awaitingFirstSync) return { status: 'loading' };
  return { status: 'ready', data: outcome.data };
}
