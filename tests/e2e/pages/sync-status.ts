import { expect, type Locator, type Page } from '@playwright/test';

/** The sync indicator in the organizer top bar. */
export class SyncStatus {
  readonly indicator: Locator;

  constructor(page: Page) {
    this.indicator = page.getByRole('status', { name: 'Estado de sincronización' });
  }

  async expectPending(count: number): Promise<void> {
    await expect(this.indicator).toContainText(`${count} ${count === 1 ? 'pendiente' : 'pendientes'}`);
  }

  async expectOffline(): Promise<void> {
    await expect(this.indicator).toContainText('Sin conexión');
  }

  /** Online with nothing left to send, and a sync that went through. */
  async expectSynced(): Promise<void> {
    await expect(this.indicator).toContainText('En línea');
    await this.expectPending(0);
    await expect(this.indicator).toContainText('Última sincronización');
  }
}
