import { expect, test } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/esta/ruta/no-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(warnings.some((text) => text.includes('/esta/ruta/no-existe'))).toBe(true);
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
