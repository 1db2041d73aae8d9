import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { setUpLargestStand } from './pages/fresh-festival';
import { registerFreshOrganizer, signInThroughLoginPage, type FreshOrganizer } from './pages/fresh-organizer';
import { PublicEventPage, type Visitor } from './pages/public-event-page';
import { VenuesListPage } from './pages/venue-pages';

// Issue 17, point 2: the largest stand (50 × 50 × 5 = 12,500 seats) on a 390 px phone. The map
// holds only the seats its box shows, the page never scrolls sideways, two fingers zoom it
// (touch events sent through the DevTools protocol, as a phone's screen sends them), the − / +
// buttons zoom it too, the overview jumps to a floor's block, and a seat picked there is booked.
// Then the organizer's read-only plan of the same stand, on the same phone.
// An organization of its own: specs running beside it count the demo organization's bookings.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const VENUE = 'Tribuna Gigante';
const EVENT = { name: `Gran Final Gigante ${suffix}`, slug: `gran-final-gigante-${suffix}` };
const VISITOR: Visitor = {
  name: `Valentina Gigante ${suffix}`,
  phone: '3157654321',
  documentNumber: '1077' + Math.floor(100000 + Math.random() * 899999),
  paymentMethod: 'Efectivo',
};

/** Floor 3, row K, seat 5: a regular seat (premium are the first and last 4 columns), 40.000. */
const seatName = (status: string) => new RegExp(`^Piso 3 · Fila K · Asiento 5 · ${status} · \\$\\s40\\.000$`);

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function blockingAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  return violations.filter((violation) => ['critical', 'serious'].includes(violation.impact ?? '')).map((violation) => violation.id);
}

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

let organizer: FreshOrganizer;

test.beforeAll(async ({ baseURL }) => {
  organizer = await registerFreshOrganizer(baseURL!);
  await setUpLargestStand(organizer, VENUE, EVENT);
});

function seatWidth(page: Page): Promise<number> {
  return page.locator('[data-seat-map] [data-seat-id]').first().evaluate((seat) => seat.getBoundingClientRect().width);
}

