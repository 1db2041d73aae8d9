import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { CreateVenuePage, EditVenuePage, VenuePlanPage, VenuePricesPage, VenuesListPage } from './pages/venue-pages';

// A 12 × 20 stand on 2 floors: 480 seats, of which the first 4 and last 4 columns of each
// row are premium (192 at ×1.5) and the rest regular (288).
const STAND = { name: 'Gradería Sur Playwright', rows: '12', columns: '20', floors: '2' };

test('an organizer creates a stand, sees its plan, edits it and simulates a new price', async ({ page }) => {
  test.slow();
  await new LoginPage(page).signInAsDemo();
  const list = new VenuesListPage(page);
  await list.goto();
  await expect(list.card('Gradería Norte')).toBeVisible();

  await page.getByRole('link', { name: 'Nueva Gradería' }).click();
  const form = new CreateVenuePage(page);
  await expect(form.name).toHaveValue('Gradería Premium Norte');
  await form.rows.fill('51');
  await expect(form.fieldError('Máximo 50 filas')).toBeVisible();
  await expect(form.submit).toBeDisabled();

  await form.name.fill(STAND.name);
  await form.rows.fill(STAND.rows);
  await form.columns.fill(STAND.columns);
  await form.floors.fill(STAND.floors);
  await expect(form.fieldError('Máximo 50 filas')).toBeHidden();
  await expect(form.capacityBadge).toHaveText('480 asientos');
  await form.chooseType('Palco VIP');
  await form.pickPriceSuggestion('premium');
  await expect(form.basePrice).toHaveValue('115000');
  await form.submit.click();

  await expect(page.getByRole('status').filter({ hasText: '¡Gradería creada con éxito!' })).toBeVisible();
  await expect(page).toHaveURL(/\/venues$/);
  const card = list.card(STAND.name);
  await expect(card.getByText('Total', { exact: true }).locator('..')).toContainText('480');

  await list.open(STAND.name, 'Ver');
  const plan = new VenuePlanPage(page);
  await expect(page.getByRole('heading', { name: 'Piso 2' })).toBeVisible();
  await expect(plan.seats()).toHaveCount(480);
  // Two floors: each seat is named with its floor, so the same place on each floor reads apart.
  const premiumSeat = plan.seat('Piso 1 · Fila A · Asiento 1 · Premium · Disponible');
  await expect(premiumSeat).toHaveAttribute('title', 'Piso 1 · Fila A · Asiento 1 · Premium · Disponible');
  await expect(plan.seat('Piso 1 · Fila L · Asiento 10 · Disponible')).toBeVisible();
  await expect(plan.seat('Piso 2 · Fila A · Asiento 1 · Premium · Disponible')).toHaveCount(1);

  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  const edit = new EditVenuePage(page);
  await edit.name.fill('');
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(edit.save).toBeDisabled();
  await edit.name.fill(`${STAND.name} Renovada`);
  await edit.save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Gradería actualizada' })).toBeVisible();
  await expect(list.card(`${STAND.name} Renovada`)).toBeVisible();

  await list.open(`${STAND.name} Renovada`, 'Precios');
  const prices = new VenuePricesPage(page);
  await expect(prices.current).toHaveText(/66\.240\.000/);
  await prices.basePrice.fill('');
  await expect(page.getByText('El precio base es obligatorio')).toBeVisible();
  await prices.basePrice.fill('120000');
  await expect(prices.projected).toHaveText(/69\.120\.000/);
  await expect(prices.difference).toHaveText(/\+\$\s2\.880\.000/);
  await prices.save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Precios actualizados' })).toBeVisible();
  await expect(prices.current).toHaveText(/69\.120\.000/);
});

test('a stand that is not in the replica shows the not-found message', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  await page.goto('/venues/7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a/ver');
  await expect(page.getByRole('heading', { name: 'Error: Gradería no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Mis Graderías' }).click();
  await expect(page).toHaveURL(/\/venues$/);
});
