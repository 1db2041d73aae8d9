import { expect, test } from '@playwright/test';
import { setUpFestival } from './pages/fresh-festival';
import { registerFreshOrganizer } from './pages/fresh-organizer';
import { PublicEventPage } from './pages/public-event-page';
import type { ManualSale } from './pages/reservations-page';
import { Tablet } from './pages/tablet';

// Issue 14: a paid booking refunded in cash at the gate while offline syncs once the
// connection returns and its seat is free again on the public map; a second gate that
// refunded the same booking offline sees a duplicate, never pays out twice unnoticed.
// An organization of its own: specs running beside it count the demo organization's bookings.
const suffix = Date.now().toString(36);
const VENUE = 'Palco Reembolsos';
const EVENT = { name: `Noche de Reembolsos ${suffix}`, slug: `noche-reembolsos-${suffix}` };
// 10 columns at 40.000: columns 5 and 6 are the regular seats (×1).
const REFUNDED_SEAT = { venue: VENUE, row: 'A', number: 5 };
const PAID_SALE: ManualSale = {
  event: EVENT.name,
  venue: VENUE,
  seats: [{ row: 'A', number: 5 }],
  name: `Valentina Reembolso ${suffix}`,
  email: 'valentina.reembolso@correo.co',
  documentNumber: '1075' + Math.floor(100000 + Math.random() * 899999),
  phone: '3001234567',
  paymentMethod: 'Marcar como pagado',
};

test('a paid booking refunded in cash offline at two gates: one refund syncs and frees the seat, the other is a duplicate', async ({ browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(180_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  await setUpFestival(organizer, VENUE, EVENT);
  const gateOne = await Tablet.open(browser, 'gate-one', { baseURL, locale, timezoneId });
  const gateTwo = await Tablet.open(browser, 'gate-two', { baseURL, locale, timezoneId });
  const visitorContext = await browser.newContext({ baseURL, locale, timezoneId });
  const visitor = new PublicEventPage(await visitorContext.newPage());
  const publicSeatStatus = async () => {
    await visitor.goto(EVENT.slug);
    await expect(visitor.seat(REFUNDED_SEAT)).toBeVisible({ timeout: 20_000 });
    return visitor.seat(REFUNDED_SEAT).getAttribute('data-status');
  };

  try {
    await test.step('a seat sold and paid at the box office shows paid on the public map', async () => {
      await gateOne.signIn(organizer.email, organizer.password);
      await gateOne.reservations.sell(PAID_SALE);
      await expect(gateOne.reservations.card(PAID_SALE.name)).toContainText('Pagada');
      await gateOne.sync.expectSynced();
      await gateTwo.signIn(organizer.email, organizer.password);
      await expect(gateTwo.reservations.card(PAID_SALE.name)).toContainText('Pagada', { timeout: 20_000 });
      expect(await publicSeatStatus()).toBe('paid');
    });

    await test.step('both gates lose the connection and refund the booking in cash', async () => {
      for (const [index, gate] of [gateOne, gateTwo].entries()) {
        await gate.goOffline();
        await gate.reservations.card(PAID_SALE.name).getByRole('button', { name: 'Reembolsar' }).click();
        const dialog = gate.reservations.dialog('Reembolsar Reserva');
        await expect(dialog.getByLabel('Monto a devolver (efectivo)')).toHaveValue('$\u00a040.000');
        await dialog.getByLabel('Motivo del reembolso').fill(index === 0 ? 'El cliente no puede asistir' : 'Cliente pidió devolución');
        if (index === 0) await gate.page.screenshot({ path: test.info().outputPath('refund-dialog.png') });
        await dialog.getByRole('button', { name: 'Confirmar reembolso' }).click();
        await expect(gate.reservations.toast('Reembolso registrado')).toBeVisible();
        await expect(gate.reservations.card(PAID_SALE.name)).toContainText('Cancelada');
        await gate.sync.expectPending(1);
        // Optimistically applied: the seat is free on this tablet already.
        expect(await gate.seatStatuses(EVENT.name, VENUE, ['A-5'])).toEqual({ 'A-5': 'available' });
      }
    });

    await test.step('the first gate reconnects: its refund syncs and the seat is free on the public map', async () => {
      await gateOne.goOnline();
      await gateOne.sync.expectSynced();
      await expect(gateOne.conflicts()).toHaveText('0 conflictos');
      await expect(gateOne.reservations.card(PAID_SALE.name)).toContainText('Cancelada');
      await expect.poll(publicSeatStatus, { timeout: 20_000 }).toBe('available');
    });

    await test.step('the second gate reconnects: its refund is a duplicate the cashier sees and marks resolved', async () => {
      await gateTwo.goOnline();
      const card = gateTwo.reservations.card(PAID_SALE.name);
      const refused = card.getByRole('alert');
      await expect(refused).toContainText('Reembolso rechazado: Reembolso duplicado: otra taquilla ya reembolsó esta reserva. No entregues el dinero', { timeout: 20_000 });
      await expect(gateTwo.conflicts()).toHaveText('1 conflicto');
      await gateTwo.sync.expectSynced();
      await expect(card).toContainText('Cancelada', { timeout: 20_000 });
      await gateTwo.page.screenshot({ path: test.info().outputPath('refund-duplicate.png') });
      await refused.getByRole('button', { name: 'Marcar como resuelto' }).click();
      await expect(card.getByRole('alert')).toHaveCount(0);
      await expect(gateTwo.conflicts()).toHaveText('0 conflictos');
    });
  } finally {
    await organizer.api.auth.signOut({ scope: 'local' });
    await visitorContext.close();
    for (const gate of [gateOne, gateTwo]) await gate.context.close();
  }
});
