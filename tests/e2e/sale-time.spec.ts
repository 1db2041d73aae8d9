import { expect, test } from '@playwright/test';
import { setUpFestival } from './pages/fresh-festival';
import { registerFreshOrganizer } from './pages/fresh-organizer';
import type { ManualSale } from './pages/reservations-page';
import { Tablet } from './pages/tablet';

// Issue 15: a cash sale made offline and synced 25 h later was dated at the sync, so its
// 24 h hold counted from the sync; and offline, past its 24 h, it still looked payable. The
// tablet's clock starts 25 h behind the server's: what it sells offline reaches the server
// 25 h after the sale, by the server's own clock.
const HOUR = 3_600_000;
const suffix = Date.now().toString(36);
const VENUE = 'Palco Hora de Venta';
const EVENT = { name: `Noche de la Hora ${suffix}`, slug: `noche-hora-${suffix}` };
const SALE: ManualSale = {
  event: EVENT.name,
  venue: VENUE,
  seats: [{ row: 'A', number: 5 }],
  name: `Camila Hora ${suffix}`,
  email: 'camila.hora@correo.co',
  documentNumber: '1075' + Math.floor(100000 + Math.random() * 899999),
  phone: '3001234567',
};

test('a cash hold sold offline runs out 24 h after the sale: Expirada offline, and the server keeps the sale time', async ({ browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(180_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  await setUpFestival(organizer, VENUE, EVENT);
  const gate = await Tablet.open(browser, 'gate', { baseURL, locale, timezoneId });
  const soldAt = Date.now() - 25 * HOUR;
  await gate.page.clock.install({ time: soldAt });

  try {
    await gate.signIn(organizer.email, organizer.password);
    await gate.goOffline();
    await gate.reservations.sell(SALE);
    const card = gate.reservations.card(SALE.name);
    await expect(card).toContainText('Pendiente');
    await expect(card.getByRole('button', { name: 'Procesar Pago' })).toBeVisible();
    await expect(gate.reservations.stat('Pendientes')).toHaveText('1');

    await gate.page.clock.fastForward('24:01:00');
    await expect(card).toContainText('Expirada');
    await expect(card.getByRole('button', { name: 'Procesar Pago' })).toHaveCount(0);
    await expect(gate.reservations.stat('Pendientes')).toHaveText('0');
    await gate.page.screenshot({ path: test.info().outputPath('expired-offline.png') });

    await gate.goOnline();
    await gate.sync.expectSynced();
    // What the server holds, as any device reads it (tables are not exposed, only functions).
    const { data, error } = await organizer.api.rpc('sync_pull', { cursor: null });
    expect(error).toBeNull();
    type StoredReservation = { customer_name: string; status: string; created_at: string; expires_at: string };
    const stored = (data as { rows: { reservations: StoredReservation[] } }).rows.reservations.find((row) => row.customer_name === SALE.name)!;
    expect(Math.abs(Date.parse(stored.created_at) - soldAt)).toBeLessThan(5 * 60_000);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(24 * HOUR);
    expect(stored.status).toBe('expired');
    await expect(card).toContainText('Expirada');
    await expect(card.getByRole('button', { name: 'Procesar Pago' })).toHaveCount(0);
  } finally {
    await gate.context.close();
  }
});
