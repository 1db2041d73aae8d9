import { expect, test } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { EventFormPage } from './pages/event-form-page';
import { EventsListPage } from './pages/events-list-page';
import { LoginPage } from './pages/login-page';

test('an organizer creates an event with venues, finds it by text and date, and pauses its sales', async ({ page }) => {
  // Other tests sign in as the same organizer at the same time: a name of this run's own.
  const suffix = Date.now().toString(36);
  const name = `Noche de Gala ${suffix}`;
  await new LoginPage(page).signInAsDemo();

  const list = new EventsListPage(page);
  await list.goto();
  await expect(list.card(DEMO_FESTIVAL.name)).toBeVisible();
  await list.createButton.click();

  const form = new EventFormPage(page);
  await form.fill({ name, description: 'Gala de coronación con orquesta', startDate: '2025-07-04' });
  await expect(form.slug).toHaveValue(`noche-de-gala-${suffix}`);
  await expect(form.endDate).toHaveValue('2025-07-04');
  await expect(form.startTime).toHaveValue('18:00');
  await expect(form.endTime).toHaveValue('23:00');
  await form.fill({ venues: ['Gradería Norte', 'Palco VIP Oriental'] });
  await page.screenshot({ path: test.info().outputPath('create-event.png'), fullPage: true });
  await form.create();

  await expect(list.card(name)).toContainText('Activo');
  await expect(list.figure(name, 'Graderías')).toHaveText('2');
  await expect(list.card(name)).toContainText('Estadio Guillermo Plazas Alcid, Neiva');
  await expect(list.card(name).getByRole('link', { name: /Página pública/ })).toHaveAttribute('href', `/event/noche-de-gala-${suffix}`);

  await list.search(suffix);
  await expect(list.card(name)).toBeVisible();
  await expect(list.card(DEMO_FESTIVAL.name)).toBeHidden();
  await list.search('bambuco');
  await expect(list.card(DEMO_FESTIVAL.name)).toBeVisible();
  await expect(list.card(name)).toBeHidden();
  await list.clearFilters.click();

  await list.showEventsOn('2025-06-20');
  await expect(list.card(DEMO_FESTIVAL.name)).toBeVisible();
  await expect(list.card(name)).toBeHidden();
  await list.showEventsOn('2025-07-04');
  await expect(list.card(name)).toBeVisible();
  await expect(list.card(DEMO_FESTIVAL.name)).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('events-filtered.png'), fullPage: true });
  await list.clearFilters.click();
  await expect(list.card(DEMO_FESTIVAL.name)).toBeVisible();

  await list.configure(name);
  await expect(form.venue('Gradería Norte')).toBeChecked();
  await expect(form.venue('Zona de Confort Sur')).not.toBeChecked();
  await form.activeSwitch.click();
  await expect(page.getByText('Apagado: las reservas quedan en pausa y la página pública se oculta.')).toBeVisible();
  await form.saveChanges();
  await expect(list.card(name)).toContainText('Inactivo');
});

test('the create form shows the required-field messages', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const form = new EventFormPage(page);
  await form.gotoCreate();
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await expect(page.getByText('La fecha de inicio es requerida')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/crear$/);
});
