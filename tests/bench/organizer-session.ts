// The demo organizer signing in through the real login screen, as the organizer-side
// benchmarks need it: signed in, and the replica filled by the first sync.
import type { Page } from '@playwright/test';

export const DEMO_LOGIN = { email: 'demo@taquilla.co', password: 'Bambuco2025!' } as const;

/** Signs in as Laura Gómez (Eventos del Huila) on `url` and waits for the dashboard. */
export async function signInAsDemo(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Correo electrónico').fill(DEMO_LOGIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/**
 * Waits until a sync cycle went through (the indicator shows its time, which a fresh
 * device has only after its first full pull) and none is running.
 */
export async function waitForSyncedReplica(page: Page, timeout = 180_000): Promise<void> {
  const indicator = page.getByRole('status', { name: 'Estado de sincronización' });
  // Attached, not visible: below 1280 px the indicator leaves the time out of its line.
  await indicator.getByText('Última sincronización').waitFor({ state: 'attached', timeout });
  await indicator.getByText('Sincronizando…').waitFor({ state: 'hidden', timeout });
}
