import { expect, test, type Browser, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { ticketShortCode } from '../../src/domain/ticket-code';
import { newTicketKeyPair, signTicketCode } from '../../src/domain/ticket-signing';
import { DEMO_ACCOUNT, DEMO_FESTIVAL } from './pages/demo-account';
import { GatePage, ticketIdInReplica } from './pages/gate-page';
import { PublicEventPage, SandboxCheckoutPage, type SeatRef, type Visitor } from './pages/public-event-page';
import { DEMO_STAFF, Tablet } from './pages/tablet';

// Issue 18: a ticket bought online is let in at the gate by a tablet with no connection, and
// the same ticket let in again by a second offline tablet is reported once both have synced.
// Row D, columns 14–15 of Gradería Norte: seats no other spec books. Runs beside the public
// booking specs, after the two tablets' counts (playwright.config.ts).
const VENUE = 'Gradería Norte';
const seat = (number: number): SeatRef => ({ venue: VENUE, row: 'D', number });
const buyer = (name: string): Visitor => ({
  name,
  phone: '3104567890',
  documentNumber: '1075' + Math.floor(100000 + Math.random() * 899999),
  email: 'entradas@correo.co',
  paymentMethod: 'Tarjeta (MercadoPago)',
});

type TabletOptions = { baseURL?: string; locale?: string; timezoneId?: string };

/** A visitor pays a seat by card through the sandbox: a paid reservation, so a ticket. */
async function buyOnline(page: Page, name: string, seatNumber: number): Promise<void> {
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await eventPage.book(buyer(name), seat(seatNumber));
  await new SandboxCheckoutPage(page).approve.click();
  await expect(eventPage.successMessage).toBeVisible();
}

const JSQR_SCRIPT = createRequire(import.meta.url).resolve('jsqr');

/**
 * The QR code in a screenshot of the page, decoded with jsQR as a phone's camera would read
 * it: the picture is drawn on a canvas in a blank page of its own (no app code, no CSP).
 */
async function decodeQrOnScreen(page: Page): Promise<string | null> {
  const screenshot = `data:image/png;base64,${(await page.screenshot({ fullPage: true })).toString('base64')}`;
  const decoder = await page.context().newPage();
  try {
    await decoder.setContent('<!doctype html><title>QR</title>');
    await decoder.addScriptTag({ path: JSQR_SCRIPT });
    return await decoder.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const read = (window as unknown as { jsQR: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null }).jsQR;
      return read(pixels.data, pixels.width, pixels.height)?.data ?? null;
    }, screenshot);
  } finally {
    await decoder.close();
  }
}

/** Two gates: the staff's tablet and the organizer's, each its own browser context (own device id, own replica). */
async function openGates(browser: Browser, options: TabletOptions) {
  const staff = await Tablet.open(browser, 'staff', options);
  const organizer = await Tablet.open(browser, 'organizer', options);
  await staff.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
  await organizer.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const gates = [new GatePage(staff.page), new GatePage(organizer.page)] as const;
  for (const [gate, name] of [[gates[0], 'Puerta Norte'], [gates[1], 'Puerta Sur']] as const) {
    await gate.open();
    await gate.setUp(DEMO_FESTIVAL.name, name);
  }
  return { staff, organizer, gates };
}

