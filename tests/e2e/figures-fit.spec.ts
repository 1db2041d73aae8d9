// Issue 16, 'Amounts that do not fit': with a festival's real figures ('$ 140.000.000' taken
// today, '$ 280.000.000' of potential) every organizer route and the public page fit at
// phone, tablet, laptop and desktop widths: no sideways page scroll, no text out of its
// card, none under an icon. The dashboard and the public page at 390 px are kept as
// screenshots (figures-fit-*.png among the test's artifacts) for a person to look at.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { organizerScreens, showScreen, type Screen } from './pages/app-screens';
import { registerFreshOrganizer, signInThroughLoginPage, type FreshOrganizer } from './pages/fresh-organizer';
import { layoutFaults, splitFigures } from './pages/layout-overflow';
import { organizationRows } from './pages/organizer-sync-api';

const WIDTHS = [390, 768, 1024, 1280];
const suffix = Date.now().toString(36);
const VENUE = 'Gradería Oriental Premium de la Plaza de Toros';
const WIDE_VENUE = 'Palco Lateral';
const SCROLL_HINT = 'Desliza hacia los lados para ver todos los asientos';
const EVENT = { name: `Gran Festival del Sanjuanero Huilense ${suffix}`, slug: `sanjuanero-${suffix}` };
/** 2 × 10 seats at ten million: 16 premium (× 1.5) and 4 regular, $ 280.000.000 in all. */
const BASE_PRICE = 10_000_000;
/** '$ 100.000.000' and up: what each screen must show before it is measured. */
const NINE_DIGITS = /\$\s\d{3}\.\d{3}\.\d{3}/;

function op(kind: string, payload: Record<string, unknown>) {
  return { op_id: randomUUID(), kind, payload, created_at: new Date().toISOString() };
}

/** The stand, the event, and row A (10 seats, $ 140.000.000) sold and paid today, pushed as a device would. */
async function seedNineDigitFestival(organizer: FreshOrganizer): Promise<void> {
  const venueId = randomUUID();
  const wideVenueId = randomUUID();
  const eventId = randomUUID();
  const setUp = await organizer.api.rpc('sync_push', {
    device_id: randomUUID(),
    ops: [
      op('graderias-create', { id: venueId, name: VENUE, location_name: 'Plaza de Toros de Neiva, costado oriental', rows: 2, columns: 10, floors: 1, base_price: BASE_PRICE }),
      // 24 seats in a row: wider than a phone, narrower than a laptop's dialog, so its grid must say that it scrolls sideways.
      op('graderias-create', { id: wideVenueId, name: WIDE_VENUE, rows: 1, columns: 24, floors: 1, base_price: 1000 }),
      op('events-create', { id: eventId, name: EVENT.name, slug: EVENT.slug, event_date: '2030-06-24', end_date: '2030-06-30', graderia_ids: [venueId, wideVenueId] }),
    ],
  });
  expect(setUp.error).toBeNull();
  const rows = await organizationRows(organizer.api);
  const rowA = rows.seats.filter((seat) => seat.graderia_id === venueId && seat.row_letter === 'A').map((seat) => seat.id);
  expect(rowA).toHaveLength(10);
  const sale = await organizer.api.rpc('sync_push', {
    device_id: randomUUID(),
    ops: [
      op('reservations-create-manual', {
        id: randomUUID(), event_id: eventId, seat_ids: rowA,
        customer_name: 'María Fernanda Cuéllar Perdomo de Villamizar', customer_email: 'maria.cuellar@correo.co',
        document_type: 'CC', document_number: '1075123999', customer_phone: '3001234567',
        payment_method: 'marked_paid', discount_code: null, notes: null, includes_children: false, share_venue: false,
      }),
    ],
  });
  expect(sale.error).toBeNull();
  expect((sale.data as { results: { status: string; message?: string }[] }).results).toEqual([expect.objectContaining({ status: 'applied' })]);
}

