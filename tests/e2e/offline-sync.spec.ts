import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { EventFormPage } from './pages/event-form-page';
import { EventsListPage } from './pages/events-list-page';
import { LoginPage } from './pages/login-page';
import { AppServiceWorker } from './pages/service-worker';
import { SyncStatus } from './pages/sync-status';
import { CreateVenuePage, VenuesListPage } from './pages/venue-pages';

// The scenario: work offline, close the browser, reopen it still offline, then let
// the connection return and see the work on another device. A persistent profile is what
// keeps IndexedDB, the session and the service worker between the two launches.
/** A stand with the form's defaults (10 × 15, $ 50.000) but for its name. */
async function createVenue(page: Page, name: string): Promise<void> {
  const form = new CreateVenuePage(page);
  await form.goto();
  await form.name.fill(name);
  await form.submit.click();
  await expect(page.getByRole('status').filter({ hasText: '¡Gradería creada con éxito!' })).toBeVisible();
  await expect(page).toHaveURL(/\/venues$/);
}

const testWithProfile = test.extend<{ openProfile: () => Promise<{ context: BrowserContext; page: Page }> }>({
  openProfile: async ({ playwright, browserName, launchOptions, baseURL, locale, timezoneId }, use, testInfo) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await playwright[browserName].launchPersistentContext(testInfo.outputPath('profile'), {
        ...launchOptions,
        baseURL,
        locale,
        timezoneId,
      });
      opened.push(context);
      return { context, page: context.pages()[0] ?? (await context.newPage()) };
    });
    for (const context of opened) await context.close();
  },
});

testWithProfile('offline work survives closing the browser and reaches another device once online', async ({ openProfile, browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(120_000);
  // Other tests use the same organizer at the same time: names of this run's own.
  const suffix = Date.now().toString(36);
  const onlineVenue = `Gradería en Línea ${suffix}`;
  const offlineVenue = `Gradería sin Conexión ${suffix}`;
  const eventName = `Festival Sanjuanero ${suffix}`;
  const offlineDescription = `Descripción escrita sin conexión ${suffix}`;

  const first = await openProfile();
  let page = first.page;
  await new LoginPage(page).signInAsDemo();
  await new AppServiceWorker(page).takeControl();

  await createVenue(page, onlineVenue);
  const eventForm = new EventFormPage(page);
  await eventForm.gotoCreate();
  await eventForm.fill({ name: eventName, startDate: '2025-06-24', venues: [onlineVenue] });
  await eventForm.create();
  await new SyncStatus(page).expectSynced();

  await first.context.setOffline(true);
  await page.reload();
  await new SyncStatus(page).expectOffline();
  await createVenue(page, offlineVenue);
  const events = new EventsListPage(page);
  await events.goto();
  await events.configure(eventName);
  await eventForm.fill({ description: offlineDescription, venues: [offlineVenue] });
  await eventForm.saveChanges();
  await new SyncStatus(page).expectPending(2);
  await new SyncStatus(page).expectOffline();
  await page.screenshot({ path: test.info().outputPath('offline-pending.png') });
  await first.context.close();

  const reopened = await openProfile();
  await reopened.context.setOffline(true);
  page = reopened.page;
  const venues = new VenuesListPage(page);
  await venues.goto();
  await expect(venues.card(offlineVenue)).toBeVisible();
  await expect(venues.card(onlineVenue)).toBeVisible();
  const reopenedEvents = new EventsListPage(page);
  await reopenedEvents.goto();
  await expect(reopenedEvents.card(eventName)).toContainText(offlineDescription);
  await expect(reopenedEvents.figure(eventName, 'Graderías')).toHaveText('2');
  const status = new SyncStatus(page);
  await status.expectOffline();
  await status.expectPending(2);

  await reopened.context.setOffline(false);
  await status.expectSynced();

  const otherDevice = await browser.newContext({ baseURL, locale, timezoneId });
  const otherPage = await otherDevice.newPage();
  await new LoginPage(otherPage).signInAsDemo();
  const otherVenues = new VenuesListPage(otherPage);
  await otherVenues.goto();
  await expect(otherVenues.card(offlineVenue)).toBeVisible();
  const otherEvents = new EventsListPage(otherPage);
  await otherEvents.goto();
  await expect(otherEvents.card(eventName)).toContainText(offlineDescription);
  await expect(otherEvents.figure(eventName, 'Graderías')).toHaveText('2');
  await otherDevice.close();
});