test('a ticket bought online opens its page, its QR decodes, two offline gates let it in, and after sync it is reported as used twice', async ({ page, browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(240_000);
  let code = '';
  await test.step('a visitor pays a seat by card; the success screen links the ticket; its page shows a QR that decodes', async () => {
    await buyOnline(page, 'Sofía Cabrera', 14);
    const ticketLink = page.locator('a[href*="/entrada/"]').first();
    await expect(ticketLink).toBeVisible();
    await ticketLink.click();
    await expect(page).toHaveURL(/\/entrada\//);
    await expect(page.getByText(DEMO_FESTIVAL.name).first()).toBeVisible();
    await expect(page.getByText(/D-14|Fila D · Asiento 14/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await expect.poll(() => decodeQrOnScreen(page), { timeout: 15_000 }).toMatch(/^TQ1\./);
    code = (await decodeQrOnScreen(page))!;
  });

  const { staff, organizer, gates } = await openGates(browser, { baseURL, locale, timezoneId });
  try {
    await test.step('the staff tablet, offline, reads the QR as a wedge scanner types it: valid, with the seat', async () => {
      await staff.goOffline();
      await gates[0].scanLikeWedge(code);
      await gates[0].expectVerdict('valid', 'Entrada válida');
      await expect(gates[0].verdict).toContainText('Fila D · Asiento 14');
      await staff.sync.expectPending(1);
      // The same ticket again on this tablet: already used, at this gate.
      await gates[0].scanLikeWedge(code);
      await gates[0].expectVerdict('already_used', 'Entrada ya usada');
      await expect(gates[0].verdict).toContainText('por Puerta Norte');
    });

    await test.step('the organizer’s tablet, offline too, knows nothing of it: valid locally; a code signed by another key is forged', async () => {
      await organizer.goOffline();
      await gates[1].scanLikeWedge(code);
      await gates[1].expectVerdict('valid', 'Entrada válida');
      const ids = { ticketId: crypto.randomUUID(), eventId: crypto.randomUUID(), seatId: crypto.randomUUID() };
      await gates[1].scanLikeWedge(signTicketCode(ids, newTicketKeyPair().secretKeyHex));
      await gates[1].expectVerdict('forged', 'Entrada falsa');
      await organizer.sync.expectPending(1);
    });

    await test.step('both sync; the server keeps both scans and the double entry is reported with both devices and times', async () => {
      await staff.goOnline();
      await staff.sync.expectPending(0);
      await organizer.goOnline();
      await organizer.sync.expectPending(0);
      await expect(organizer.conflicts()).toHaveText('0 conflictos');
      const ticketId = await ticketIdInReplica(organizer.page, VENUE, 'D', 14);
      expect(ticketId).toMatch(/^[0-9a-f]{8}-/);
      await organizer.page.getByRole('link', { name: 'Entradas usadas dos veces' }).click();
      const entry = organizer.page.getByTestId('double-entry').filter({ hasText: ticketShortCode(ticketId) });
      await expect(entry).toBeVisible({ timeout: 20_000 });
      await expect(entry).toContainText('Puerta Norte');
      await expect(entry).toContainText('Puerta Sur');
      await expect(entry).toContainText('(este)');
      await expect(entry.getByRole('listitem')).toHaveCount(2);
    });
  } finally {
    await staff.context.close();
    await organizer.context.close();
  }
});

test('two offline gates let in a typed short code of a ticket bought online; a forged QR is refused', async ({ page, browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(180_000);
  await buyOnline(page, 'Tomás Ibarra', 15);
  const { staff, organizer, gates } = await openGates(browser, { baseURL, locale, timezoneId });
  try {
    const ticketId = await ticketIdInReplica(staff.page, VENUE, 'D', 15);
    expect(ticketId).toMatch(/^[0-9a-f]{8}-/);
    const shortCode = ticketShortCode(ticketId);

    await staff.goOffline();
    await organizer.goOffline();
    const before = await gates[0].checkedIn();
    for (const gate of gates) {
      await gate.scanLikeWedge(shortCode);
      await gate.expectVerdict('valid', 'Entrada válida');
      await expect(gate.verdict).toContainText('Fila D · Asiento 15');
    }
    await gates[0].scanLikeWedge(shortCode);
    await gates[0].expectVerdict('already_used', 'Entrada ya usada');
    await staff.sync.expectPending(1);

    // The checked-in count moves with this gate's own scan, offline.
    await expect.poll(() => gates[0].checkedIn()).toBe(before + 1);

    // A code signed by a key that is not the organization's never lets anyone in (it is
    // 'forged' once the device has the organization's key, 'unknown_key' before).
    const ids = { ticketId: crypto.randomUUID(), eventId: crypto.randomUUID(), seatId: crypto.randomUUID() };
    await gates[1].scanLikeWedge(signTicketCode(ids, newTicketKeyPair().secretKeyHex));
    await expect(gates[1].verdict).not.toHaveAttribute('data-verdict', 'valid');
    await expect(gates[1].verdict).not.toContainText('Entrada válida');
    await organizer.sync.expectPending(1);
  } finally {
    await staff.context.close();
    await organizer.context.close();
  }
});
