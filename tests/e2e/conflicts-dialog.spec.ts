import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { setUpFestival } from './pages/fresh-festival';
import { registerFreshOrganizer, type FreshOrganizer } from './pages/fresh-organizer';
import { organizationRows } from './pages/organizer-sync-api';
import type { ManualSale } from './pages/reservations-page';
import { Tablet } from './pages/tablet';

// Issue 15: '1 conflicto' in the top bar opened a dialog squashed to height 0 inside the
// header (its backdrop-filter was the containing block of the fixed overlay). Now the dialog
// is seen over the page, says what was tried, why it was refused and the way out, and a
// cashier resolves a refused sale from it without touching the mouse.
const suffix = Date.now().toString(36);
const VENUE = 'Palco Conflictos';
const EVENT = { name: `Noche de Conflictos ${suffix}`, slug: `noche-conflictos-${suffix}` };
const SALE: ManualSale = {
  event: EVENT.name,
  venue: VENUE,
  // 10 columns: 5 and 6 are the regular seats.
  seats: [
    { row: 'A', number: 5 },
    { row: 'A', number: 6 },
  ],
  name: 'Juan Pérez',
  email: 'juan.perez@correo.co',
  documentNumber: '1075' + Math.floor(100000 + Math.random() * 899999),
  phone: '3001234567',
};

/** Another gate sells A-5 first: a sale pushed from a device of its own. */
async function sellA5Elsewhere(organizer: FreshOrganizer): Promise<void> {
  const rows = await organizationRows(organizer.api);
  const event = rows.events.find((row) => row.name === EVENT.name)!;
  const venue = rows.graderias.find((row) => row.name === VENUE)!;
  const seatA5 = rows.seats.find((row) => row.graderia_id === venue.id && row.row_letter === 'A' && String(row.seat_number) === '5')!;
  const op = {
    op_id: randomUUID(),
    kind: 'reservations-create-manual',
    created_at: new Date().toISOString(),
    payload: {
      id: randomUUID(),
      event_id: event.id,
      seat_ids: [seatA5.id],
      customer_name: 'Otra taquilla',
      customer_email: 'otra.taquilla@correo.co',
      document_type: 'CC',
      document_number: '1075999999',
      customer_phone: '3009999999',
      payment_method: 'marked_paid',
      discount_code: null,
      notes: null,
      includes_children: false,
      share_venue: false,
    },
  };
  const { data, error } = await organizer.api.rpc('sync_push', { device_id: randomUUID(), ops: [op] });
  expect(error).toBeNull();
  expect((data as { results: { status: string }[] }).results.map((result) => result.status)).toEqual(['applied']);
}

/** Presses Tab until `target` has focus: how a keyboard user reaches a button. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the conflicts dialog opens over the page from the top bar, and a refused sale is resolved in it with the keyboard only', async ({ browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(180_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  await setUpFestival(organizer, VENUE, EVENT);
  const gate = await Tablet.open(browser, 'gate', { baseURL, locale, timezoneId });
  const page = gate.page;

  try {
    await test.step('offline, the gate sells A-5 and A-6 for cash; another gate sells A-5 first', async () => {
      await gate.signIn(organizer.email, organizer.password);
      await gate.goOffline();
      await gate.reservations.sell(SALE);
      await gate.sync.expectPending(1);
      await sellA5Elsewhere(organizer);
    });

    await test.step('back online, the server refuses the sale: 1 conflicto in the top bar', async () => {
      await gate.goOnline();
      await expect(gate.conflicts()).toHaveText('1 conflicto', { timeout: 20_000 });
      await gate.sync.expectPending(0);
    });

    const dialog = page.getByRole('dialog', { name: 'Conflictos de sincronización' });
    await test.step('Tab to the conflicts button and Enter: the dialog is seen, over the page, with what was tried and why', async () => {
      await tabTo(page, gate.conflicts());
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.height).toBeGreaterThan(150);
      expect(box.width).toBeGreaterThan(300);
      // Nothing covers it: the element at its centre belongs to the dialog.
      const centreIsInside = await dialog.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(left + width / 2, top + Math.min(height / 2, 100)));
      });
      expect(centreIsInside).toBe(true);
      await page.screenshot({ path: test.info().outputPath('conflicts-dialog.png') });

      const refused = dialog.getByRole('article', { name: `Venta rechazada de ${SALE.name}` });
      await expect(refused).toContainText('Venta en efectivo de A-5, A-6 para Juan Pérez');
      await expect(refused).toContainText('Los siguientes asientos ya no están disponibles: A-5');
      await expect(refused.getByRole('button', { name: 'Elegir otros asientos' })).toBeVisible();
      // Focus moved into the dialog.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    });

    await test.step('with Tab and Enter the cashier cancels the sale and owes the cash back', async () => {
      const refused = dialog.getByRole('article', { name: `Venta rechazada de ${SALE.name}` });
      await tabTo(page, refused.getByRole('button', { name: 'Cancelar y devolver el dinero' }));
      await page.keyboard.press('Enter');
      await tabTo(page, refused.getByRole('button', { name: 'Sí, cancelar la venta' }));
      await page.keyboard.press('Enter');

      await expect(refused).toBeHidden({ timeout: 20_000 });
      const owed = dialog.getByRole('region', { name: 'Dinero por devolver' });
      await expect(owed).toContainText(`${SALE.name} · $\u00a080.000`);
      await expect(owed).toContainText('Asientos A-5, A-6');
      // Focus stayed in the dialog after the card it was on went away.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    });

    await test.step('Escape closes the dialog and gives focus back to the conflicts button, now at 0', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(gate.conflicts()).toBeFocused();
      await expect(gate.conflicts()).toHaveText('0 conflictos');
    });
  } finally {
    await gate.context.close();
    await organizer.api.auth.signOut({ scope: 'local' });
  }
});
