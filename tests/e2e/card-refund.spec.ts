import { expect, test } from '@playwright/test';
import { setUpFestival } from './pages/fresh-festival';
import { registerFreshOrganizer } from './pages/fresh-organizer';
import { PublicEventPage, SandboxCheckoutPage, type Visitor } from './pages/public-event-page';
import { Tablet } from './pages/tablet';

// Issue 14, card refunds: a visitor pays a seat by card (approved in the sandbox), then the
// organizer refunds it from 'Reembolsar'. The refund goes to the sandbox provider, whose
// signed notification completes it; after the sync the booking is cancelled and the seat
// is free, on the tablet and on the public map. Offline the button says why it cannot.
// An organization of its own: specs running beside it count the demo organization's bookings.
const suffix = Date.now().toString(36);
const VENUE = 'Palco Tarjeta';
const EVENT = { name: `Noche de Tarjetas ${suffix}`, slug: `noche-tarjetas-${suffix}` };
// 10 columns at 40.000: columns 5 and 6 are the regular seats (×1).
const SEAT = { venue: VENUE, row: 'A', number: 5 };
const VISITOR: Visitor = {
  name: `Camila Tarjeta ${suffix}`,
  phone: '3157654321',
  documentNumber: '1076' + Math.floor(100000 + Math.random() * 899999),
  email: 'camila.tarjeta@correo.co',
  paymentMethod: 'Tarjeta (MercadoPago)',
};

test('a card-paid booking refunded by the organizer through the provider ends cancelled with its seat free', async ({ browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(150_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  await setUpFestival(organizer, VENUE, EVENT);
  const visitorContext = await browser.newContext({ baseURL, locale, timezoneId });
  const visitorPage = await visitorContext.newPage();
  const visitor = new PublicEventPage(visitorPage);
  const gate = await Tablet.open(browser, 'gate-card', { baseURL, locale, timezoneId });
  const publicSeatStatus = async () => {
    await visitor.goto(EVENT.slug);
    await expect(visitor.seat(SEAT)).toBeVisible({ timeout: 20_000 });
    return visitor.seat(SEAT).getAttribute('data-status');
  };

  try {
    await test.step('the visitor books the seat by card and approves it in the sandbox', async () => {
      await visitor.goto(EVENT.slug);
      await visitor.book(VISITOR, SEAT);
      const sandbox = new SandboxCheckoutPage(visitorPage);
      await expect(sandbox.heading).toBeVisible();
      await sandbox.approve.click();
      await expect(visitor.successMessage).toBeVisible();
      await expect(visitor.seat(SEAT)).toHaveAttribute('data-status', 'paid');
    });

    const card = gate.reservations.card(VISITOR.name);
    const refundButton = card.getByRole('button', { name: 'Reembolsar' });
    await test.step('offline, the organizer sees Reembolsar disabled with the reason', async () => {
      await gate.signIn(organizer.email, organizer.password);
      await expect(card).toContainText('Pagada', { timeout: 20_000 });
      await gate.goOffline();
      await expect(refundButton).toBeDisabled();
      await expect(card).toContainText('Sin conexión: el reembolso con tarjeta se hace a través del proveedor de pagos y requiere internet');
      await gate.goOnline();
      await gate.sync.expectSynced();
      await expect(refundButton).toBeEnabled();
    });

    await test.step('online, the organizer refunds it: the provider confirms, and after the sync the booking is cancelled', async () => {
      await refundButton.click();
      const dialog = gate.reservations.dialog('Reembolsar Reserva');
      await expect(dialog.getByLabel('Monto a devolver (tarjeta)')).toHaveValue('$\u00a040.000');
      await dialog.getByRole('button', { name: 'Confirmar reembolso' }).click();
      await expect(dialog.getByText('El motivo del reembolso es obligatorio')).toBeVisible();
      await dialog.getByLabel('Motivo del reembolso').fill('El cliente no puede asistir');
      await gate.page.screenshot({ path: test.info().outputPath('card-refund-dialog.png') });
      await dialog.getByRole('button', { name: 'Confirmar reembolso' }).click();
      await expect(gate.reservations.toast('Reembolso solicitado al proveedor de pagos')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(card).toContainText('Cancelada', { timeout: 20_000 });
      await expect(refundButton).toHaveCount(0);
      await gate.sync.expectSynced();
      await expect(gate.conflicts()).toHaveText('0 conflictos');
      expect(await gate.seatStatuses(EVENT.name, VENUE, ['A-5'])).toEqual({ 'A-5': 'available' });
      await gate.reservations.goto();
      await card.getByRole('button', { name: 'Ver Detalles' }).click();
      await expect(gate.reservations.dialog(`Reserva #`).getByRole('region', { name: 'Pagos' })).toContainText(/Reembolso en tarjeta · completado ·.*−\$\u00a040\.000/);
    });

    await test.step('the seat is free again on the public map', async () => {
      await expect.poll(publicSeatStatus, { timeout: 20_000 }).toBe('available');
    });
  } finally {
    await organizer.api.auth.signOut({ scope: 'local' });
    await visitorContext.close();
    await gate.context.close();
  }
});
