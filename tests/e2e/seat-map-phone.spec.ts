import { expect, test, type Page } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { PublicEventPage } from './pages/public-event-page';
import { ReservationsPage } from './pages/reservations-page';

// The public seat map on a 390 px phone: targets a finger can hit (WCAG 2.2 target size),
// a focused seat never hidden under the sticky summary bar (WCAG 2.2 focus not obscured),
// and the 20-column Gradería Norte scrolling inside its own box, not the page. Read-only:
// it selects nothing on the server. The manual sale's picker, in its dialog, follows the same rules.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NORTE = 'Gradería Norte';
const ROWS = 'ABCDEFGHIJ'.split('');

async function openFestival(page: Page): Promise<PublicEventPage> {
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();
  await expect(eventPage.venue(NORTE).locator('[data-seat-id]')).toHaveCount(200);
  return eventPage;
}

/** Where the focused seat is, and whether the point at its centre is the seat itself. */
function focusedSeat(page: Page) {
  return page.evaluate(() => {
    const seat = document.activeElement as HTMLElement;
    const box = seat.getBoundingClientRect();
    const bar = document.querySelector('.sticky.bottom-0')!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { name: seat.getAttribute('aria-label') ?? '', hitIsSeat: hit === seat, bottom: box.bottom, barTop: bar.top, top: box.top };
  });
}

test('every seat is at least 24 × 24 px and the page never scrolls sideways', async ({ page }) => {
  await openFestival(page);
  const smallest = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-seat-id]')].map((seat) => seat.getBoundingClientRect());
    return { count: boxes.length, width: Math.min(...boxes.map((box) => box.width)), height: Math.min(...boxes.map((box) => box.height)) };
  });
  expect(smallest.count).toBe(200 + 24 + 120);
  expect(smallest.width).toBeGreaterThanOrEqual(24);
  expect(smallest.height).toBeGreaterThanOrEqual(24);

  const widths = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect((await widths()).page).toBeLessThanOrEqual((await widths()).viewport);

  // The wide stand scrolls in its own box, says so, and its last column can be reached.
  const norte = page.getByRole('region', { name: NORTE, exact: true });
  await expect(norte.getByText('Desliza hacia los lados para ver todos los asientos')).toBeVisible();
  const lastSeat = norte.getByRole('button', { name: /Fila A · Asiento 20 ·/ });
  await lastSeat.scrollIntoViewIfNeeded();
  const seatBox = (await lastSeat.boundingBox())!;
  expect(seatBox.x + seatBox.width).toBeLessThanOrEqual(390);
  expect((await widths()).page).toBeLessThanOrEqual((await widths()).viewport);
  // The 8-seat VIP box fits: no hint where nothing is hidden.
  await expect(page.getByRole('region', { name: 'Palco VIP Oriental', exact: true }).getByText('Desliza hacia los lados')).toHaveCount(0);
});

test('arrowing down keeps the focused seat above the sticky summary bar', async ({ page }) => {
  await openFestival(page);
  const firstSeat = page.getByRole('region', { name: NORTE, exact: true }).getByRole('button', { name: /Fila A · Asiento 3 ·/ });
  await page.evaluate(() => window.scrollTo(0, 0));
  await firstSeat.focus();
  for (const [index, row] of ROWS.entries()) {
    if (index > 0) await page.keyboard.press('ArrowDown');
    const seat = await focusedSeat(page);
    expect(seat.name, `row ${row}`).toMatch(new RegExp(`Fila ${row} · Asiento 3 ·`));
    expect(seat.hitIsSeat, `row ${row}: the point at the seat's centre is the seat`).toBe(true);
    expect(seat.bottom, `row ${row}: the seat ends above the bar`).toBeLessThanOrEqual(seat.barTop);
    expect(seat.top).toBeGreaterThanOrEqual(0);
  }
});

test('in the manual sale on a phone the stand scrolls in its box with a hint, End reaches the last seat, and picks are announced', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const reservations = new ReservationsPage(page);
  await reservations.goto();
  const dialog = await reservations.openManualSale();
  await dialog.chooseEvent(DEMO_FESTIVAL.name);
  const norte = dialog.root.getByRole('region', { name: NORTE, exact: true });
  await expect(norte.locator('[data-seat-id]')).toHaveCount(200);
  await expect(norte.getByText('Desliza hacia los lados para ver todos los asientos')).toBeVisible();

  const firstSeat = dialog.seat(NORTE, 'B', 1);
  const box = (await firstSeat.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);

  await firstSeat.focus();
  await page.keyboard.press('End');
  await expect(dialog.seat(NORTE, 'B', 20)).toBeFocused();
  const lastVisible = await page.evaluate(() => {
    const seat = document.activeElement as HTMLElement;
    const rect = seat.getBoundingClientRect();
    return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) === seat;
  });
  expect(lastVisible).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // B-20 closes the row: a premium seat, 50.000 × 1,5.
  await page.keyboard.press('Enter');
  await expect(dialog.root.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(/^1 asiento seleccionado, total \$\s75\.000$/);
});
