import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseSpreadsheetCsv } from '../../src/domain/spreadsheet-csv';
import { setUpFestival } from './pages/fresh-festival';
import { registerFreshOrganizer } from './pages/fresh-organizer';
import type { ManualSale } from './pages/reservations-page';
import { expectTableFitsAPhone } from './pages/layout-overflow';
import { Tablet } from './pages/tablet';

// Issue 19: a tablet with no connection opens a cash shift, sells in cash twice, refunds one
// and closes with a short count; after syncing, the organizer's 'Turnos de caja' shows the
// difference and its CSV of closings parses with it. An organization of its own, so the
// demo organization's figures other specs count stay as they are.
const suffix = Date.now().toString(36);
const VENUE = 'Palco Caja';
const EVENT = { name: `Noche de Caja ${suffix}`, slug: `noche-caja-${suffix}` };
// Columns 5 and 6 are the regular seats: 40.000 each.
const sale = (number: number, name: string): ManualSale => ({
  event: EVENT.name,
  venue: VENUE,
  seats: [{ row: 'A', number }],
  name: `${name} ${suffix}`,
  email: 'caja@correo.co',
  documentNumber: '1075' + Math.floor(100000 + Math.random() * 899999),
  phone: '3001234567',
  paymentMethod: 'Marcar como pagado',
});
const FIRST = sale(5, 'Camila Caja');
const SECOND = sale(6, 'Mateo Caja');

test('offline shift: open with a float, sell in cash, refund one, close short; the organizer sees the difference and its CSV', async ({ browser, baseURL, locale, timezoneId }) => {
  const organizer = await registerFreshOrganizer(baseURL!);
  await setUpFestival(organizer, VENUE, EVENT);
  const tablet = await Tablet.open(browser, 'cash-desk', { baseURL, locale, timezoneId });
  const { page } = tablet;
  const menu = (name: string) => page.getByRole('navigation').getByRole('link', { name }).first();
  try {
    await tablet.signIn(organizer.email, organizer.password);
    // Opened once online, as a cashier does at the start of the day: its code is then on the tablet.
    await menu('Turno de caja').click();
    await expect(page.getByRole('button', { name: 'Abrir turno' })).toBeVisible();
    await tablet.goOffline();

    await page.getByLabel('Base inicial').fill('50.000');
    await page.getByRole('button', { name: 'Abrir turno' }).click();
    await expect(page.getByTestId('open-shift')).toContainText('Base inicial $\u00a050.000');

    await menu('Reservas').click();
    await tablet.reservations.sell(FIRST);
    await tablet.reservations.sell(SECOND);
    await tablet.reservations.card(FIRST.name).getByRole('button', { name: 'Reembolsar' }).click();
    const refund = tablet.reservations.dialog('Reembolsar Reserva');
    await refund.getByLabel('Motivo del reembolso').fill('No puede asistir');
    await refund.getByRole('button', { name: 'Confirmar reembolso' }).click();
    await expect(tablet.reservations.card(FIRST.name)).toContainText('Cancelada');

    await menu('Turno de caja').click();
    await expect(page.getByTestId('shift-receipt')).toHaveCount(3);
    await expect(page.getByTestId('shift-receipt').nth(2)).toContainText('Reembolso');
    await page.getByRole('button', { name: 'Cerrar turno', exact: true }).click();
    // Blind count: nothing of the 90.000 expected shows before the count is submitted.
    await expect(page.getByText('Efectivo esperado')).toHaveCount(0);
    await expect(page.getByText('90.000')).toHaveCount(0);
    await page.getByLabel('Efectivo contado').fill('85000');
    await page.getByRole('button', { name: 'Cerrar turno y ver la diferencia' }).click();
    await expect(page.getByTestId('closing-expected')).toHaveText('$\u00a090.000');
    await expect(page.getByTestId('closing-difference')).toHaveText('Faltante $\u00a05.000');

    await tablet.goOnline();
    await tablet.sync.expectSynced();
    await page.getByRole('link', { name: 'Turnos de todos los dispositivos' }).click();
    const row = page.getByTestId('shift-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('shift-difference')).toHaveText('Faltante $\u00a05.000');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cierres-de-caja-\d{4}-\d{2}-\d{2}\.csv$/);
    const closings = parseSpreadsheetCsv(await readFile((await download.path())!, 'utf8'));
    expect(closings).toHaveLength(1);
    expect(closings[0]).toMatchObject({
      'Base inicial': '50000', 'Ventas en efectivo': '80000', 'Reembolsos en efectivo': '40000',
      'Efectivo esperado': '90000', 'Efectivo contado': '85000', Diferencia: '-5000', Resultado: 'Faltante',
      'Recibos anulados': '0',
    });
    await expectTableFitsAPhone(page, 'Turnos de caja');
  } finally {
    await organizer.api.auth.signOut({ scope: 'local' });
    await tablet.context.close();
  }
});
