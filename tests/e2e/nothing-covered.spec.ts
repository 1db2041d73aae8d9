// What floats or sticks over the page must not hide it: the assistant's button on a phone,
// and the public page's selection bar, which the seats scroll behind; and the seat map's
// row letters must be readable (AA contrast).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { PublicEventPage } from './pages/public-event-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box on screen').not.toBeNull();
  return box!;
}

/** Whether the element itself is what a tap at its centre reaches (nothing drawn over it). */
async function reachableAtCentre(page: Page, locator: Locator): Promise<boolean> {
  const box = await boxOf(locator);
  const handle = await locator.elementHandle();
  return page.evaluate(
    ({ x, y, target }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === target || target!.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, target: handle },
  );
}

test('at 390 px the assistant’s button covers no content of the dashboard: ‘Ver todas’ stays clickable', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const seeAll = page.getByRole('region', { name: 'Actividad reciente' }).getByRole('link', { name: 'Ver todas' });
  const assistant = page.getByRole('button', { name: 'Abrir asistente' });
  await expect(seeAll).toBeVisible();
  await expect(assistant).toBeVisible();

  // Wherever the link is on screen — as first shown, and brought to the bottom edge — nothing covers it.
  for (const place of ['as-loaded', 'bottom-edge'] as const) {
    if (place === 'bottom-edge') await seeAll.evaluate((link) => link.scrollIntoView({ block: 'end' }));
    expect(overlaps(await boxOf(seeAll), await boxOf(assistant)), `'Ver todas' ${place} under the assistant`).toBe(false);
    expect(await reachableAtCentre(page, seeAll)).toBe(true);
  }

  // The button sits on the top bar, not over the page's content.
  const header = await boxOf(page.locator('header').first());
  const button = await boxOf(assistant);
  expect(button.y + button.height).toBeLessThanOrEqual(header.y + header.height);

  await seeAll.click();
  await expect(page).toHaveURL(/\/reservations$/);
});

test('the public page’s selection bar is opaque: the seats scrolling behind it do not show through', async ({ page }) => {
  const visitor = new PublicEventPage(page);
  await visitor.goto('festival-bambuco-2025');
  await expect(visitor.continueButton).toBeVisible();
  const look = await visitor.continueButton.evaluate((button) => {
    let bar: Element | null = button;
    while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement;
    const style = getComputedStyle(bar!);
    return { background: style.backgroundColor, backdrop: style.backdropFilter };
  });
  expect(look.background).toBe('rgb(255, 255, 255)');
  expect(look.backdrop).toBe('none');
});

test('the seat map’s row letters meet AA contrast', async ({ page }) => {
  const visitor = new PublicEventPage(page);
  await visitor.goto('festival-bambuco-2025');
  const stand = page.getByRole('region', { name: 'Gradería Norte' });
  await expect(stand.getByText('A', { exact: true }).first()).toBeVisible();
  // Each row letter's colour against the first opaque background behind it, by WCAG's formula.
  const ratios = await stand.evaluate((region) => {
    // Any CSS colour (Tailwind's are oklch) → its sRGB bytes, through a one-pixel canvas.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const channels = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).slice(0, 3).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backgroundOf = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        if (channels(background)[3] !== 0) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    const letters = [...region.querySelectorAll('span')].filter((span) => /^[A-Z]$/.test(span.textContent ?? '') && span.children.length === 0);
    return letters.map((span) => {
      const [light, dark] = [luminance(getComputedStyle(span).color), luminance(backgroundOf(span))].sort((a, b) => b - a);
      return { letter: span.textContent, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
    });
  });
  expect(ratios.length).toBeGreaterThan(0);
  for (const { letter, ratio } of ratios) expect(ratio, `row ${letter}`).toBeGreaterThanOrEqual(4.5);
});
