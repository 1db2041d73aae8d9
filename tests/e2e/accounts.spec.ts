import { expect, test, type Page } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { EventFormPage } from './pages/event-form-page';
import { latestMailLink } from './pages/local-mailbox';
import { LoginPage } from './pages/login-page';
import { PublicEventPage } from './pages/public-event-page';
import { CreateVenuePage } from './pages/venue-pages';

// A new organizer as they would meet Taquilla: register, set up a stand and an event, sell,
// bring a cashier into the team, and recover a forgotten password through the local mailbox.
// Each test registers its own organization, so nothing here touches the demo organization.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface NewOrganizer {
  email: string;
  password: string;
  company: string;
}

async function register(page: Page): Promise<NewOrganizer> {
  const organizer = { email: `ana.${unique()}@fiestas.co`, password: 'ClaveSegura1', company: `Fiestas del Río ${unique()}` };
  await page.goto('/register');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Debes aceptar los términos y la política de privacidad')).toBeVisible();
  await page.getByLabel('Nombre completo').fill('Ana Perdomo');
  await page.getByLabel('Teléfono').fill('300 555 1234');
  await page.getByLabel('Correo electrónico').fill(organizer.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(organizer.password);
  await page.getByLabel('Nombre de la empresa').fill(organizer.company);
  await page.getByLabel('NIT o cédula').fill('900555111');
  await page.getByLabel('Descripción del negocio').fill('Palcos y graderías para el desfile de San Pedro.');
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return organizer;
}

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Resumen' }).getByText(label, { exact: true }).locator('+ p');

test('a new organizer registers, sets up a stand and an event, and sees the dashboard change after a booking', async ({ page, browser }) => {
  test.slow();
  const organizer = await register(page);
  await expect(page.getByText(`Así va ${organizer.company}`)).toBeVisible();
  await expect(statValue(page, 'Reservas activas')).toHaveText('0');

  const venue = new CreateVenuePage(page);
  await venue.goto();
  await venue.name.fill('Palco del Río');
  await venue.submit.click();
  await expect(page.getByRole('status').filter({ hasText: '¡Gradería creada con éxito!' })).toBeVisible();

  const eventName = `San Pedro ${unique()}`;
  const form = new EventFormPage(page);
  await form.gotoCreate();
  await form.fill({ name: eventName, startDate: '2026-12-05', venues: ['Palco del Río'] });
  const slug = await form.slug.inputValue();
  await form.create();

  // A visitor books on the public page once the new event has reached the server.
  const visitorContext = await browser.newContext();
  const visitor = new PublicEventPage(await visitorContext.newPage());
  await expect(async () => {
    await visitor.goto(slug);
    await expect(visitor.eventHeading(eventName)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await visitor.book(
    { name: 'Luisa Charry', phone: '3001234567', documentNumber: '1075000111', paymentMethod: 'Efectivo' },
    { venue: 'Palco del Río', row: 'A', number: 5 },
  );
  await expect(visitor.successMessage).toBeVisible();
  await visitorContext.close();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dashboard actualizado' })).toBeVisible();
  await expect(statValue(page, 'Reservas activas')).toHaveText('1');
  await expect(statValue(page, 'Ocupación total')).toHaveText('1%');
  await expect(page.getByText('Nueva reserva').first()).toBeVisible();
});

test('an invited cashier registers from the mail, joins as staff and cannot edit venues', async ({ page, browser }) => {
  test.slow();
  const organizer = await register(page);
  const staffEmail = `cajero.${unique()}@fiestas.co`;
  await page.goto('/profile');
  await page.getByLabel('Correo de la persona').fill(staffEmail);
  await page.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${staffEmail}.`)).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(await latestMailLink(page.request, staffEmail, 'Crear mi cuenta'));
  await expect(staff.getByText(`${organizer.company} te invita a su equipo`)).toBeVisible();
  await staff.getByLabel('Nombre completo').fill('Julián Cajero');
  await staff.getByLabel('Teléfono').fill('3001112233');
  await staff.getByLabel('Contraseña', { exact: true }).fill('ClaveCajero1');
  await staff.getByLabel(/Acepto los términos/).check();
  await staff.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);

  const navigation = staff.getByRole('navigation', { name: 'Navegación principal' });
  await expect(navigation.getByRole('link', { name: 'Reservas' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Mis Graderías' })).toBeHidden();
  await staff.goto('/venues/crear');
  await expect(staff.getByRole('heading', { name: 'No tienes permisos para crear graderías' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Crear Gradería' })).toBeHidden();
  // Reportes hold every customer's data and the money: not the cashier's (the RPCs refuse staff too).
  await expect(navigation.getByRole('link', { name: 'Reportes' })).toBeHidden();
  await staff.goto('/reportes');
  await expect(staff.getByRole('heading', { name: 'No tienes permisos para ver los reportes' })).toBeVisible();
  await staffContext.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Miembros del equipo' })).toContainText('Julián Cajero');
});

test('a forgotten password is reset through the link in the local mailbox', async ({ page, browser }) => {
  test.slow();
  const organizer = await register(page);
  const context = await browser.newContext();
  const recover = await context.newPage();
  await recover.goto('/login');
  await recover.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The login form stays on screen until the next page's code has loaded.
  await expect(recover.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
  await recover.getByLabel('Correo electrónico').fill(organizer.email);
  await recover.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(recover.getByText('Revisa tu correo')).toBeVisible();

  const link = await latestMailLink(page.request, organizer.email, 'Restablecer contraseña');
  await recover.goto(link);
  await recover.getByLabel('Nueva contraseña', { exact: true }).fill('ClaveNueva456');
  await recover.getByLabel('Confirmar nueva contraseña').fill('ClaveNueva999');
  await recover.getByRole('button', { name: 'Guardar y entrar' }).click();
  await expect(recover.getByText('Las contraseñas no coinciden')).toBeVisible();
  await recover.getByLabel('Confirmar nueva contraseña').fill('ClaveNueva456');
  await recover.getByRole('button', { name: 'Guardar y entrar' }).click();
  await expect(recover).toHaveURL(/\/dashboard$/);
  await context.close();

  const check = await (await browser.newContext()).newPage();
  await check.goto('/login');
  await check.getByLabel('Correo electrónico').fill(organizer.email);
  await check.getByLabel('Contraseña', { exact: true }).fill(organizer.password);
  await check.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(check.getByRole('alert')).toBeVisible();
  await check.getByLabel('Contraseña', { exact: true }).fill('ClaveNueva456');
  await check.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(check).toHaveURL(/\/dashboard$/);

  await check.goto(link);
  await expect(check.getByText(/no es válido o ya venció/)).toBeVisible();
});

test('the assistant answers an organizer how many seats are left for an event', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  await page.getByRole('button', { name: 'Abrir asistente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asistente IA' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Escribe tu mensaje' });
  await box.fill(`¿Cuántos asientos quedan para el ${DEMO_FESTIVAL.name}?`);
  await box.press('Shift+Enter');
  await expect(box).toHaveValue(`¿Cuántos asientos quedan para el ${DEMO_FESTIVAL.name}?\n`);
  await box.press('Enter');
  // The demo festival sells its three stands: 200 + 24 + 120 seats.
  await expect(dialog).toContainText(new RegExp(`Para «${DEMO_FESTIVAL.name}» quedan [\\d.]+ asientos disponibles de 344`));
});
