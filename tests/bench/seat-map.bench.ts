// Issue 5: the public page with the largest stand (12,500 seats) in Chromium — time to the
// first render of the map and click-to-selected latency. Since issue 17 the map renders the
// seats its box shows (a few hundred), so 'rendered' is the first frame with the box filled;
// the time from the event's answer to that frame is the map's own cost. The JavaScript a visitor
// downloads for /event/{slug} is measured by bundle.bench.ts, beside the organizer app's.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { LARGEST_STAND, LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import { ms, percentile, printTable } from './figures.ts';
import type { Benchmark } from './run.ts';
import { clickLatencies, timeWhenMapShown } from './seat-map-timing.ts';

const SEAT_COUNT = LARGEST_STAND.rows * LARGEST_STAND.columns * LARGEST_STAND.floors;
const CLICKS = 100;

/** Milliseconds from navigation start until the event's answer (get_event_by_slug, every seat) had arrived: the rest is ours. */
function eventAnswerTime(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('get_event_by_slug'))
        ?.responseEnd ?? NaN,
  );
}

async function seatMapBenchmark(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/event/${LARGEST_STAND_EVENT_SLUG}`);
    const desktop = await timeWhenMapShown(page);
    const eventAnswer = await eventAnswerTime(page);
    const latencies = await clickLatencies(page, CLICKS);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${url}/event/${LARGEST_STAND_EVENT_SLUG}`);
    const phoneMap = await timeWhenMapShown(phone);
    const phoneAnswer = await eventAnswerTime(phone);

    printTable(`Mapa de asientos público: ${SEAT_COUNT.toLocaleString('es-CO')} asientos, Chromium 1280×900 (y 390×844)`, [
      ['Respuesta de get_event_by_slug (desde la navegación)', ms(eventAnswer)],
      ['Mapa mostrado, caja llena (desde la navegación)', ms(desktop.shownAt)],
      ['Mapa: respuesta → mapa mostrado (costo del mapa)', ms(desktop.shownAt - eventAnswer)],
      ['Asientos en la página (de 12.500)', desktop.seatsInPage.toLocaleString('es-CO')],
      [`Clic → asiento seleccionado, mediana (${CLICKS} clics)`, ms(percentile(latencies.shown, 50))],
      ['Clic → asiento seleccionado, p95 (≈16,7 ms = el cuadro siguiente)', ms(percentile(latencies.shown, 95))],
      ['Clic → botón actualizado en la página, mediana / p95', `${ms(percentile(latencies.updated, 50))} / ${ms(percentile(latencies.updated, 95))}`],
      ['Teléfono 390 px: respuesta → mapa mostrado', ms(phoneMap.shownAt - phoneAnswer)],
      ['Teléfono 390 px: asientos en la página', phoneMap.seatsInPage.toLocaleString('es-CO')],
    ]);
  } finally {
    await browser.close();
  }
}

export const benchmark: Benchmark = { item: 4, run: async (context) => seatMapBenchmark((await context.app()).url) };
