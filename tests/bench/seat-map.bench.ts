// Issue 5: the public page with the largest stand (12,500 seats) in Chromium — time to the
// first render of the map and click-to-selected latency. Since issue 17 the map renders the
// seats of its box that the page's window shows (a few hundred), so 'rendered' is the first frame
// with that part of the box filled; the time from the event's answer to that frame is the map's own cost. The JavaScript a visitor
// downloads for /event/{slug} is measured by bundle.bench.ts, beside the organizer app's.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { LARGEST_STAND, LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import { cpuSplit, cpuSplitLine, medianAndSpread, ms, percentile, printTable, type CpuSplit } from './figures.ts';
import { reportFigure } from './issue-summary.ts';
import type { Benchmark } from './run.ts';
import { clickLatencies, timeWhenMapShown } from './seat-map-timing.ts';

const SEAT_COUNT = LARGEST_STAND.rows * LARGEST_STAND.columns * LARGEST_STAND.floors;
const CLICKS = 100;
const IDLE_MS = 10_000;
const FIRST_VISITS = 7;

/** When the page asked for the event (get_event_layout) and when its answer had arrived, from navigation start. */
function eventAnswerTimes(page: Page): Promise<{ asked: number; arrived: number }> {
  return page.evaluate(() => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((one) => one.name.includes('get_event_layout'));
    return { asked: entry?.startTime ?? NaN, arrived: entry?.responseEnd ?? NaN };
  });
}

/**
 * A visitor's first visit with the browser already running, as a phone opening a shared link:
 * each load in a fresh context (no cache, no storage). The benchmark's first load also starts
 * the processes of a Chromium just launched, so its figure is shown apart.
 */
