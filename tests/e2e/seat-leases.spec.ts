import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { seatIdOfSync } from '../../src/domain/seat-id';
import { test, type FreshOrganizer } from './pages/fresh-organizer';
import { expectTableFitsAPhone } from './pages/layout-overflow';
import { Tablet } from './pages/tablet';

// Issue 21: a tablet holds a lease of 20 seats, goes offline and sells 3 with 'Mejores 3
// asientos juntos'; meanwhile another device of the organization sells online — its try
// at a leased seat is refused, another seat is sold — and when the tablet syncs its sale
// goes through with no conflict. Its own organization and stand: no other spec's figures move.
const VENUE = 'Palco Asignado';
const EVENT = { name: 'Noche de Taquillas', slug: `noche-taquillas-${randomUUID().slice(0, 8)}` };

async function standOnSale(organizer: FreshOrganizer): Promise<string> {
  const venueId = randomUUID();
  const created_at = new Date().toISOString();
  const { data, error } = await organizer.api.rpc('sync_push', {
    device_id: randomUUID(),
    ops: [
      { op_id: randomUUID(), kind: 'graderias-create', payload: { id: venueId, name: VENUE, rows: 3, columns: 10, floors: 1, base_price: 40000 }, created_at },
      {
        op_id: randomUUID(), kind: 'events-create', created_at,
        payload: { id: randomUUID(), name: EVENT.name, slug: EVENT.slug, event_date: '2026-12-05', end_date: '2026-12-06', graderia_ids: [venueId] },
      },
    ],
  });
  expect(error).toBeNull();
  expect((data as { results: { status: string }[] }).results.map((result) => result.status)).toEqual(['applied', 'applied']);
  return venueId;
}

/** The other device: a cash sale pushed online with its own device id. */
async function sellOnline(organizer: FreshOrganizer, eventId: string, seatId: string) {
  const { data, error } = await organizer.api.rpc('sync_push', {
    device_id: '0a0a0a0a-0000-4000-8000-00000000e2e2',
    ops: [{
      op_id: randomUUID(), kind: 'reservations-create-manual', created_at: new Date().toISOString(),
      payload: {
        id: randomUUID(), event_id: eventId, seat_ids: [seatId], customer_name: 'Andrés Quintero', customer_email: 'andres.quintero@correo.co',
        customer_phone: '3001234567', document_type: 'CC', document_number: '1075998877', payment_method: 'cash',
      },
    }],
  });
  expect(error).toBeNull();
  return (data as { results: { status: string; message?: string }[] }).results[0];
}

test('a tablet leases 20 seats, sells 3 together offline while another device sells online, and syncs with no conflict', async ({ browser, baseURL, locale, timezoneId, freshOrganizer }) => {
  const venueId = await standOnSale(freshOrganizer);
  const tablet = await Tablet.open(browser, 'tablet', { baseURL, locale, timezoneId });
  try {
    await tablet.signIn(freshOrganizer.email, freshOrganizer.password);
    const page = tablet.page;

    // The 20 best seats (rows A and B) for this tablet, for 4 hours.
    await page.goto('/asignaciones');
    await page.getByLabel('Evento').selectOption({ label: EVENT.name });
    await page.getByLabel('Nombre de la taquilla').fill('Tablet puerta 1');
    await page.getByLabel('Cantidad de asientos').fill('20');
    await page.getByRole('button', { name: 'Asignar asientos' }).click();
    await expect(page.getByText('20 asientos asignados a Tablet puerta 1')).toBeVisible();
    await tablet.sync.expectSynced();
    await expect(page.getByTestId('lease-left')).toHaveText('20');
    await expectTableFitsAPhone(page, 'Asignaciones del evento');

    await tablet.reservations.goto();
    await tablet.goOffline();
    const dialog = await tablet.reservations.openManualSale();
    await dialog.chooseEvent(EVENT.name);
    await expect(dialog.root.getByText('Tablet puerta 1 (esta taquilla) · 20 asientos')).toBeVisible();
    await dialog.root.getByLabel('Asientos juntos').fill('3');
    await dialog.root.getByRole('button', { name: 'Mejores 3 asientos juntos' }).click();
    // Row A's centre run, all leased to this tablet: no warning.
    await expect(dialog.root.getByRole('list', { name: 'Asientos seleccionados' })).toHaveText(/A-4.*A-5.*A-6/);
    await expect(dialog.root.getByText('Este asiento puede venderse en otra taquilla mientras no tienes conexión')).toHaveCount(0);
    await dialog.root.getByLabel('Nombre completo').fill('Lucía Benavides');
    await dialog.root.getByLabel('Correo electrónico').fill('lucia.benavides@correo.co');
    await dialog.root.getByLabel('Número de documento').fill('1075443322');
    await dialog.root.getByLabel('Teléfono').fill('3004445566');
    await dialog.root.getByRole('radio', { name: 'Efectivo' }).check();
    await dialog.submit.click();
    await expect(dialog.root).toBeHidden();
    await tablet.sync.expectPending(1);

    // Meanwhile another device sells online: a leased seat is refused, a free one is sold.
    const { data: layout } = await freshOrganizer.api.rpc('get_event_layout', { event_slug: EVENT.slug });
    const eventId = (layout as { id: string }).id;
    const refused = await sellOnline(freshOrganizer, eventId, seatIdOfSync(venueId, 1, 'A', 5));
    expect(refused).toMatchObject({ status: 'rejected', message: 'Este asiento está asignado a otra taquilla: A-5' });
    expect(await sellOnline(freshOrganizer, eventId, seatIdOfSync(venueId, 1, 'C', 5))).toMatchObject({ status: 'applied' });

    await tablet.goOnline();
    await tablet.sync.expectSynced();
    await expect(tablet.conflicts()).toHaveText('0 conflictos');
    await expect(tablet.reservations.card('Lucía Benavides')).toContainText('Pendiente');
    await expect(tablet.reservations.card('Andrés Quintero')).toHaveCount(1);
  } finally {
    await tablet.context.close();
  }
});
