import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatCOP } from '../../src/domain/money';
import { parseSpreadsheetCsv } from '../../src/domain/spreadsheet-csv';
import { registerFreshOrganizer, signInThroughLoginPage, type FreshOrganizer } from './pages/fresh-organizer';
import { createVenueAndEvent, organizationRows } from './pages/organizer-sync-api';

// Issue 19 point 3 and 4: the organizer opens Reportes, sees the figures of an event (the
// same the server's get_sales_report gives), and downloads its reservations as a CSV that
// reads back. An organization of its own, so no other spec's sales change its figures.
const suffix = Date.now().toString(36);
const NAMES = { venue: `Gradería Reportes ${suffix}`, event: `Noche de Reportes ${suffix}` };

/** Two sales pushed from a gate device: one paid (two seats), one cash hold (one seat). */
async function sellTwice(organizer: FreshOrganizer, eventId: string): Promise<void> {
  const rows = await organizationRows(organizer.api);
  const venue = rows.graderias.find((row) => row.name === NAMES.venue)!;
  const seats = rows.seats.filter((row) => row.graderia_id === venue.id).map((row) => row.id as string);
  const sale = (name: string, seatIds: string[], method: string) => ({
    op_id: randomUUID(),
    kind: 'reservations-create-manual',
    created_at: new Date().toISOString(),
    payload: {
      id: randomUUID(), event_id: eventId, seat_ids: seatIds, customer_name: name, customer_email: 'cliente.reportes@correo.co',
      document_type: 'CC', document_number: '1075123456', customer_phone: '3001234567', payment_method: method,
      discount_code: null, notes: null, includes_children: false, share_venue: false,
    },
  });
  const { data, error } = await organizer.api.rpc('sync_push', {
    device_id: randomUUID(),
    ops: [sale('Paula Pagada; Neiva', seats.slice(0, 2), 'marked_paid'), sale('Pedro Pendiente', seats.slice(2, 3), 'cash')],
  });
  expect(error).toBeNull();
  expect((data as { results: { status: string }[] }).results.map((result) => result.status)).toEqual(['applied', 'applied']);
}

test('an organizer sees an event’s figures in Reportes and downloads its reservations as a CSV that reads back', async ({ page, baseURL }) => {
  test.setTimeout(30_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  const { eventId } = await createVenueAndEvent(organizer.api, NAMES);
  await sellTwice(organizer, eventId);
  const { data: server, error } = await organizer.api.rpc('get_sales_report', { event_id: eventId });
  expect(error).toBeNull();
  expect(server).toMatchObject({ seats_sold: 2, held_seats: 1, bookings_sold: 1, holds: 1 });

  await signInThroughLoginPage(page, organizer);
  await page.getByRole('link', { name: 'Reportes' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await page.getByLabel('Evento', { exact: true }).selectOption({ label: NAMES.event });
  const figure = (label: string) => page.getByRole('region', { name: 'Resumen' }).locator(':scope > *').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Asientos vendidos')).toContainText('2');
  await expect(figure('Apartados')).toContainText('1');
  await expect(figure('Ingresos')).toContainText(formatCOP(server.revenue));
  // The lazily loaded chart drew today's money as a bar.
  const revenueChart = page.getByRole('img', { name: 'Gráfico de ingresos y reembolsos por día' });
  await expect(revenueChart.locator('.recharts-bar-rectangle').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV de reservas' }).click()]);
  expect(download.suggestedFilename()).toBe(`reservas-noche-de-reportes-${suffix}.csv`);
  const rows = parseSpreadsheetCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows.map((row) => [row.Cliente, row.Estado, row.Canal, row.Asientos, row.Evento]).sort()).toEqual([
    ['Paula Pagada; Neiva', 'Pagada', 'Taquilla', '2', NAMES.event],
    ['Pedro Pendiente', 'Pendiente', 'Taquilla', '1', NAMES.event],
  ]);
  expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(row.Fecha) && row['Registrada por'] === organizer.fullName)).toBe(true);
  expect(rows.find((row) => row.Cliente === 'Paula Pagada; Neiva')?.Total).toBe(String(server.revenue));
});