async function firstVisitTimes(browser: Browser, url: string): Promise<number[]> {
  const times: number[] = [];
  for (let visit = 0; visit < FIRST_VISITS; visit += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${url}/event/${LARGEST_STAND_EVENT_SLUG}`);
      times.push((await timeWhenMapShown(page)).shownAt);
    } finally {
      await context.close();
    }
  }
  return times.sort((a, b) => a - b);
}

interface AnswerFigures {
  /** Median of the calls, from request start to the last byte. */
  milliseconds: number;
  /** Bytes on the wire (gzip, as the browser asked) and after decompression. */
  wireBytes: number;
  jsonBytes: number;
}

const ANSWER_CALLS = 5;

/**
 * Calls each RPC from the page as the app does (same origin, the browser's gzip), ANSWER_CALLS
 * times, and reads the figures from Resource Timing: the old answer with every seat, the
 * compact one, and an unchanged status poll.
 */
function answerFigures(page: Page, anonKey: string, slug: string): Promise<Record<'full' | 'compact' | 'unchanged' | 'oldPoll', AnswerFigures>> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(
    async ({ anonKey, slug, calls }) => {
      const headers = { apikey: anonKey, 'content-type': 'application/json' };
      const layout = await (
        await fetch('/rest/v1/rpc/get_event_layout', { method: 'POST', headers, body: JSON.stringify({ event_slug: slug }) })
      ).json();
      const asked = {
        full: ['get_event_by_slug', { event_slug: slug }],
        compact: ['get_event_layout', { event_slug: slug }],
        unchanged: ['get_event_seat_statuses_since', { event_slug: slug, known_version: layout.seat_statuses.version }],
        oldPoll: ['get_event_seat_statuses', { event_slug: slug }],
      } as const;
      const figures: Record<string, { milliseconds: number; wireBytes: number; jsonBytes: number }> = {};
      for (const [key, [fn, args]] of Object.entries(asked)) {
        performance.clearResourceTimings();
        for (let call = 0; call < calls; call += 1) {
          await (await fetch(`/rest/v1/rpc/${fn}`, { method: 'POST', headers, body: JSON.stringify(args) })).text();
        }
        const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith(`/rpc/${fn}`));
        const durations = entries.map((entry) => entry.responseEnd - entry.startTime).sort((a, b) => a - b);
        const last = entries[entries.length - 1];
        figures[key] = { milliseconds: durations[Math.floor(durations.length / 2)], wireBytes: last.encodedBodySize, jsonBytes: last.decodedBodySize };
      }
      return figures as Record<keyof typeof asked, { milliseconds: number; wireBytes: number; jsonBytes: number }>;
    },
    { anonKey, slug, calls: ANSWER_CALLS },
  );
}

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} KB`);
const answerRow = (label: string, { milliseconds, wireBytes, jsonBytes }: AnswerFigures): [string, string] => [
  label,
  `${ms(milliseconds)}; ${size(wireBytes)} en la red (${size(jsonBytes)} de JSON)`,
];

/** What the summary shows: the answer's size, the map's time (and where it went), the click. */
function reportSeatMap(compact: AnswerFigures, firstVisits: number[], launched: { shownAt: number; answer: { asked: number; arrived: number }; cpu: CpuSplit }, clicks: number[]): void {
  reportFigure('eventAnswer', size(compact.wireBytes), compact.wireBytes <= 50 * 1024, `${size(compact.jsonBytes)} de JSON`);
  const { shownAt, answer, cpu } = launched;
  reportFigure(
    'mapRendered',
    `${medianAndSpread(firstVisits)}, mediana de ${FIRST_VISITS} primeras visitas`,
    percentile(firstVisits, 50) <= 300,
    `la primera carga tras lanzar Chromium ${ms(shownAt)}: ` +
      `pedida a ${ms(answer.asked)} (cargar y arrancar el JavaScript), respuesta a ${ms(answer.arrived)}, mapa ${ms(shownAt - answer.arrived)} después; ` +
      cpuSplitLine(cpu),
  );
  // Each click is timed to the frame that shows it: 16.7 ms (60 Hz) is the floor and means 'the next frame'.
  const p95 = percentile(clicks, 95);
  reportFigure('click', ms(p95), p95 <= 20, 'el piso de la medida es el cuadro siguiente, ≈16,7 ms; cumple si cae en él (≤ 20 ms)');
}

async function seatMapBenchmark(url: string, anonKey: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The CPU each side spends while the page loads: on 2 cores the browser and the server share them.
    const { result: desktop, cpu } = await cpuSplit(async () => {
      await page.goto(`${url}/event/${LARGEST_STAND_EVENT_SLUG}`);
      return timeWhenMapShown(page);
    });
    const eventAnswer = await eventAnswerTimes(page);
    const latencies = await clickLatencies(page, CLICKS);
    const answers = await answerFigures(page, anonKey, LARGEST_STAND_EVENT_SLUG);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${url}/event/${LARGEST_STAND_EVENT_SLUG}`);
    const phoneMap = await timeWhenMapShown(phone);
    const phoneAnswer = await eventAnswerTimes(phone);
    await phone.close();
    // A page left open, polling every 5 s: what it costs while nobody touches it.
    const { cpu: idle } = await cpuSplit(() => page.waitForTimeout(IDLE_MS));
    const firstVisits = await firstVisitTimes(browser, url);

    printTable(`Respuestas del evento de ${SEAT_COUNT.toLocaleString('es-CO')} asientos, mediana de ${ANSWER_CALLS} llamadas desde Chromium`, [
      answerRow('get_event_by_slug (todas las sillas, versiones anteriores)', answers.full),
      answerRow('get_event_layout (compacta, la que usa la página)', answers.compact),
      answerRow('get_event_seat_statuses (sondeo anterior)', answers.oldPoll),
      answerRow('get_event_seat_statuses_since sin cambios', answers.unchanged),
    ]);
    printTable(`Mapa de asientos público: ${SEAT_COUNT.toLocaleString('es-CO')} asientos, Chromium 1280×900 (y 390×844)`, [
      ['get_event_layout pedida (desde la navegación)', ms(eventAnswer.asked)],
      ['Respuesta de get_event_layout recibida (desde la navegación)', ms(eventAnswer.arrived)],
      ['Mapa mostrado, lo visible de la caja lleno (desde la navegación), la primera carga tras lanzar Chromium', ms(desktop.shownAt)],
      [`Primera visita con el navegador abierto: mapa mostrado, mediana de ${FIRST_VISITS} (mín–máx)`, medianAndSpread(firstVisits)],
      ['Mapa: respuesta → mapa mostrado (costo del mapa)', ms(desktop.shownAt - eventAnswer.arrived)],
      ['Asientos en la página (de 12.500)', desktop.seatsInPage.toLocaleString('es-CO')],
      [`Clic → asiento seleccionado, mediana (${CLICKS} clics)`, ms(percentile(latencies.shown, 50))],
      ['Clic → asiento seleccionado, p95 (≈16,7 ms = el cuadro siguiente)', ms(percentile(latencies.shown, 95))],
      ['Clic → botón actualizado en la página, mediana / p95', `${ms(percentile(latencies.updated, 50))} / ${ms(percentile(latencies.updated, 95))}`],
      ['Teléfono 390 px: respuesta → mapa mostrado', ms(phoneMap.shownAt - phoneAnswer.arrived)],
      ['Teléfono 390 px: asientos en la página', phoneMap.seatsInPage.toLocaleString('es-CO')],
      ['CPU de la navegación al mapa mostrado (1280×900)', cpuSplitLine(cpu)],
      [`CPU de la página quieta ${IDLE_MS / 1000} s, el mapa abierto (sondeos cada 5 s)`, cpuSplitLine(idle)],
    ]);
    reportSeatMap(answers.compact, firstVisits, { shownAt: desktop.shownAt, answer: eventAnswer, cpu }, latencies.shown);
  } finally {
    await browser.close();
  }
}

export const benchmark: Benchmark = {
  item: 4,
  run: async (context) => {
    const app = await context.app();
    await seatMapBenchmark(app.url, app.anonKey);
  },
};
