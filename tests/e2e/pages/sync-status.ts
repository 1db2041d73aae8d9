import { expect, type Locator, type Page } from '@playwright/test';

/** The sync indicator in the organizer top bar. */
export class SyncStatus {
  readonly indicator: Locator;

  constructor(private readonly page: Page) {
    this.indicator = page.getByRole('status', { name: 'Estado de sincronización' });
  }

  async expectPending(count: number): Promise<void> {
    await expect(this.indicator).toContainText(`${count} ${count === 1 ? 'pendiente' : 'pendientes'}`);
  }

  async expectOffline(): Promise<void> {
    await expect(this.indicator).toContainText('Sin conexión');
  }

  /**
   * Online with nothing left to send, and a sync that went through. The indicator counts the
   * outbox through a live query that trails a write by a moment, so right after a save it can
   * still show the last sync's '0 pendientes': the outbox itself is read first.
   */
  async expectSynced(): Promise<void> {
    await expect.poll(() => queuedOps(this.page), { message: 'ops left in the outbox' }).toBe(0);
    await expect(this.indicator).toContainText('En línea');
    await this.expectPending(0);
    await expect(this.indicator).toContainText('Última sincronización');
  }
}

/** Ops waiting in the outboxes of this origin's replicas (src/db/taquilla-database.ts). */
function queuedOps(page: Page): Promise<number> {
  // No named inner functions: the page has no `__name` helper for them.
  return page.evaluate(async () => {
    let queued = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('taquilla-')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('outbox')) continue;
        queued += await new Promise<number>((resolve, reject) => {
          const request = db.transaction('outbox', 'readonly').objectStore('outbox').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    }
    return queued;
  });
}
