// The app opened with no connection by an organizer who signed in once: a Chromium profile
// (persistent context) that holds the service worker, its precache, the session and the
// replica, relaunched offline and timed until the dashboard shows its figures.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { signInAsDemo, waitForSyncedReplica } from './organizer-session.ts';

const VIEWPORT = { width: 1280, height: 900 };

function launchProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, viewport: VIEWPORT });
}

async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

/** Online, once: signs in, lets the first sync fill the replica and the worker precache the app. */
export async function prepareProfile(userDataDir: string, url: string): Promise<{ precachedEntries: number }> {
  const context = await launchProfile(userDataDir);
  try {
    const page = await firstPage(context);
    await signInAsDemo(page, url);
    await waitForSyncedReplica(page);
    // An active worker has finished installing, and installing is precaching every entry.
    const precachedEntries = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      let entries = 0;
      for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
      return entries;
    });
    if (precachedEntries === 0) throw new Error('El service worker está activo pero su precache está vacío');
    return { precachedEntries };
  } finally {
    await context.close();
  }
}

export interface OfflineStart {
  /** From the browser's launch until the dashboard was usable (Chromium's own start included). */
  fromLaunchMs: number;
  /** From the navigation to /dashboard until it was usable (the page's clock). */
  fromNavigationMs: number;
}

/**
 * The dashboard is usable once its heading and its summary figures are on screen: the
 * figures come from the replica, so they show that the data, not only the shell, is there.
 */
async function dashboardUsableAt(page: Page): Promise<number> {
  const usableAt = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'Dashboard') &&
      (document.querySelector('section[aria-label="Resumen"]')?.textContent ?? '').includes('Ocupación total') &&
      performance.now(),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await usableAt.jsonValue()) as number;
}

/** Relaunches the profile with the network off before the first navigation and opens /dashboard. */
export async function startOffline(userDataDir: string, url: string): Promise<OfflineStart> {
  const launched = performance.now();
  const context = await launchProfile(userDataDir);
  try {
    await context.setOffline(true);
    const page = await firstPage(context);
    await page.goto(`${url}/dashboard`);
    const fromNavigationMs = await dashboardUsableAt(page);
    return { fromLaunchMs: performance.now() - launched, fromNavigationMs };
  } finally {
    await context.close();
  }
}
