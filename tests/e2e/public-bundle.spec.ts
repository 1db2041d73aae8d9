// Issue 17 point 6 / issue 16 point 7: a visitor's pages load only what they need. The landing,
// an event's public page and a ticket's page (issue 18) call the server without supabase-js (api/public-api.ts), and the
// auth client loads only where a session may be (app/start-session.ts): none of the scripts
// these pages fetch carries auth-js (GoTrue) or realtime-js. The sign-in page, which needs
// it once the person starts using the form, shows that the check recognises that code when it
// is there; its form paints before (and a submit that comes first waits for the client). zod,
// for the booking form's rules, loads when a visitor picks a first seat; the assistant's code
// when its button is used.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT, DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { PublicEventPage } from './pages/public-event-page';

/** Names that survive minification: auth-js's client and error classes, realtime-js's client, zod's schemas. */
const SESSION_CODE = { authJs: /GoTrueClient|AuthSessionMissingError/, realtimeJs: /RealtimeClient/ };
const FORM_RULES = { zod: /"ZodObject"|`ZodObject`/ };
/** The assistant's welcome texts (assistant-welcome.ts): its code beyond the button. */
const ASSISTANT_CODE = { assistant: /Soy el asistente de Taquilla/ };
/** React Router's development build (its package's default, vite.config.ts takes the production one): its 'Hey developer' hint. */
const DEVELOPMENT_BUILDS = { reactRouterDevelopment: /Hey developer/ };

// The service worker's precache would fetch every chunk: what the page itself loads is the question.
test.use({ serviceWorkers: 'block' });

