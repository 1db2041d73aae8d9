import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { OrganizerShell } from './pages/organizer-shell';

test('the demo organizer signs in and reaches the dashboard layout', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const shell = new OrganizerShell(page);

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`¡Hola, ${DEMO_ACCOUNT.fullName}!`)).toBeVisible();
  await expect(shell.userCard).toContainText(DEMO_ACCOUNT.fullName);
  await expect(shell.userCard).toContainText(DEMO_ACCOUNT.organization);
  for (const link of ['Dashboard', 'Mis Eventos', 'Mis Graderías', 'Reservas', 'Reportes', 'Venta rápida', 'Control de acceso', 'Turno de caja', 'Asignaciones', 'Mi Perfil', 'Centro de Ayuda']) {
    await expect(shell.navigation.getByRole('link', { name: link })).toBeVisible();
  }
});

test('the session survives a reload', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new OrganizerShell(page).userCard).toContainText(DEMO_ACCOUNT.fullName);
});

test('a signed-in organizer who opens /login lands on the dashboard', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out ends the session', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  await new OrganizerShell(page).signOut();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sesión requerida' })).toBeVisible();
});

test('an organizer page without a session asks to sign in', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Sesión requerida' })).toBeVisible();
  await page.getByRole('button', { name: 'Actualizar sesión' }).click();
  await expect(page.getByRole('alert')).toContainText('No encontramos una sesión activa');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows a destructive alert in Spanish', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_ACCOUNT.email, 'contraseña-equivocada');
  await expect(login.errorAlert).toHaveText('Correo o contraseña incorrectos');
  await expect(login.errorAlert).toHaveAttribute('data-variant', 'destructive');
  await expect(page).toHaveURL(/\/login$/);
});
