// Issue 5: the public page with the largest stand (12,500 seats) in Chromium — time to the
// first render of the whole map, click-to-selected latency, and the gzip size of the
// JavaScript a visitor downloads for /event/{slug}.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { LARGEST_STAND, LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import { kB, ms, percentile, printTable } from './figures.ts';
import type { Benchmark } from './run.ts';

const SEAT_COUNT = LARGEST_STAND.rows * LARGEST_STAND.columns * LARGEST_STAND.floors;
const CLICKS = 100;

/**
 * Milliseconds from navigation start until every seat of the map is in the page, and until
 * the event's answer (get_event_by_slug, every seat) had arrived: the difference is ours.
 */
async function timeToFullMap(page: Page): Promise<{ map: number; eventAnswer: number }> {
  await page.waitForFunction((count) => document.querySelectorAll('button[data-status]').length >= count, SEAT_COUNT, {
    polling: 'raf',
    timeout: 120_000,
  });
  return page.evaluate(() => ({
    map: performance.now(),
    eventAnswer:
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('get_event_by_slug'))
        ?.responseEnd ?? NaN,
  }));
}

/**
 * Clicks seats spread over every floor, each twice (select, then release: a booking holds at
 * most 12), and measures from the click to the next frame after the seat shows as selected
 * or released — what the visitor waits for.
 */
function clickLatencies(page: Page): Promise<number[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(async (clicks) => {
    const seats = [...document.querySelectorAll<HTMLButtonElement>('button[data-status="available"]')];
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
  }, CLICKS);
}

async function seatMapBenchmark(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    });
    await page.goto(`${url}/event/${LARGEST_STAND_EVENT_SLUG}`);
    const firstRender = await timeToFullMap(page);
    const latencies = await clickLatencies(page);
    await page.waitForLoadState('networkidle');

    printTable(`Mapa de asientos público: ${SEAT_COUNT.toLocaleString('es-CO')} asientos, Chromium 1280×900`, [
      ['Respuesta de get_event_by_slug (desde la navegación)', ms(firstRender.eventAnswer)],
      ['Primer render del mapa completo (desde la navegación)', ms(firstRender.map)],
      [`Clic → asiento seleccionado, mediana (${CLICKS} clics)`, ms(percentile(latencies, 50))],
      ['Clic → asiento seleccionado, p95', ms(percentile(latencies, 95))],
    ]);
    const gzipTotal = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    printTable(`JavaScript que descarga un visitante de /event/{slug} (gzip)`, [
      ...[...scripts].map(([file, size]): [string, string] => [file, kB(size)]),
      ['Total', kB(gzipTotal)],
    ]);
  } finally {
    await browser.close();
  }
}

export const benchmark: Benchmark = { item: 4, run: async (context) => seatMapBenchmark((await context.app()).url) };
