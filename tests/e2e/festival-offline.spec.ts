import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { expect, signInThroughLoginPage, test } from './pages/fresh-organizer';
import { createVenueAndEvent, organizationRows } from './pages/organizer-sync-api';
import { OrganizerShell } from './pages/organizer-shell';
import { ReservationsPage, type ManualSale } from './pages/reservations-page';
import { AppServiceWorker } from './pages/service-worker';
import { SyncStatus } from './pages/sync-status';

// Issue 15, a festival day offline: a gate's browser (a persistent profile, with the app's
// service worker) signs in, loses the connection, and its clock runs past the access token's
// hour and then a whole day. Reloaded and reopened offline, the app opens on the session kept
// on the device and sells; back online the token is refreshed before the push, with no error.
// Signing out offline works at once (after the warning about queued sales), the server ends
// the session at the next connection, and the sales queued before it sync at the next sign-in.
const VENUE = 'Tribuna del Bambuco';
const EVENT = 'Noche de Rajaleñas';
const HOUR = 3600_000;

const sale = (name: string, seat: number): ManualSale => ({
  event: EVENT,
  venue: VENUE,
  seats: [{ row: 'A', number: seat }],
  name,
  email: `${name.split(' ')[0].toLowerCase()}@correo.co`,
  documentNumber: '1075123123',
  phone: '3104445566',
});
const SALES = [sale('Rosa Perdomo', 1), sale('Julián Cabrera', 2), sale('Marta Losada', 3)];

/** One launch of the gate's browser on the profile folder, its clock at `time` and running. */
async function launch(folder: string, time: number, options: { baseURL: string; locale?: string; timezoneId?: string }) {
  const context = await chromium.launchPersistentContext(folder, { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, ...options });
  await context.clock.install({ time });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** Every sync call the server refused (an unrefreshed token gets a 401). */
function watchRefusedSyncCalls(context: BrowserContext, refused: string[]): void {
  context.on('response', (response) => {
    if (/\/rest\/v1\/rpc\/sync_(push|pull)/.test(response.url()) && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
}

async function expectSignedInAs(page: Page, name: string, organization: string): Promise<void> {
  const card = new OrganizerShell(page).userCard;
  await expect(card).toContainText(name);
  await expect(card).toContainText(organization);
  await expect(page.getByRole('heading', { name: 'Sesión requerida' })).toHaveCount(0);
}

test('a festival day offline: the app opens and sells past the access token, signs out offline, and syncs with no error', async ({
  freshOrganizer,
  baseURL,
  locale,
  timezoneId,
}) => {
  test.setTimeout(240_000);
  const options = { baseURL: baseURL!, locale, timezoneId };
  await createVenueAndEvent(freshOrganizer.api, { venue: VENUE, event: EVENT });
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'taquilla-festival-'));
  const start = Date.now();
  try {
    // Online once: sign in (remembered), let the worker take the page, replicate the event.
    let { context, page } = await launch(folder, start, options);
    const refusedSyncCalls: string[] = [];
    watchRefusedSyncCalls(context, refusedSyncCalls);
    await signInThroughLoginPage(page, freshOrganizer);
    await new AppServiceWorker(page).takeControl();
    let reservations = new ReservationsPage(page);
    let sync = new SyncStatus(page);
    await reservations.goto();
    await sync.expectSynced();

    // Offline, past the access token's hour, then a whole day more.
    await context.setOffline(true);
    await sync.expectOffline();
    await page.clock.fastForward(HOUR + 60_000);
    await page.clock.fastForward(25 * HOUR);

    // Reloaded offline: the app opens at once, with the person's name, and sells.
    await page.reload();
    await expect(reservations.heading).toBeVisible();
    await expectSignedInAs(page, freshOrganizer.fullName, freshOrganizer.organization);
    await reservations.sell(SALES[0]);
    await sync.expectPending(1);
    await context.close();

    // The browser closed and reopened, still offline: the same.
    ({ context, page } = await launch(folder, start + 26 * HOUR + 120_000, options));
    watchRefusedSyncCalls(context, refusedSyncCalls);
    await context.setOffline(true);
    reservations = new ReservationsPage(page);
    sync = new SyncStatus(page);
    await reservations.goto();
    await expectSignedInAs(page, freshOrganizer.fullName, freshOrganizer.organization);
    await sync.expectOffline();
    await reservations.sell(SALES[1]);
    await sync.expectPending(2);

    // The connection returns: the session is refreshed first, then both sales sync.
    await context.setOffline(false);
    await expect(async () => {
      await sync.expectSynced();
    }).toPass({ timeout: 60_000 });
    expect(refusedSyncCalls).toEqual([]);
    const synced = await organizationRows(freshOrganizer.api);
    expect(synced.reservations.map((row) => row.customer_name).sort()).toEqual([SALES[0].name, SALES[1].name].sort());

    // Offline again, one more sale, then 'Cerrar sesión': warned, and signed out at once.
    await context.setOffline(true);
    await sync.expectOffline();
    await reservations.sell(SALES[2]);
    await sync.expectPending(1);
    await new OrganizerShell(page).signOutButton.click();
    const warning = page.getByRole('alertdialog', { name: 'Operaciones sin sincronizar' });
    await expect(warning).toContainText('Tienes 1 operación sin sincronizar en este dispositivo.');
    await warning.getByRole('button', { name: 'Cerrar sesión de todos modos' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const revokeLater = await page.evaluate(() => JSON.parse(localStorage.getItem('taquilla:sesiones-por-cerrar') ?? '[]') as string[]);
    expect(revokeLater).toHaveLength(1);

    // A reload, still offline, finds nobody signed in.
    await page.goto('/reservations');
    await expect(page.getByRole('heading', { name: 'Sesión requerida' })).toBeVisible();

    // Back online: the server ends the session the device signed out of.
    await context.setOffline(false);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('taquilla:sesiones-por-cerrar')), { timeout: 30_000 })
      .toBeNull();
    const { error: refreshAfterLogout } = await freshOrganizer.api.auth.refreshSession({ refresh_token: revokeLater[0] });
    expect(refreshAfterLogout).toMatchObject({ status: 400 });

    // Signed in again, the sale queued before signing out syncs.
    await signInThroughLoginPage(page, freshOrganizer);
    await reservations.goto();
    await expect(async () => {
      await sync.expectSynced();
    }).toPass({ timeout: 60_000 });
    const afterSignIn = await organizationRows(freshOrganizer.api);
    expect(afterSignIn.reservations.map((row) => row.customer_name).sort()).toEqual(SALES.map((row) => row.name).sort());
    expect(refusedSyncCalls).toEqual([]);
    await context.close();
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});
