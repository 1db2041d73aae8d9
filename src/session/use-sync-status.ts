import { useStore } from 'zustand';
import { syncStatusStore, type SyncStatusSnapshot } from '../sync/sync-status-store';

export function useSyncStatus<Selected>(select: (status: SyncStatusSnapshot) => Selected): Selected {
  return useStore(syncStatusStore, select);
}