/** The organizer routes of the spec's table, with this organization's ids. */
async function organizerScreensOfTheFestival(organizer: FreshOrganizer): Promise<Screen[]> {
  const rows = await organizationRows(organizer.api);
  const venueId = rows.graderias.find((venue) => venue.name === VENUE)!.id as string;
  return organizerScreens({ eventId: rows.events[0].id as string, venueId, venueName: VENUE });
}

async function expectEverythingFits(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect.soft(await layoutFaults(page), where).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

let organizer: FreshOrganizer;

test.beforeAll(async ({ baseURL }) => {
  organizer = await registerFreshOrganizer(baseURL!, { organization: 'Corporación Festival Folclórico y Reinado Nacional del Bambuco' });
  await seedNineDigitFestival(organizer);
});

for (const width of WIDTHS) {
  test(`nine-digit figures fit every organizer route and the public page at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInThroughLoginPage(page, organizer);
    // The replica has the sale once the dashboard shows the day's money.
    await expect(page.getByText(NINE_DIGITS).first()).toBeVisible();

    for (const screen of await organizerScreensOfTheFestival(organizer)) {
      const { path } = screen;
      await showScreen(page, screen);
      if (['/venues', '/events', '/reservations', '/reportes'].includes(path) || path.endsWith('/precios')) await expect(page.getByText(NINE_DIGITS).first()).toBeVisible();
      await expectEverythingFits(page, `${path} a ${width} px`);
      if (path === '/dashboard' && width === 390) await page.screenshot({ path: testInfo.outputPath('figures-fit-dashboard-390.png'), fullPage: true });
    }

    await showScreen(page, { path: '/reservations', heading: 'Reservas' });
    await page.getByRole('button', { name: 'Nueva Reserva Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Reserva Manual' });
    await dialog.getByLabel('Evento').selectOption({ label: EVENT.name });
    await dialog.getByRole('region', { name: VENUE }).getByRole('button').first().waitFor();
    await expectEverythingFits(page, `Nueva Reserva Manual a ${width} px`);
    // On a phone the 24-seat row is cut at the edge of its box, and the box says it scrolls.
    if (width === 390) await expect(dialog.getByRole('region', { name: WIDE_VENUE }).getByText(SCROLL_HINT)).toBeVisible();
    if (width === 1280) await expect(dialog.getByText(SCROLL_HINT)).toHaveCount(0);

    await showScreen(page, { path: `/event/${EVENT.slug}`, heading: EVENT.name });
    // Row B, every seat: the visitor's total runs to nine digits too.
    const freeSeats = page.getByRole('region', { name: VENUE }).getByRole('button', { name: /^Fila B/ });
    await expect(freeSeats).toHaveCount(10);
    for (const seat of await freeSeats.all()) await seat.click();
    await expect(page.getByText(NINE_DIGITS).first()).toBeVisible();
    await expectEverythingFits(page, `/event/${EVENT.slug} a ${width} px`);
    if (width === 390) await expect(page.getByRole('region', { name: WIDE_VENUE }).getByText(SCROLL_HINT)).toBeVisible();
    if (width === 390) {
      await page.screenshot({ path: testInfo.outputPath('figures-fit-public-page-390.png'), fullPage: true });
      // As the visitor sees it: the sticky bar with the selection's total over the seat map.
      await page.screenshot({ path: testInfo.outputPath('figures-fit-public-page-390-screen.png') });
    }
    expect(test.info().errors, 'every route fits').toEqual([]);
  });
}

// The dashboard's activity writes 'María Fernanda … de Villamizar · $ 140.000.000': at some
// widths the figure falls at the end of a line, where Chrome used to break it after a group
// ('$ 140.' over '000.000') although the next line had room for all of it.
test('a figure at the end of a line moves whole to the next one, at every width from 320 to 600 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await signInThroughLoginPage(page, organizer);
  await expect(page.getByText(NINE_DIGITS).first()).toBeVisible();
  for (let width = 320; width <= 600; width += 5) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect.soft(await splitFigures(page), `/dashboard a ${width} px`).toEqual([]);
  }
  expect(test.info().errors, 'no figure split at any width').toEqual([]);
});
