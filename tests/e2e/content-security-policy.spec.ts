// Issue 13, point 5: the app works under its Content-Security-Policy (no inline script, styles
// from files, images from itself, data: and blob:). Chromium reports every blocked resource
// as a 'securitypolicyviolation' event and a console error; a typical day's path sees none.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { PublicEventPage } from './pages/public-event-page';

/** Collects the page's CSP violations, from the console and from the DOM events of every document it loads. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('the app runs under its Content-Security-Policy: landing, sign-in, organizer pages, public page, mailbox', async ({ page }) => {
  const violations = watchViolations(page);

  const landing = await page.goto('/');
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('body')).toBeVisible();

  await new LoginPage(page).signInAsDemo();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const [path, heading] of [
    ['/venues', 'Mis Graderías'],
    ['/events', 'Eventos'],
    ['/reservations', 'Reservas'],
    ['/profile', 'Perfil'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: false }).first()).toBeVisible();
  }

  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();

  await page.goto('/_dev/correo');
  await expect(page.getByRole('heading', { name: 'Correo local' })).toBeVisible();
  // The mailbox's styles come from its stylesheet: a blocked inline <style> would leave the default margin.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

  expect(violations).toEqual([]);
});
