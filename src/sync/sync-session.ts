// The sync of the signed-in user: their replica, the engine pushing and pulling it, and
// the command runner screens write through. One session at a time; each user has a
// replica of their own, so signing in as someone else never shows, or pushes, the previous
// user's rows, and ops the previous user left unsent wait for them in their replica.
// Every tab of the user runs a session on the same replica; one of them syncs it (see
// device-sync.ts).
import { liveQuery, type Subscription } from 'dexie';
import { supabase } from '../api/supabase-client';
import { createCommandRunner, type RunCommand } from '../db/commands/command-runner';
import { ensureSyncState } from '../db/sync-state';
import { replicaNameFor, TaquillaDatabase } from '../db/taquilla-database';
import { browserDeviceLocks, browserSyncChannel } from './browser-device';
import { browserClock, browserConnectivity } from './browser-environment';
import { DeviceSync } from './device-sync';
import { showRemovalNotice } from './removal-notice';
import { wipeReplicaOfRemovedMember } from './removed-member';
import { requestPersistentStorage, watchReplicaVersion } from './replica-durability';
import { supabaseSyncTransport } from './supabase-transport';
import { SyncEngine } from './sync-engine';
import { NO_SYNC_SESSION, syncStatusStore } from './sync-status-store';

interface ActiveSession {
  userId: string;
  db: TaquillaDatabase;
  device: DeviceSync;
  runCommand: RunCommand;
  counts: Subscription;
  stopWatchingVersion: () => void;
}

export interface SyncSessionStart {
  userId: string;
  organizationId: string | null;
  /** Shows the user a message about the replica (e.g. another tab upgraded it). */
  tell?: (message: string) => void;
}

/** Time to read why the tab reloads before it does. */
const RELOAD_AFTER_MS = 3000;

let active: ActiveSession | null = null;
// Starting is async; a stop or another start meanwhile makes the older start give up.
let startGeneration = 0;

const newId = () => crypto.randomUUID();

function watchCounts(db: TaquillaDatabase): Subscription {
  return liveQuery(async () => ({ pendingCount: await db.outbox.count(), conflictsCount: await db.conflicts.count() })).subscribe({
    next: (counts) => syncStatusStore.setState(counts),
  });
}

export async function startSyncSession({ userId, organizationId, tell = () => {} }: SyncSessionStart): Promise<void> {
  if (active?.userId === userId) {
    await ensureSyncState(active.db, { newId, organizationId });
    return;
  }
  stopSyncSession();
  const generation = ++startGeneration;
  const db = new TaquillaDatabase(replicaNameFor(userId));
  const stopWatchingVersion = watchReplicaVersion(db, {
    onClosedForOtherTab: (message) => {
      if (active?.db === db) stopSyncSession();
      tell(message);
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    },
    onUpgradeBlocked: tell,
  });
  void requestPersistentStorage(navigator.storage);
  await ensureSyncState(db, { newId, organizationId });
  if (generation !== startGeneration) {
    stopWatchingVersion();
    db.close();
    return;
  }
  const syncName = `taquilla-sync-${userId}`;
  const device = new DeviceSync({
    lockName: syncName,
    locks: browserDeviceLocks(),
    channel: browserSyncChannel(syncName),
    createEngine: (onStatus) =>
      new SyncEngine({
        db,
        transport: supabaseSyncTransport(supabase),
        clock: browserClock,
        connectivity: browserConnectivity,
        onStatus,
        onMemberRemoved: () => void endSessionOfRemovedMember(userId),
      }),
    onStatus: (status) => syncStatusStore.setState(status),
  });
  const runCommand = createCommandRunner({ db, newId, now: () => new Date(), onQueued: () => void device.requestSync() });
  active = { userId, db, device, runCommand, counts: watchCounts(db), stopWatchingVersion };
  syncStatusStore.setState({ replica: db });
  device.start();
}

export function stopSyncSession(): void {
  startGeneration += 1;
  if (!active) return;
  active.device.stop();
  active.counts.unsubscribe();
  active.stopWatchingVersion();
  active.db.close();
  active = null;
  syncStatusStore.setState(NO_SYNC_SESSION);
}

/**
 * The organization removed this member. Their queued ops were pushed first and refused
 * (the server keeps them for the organizer); now the replica goes, with a notice saying
 * what was not registered, and the device signs out.
 */
async function endSessionOfRemovedMember(userId: string): Promise<void> {
  const session = active;
  if (session?.userId !== userId) return;
  startGeneration += 1;
  session.device.stop();
  session.counts.unsubscribe();
  session.stopWatchingVersion();
  active = null;
  syncStatusStore.setState(NO_SYNC_SESSION);
  const unregistered = await wipeReplicaOfRemovedMember(session.db);
  showRemovalNotice({ ...unregistered, removed_noticed_at: new Date().toISOString() });
  // Its refresh tokens are gone on the server: only this device's copy is left to forget.
  await supabase.auth.signOut({ scope: 'local' });
}

/** The one way screens write: see db/commands. */
export const runCommand: RunCommand = (kind, input, unanswered) => {
  if (!active) return Promise.reject(new Error('No hay una sesión activa. Inicia sesión nuevamente.'));
  return active.runCommand(kind, input, unanswered);
};

/** Asks the device's engine for a cycle now, e.g. when the user retries a failed first sync. */
export function requestSync(): void {
  void active?.device.requestSync();
}
