import { expect, test, type Page } from '@playwright/test';
import { AppMirror } from './pages/app-mirror';
import { DEMO_ACCOUNT, DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { OrganizerShell } from './pages/organizer-shell';
import { PublicEventPage } from './pages/public-event-page';
import { anonKeyOf } from './pages/server-keys';
import { AppServiceWorker } from './pages/service-worker';

const API_PATH = /^\/(auth|rest|storage|functions)\//;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

async function fetchEventBySlug(page: Page, anonKey: string): Promise<string> {
  return page.evaluate(
    async ({ slug, apikey }) => {
      try {
        const response = await fetch('/rest/v1/rpc/get_event_by_slug', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey },
          body: JSON.stringify({ event_slug: slug }),
        });
        return `answered ${response.status}`;
      } catch {
        return 'failed';
      }
    },
    { slug: DEMO_FESTIVAL.slug, apikey: anonKey },
  );
}

// Playwright's usual contexts are incognito, where Chromium never offers installation;
// a persistent profile is what a person's browser is.
const testInProfile = test.extend<{ profilePage: Page }>({
  profilePage: async ({ playwright, browserName, launchOptions, baseURL }, use, testInfo) => {
    const context = await playwright[browserName].launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL });
    await use(context.pages()[0] ?? (await context.newPage()));
    await context.close();
  },
});

testInProfile('Chromium finds the app installable, with a Spanish manifest and its icons', async ({ profilePage: page }) => {
  await page.goto('/');
  const worker = new AppServiceWorker(page);
  await worker.takeControl();

  expect(await worker.installabilityErrors()).toEqual([]);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await page.request.get(manifestHref!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({
    name: 'Taquilla — Boletería de festivales',
    short_name: 'Taquilla',
    lang: 'es-CO',
    start_url: '/dashboard',
    display: 'standalone',
  });
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons;
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toBe(icon.sizes);
  }
});

test('a signed-in organizer opens the app offline from the service worker', async ({ page, context, baseURL }) => {
  const anonKey = await anonKeyOf(baseURL!);
  await new LoginPage(page).signInAsDemo();
  const worker = new AppServiceWorker(page);
  await worker.takeControl();
  // Called once online, so a worker that cached API answers would have one to replay.
  expect(await fetchEventBySlug(page, anonKey)).toBe('answered 200');

  await context.setOffline(true);
  await page.reload();
  const shell = new OrganizerShell(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Offline the card shows the profile if the app kept a copy, else the session's email.
  await expect(shell.userCard).toContainText(new RegExp(`${DEMO_ACCOUNT.fullName}|${DEMO_ACCOUNT.email}`));

  await page.goto('/venues');
  await expect(page.getByRole('heading', { name: 'Mis Graderías' })).toBeVisible();
  await expect(shell.navigation).toBeVisible();

  expect(await fetchEventBySlug(page, anonKey)).toBe('failed');
  expect((await worker.cachedUrls()).filter((url) => API_PATH.test(url))).toEqual([]);
  // The navigation fallback must not answer for the API either.
  await expect(page.goto('/rest/v1/rpc/get_my_profile')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('the password dictionaries stay out of the precache and are cached the first time a form uses them', async ({ page }) => {
  const dictionaries = (urls: string[]) => urls.filter((url) => url.startsWith('/assets/zxcvbn-'));
  await page.goto('/register');
  const worker = new AppServiceWorker(page);
  await worker.takeControl();
  // Installed: the app shell is precached, the 1.2 MB of dictionaries is not.
  expect((await worker.cachedUrls()).some((url) => url.startsWith('/assets/start-app-'))).toBe(true);
  expect(dictionaries(await worker.cachedUrls())).toEqual([]);

  await page.getByLabel('Contraseña', { exact: true }).fill('festival bambuco neiva');
  await expect(page.getByTestId('password-strength')).toContainText('Seguridad:');
  await expect.poll(async () => dictionaries(await worker.cachedUrls()).length).toBeGreaterThan(0);
});

const activeServiceWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);

test('a visitor booking seats downloads no service worker, and losing the connection says booking needs it', async ({ page, context }) => {
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();
  expect(await activeServiceWorker(page)).toBeNull();

  await context.setOffline(true);
  await eventPage.expectOfflineMessage();
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeHidden();
  await eventPage.retryButton.click();
  await eventPage.expectOfflineMessage();

  await context.setOffline(false);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();
  expect(await activeServiceWorker(page)).toBeNull();
});

test('where the app is installed, the public page reloaded offline says booking needs a connection', async ({ page, context }) => {
  await page.goto('/');
  await new AppServiceWorker(page).takeControl();
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await eventPage.expectOfflineMessage();
  await page.screenshot({ path: test.info().outputPath('public-event-offline.png'), fullPage: true });

  await context.setOffline(false);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();
  await expect(eventPage.offlineHeading).toBeHidden();
});

// The update runs against a copy of the app on its own origin, so that the new version
// reaches only this test's browser and not the tests running beside it.
const testWithMirror = test.extend<{ mirror: AppMirror }>({
  mirror: async ({ request }, use) => {
    const mirror = await AppMirror.copyOf(request);
    await use(mirror);
    await mirror.close();
  },
});

testWithMirror('a new version waits for the person, then "Actualizar" reloads into it', async ({ page, mirror }) => {
  await page.goto(mirror.url('/'));
  const worker = new AppServiceWorker(page);
  await worker.takeControl();

  mirror.deployNewServiceWorker();
  await worker.checkForUpdate();

  const prompt = page.getByRole('region', { name: 'Hay una nueva versión' });
  await expect(prompt).toBeVisible();
  expect(await worker.hasWaitingVersion()).toBe(true);
  await page.screenshot({ path: test.info().outputPath('update-prompt.png') });

  await prompt.getByRole('button', { name: 'Más tarde' }).click();
  await expect(prompt).toBeHidden();
  expect(await worker.hasWaitingVersion()).toBe(true);

  await page.reload();
  // Still waiting: a reload alone does not swap versions while this tab uses the old one.
  await expect(prompt).toBeVisible();
  // Gone after a reload: tells whether 'Actualizar' really reloaded the page.
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await prompt.getByRole('button', { name: 'Actualizar' }).click();
  await reloaded;

  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
  expect(await worker.hasWaitingVersion()).toBe(false);
  await expect(prompt).toBeHidden();
});
