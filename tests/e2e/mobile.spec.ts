import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { OrganizerShell } from './pages/organizer-shell';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('on a phone the sidebar is a slide-in panel behind a menu button', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const shell = new OrganizerShell(page);

  await shell.expectState('closed');
  await expect(shell.navigation).toBeHidden();

  await shell.mobileMenuButton.click();
  await shell.expectState('open');
  await expect(shell.navigation).toBeVisible();
  await expect(shell.userCard).toContainText(DEMO_ACCOUNT.fullName);
  await expect.poll(() => shell.sidebarWidth()).toBe(288);

  // Tapping the page beside the panel closes it.
  await shell.overlay.click({ position: { x: 350, y: 400 } });
  await shell.expectState('closed');

  await shell.mobileMenuButton.click();
  await shell.navigation.getByRole('link', { name: 'Reservas' }).click();
  await expect(page).toHaveURL(/\/reservations$/);
  await shell.expectState('closed');
});

test('the phone menu keeps focus inside while open and gives it back to its button', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const shell = new OrganizerShell(page);
  const focusIsInPanel = () => page.evaluate(() => !!document.activeElement?.closest('aside[aria-label="Barra lateral"]'));

  await shell.mobileMenuButton.click();
  await shell.expectState('open');
  // However far Tab goes, focus stays in the panel: the page behind is out of reach.
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInPanel()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await shell.expectState('closed');
  await expect(shell.mobileMenuButton).toBeFocused();
});
