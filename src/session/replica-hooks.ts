// The bridge from the sync session to React screens. Everything else in src/sync is
// React-free; screens read the replica and write through runCommand only via these hooks.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { RunCommand } from '../db/commands/command-runner';
import { SYNC_STATE_KEY } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { holdsRunOutBy } from '../domain/reservation-status';
import type { ReservationStatus } from '../domain/seat-status';
import { readyToSell } from '../sync/pull-progress';
import { runCommand } from '../sync/sync-session';
import { syncStatusStore } from '../sync/sync-status-store';
import { useClock } from '../ui/use-clock';
import { useMyProfile } from './use-my-profile';

/** What every screen says when the account has no organization, so no replica to read. */
export const NO_ORGANIZATION_MESSAGE = 'No se encontró una organización asociada a tu cuenta. Contacta al administrador.';

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

/**
 * - loading: the replica is not open yet, or it is downloading the organization's first snapshot;
 * - no-organization: the server says this account has no organization;
 * - first-sync-failed: the replica never received a snapshot and the engine cannot reach the
 *   server, so an empty result would be a lie ("no venues" on a device that never had them);
 * - error: reading the replica failed;
 * - ready: the query's result over the organization's rows (possibly from an earlier visit, offline).
 */
export type ReplicaQueryState<Result> =
  | { status: 'loading' }
  | { status: 'no-organization' }
  | { status: 'first-sync-failed' }
  | { status: 'error' }
  | { status: 'ready'; data: Result };

type QueryOutcome<Result> = { ok: true; data: Result } | { ok: false };

export interface ReplicaQueryOptions {
  /**
   * Figures over the whole sales history (the dashboard, the reports): the query answers
   * nothing until the first snapshot's history is in, instead of a partial total re-run for
   * every page it brings. On the first sync of 10,000 reservations those re-runs cost the
   * renderer about 1 s of CPU (BENCHMARKS.md §3, 'Figures wait for the history'). Such a
   * screen shows ReplicaLoading meanwhile.
   */
  wholeHistory?: boolean;
}

/** How far the replica's first sync is, which decides whether a screen may answer yet. */
type ReplicaPhase = 'downloading' | 'sellable' | 'complete' | 'unreadable';

/** What a screen's query needs from the sync record: only these, so that the query does not read it. */
interface ReplicaProgress {
  phase: ReplicaPhase;
  /** This device's sync id (its leases, its cash shift); null before its first sync session. */
  deviceId: string | null;
}

async function replicaProgress(db: TaquillaDatabase): Promise<ReplicaProgress> {
  try {
    // The cursor comes with the first snapshot's last rows; screens open earlier, once the
    // pages the gate sells with are in (the history keeps coming, with its progress bar).
    const syncState = await db.sync_state.get(SYNC_STATE_KEY);
    const deviceId = syncState?.device_id ?? null;
    if (syncState?.cursor) return { phase: 'complete', deviceId };
    return { phase: readyToSell(syncState) ? 'sellable' : 'downloading', deviceId };
  } catch {
    return { phase: 'unreadable', deviceId: null };
  }
}

/** A screen's read of the replica; `deviceId` is this device's sync id, null before its first sync session. */
export type ReplicaQuery<Result> = (db: TaquillaDatabase, deviceId: string | null) => Promise<Result>;

async function runQuery<Result>(db: TaquillaDatabase, deviceId: string | null, query: ReplicaQuery<Result>): Promise<QueryOutcome<Result>> {
  try {
    return { ok: true, data: await query(db, deviceId) };
  } catch {
    return { ok: false };
  }
}

/**
 * A live query over the replica, re-run whenever the rows it read change. Unlike a bare
 * useLiveQuery it reports failures as states (screens show their Spanish messages) and
 * answers nothing before the organization's first snapshot arrived, so a list never shows
 * its empty state for rows the device has not downloaded yet.
 */
export function useReplicaQuery<Result>(
  query: ReplicaQuery<Result>,
  deps: readonly unknown[],
  options: ReplicaQueryOptions = {},
): ReplicaQueryState<Result> {
  const profile = useMyProfile();
  const db = useReplica();
  const engineCannotSync = useStore(syncStatusStore, ({ state }) => state === 'offline' || state === 'error');
  // The phase and the device's id in a live query of their own: the sync record changes with
  // every pull (its time, its progress), and a screen's query that read it ran again after
  // each one, every 30 s, even when no row had changed (the dashboard's figures, BENCHMARKS.md,
  // the twentieth session; the leases' 12,500 seats, the twenty-second). With the replica they
  // were read from: a live query keeps its last answer until the next.
  const read = useLiveQuery(async () => (db ? { db, ...(await replicaProgress(db)) } : null), [db]);
  const phase = read?.db === db ? read.phase : null;
  const deviceId = read?.db === db ? read.deviceId : null;
  const answers = phase === 'complete' || (phase === 'sellable' && !options.wholeHistory);
  const outcome = useLiveQuery(async () => (db && answers ? runQuery(db, deviceId, query) : null), [db, answers, deviceId, ...deps]);

  if (profile.status === 'ready' && !profile.profile?.organization_id) return { status: 'no-organization' };
  if (!phase) return { status: 'loading' };
  if (phase === 'unreadable') return { status: 'error' };
  if (!answers) return engineCannotSync ? { status: 'first-sync-failed' } : { status: 'loading' };
  if (!outcome) return { status: 'loading' };
  if (!outcome.ok) return { status: 'error' };
  return { status: 'ready', data: outcome.data };
}

/**
 * What a screen shows from a live query's rows, derived again when its inputs change (the
 * clock, a search box) without reading the replica again. Read again on each 30 s tick of
 * the clock, the 10,000 reservations of a large festival took the renderer ~110 ms every
 * time (BENCHMARKS.md, the twenty-first session). `derive` must be pure and depend only on
 * the rows and `inputs`.
 */
export function useDerived<Rows, Shown>(read: ReplicaQueryState<Rows>, derive: (rows: Rows) => Shown, inputs: readonly unknown[]): ReplicaQueryState<Shown> {
  const rows = read.status === 'ready' ? read.data : undefined;
  // `derive` is a new closure over the same inputs on each render: the inputs are the deps.
  return useMemo(() => (read.status === 'ready' ? { status: 'ready', data: derive(read.data) } : read), [read.status, rows, ...inputs]);
}

type Hold = { status: ReservationStatus; expires_at: string | null };

/**
 * `now` as far as the holds in a query's rows are concerned: it moves on only when one of them
 * runs out, the rows change, or `alsoKeyedBy` does (the dashboard's 'today'). What a screen
 * derives from its rows at this time (useDerived) is derived again only when that could
 * change, not on every tick (BENCHMARKS.md, the twenty-first session). Nothing else it shows
 * may depend on it.
 */
export function useHoldsTime<Rows>(now: Date, read: ReplicaQueryState<Rows>, holdsOf: (rows: Rows) => Iterable<Hold>, alsoKeyedBy?: string): Date {
  const rows = read.status === 'ready' ? read.data : undefined;
  const runOut = useMemo(() => (read.status === 'ready' ? holdsRunOutBy(holdsOf(read.data), now) : 0), [rows, now]);
  // The time of the last change: the same holds have run out by it as by `now`.
  return useMemo(() => now, [rows, runOut, alsoKeyedBy]);
}

/** The screen's own 30 s clock, as far as the holds in the query's rows are concerned (useHoldsTime). */
export function useHoldsClock<Rows>(read: ReplicaQueryState<Rows>, holdsOf: (rows: Rows) => Iterable<Hold>): Date {
  return useHoldsTime(useClock(), read, holdsOf);
}
