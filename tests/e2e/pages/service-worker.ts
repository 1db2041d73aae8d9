import { expect, type Page } from '@playwright/test';

/** The app's service worker as a page sees it: control, caches, installability. */
export class AppServiceWorker {
  constructor(private readonly page: Page) {}

  /**
   * Waits until our worker is active, then reloads so it controls this page: the first
   * visit is served by the network, only the next navigations go through the worker.
   */
  async takeControl(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready);
    await this.page.reload();
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  }

  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  hasWaitingVersion(): Promise<boolean> {
    return this.page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  }

  /** Every request URL held in any Cache Storage cache of the origin. */
  cachedUrls(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
  }

  /** What Chromium itself says stands between this page and "Install app". */
  async installabilityErrors(): Promise<string[]> {
    const cdp = await this.page.context().newCDPSession(this.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    return installabilityErrors.map((error) => error.errorId);
  }
}
