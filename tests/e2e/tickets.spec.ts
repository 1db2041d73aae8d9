import jsQR from 'jsqr';
import { expect, test, type Locator } from '@playwright/test';
import { setUpFestival } from './pages/fresh-festival';
import { registerFreshOrganizer, signInThroughLoginPage } from './pages/fresh-organizer';
import { PublicEventPage, SandboxCheckoutPage, type Visitor } from './pages/public-event-page';
import { ReservationsPage } from './pages/reservations-page';
import { SyncStatus } from './pages/sync-status';

// Issue 18, the customer's side: a visitor pays a seat by card (the sandbox provider
// approves), the success screen lists the ticket, its page shows the QR — which decodes back
// to the signed code — and prints as a ticket (A4, and an 80 mm receipt printer's width).
// An organization of its own, so specs beside it keep their demo festival seats.
const suffix = Date.now().toString(36);
const VENUE = 'Palco Entradas';
const EVENT = { name: `Noche de Entradas ${suffix}`, slug: `noche-entradas-${suffix}` };
const SEAT = { venue: VENUE, row: 'A', number: 5 };
const VISITOR: Visitor = {
  name: `Julián Entradas ${suffix}`,
  phone: '3168765432',
  documentNumber: '1077' + Math.floor(100000 + Math.random() * 899999),
  email: 'julian.entradas@correo.co',
  paymentMethod: 'Tarjeta (MercadoPago)',
};

/** The QR as the browser drew it, rasterized on a canvas and read back with jsQR. */
async function decodeQr(qr: Locator): Promise<string | null> {
  const { data, width, height } = await qr.evaluate(async (svg) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, 400, 400);
    return { data: Array.from(context.getImageData(0, 0, 400, 400).data), width: 400, height: 400 };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

test('a card booking’s ticket: listed on the success screen, its page shows a QR that decodes to the code, and it prints', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  await setUpFestival(organizer, VENUE, EVENT);
  const visitor = new PublicEventPage(page);

  await test.step('the visitor pays the seat by card and the success screen lists its ticket', async () => {
    await visitor.goto(EVENT.slug);
    await visitor.book(VISITOR, SEAT);
    const sandbox = new SandboxCheckoutPage(page);
    await expect(sandbox.heading).toBeVisible();
    await sandbox.approve.click();
    await expect(visitor.successMessage).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tus entradas' })).toBeVisible();
  });

  const ticket = page.getByRole('article', { name: 'Entrada A-5' });
  const qr = page.getByRole('img', { name: 'Código QR de la entrada A-5' });
  await test.step('its page shows the QR, the seat, the stand, the event and the date', async () => {
    await page.getByRole('link', { name: 'Ver entrada A-5' }).click();
    await expect(page).toHaveURL(/\/entrada\/TQ1~[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$/);
    await expect(ticket).toBeVisible();
    await expect(qr).toBeVisible();
    await expect(ticket).toContainText(EVENT.name);
    await expect(ticket).toContainText(VENUE);
    await expect(ticket).toContainText('sábado, 5 de diciembre de 2026');
    await expect(ticket).toContainText('Válida');
    await expect(ticket).toContainText(/[0-9A-F]{5}-[0-9A-F]{5}/);
    const code = decodeURIComponent(new URL(page.url()).pathname.slice('/entrada/'.length)).replaceAll('~', '.');
    expect(await decodeQr(qr)).toBe(code);
  });

  await test.step('printed on A4 it is the ticket alone, its QR about 7 cm wide', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir entrada' })).toBeHidden();
    await expect(ticket).toBeVisible();
    const a4Qr = await qr.boundingBox();
    // 70 mm at 96 px per inch.
    expect(a4Qr!.width).toBeGreaterThan(255);
    expect(a4Qr!.width).toBeLessThan(275);
  });

  await test.step('printed on an 80 mm receipt printer it spans the paper, its QR 6 cm wide', async () => {
    await page.setViewportSize({ width: 302, height: 900 });
    await expect(ticket).toBeVisible();
    const receiptQr = await qr.boundingBox();
    const receiptTicket = await ticket.boundingBox();
    expect(receiptQr!.width).toBeGreaterThan(218);
    expect(receiptQr!.width).toBeLessThan(236);
    expect(receiptTicket!.width).toBeGreaterThan(270);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Imprimir entrada' })).toBeVisible();
  });
});

test('a manual sale at the box office prints its tickets at once, once synced: the tickets alone on the page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const organizer = await registerFreshOrganizer(baseURL!);
  const event = { name: `Taquilla de Entradas ${suffix}`, slug: `taquilla-entradas-${suffix}` };
  await setUpFestival(organizer, VENUE, event);
  await signInThroughLoginPage(page, organizer);
  const reservations = new ReservationsPage(page);
  await reservations.goto();
  const buyer = `Rosa Taquilla ${suffix}`;
  await reservations.sell({
    event: event.name, venue: VENUE, seats: [{ row: 'B', number: 5 }, { row: 'B', number: 6 }], name: buyer,
    email: 'rosa.taquilla@correo.co', documentNumber: '1078123456', phone: '3179876543', paymentMethod: 'Marcar como pagado',
  });
  await new SyncStatus(page).expectSynced();

  const card = reservations.card(buyer);
  await card.getByRole('link', { name: 'Imprimir entradas' }).click();
  await expect(page).toHaveURL(/\/reservations\/[0-9a-f-]{36}\/entradas$/);
  for (const seat of ['B-5', 'B-6']) {
    await expect(page.getByRole('article', { name: `Entrada ${seat}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `Código QR de la entrada ${seat}` })).toBeVisible();
  }
  const printButton = page.getByRole('button', { name: 'Imprimir entradas' });
  const navigation = page.getByRole('link', { name: 'Reservas', exact: true }).first();
  await expect(printButton).toBeVisible();
  await expect(navigation).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  // Only the tickets print: the organizer's navigation and the page's buttons do not.
  await expect(printButton).toBeHidden();
  await expect(navigation).toBeHidden();
  await expect(page.getByRole('article', { name: 'Entrada B-5' })).toBeVisible();
});