/** Two fingers on the map, `from` px apart, spreading (or closing) to `to` px apart. */
async function pinch(page: Page, from: number, to: number): Promise<void> {
  await page.locator('[data-seat-map]').evaluate((map) => map.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const box = (await page.locator('[data-seat-map]').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  expect(y, 'the fingers land on the map').toBeLessThan(page.viewportSize()!.height - 150);
  const cdp = await page.context().newCDPSession(page);
  const fingers = (gap: number) => [
    { x: x - gap / 2, y, id: 0 },
    { x: x + gap / 2, y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * step) / 8) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone the 12,500-seat stand zooms, jumps to a block and books a seat there', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(EVENT.slug);
  await expect(eventPage.eventHeading(EVENT.name)).toBeVisible({ timeout: 30_000 });

  const map = page.locator('[data-seat-map]');
  await expect(map.locator('[data-seat-id]').first()).toBeVisible();
  const inPage = await map.locator('[data-seat-id]').count();
  expect(inPage, 'the map holds the seats its box shows, not all 12,500').toBeLessThan(1000);
  expect(await seatWidth(page), 'seats are 24 px targets until zoomed out').toBeGreaterThanOrEqual(24);
  expect(await pageScrollsSideways(page)).toBe(false);

  await test.step('the zoom buttons, the overview and the seats in the box pass axe (WCAG 2.1 A and AA)', async () => {
    expect(await blockingAxeViolations(page)).toEqual([]);
  });

  await test.step('two fingers spreading zoom the map in, to its largest seats', async () => {
    await pinch(page, 80, 240);
    await expect.poll(() => seatWidth(page)).toBe(40);
    await pinch(page, 240, 120);
    await expect.poll(() => seatWidth(page)).toBe(20);
  });

  await test.step('the − and + buttons zoom out to the overview size and back to 24 px', async () => {
    const zoomOut = page.getByRole('button', { name: 'Alejar el plano' });
    while (await zoomOut.isEnabled()) await zoomOut.tap();
    await expect.poll(() => seatWidth(page)).toBe(10);
    await page.getByRole('button', { name: 'Acercar el plano' }).tap();
    await page.getByRole('button', { name: 'Acercar el plano' }).tap();
    await page.getByRole('button', { name: 'Acercar el plano' }).tap();
    await expect.poll(() => seatWidth(page)).toBe(24);
    expect(await pageScrollsSideways(page)).toBe(false);
  });

  const overview = page.getByRole('navigation', { name: 'Vista general de la gradería' });
  const block = overview.getByRole('button', { name: /^Piso 3, filas K–T: / });
  await test.step('the overview jumps to floor 3, rows K to T, and a seat there is picked', async () => {
    await expect(block).toHaveAccessibleName('Piso 3, filas K–T: 500 libres');
    await block.tap();
    await expect(block).toHaveAttribute('aria-current', 'location');
    const seat = map.getByRole('button', { name: seatName('Disponible') });
    await expect(seat).toBeInViewport();
    await seat.tap();
    await expect(map.getByRole('button', { name: seatName('Seleccionado') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(/^1 asiento seleccionado, total \$\s40\.000$/);
    await page.screenshot({ path: testInfo.outputPath('big-stand-390.png') });
  });

  await test.step('the arrows walk past the seats in the page, the focused one always in view above the sticky bar', async () => {
    await map.getByRole('button', { name: seatName('Seleccionado') }).focus();
    for (let step = 0; step < 30; step += 1) await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => {
      const seat = document.activeElement as HTMLElement;
      const box = seat.getBoundingClientRect();
      const bar = document.querySelector('.sticky.bottom-0')!.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { name: seat.getAttribute('aria-label'), hitIsSeat: hit === seat, bottom: box.bottom, barTop: bar.top };
    });
    // K + 30 rows: AO, still on floor 3.
    expect(focused.name).toMatch(/^Piso 3 · Fila AO · Asiento 5 · Disponible · /);
    expect(focused.hitIsSeat, "the point at the seat's centre is the seat").toBe(true);
    expect(focused.bottom).toBeLessThanOrEqual(focused.barTop);
  });

  await test.step('back from the checkout, the map opens at the chosen seat', async () => {
    await eventPage.continueButton.tap();
    await eventPage.backToSeats.tap();
    const chosen = map.getByRole('button', { name: seatName('Seleccionado') });
    await expect(chosen).toHaveAttribute('tabindex', '0');
    const inBox = await chosen.evaluate((seat) => {
      const box = seat.closest('[data-seat-map]')!.getBoundingClientRect();
      const rect = seat.getBoundingClientRect();
      return rect.top >= box.top && rect.bottom <= box.bottom && rect.left >= box.left && rect.right <= box.right;
    });
    expect(inBox).toBe(true);
  });

  await test.step('the seat is booked, and the map shows it taken', async () => {
    await eventPage.continueButton.tap();
    await eventPage.fillCheckout(VISITOR);
    await eventPage.confirmButton.tap();
    await expect(eventPage.successMessage).toBeVisible();
    await block.tap();
    await expect(block).toHaveAccessibleName('Piso 3, filas K–T: 499 libres');
    await expect(map.getByRole('button', { name: seatName('Reservado') })).toHaveAttribute('data-status', 'reserved');
  });
});

test("the organizer's read-only plan of the stand holds the seats its box shows, zooms and jumps to the last floor", async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughLoginPage(page, organizer);
  const list = new VenuesListPage(page);
  await list.goto();
  await list.open(VENUE, 'Ver');
  const plan = page.getByRole('group', { name: 'Plano de la gradería' });
  // The replica has the stand's 12,500 seats after the first sync.
  await expect(plan.getByRole('img', { name: 'Piso 1 · Fila A · Asiento 1 · Premium · Disponible' })).toBeVisible({ timeout: 60_000 });
  expect(await plan.locator('[role="img"][data-status]').count()).toBeLessThan(1500);
  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await blockingAxeViolations(page)).toEqual([]);

  const seat = plan.getByRole('img', { name: 'Piso 1 · Fila A · Asiento 1 · Premium · Disponible' });
  expect((await seat.boundingBox())!.width).toBe(14);
  await page.getByRole('button', { name: 'Acercar el plano' }).tap();
  await expect.poll(async () => (await seat.boundingBox())!.width).toBe(18);

  const overview = page.getByRole('navigation', { name: 'Vista general de la gradería' });
  await overview.getByRole('button', { name: 'Piso 5, filas AO–AX: 500 libres' }).tap();
  await expect(plan.getByRole('img', { name: 'Piso 5 · Fila AO · Asiento 1 · Premium · Disponible' })).toBeInViewport();
  await expect(seat).toHaveCount(0);
});

test('the 20-column demo stand zooms out to fit its box on a phone, and back in to 24 px seats', async ({ page }) => {
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  const norte = eventPage.venue('Gradería Norte');
  const lastSeat = norte.getByRole('button', { name: /^Fila A · Asiento 20 ·/ });
  await expect(norte.getByText('Desliza hacia los lados para ver todos los asientos')).toBeVisible();
  const zoomOut = norte.getByRole('button', { name: 'Alejar el plano' });
  while (await zoomOut.isEnabled()) await zoomOut.tap();
  // Every seat of the row in the box at once: no sideways scrolling left, in the box or the page.
  await expect(norte.getByText('Desliza hacia los lados para ver todos los asientos')).toHaveCount(0);
  await expect(lastSeat).toBeInViewport({ ratio: 1 });
  expect(await pageScrollsSideways(page)).toBe(false);
  const zoomIn = norte.getByRole('button', { name: 'Acercar el plano' });
  for (let step = 0; step < 3; step += 1) await zoomIn.tap();
  expect((await lastSeat.boundingBox())!.width).toBe(24);
});
