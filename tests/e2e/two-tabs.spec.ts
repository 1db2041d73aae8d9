import type { Request } from '@playwright/test';
import { expect, signInThroughLoginPage, test } from './pages/fresh-organizer';
import { createVenueAndEvent, organizationRows } from './pages/organizer-sync-api';
import { PersistentProfile } from './pages/persistent-profile';
import { readReplica } from './pages/replica-contents';
import { ReservationsPage, type ManualSale } from './pages/reservations-page';
import { SyncStatus } from './pages/sync-status';

// Issue 15, "Two tabs": two tabs of one browser profile share the replica and its outbox.
// Only one of them syncs it, so a sale queued offline travels in exactly one push once the
// connection returns, whichever tab sold it; the other tab shows the same status. When the
// syncing tab closes, the other one syncs.
const VENUE = 'Tribuna del Parque Andino';
const EVENT = 'Festival de la Chirimía';
const SALE: ManualSale = {
  event: EVENT,
  venue: VENUE,
  seats: [{ row: 'A', number: 3 }],
  name: 'Rosalba Quintero',
  email: 'rosalba.quintero@correo.co',
  documentNumber: '1075456789',
  phone: '3157654321',
};
const LATER_SALE: ManualSale = { ...SALE, seats: [{ row: 'A', number: 4 }], name: 'Hernando Cuéllar', email: 'hernando.cuellar@correo.co' };

test('two tabs of one profile: an offline sale is pushed once when the connection returns', async ({ freshOrganizer, baseURL, locale, timezoneId }) => {
  test.slow();
  await createVenueAndEvent(freshOrganizer.api, { venue: VENUE, event: EVENT });
  const profile = await PersistentProfile.create({ baseURL: baseURL!, locale, timezoneId });
  try {
    const { context, page: firstTab } = await profile.launch();
    const pushes: string[][] = [];
    context.on('request', (request: Request) => {
      if (request.url().includes('/rest/v1/rpc/sync_push')) pushes.push((request.postDataJSON() as { ops: { op_id: string }[] }).ops.map((op) => op.op_id));
    });
    await signInThroughLoginPage(firstTab, freshOrganizer);
    await new ReservationsPage(firstTab).goto();
    await new SyncStatus(firstTab).expectSynced();
    const secondTab = await context.newPage();
    const reservations = new ReservationsPage(secondTab);
    await reservations.goto();
    const tabs = [firstTab, secondTab].map((page) => new SyncStatus(page));
    for (const status of tabs) await status.expectSynced();

    await context.setOffline(true);
    for (const status of tabs) await status.expectOffline();
    await reservations.sell(SALE);
    // The outbox is shared: the tab that did not sell counts the sale too.
    for (const status of tabs) await status.expectPending(1);
    const [queued] = (await readReplica(secondTab, freshOrganizer.id)).outbox;
    expect(pushes.flat()).not.toContain(queued);

    await context.setOffline(false);
    for (const status of tabs) await status.expectSynced();
    // Time for a second engine, if there were one, to push its copy of the batch.
    await secondTab.waitForTimeout(3000);
    expect(pushes.filter((ops) => ops.includes(queued))).toHaveLength(1);
    expect(await readReplica(firstTab, freshOrganizer.id)).toEqual({ outbox: [], conflicts: 0, reservations: 1 });

    // The syncing tab closes: the other one takes the engine over and pushes its next sale.
    await firstTab.close();
    await reservations.sell(LATER_SALE);
    await tabs[1].expectSynced();
    // 'Synced' may still be the status from before the sale on a loaded machine: wait for the server to have it.
    const customersOnServer = async () => (await organizationRows(freshOrganizer.api)).reservations.map((reservation) => reservation.customer_name).sort();
    await expect.poll(customersOnServer, { timeout: 20_000 }).toEqual([LATER_SALE.name, SALE.name]);
  } finally {
    await profile.dispose();
  }
});

test('a tab whose replica another tab deletes closes it, says so and reloads with a fresh one', async ({ freshOrganizer, page, context }) => {
  await signInThroughLoginPage(page, freshOrganizer);
  const reservations = new ReservationsPage(page);
  await reservations.goto();
  await new SyncStatus(page).expectSynced();

  const reloaded = page.waitForEvent('load');
  const other = await context.newPage();
  await other.goto('/app-config.json');
  // Resolves only once every open connection closed: the app tab must let go of it.
  const deleted = await other.evaluate(
    (name) =>
      new Promise<string>((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve('deleted');
        request.onerror = () => resolve('error');
      }),
    `taquilla-${freshOrganizer.id}`,
  );
  expect(deleted).toBe('deleted');
  await expect(page.getByText('Los datos de Taquilla en este dispositivo se borraron desde otra pestaña. Esta pestaña se recargará.')).toBeVisible();
  await reloaded;
  await new SyncStatus(page).expectSynced();
  expect((await readReplica(page, freshOrganizer.id)).outbox).toEqual([]);
});
