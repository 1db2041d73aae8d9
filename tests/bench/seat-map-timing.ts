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
 * The seat map renders only the seats in and near the part of its box that the page's window
 * shows (src/ui/use-seat-map-view.ts), all in one React commit: the first frame with a seat in
 * the box is the frame with that part filled. Answers that frame's clock and how many seats the
 * page then holds.
 */
export async function timeWhenMapShown(page: Page, scope = '', seat = 'button[data-status]'): Promise<{ shownAt: number; seatsInPage: number }> {
  const selector = `${scope} [data-seat-map] ${seat}`.trim();
  const shownAt = await timeWhenSeatsShown(page, selector, 1);
  const seatsInPage = await page.evaluate((selector) => document.querySelectorAll(selector).length, selector);
  return { shownAt, seatsInPage };
}

/**
 * Clicks free seats (`button[data-status="available"]` carrying aria-pressed) spread over the
 * seats the map has in the page, each twice (select, then release, so no limit on chosen seats
 * is reached). `shown`: from the click to the next frame after the seat shows as selected or
 * released — what the person waits for. Each click starts just after a frame, so this waits
 * about one frame (16.7 ms at 60 Hz) however little the click costs: ~17 ms means 'in the next
 * frame', ~33 ms 'a frame late'. `updated`: from the click until the seat's button changed in
 * the page (a MutationObserver), the page's own work before that frame.
 */
export function clickLatencies(page: Page, clicks: number, scope = ''): Promise<{ shown: number[]; updated: number[] }> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(async ({ clicks, selector }) => {
    const seats = [...document.querySelectorAll<HTMLButtonElement>(selector)];
    const step = Math.floor(seats.length / (clicks / 2));
    const shown: number[] = [];
    const updated: number[] = [];
    for (let i = 0; i < clicks; i += 1) {
      const seat = seats[Math.floor(i / 2) * step];
      const wanted = i % 2 === 0 ? 'true' : 'false';
      let changedAt = NaN;
      const observer = new MutationObserver(() => {
        if (Number.isNaN(changedAt) && seat.getAttribute('aria-pressed') === wanted) changedAt = performance.now();
      });
      observer.observe(seat, { attributes: true, attributeFilter: ['aria-pressed'] });
      const start = performance.now();
      seat.click();
      while (seat.getAttribute('aria-pressed') !== wanted) await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      shown.push(performance.now() - start);
      updated.push(changedAt - start);
      observer.disconnect();
    }
    return { shown, updated };
  }, { clicks, selector: `${scope} button[data-status="available"]`.trim() });
}
