import { expect, test } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  // The console event reaches the test on its own channel, possibly after the heading shows:
  // wait for it rather than read what has arrived so far (a CI run read it too early once).
  const warned = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'warning' && message.text().includes('/esta/ruta/no-existe'),
    timeout: 5_000,
  });
  await page.goto('/esta/ruta/no-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await warned;
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/reservas lands on /reservations', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  await page.goto('/reservas');
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByRole('heading', { name: 'Reservas' })).toBeVisible();
});

test('the landing page leads to sign-in, registration and the demo festival', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Comenzar Demo Gratuito' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toHaveAttribute('href', '/login');
  await page.getByRole('link', { name: 'Ver el festival' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${DEMO_FESTIVAL.slug}$`));
  await expect(page.getByRole('heading', { name: DEMO_FESTIVAL.name })).toBeVisible();
});

test('a missing event shows the not-found card', async ({ page }) => {
  await page.goto('/event/no-existe-este-evento');
  await expect(page.getByRole('heading', { name: 'Evento no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});
