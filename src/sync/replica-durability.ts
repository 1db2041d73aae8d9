// Keeping the replica (and the outbox in it) on the device. The browser may evict a site's
// storage under pressure unless it was granted as persistent; an outbox of unsent sales must
// not go that way. And a replica is one IndexedDB database shared by every tab: a tab with
// a newer app version upgrades its schema, which waits ('blocked') until every older tab
// closes its connection. Older tabs therefore close at once when asked ('versionchange'),
// say so, and reload into the new version.
import type Dexie from 'dexie';

export const REPLICA_UPGRADED_MESSAGE = 'Taquilla se actualizó en otra pestaña. Esta pestaña se recargará para seguir trabajando.';
export const REPLICA_DELETED_MESSAGE = 'Los datos de Taquilla en este dispositivo se borraron desde otra pestaña. Esta pestaña se recargará.';
export const REPLICA_UPGRADE_BLOCKED_MESSAGE =
  'Hay otra pestaña de Taquilla abierta con una versión anterior. Ciérrala o recárgala para terminar la actualización.';

export interface ReplicaVersionHandlers {
  /** This tab's connection was closed for another tab's upgrade or deletion. */
  onClosedForOtherTab: (message: string) => void;
  /** This tab's upgrade waits for another tab to close its connection. */
  onUpgradeBlocked: (message: string) => void;
}

/** Returns the function that stops watching. */
export function watchReplicaVersion(db: Dexie, { onClosedForOtherTab, onUpgradeBlocked }: ReplicaVersionHandlers): () => void {
  const onVersionChange = (event: IDBVersionChangeEvent) => {
    // Dexie's own listener (which runs after ours, unless we return false) closes too, but
    // leaves auto-open on: a query would reopen the old schema over the new one. Closed for
    // good here; the reload opens the new version.
    db.close();
    onClosedForOtherTab(event.newVersion === null ? REPLICA_DELETED_MESSAGE : REPLICA_UPGRADED_MESSAGE);
    return false;
  };
  const onBlocked = () => onUpgradeBlocked(REPLICA_UPGRADE_BLOCKED_MESSAGE);
  db.on('versionchange', onVersionChange);
  db.on('blocked', onBlocked);
  return () => {
    db.on('versionchange').unsubscribe(onVersionChange);
    db.on('blocked').unsubscribe(onBlocked);
  };
}

/**
 * Asks the browser to keep the site's storage under pressure. Returns whether it is
 * persistent; a browser that cannot say, or refuses, leaves it best-effort (false).
 */
export async function requestPersistentStorage(storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined): Promise<boolean> {
  if (!storage?.persist || !storage.persisted) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
