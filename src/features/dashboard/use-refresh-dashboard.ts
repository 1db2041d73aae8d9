// 'Actualizar' (spec §2): sync now, recompute, and say 'Dashboard actualizado'. The figures
// are live from the replica, so what a sync brings shows by itself; the button waits for
// the cycle so that the toast comes once the replica holds the server's latest rows.
import { useState } from 'react';
import { requestSync } from '../../sync/sync-session';
import { syncStatusStore, type SyncStatusSnapshot } from '../../sync/sync-status-store';
import { showToast } from '../../ui/toast/toast-store';

export const DASHBOARD_REFRESHED = 'Dashboard actualizado';

/** A hung request must not keep the button busy; the engine carries on regardless. */
const LONGEST_WAIT_MS = 15_000;

/** The engine's status once no cycle runs; at once when requestSync started none (offline, or backing off). */
function syncCycleEnded(): Promise<SyncStatusSnapshot> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(syncStatusStore.getState());
    };
    const unsubscribe = syncStatusStore.subscribe((status) => {
      if (status.state !== 'syncing') finish();
    });
    const timer = setTimeout(finish, LONGEST_WAIT_MS);
    if (syncStatusStore.getState().state !== 'syncing') finish();
  });
}

function toastFor({ state, lastError }: SyncStatusSnapshot): void {
  if (state === 'offline') {
    showToast({ variant: 'success', title: DASHBOARD_REFRESHED, description: 'Sin conexión: las cifras son las guardadas en este dispositivo.' });
  } else if (state === 'error') {
    showToast({ variant: 'error', title: DASHBOARD_REFRESHED, description: `Con los datos de este dispositivo: no se pudo sincronizar (${lastError ?? 'error desconocido'}).` });
  } else {
    showToast({ variant: 'success', title: DASHBOARD_REFRESHED });
  }
}

export function useRefreshDashboard(recompute: () => void) {
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    requestSync();
    const status = await syncCycleEnded();
    recompute();
    setRefreshing(false);
    toastFor(status);
  }

  return { refresh, refreshing };
}