/** The text of every script the page fetched, by path, once the network is quiet. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A worker that has ended takes its script's body with it (app/locale-data-worker.ts): fetched again.
    const text = response.text().catch(() => page.request.get(response.url()).then((again) => again.text()));
    scripts.set(new URL(response.url()).pathname, text);
  });
  return scripts;
}

async function sessionCodeIn(scripts: Map<string, Promise<string>>, libraries: Record<string, RegExp> = SESSION_CODE): Promise<string[]> {
  const found: string[] = [];
  for (const [path, text] of scripts) {
    const body = await text;
    for (const [library, pattern] of Object.entries(libraries)) if (pattern.test(body)) found.push(`${library} in ${path}`);
  }
  return found;
}

test('the landing page loads no auth or realtime client, and the assistant’s code only once its button is used', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  const assistantButton = page.getByRole('button', { name: 'Abrir asistente' });
  await expect(assistantButton).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect(await sessionCodeIn(scripts, { ...SESSION_CODE, ...ASSISTANT_CODE })).toEqual([]);

  // A click on the button that showed before the code: the dialog opens with its welcome.
  await assistantButton.click();
  const dialog = page.getByRole('dialog', { name: 'Asistente IA' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Soy el asistente de Taquilla/)).toBeVisible();
  expect(await sessionCodeIn(scripts, ASSISTANT_CODE)).not.toEqual([]);
});

test('an event’s public page loads no auth or realtime client, no development build, and the form’s rules only with a first seat', async ({ page }) => {
  const scripts = collectScripts(page);
  const event = new PublicEventPage(page);
  await event.goto(DEMO_FESTIVAL.slug);
  await expect(page.locator('button[data-status="available"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir asistente' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sessionCodeIn(scripts, { ...SESSION_CODE, ...FORM_RULES, ...ASSISTANT_CODE, ...DEVELOPMENT_BUILDS })).toEqual([]);

  // A visitor who starts booking gets the rules: the form refuses blank fields in Spanish.
  await page.locator('button[data-status="available"]').first().click();
  await event.continueButton.click();
  await expect(event.checkoutHeading).toBeVisible();
  await event.confirmButton.click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  expect(await sessionCodeIn(scripts, FORM_RULES)).not.toEqual([]);
  expect(await sessionCodeIn(scripts)).toEqual([]);
});

// Issue 16 point 7: on a phone each round trip before the seats show costs a few hundred
// milliseconds. The served page carries the anon key (no /app-config.json first), and the app
// asks for the event as it starts, while the page's own code is still on its way (held here).
test('an event’s public page asks for its event while the page’s code is on its way, once, and without asking for its configuration', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const layoutAsks = () => requested.filter((path) => path === '/rest/v1/rpc/get_event_layout').length;
  let releasePageCode!: () => void;
  const pageCodeHeld = new Promise<void>((resolve) => (releasePageCode = resolve));
  await page.route(/\/assets\/PublicEventRoute-[^/]+\.js$/, async (route) => {
    await pageCodeHeld;
    await route.continue();
  });

  const opening = new PublicEventPage(page).goto(DEMO_FESTIVAL.slug);
  await expect.poll(layoutAsks).toBe(1);
  releasePageCode();
  await opening;
  await expect(page.locator('button[data-status="available"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(layoutAsks()).toBe(1);
  expect(requested).not.toContain('/app-config.json');
});

// The first Intl formatter of a page loads the browser's locale data for the whole process
// (30-130 ms of the main thread in a fresh tab, BENCHMARKS.md §4): a worker of the page's own
// takes that on as the page starts (app/warm-locale-data.ts), and ends.
test('an event’s public page loads the locale data in a worker of its own as it starts', async ({ page }) => {
  // Heard from the start: the worker may well have ended before the page shows.
  const ended = new Promise<string>((resolve) => page.on('worker', (worker) => worker.once('close', () => resolve(worker.url()))));
  await new PublicEventPage(page).goto(DEMO_FESTIVAL.slug);
  expect(new URL(await ended).pathname).toMatch(/^\/assets\/locale-data-worker-[^/]+\.js$/);
  await expect(page.locator('button[data-status="available"]').first()).toBeVisible();
  // The page's own prices, formatted on the main thread as always.
  await expect(page.getByText(/\$\s?\d{1,3}(\.\d{3})+/).first()).toBeVisible();
});

test('a ticket’s page (issue 18) loads no auth or realtime client', async ({ page }) => {
  const scripts = collectScripts(page);
  // A code nobody signed: the page and its QR drawing load all the same, and answer.
  await page.goto('/entrada/TQ1~AQ~firma');
  await expect(page.getByRole('heading', { level: 1, name: 'La entrada no es válida' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect(await sessionCodeIn(scripts)).toEqual([]);
});

test('the sign-in page paints its form without the auth client or zod, and loads them once the form is used', async ({ page }) => {
  const scripts = collectScripts(page);
  await new LoginPage(page).goto();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await sessionCodeIn(scripts, { ...SESSION_CODE, ...FORM_RULES })).toEqual([]);

  // The person starts typing: the client comes meanwhile (and the check sees it when it is there).
  await page.getByLabel('Correo electrónico').focus();
  await expect.poll(async () => (await sessionCodeIn(scripts)).some((finding) => finding.startsWith('authJs'))).toBe(true);
  // And the screens a sign-in opens, so they need not download one after another once the password is accepted.
  const organizerStart = [/^\/assets\/organizer-routes-/, /^\/assets\/OrganizerLayout-/, /^\/assets\/DashboardPage-/];
  await expect.poll(() => organizerStart.filter((chunk) => [...scripts.keys()].some((path) => chunk.test(path))).length).toBe(organizerStart.length);
});

test('a sign-in submitted before the auth client has loaded waits for it and signs in', async ({ page }) => {
  const scripts = collectScripts(page);
  await new LoginPage(page).goto();
  await page.waitForLoadState('networkidle');
  // Filled and submitted from script: no focus or pointer event has fetched anything yet.
  await page.evaluate(({ email, password }) => {
    const form = document.querySelector<HTMLFormElement>('form[aria-label="Iniciar sesión"]')!;
    form.querySelector<HTMLInputElement>('input[name="email"]')!.value = email;
    form.querySelector<HTMLInputElement>('input[name="password"]')!.value = password;
    form.requestSubmit();
  }, DEMO_ACCOUNT);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect((await sessionCodeIn(scripts)).some((finding) => finding.startsWith('authJs'))).toBe(true);
});

test('a visitor who goes from the landing to sign in, without reloading, signs in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Abrir asistente' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await new LoginPage(page).signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
