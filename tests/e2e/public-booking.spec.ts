import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { PublicEventPage, SandboxCheckoutPage, seatLabel, type SeatRef, type Visitor } from './pages/public-event-page';
import { ReservationsPage } from './pages/reservations-page';

// Visitors book the demo festival on its public page, without an account. Each test uses
// its own row of Gradería Norte (regular seats from column 5 cost $ 50.000), rows the box
// office specs leave alone, and this spec runs after them (see playwright.config.ts).
const VENUE = 'Gradería Norte';
const seat = (row: string, number: number): SeatRef => ({ venue: VENUE, row, number });

const visitor = (name: string, paymentMethod: Visitor['paymentMethod'] = 'Efectivo'): Visitor => ({
  name,
  phone: '3104567890',
  documentNumber: '1075987654',
  email: 'visitante@correo.co',
  paymentMethod,
});

/** Presses Tab until `target` has the focus: only the keyboard moves through the page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

// First in the file: it waits for a hold to end (CARD_HOLD_SECONDS), while the file's
// other tests and the gates' specs run on the second worker.
test('a card checkout left unpaid shows the time left, then frees its seats when the hold ends', async ({ page, browser }) => {
  test.slow();
  const eventPage = new PublicEventPage(page);
  const sandbox = new SandboxCheckoutPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  const unpaid = { ...visitor('Camilo Restrepo', 'Tarjeta (MercadoPago)'), documentNumber: '1098765432', phone: '3201112233', email: 'camilo@correo.co' };
  await eventPage.book(unpaid, seat('J', 8), seat('J', 9));
  await expect(sandbox.heading).toBeVisible();
  // The e2e server holds card checkouts CARD_HOLD_SECONDS (20 s; 15 minutes in production).
  await expect(sandbox.countdown).toHaveText(/^Tu reserva se mantiene por 00:[0-3]\d$/);
  const before = await sandbox.countdown.textContent();
  await expect(sandbox.countdown).not.toHaveText(before!);

  // Meanwhile another visitor sees the seats reserved.
  const otherContext = await browser.newContext();
  const other = new PublicEventPage(await otherContext.newPage());
  await other.goto(DEMO_FESTIVAL.slug);
  await expect(other.seat(seat('J', 8))).toHaveAttribute('data-status', 'reserved');

  await expect(page.getByRole('heading', { name: 'Tu reserva expiró' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('El tiempo para pagar terminó y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.')).toBeVisible();
  await expect(sandbox.countdown).toHaveCount(0);
  await expect(sandbox.approve).toHaveCount(0);

  // The other visitor's map frees them on its next refresh, and the visitor's own page too.
  await expect(other.seat(seat('J', 8))).toHaveAttribute('data-status', 'available', { timeout: 12_000 });
  await expect(other.seat(seat('J', 9))).toHaveAttribute('data-status', 'available');
  await otherContext.close();
  await page.getByRole('link', { name: 'Volver al evento' }).click();
  await expect(eventPage.seat(seat('J', 8))).toHaveAttribute('data-status', 'available');
});

test('a visitor books two seats for cash and the organizer finds the reservation after sync', async ({ page, browser }) => {
  test.slow();
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();
  await expect(page.getByText('Venta Activa')).toBeVisible();
  await expect(page.getByText('Los asientos se actualizan en tiempo real')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Soporte' })).toContainText('soporte@taquilla.co');

  await eventPage.continueButton.click();
  await expect(eventPage.toast('Debes seleccionar al menos un asiento')).toBeVisible();

  await eventPage.pick(seat('H', 5), seat('H', 6));
  await expect(eventPage.selectedCount(2)).toBeVisible();
  await expect(page.getByText('Total: $\u00a0100.000')).toBeVisible();
  await eventPage.continueButton.click();
  await expect(eventPage.checkoutHeading).toBeVisible();
  await eventPage.confirmButton.click();
  for (const message of ['El nombre es requerido', 'El teléfono es requerido', 'El documento es requerido']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await eventPage.fillCheckout(visitor('Valentina Rojas'));
  await eventPage.confirmButton.click();

  await expect(eventPage.successMessage).toBeVisible();
  await expect(eventPage.seat(seat('H', 5))).toHaveAttribute('data-status', 'reserved');
  await expect(eventPage.seat(seat('H', 6))).toHaveAttribute('data-status', 'reserved');
  await eventPage.seat(seat('H', 5)).click();
  await expect(eventPage.toast('El asiento H-5 no está disponible')).toBeVisible();

  const organizerContext = await browser.newContext();
  const organizerPage = await organizerContext.newPage();
  await new LoginPage(organizerPage).signInAsDemo();
  const reservations = new ReservationsPage(organizerPage);
  await reservations.goto();
  const card = reservations.card('Valentina Rojas');
  await expect(card).toContainText('Pendiente');
  await expect(card).toContainText('$\u00a0100.000');
  await expect(card).toContainText('Gradería Norte H-5, Gradería Norte H-6');
  await organizerContext.close();
});

test('a second visitor sees the seats taken within the refresh interval and loses them from the selection', async ({ page, browser }) => {
  test.slow();
  const second = new PublicEventPage(page);
  await second.goto(DEMO_FESTIVAL.slug);
  await second.pick(seat('I', 5), seat('I', 7));
  await expect(second.selectedCount(2)).toBeVisible();

  const firstContext = await browser.newContext();
  const first = new PublicEventPage(await firstContext.newPage());
  await first.goto(DEMO_FESTIVAL.slug);
  await first.book(visitor('Sebastián Cuéllar'), seat('I', 5), seat('I', 6));
  await expect(first.successMessage).toBeVisible();
  await firstContext.close();

  // Seat statuses refresh every 5 s.
  const refresh = { timeout: 12_000 };
  await expect(second.droppedSeatsBanner).toContainText(seatLabel(seat('I', 5)), refresh);
  await expect(second.seat(seat('I', 5))).toHaveAttribute('data-status', 'reserved', refresh);
  await expect(second.seat(seat('I', 6))).toHaveAttribute('data-status', 'reserved', refresh);
  await expect(second.seat(seat('I', 5))).toHaveAttribute('aria-pressed', 'false');
  await expect(second.seat(seat('I', 7))).toHaveAttribute('aria-pressed', 'true');
  await expect(second.selectedCount(1)).toBeVisible();
});

test('a card booking goes through the sandbox checkout: approved it is sold, rejected the seat is free again', async ({ page }) => {
  const eventPage = new PublicEventPage(page);
  const sandbox = new SandboxCheckoutPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await eventPage.book(visitor('Mariana Quintero', 'Tarjeta (MercadoPago)'), seat('J', 5));
  await expect(page).toHaveURL(/\/pago\/sandbox\/[0-9a-f-]{36}$/);
  await expect(sandbox.heading).toBeVisible();
  await expect(sandbox.sandboxBadge).toBeVisible();
  await expect(page.getByText('$\u00a050.000')).toBeVisible();
  await expect(sandbox.countdown).toHaveText(/^Tu reserva se mantiene por 00:[0-3]\d$/);
  // Approving asks the sandbox provider, whose signed notification reaches the webhook.
  await sandbox.approve.click();

  await expect(page).toHaveURL(new RegExp(`/event/${DEMO_FESTIVAL.slug}$`));
  await expect(eventPage.successMessage).toBeVisible();
  await expect(eventPage.seat(seat('J', 5))).toHaveAttribute('data-status', 'paid');

  await eventPage.book(visitor('Mariana Quintero', 'Tarjeta (MercadoPago)'), seat('J', 6));
  await expect(sandbox.heading).toBeVisible();
  await sandbox.reject.click();
  await expect(page.getByText('Pago rechazado')).toBeVisible();
  await expect(page.getByText('Tu reserva fue cancelada y los asientos quedaron libres.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al evento' }).click();
  await expect(eventPage.seat(seat('J', 6))).toHaveAttribute('data-status', 'available');
});

test('a visitor books with the keyboard only', async ({ page }) => {
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  const seatsOfVenue = eventPage.venue(VENUE).getByRole('button', { name: /^Fila / });
  await expect(seatsOfVenue.first()).toBeVisible();

  // One tab stop for the whole stand; the arrows move inside it.
  await tabTo(page, eventPage.venue(VENUE).locator('button[tabindex="0"]'));
  await page.keyboard.press('Home');
  for (let row = 0; row < 10 && !(await eventPage.seat(seat('G', 1)).evaluate((e) => e === document.activeElement)); row += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(eventPage.seat(seat('G', 1))).toBeFocused();
  for (let column = 1; column < 5; column += 1) await page.keyboard.press('ArrowRight');
  await expect(eventPage.seat(seat('G', 5))).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(eventPage.seat(seat('G', 5))).toHaveAttribute('aria-pressed', 'true');
  await expect(eventPage.seat(seat('G', 6))).toHaveAttribute('aria-pressed', 'true');
  await expect(eventPage.seat(seat('G', 6))).toBeFocused();

  await tabTo(page, eventPage.continueButton);
  await page.keyboard.press('Enter');
  await expect(eventPage.checkoutHeading).toBeVisible();
  const fields: [string, string][] = [
    ['Nombre completo', 'Daniel Perdomo'],
    ['Teléfono', '3209876543'],
    ['Número de documento', '1075111222'],
  ];
  for (const [label, text] of fields) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByRole('radio', { name: 'Tarjeta (MercadoPago)' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  await tabTo(page, eventPage.confirmButton);
  await page.keyboard.press('Enter');

  await expect(eventPage.successMessage).toBeVisible();
  await expect(eventPage.seat(seat('G', 5))).toHaveAttribute('data-status', 'reserved');
});

test('more than 12 seats sends the visitor to support, and a missing event says so', async ({ page }) => {
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  const twelve = Array.from({ length: 12 }, (_, index) => seat('F', index + 5));
  await eventPage.pick(...twelve);
  await expect(eventPage.selectedCount(12)).toBeVisible();
  await eventPage.seat(seat('E', 8)).click();
  await expect(
    page.getByText('Puedes reservar hasta 12 asientos en línea. Para más asientos contacta a soporte.'),
  ).toBeVisible();
  await expect(eventPage.seat(seat('E', 8))).toHaveAttribute('aria-pressed', 'false');
  await expect(eventPage.selectedCount(12)).toBeVisible();

  await eventPage.goto('no-existe');
  await expect(page.getByRole('heading', { name: 'Evento no encontrado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
});
