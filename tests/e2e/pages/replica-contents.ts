import type { Page } from '@playwright/test';

export interface ReplicaContents {
  /** op_id of every op still waiting in the outbox, in queue order. */
  outbox: string[];
  conflicts: number;
  reservations: number;
}

/**
 * Reads the signed-in user's replica straight from IndexedDB, the way it survives a
 * restart: the database is src/db/taquilla-database.ts's `taquilla-<user id>`.
 */
export async function readReplica(page: Page, userId: string): Promise<ReplicaContents> {
  // No named inner functions: the page has no `__name` helper for them.
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const contents: Record<string, unknown[]> = {};
      for (const store of ['outbox', 'conflicts', 'reservation_buckets']) {
        contents[store] = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      }
      return {
        outbox: (contents.outbox as { op_id: string }[]).map((entry) => entry.op_id),
        conflicts: contents.conflicts.length,
        // Reservations are kept columnar, in buckets (src/db/row-buckets.ts).
        reservations: (contents.reservation_buckets as { columns: string[]; values: unknown[][] }[]).reduce(
          (sum, bucket) => sum + bucket.values[bucket.columns.indexOf('id')].length,
          0,
        ),
      };
    } finally {
      db.close();
    }
  }, `taquilla-${userId}`);
}
