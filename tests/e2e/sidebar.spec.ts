import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { OrganizerShell } from './pages/organizer-shell';

test('the sidebar collapses and expands with its button and with Ctrl+B, and remembers it', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const shell = new OrganizerShell(page);
  await shell.expectState('expanded');
  await expect.poll(() => shell.sidebarWidth()).toBe(256);

  await shell.toggleButton().click();
  await shell.expectState('collapsed');
  await expect.poll(() => shell.sidebarWidth()).toBe(48);
  expect(await shell.sidebarCookie()).toBe('false');
  // Collapsed, the links keep their names for screen readers.
  await expect(shell.navigation.getByRole('link', { name: 'Mis Eventos' })).toBeVisible();

  await shell.toggleWithKeyboard();
  await shell.expectState('expanded');
  expect(await shell.sidebarCookie()).toBe('true');

  await shell.toggleWithKeyboard();
  await shell.expectState('collapsed');
  await page.reload();
  await shell.expectState('collapsed');
});

test('sidebar links open the organizer pages', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const shell = new OrganizerShell(page);
  await shell.navigation.getByRole('link', { name: 'Mis Graderías' }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByRole('heading', { name: 'Mis Graderías' })).toBeVisible();
  await shell.navigation.getByRole('link', { name: 'Centro de Ayuda' }).click();
  await expect(page.getByRole('heading', { name: 'Centro de Ayuda' })).toBeVisible();
});
