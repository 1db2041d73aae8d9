// What the UI shows about syncing, in one store outside React (zustand/vanilla): the
// engine's status plus the outbox and conflict counts, and the replica screens read from.
import { createStore } from 'zustand/vanilla';
import type { TaquillaDatabase } from '../db/taquilla-database';
import type { SyncEngineStatus } from './sync-engine';

export interface SyncStatusSnapshot extends SyncEngineStatus {
  pendingCount: number;
  conflictsCount: number;
  /** The signed-in user's replica; null before a session starts. */
  replica: TaquillaDatabase | null;
}

export const NO_SYNC_SESSION: SyncStatusSnapshot = {
  state: 'idle',
  online: true,
  lastSyncedAt: null,
  lastError: null,
  download: null,
  pendingCount: 0,
  conflictsCount: 0,
  replica: null,
};

export const syncStatusStore = createStore<SyncStatusSnapshot>(() => NO_SYNC_SESSION);
