// Timing a seat map in Chromium, shared by the public page's benchmark and the organizer's:
// when every seat is in the page, and how long a click takes to show as selected.
import type { Page } from '@playwright/test';

/**
 * Waits until `count` elements match `selector`, checked on every frame, and answers the
 * page's clock at that frame (milliseconds since navigation start).
 */
export async function timeWhenSeatsShown(page: Page, selector: string, count: number): Promise<number> {
  const shownAt = await page.waitForFunction(
    ({ selector, count }) => document.querySelectorAll(selector).length >= count && performance.now(),
    { selector, count },
    { polling: 'raf', timeout: 120_000 },
  );
  return (await shownAt.jsonValue()) as number;
}

/**
 * The seat map renders only the seats in and near its box (src/ui/SeatPicker.tsx), all in one
 * React commit: the first frame with a seat in the box is the frame with the box filled. Answers
 * that frame's clock and how many seats the page then holds.
 */
export async function timeWhenMapShown(page: Page, scope = ''): Promise<{ shownAt: number; seatsInPage: number }> {
  const selector = `${scope} [data-seat-map] button[data-status]`.trim();
  const shownAt = await timeWhenSeatsShown(page, selector, 1);
  const seatsInPage = await page.evaluate((selector) => document.querySelectorAll(selector).length, selector);
  return { shownAt, seatsInPage };
}

/**
 * Clicks free seats (`button[data-status="available"]` carrying aria-pressed) spread over the
 * seats the map has in the page, each twice (select, then release, so no limit on chosen seats is reached), and
 * measures from the click to the next frame after the seat shows as selected or released —
 * what the person waits for.
 */
export function clickLatencies(page: Page, clicks: number, scope = ''): Promise<number[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(async ({ clicks, selector }) => {
    const seats = [...document.querySelectorAll<HTMLButtonElement>(selector)];
    const step = Math.floor(seats.length / (clicks / 2));
    const latencies: number[] = [];
    for (let i = 0; i < clicks; i += 1) {
      const seat = seats[Math.floor(i / 2) * step];
      const wanted = i % 2 === 0 ? 'true' : 'false';
      const start = performance.now();
      seat.click();
      while (seat.getAttribute('aria-pressed') !== wanted) await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      latencies.push(performance.now() - start);
    }
    return latencies;
  }, { clicks, selector: `${scope} button[data-status="available"]`.trim() });
}
