import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { registerFreshOrganizer, signInThroughLoginPage } from './pages/fresh-organizer';
import { latestMailLink } from './pages/local-mailbox';
import { createVenueAndEvent } from './pages/organizer-sync-api';
import { anonKeyOf } from './pages/server-keys';
import { SyncStatus } from './pages/sync-status';

// Issue 20: a cashier's tablet at the gate, offline, sells two seats to a walk-in in three taps
// ('2', 'Cobrar en efectivo', '$ 100.000'), gives the change, prints the receipt; back online
// the sale syncs, its signed tickets show, and it appears in Reservas and on the Dashboard.
// A fresh organization of its own (a 2 × 5 stand, every seat premium: $ 30.000), so no other
// spec's figures move. The cashier joins it through the API the way the invitation page does.
const CASHIER = 'Julián Cajero';
const nbsp = (text: string) => text.replace(/\$ /g, '$\u00a0');

/** Node 20 has no WebSocket and the embedded server serves no realtime; supabase-js only needs a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('El servidor local no ofrece realtime');
  }
}

test('an offline staff tablet sells two seats in three taps, gives the change, and the sale syncs with its tickets', async ({ browser, baseURL, locale, timezoneId, request }) => {
  test.setTimeout(60_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  const { event } = await createVenueAndEvent(organizer.api, { venue: 'Gradería Rápida', event: `Noche de Rajaleña ${randomUUID().slice(0, 6)}` });
  const cashier = { email: `cajero.${randomUUID()}@e2e.taquilla.co`, password: 'Taquilla-Cajero-2026' };
  const invited = await organizer.api.rpc('invite_staff', { email: cashier.email });
  expect(invited.error).toBeNull();
  const token = new URL(await latestMailLink(request, cashier.email, 'Crear mi cuenta')).searchParams.get('invitacion');
  const cashierApi = createClient(baseURL!, await anonKeyOf(baseURL!), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
  expect((await cashierApi.auth.signUp(cashier)).error).toBeNull();
  expect((await cashierApi.rpc('accept_staff_invitation', { token, full_name: CASHIER, phone: '3001112233' })).error).toBeNull();

  const tablet = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 800, height: 1280 }, hasTouch: true });
  const page = await tablet.newPage();
  const sync = new SyncStatus(page);
  try {
    await signInThroughLoginPage(page, cashier);
    await page.getByRole('link', { name: 'Venta rápida' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Venta rápida' })).toBeVisible();
    await sync.expectSynced();
    await expect(page.getByRole('combobox', { name: 'Evento' })).toContainText(event);

    await tablet.setOffline(true);
    await sync.expectOffline();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page.getByLabel('Asientos propuestos')).toContainText('A-1, A-2');
    await page.getByRole('button', { name: 'Cobrar en efectivo' }).click();
    await expect(page.getByLabel('Total a cobrar')).toHaveText(nbsp('$ 60.000'));
    await page.screenshot({ path: test.info().outputPath('venta-rapida-cobro.png') });
    await page.getByRole('button', { name: nbsp('$ 100.000') }).click();

    await expect(page.getByLabel('Vuelto')).toHaveText(nbsp('$ 40.000'));
    await expect(page.getByText('Las entradas se imprimen al sincronizar', { exact: true })).toBeVisible();
    const receipt = page.getByRole('article', { name: 'Recibo de la venta' });
    await expect(receipt).toContainText('Gradería Rápida A-1');
    await expect(receipt).toContainText(nbsp('$ 60.000'));
    await sync.expectPending(1);

    await tablet.setOffline(false);
    await sync.expectPending(0);
    await expect(page.getByRole('article', { name: 'Entrada A-1' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article', { name: 'Entrada A-2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir entradas' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('venta-rapida-entradas.png'), fullPage: true });

    await page.getByRole('link', { name: 'Ver reservas' }).click();
    const card = page.getByRole('article').filter({ hasText: 'Venta en taquilla' });
    await expect(card).toContainText(`Venta en taquilla · Puerta principal · Cajero: ${CASHIER}`);
    await expect(card).toContainText('Pagada');

    await page.goto('/dashboard');
    const summary = page.getByRole('region', { name: 'Resumen' });
    await expect(summary).toContainText(nbsp('Ingresos de hoy$ 60.000'));
    await expect(summary).toContainText('2 de 10 asientos en venta');
  } finally {
    await tablet.close();
  }
});
