import { SYNC_STATE_KEY, type SyncStateRecord } from './sync-records';
import type { TaquillaDatabase } from './taquilla-database';

/**
 * The replica's sync record, created on first use with a new device id. The organization
 * id is remembered whenever it is known, for starts without a connection.
 */
export async function ensureSyncState(
  db: TaquillaDatabase,
  { newId, organizationId }: { newId: () => string; organizationId: string | null },
): Promise<SyncStateRecord> {
  return db.transaction('rw', db.sync_state, async () => {
    const stored = await db.sync_state.get(SYNC_STATE_KEY);
    const state: SyncStateRecord = stored ?? {
      key: SYNC_STATE_KEY,
      device_id: newId(),
      cursor: null,
      last_synced_at: null,
      organization_id: null,
    };
    if (organizationId) state.organization_id = organizationId;
    await db.sync_state.put(state);
    return state;
  });
}

export async function readSyncState(db: TaquillaDatabase): Promise<SyncStateRecord> {
  const state = await db.sync_state.get(SYNC_STATE_KEY);
  if (!state) throw new Error('La copia local no está lista: falta su registro de sincronización');
  return state;
}
