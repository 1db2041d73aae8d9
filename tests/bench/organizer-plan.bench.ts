// Issue 7, item 4 (organizer side): the 12,500-seat stand as the organizer sees it, in
// Chromium, after signing in and the first sync — the read-only plan (/venues/:id/ver),
// whose seats cannot be clicked, and the seat picker of the manual sale (Nueva Reserva
// Manual), where the cashier selects seats. Everything is read from the device's replica.
// Uses the shared app read-only: nothing is saved (the sale is never submitted).
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { DEMO_ORGANIZATION_ID, LARGEST_STAND, LARGEST_STAND_EVENT_SLUG, type BenchApp } from './bench-app.ts';
import { ms, percentile, printTable } from './figures.ts';
import { signInAsDemo, waitForSyncedReplica } from './organizer-session.ts';
import type { Benchmark } from './run.ts';
import { clickLatencies, timeWhenMapShown } from './seat-map-timing.ts';

const SEAT_COUNT = LARGEST_STAND.rows * LARGEST_STAND.columns * LARGEST_STAND.floors;
const CLICKS = 100;
const PLAN_LOADS = 3;
const PLAN_SEAT = 'span[role="img"][data-status]';

interface LargestStand {
  graderiaId: string;
  eventName: string;
}

async function largestStandOf(app: BenchApp): Promise<LargestStand> {
  const { rows } = await app.engine.query<{ graderia_id: string; event_name: string }>(
    `select eg.graderia_id, e.name as event_name
       from public.events e join public.event_graderias eg on eg.event_id = e.id
      where e.slug = $1 and e.organization_id = $2`,
    [LARGEST_STAND_EVENT_SLUG, DEMO_ORGANIZATION_ID],
  );
  return { graderiaId: rows[0].graderia_id, eventName: rows[0].event_name };
}

/** Loads the plan page afresh (the app boots, opens the replica, reads 12,500 seats) until the plan's box is filled (it holds the seats it shows). */
async function planFirstRender(page: Page, url: string, graderiaId: string): Promise<{ shownAt: number; seatsInPage: number }> {
  await page.goto(`${url}/venues/${graderiaId}/ver`);
  return timeWhenMapShown(page, '', PLAN_SEAT);
}

/** Opens the manual sale and picks the event: milliseconds from that choice until the picker's box is filled (it renders the seats it shows). */
async function pickerFirstRender(page: Page, url: string, eventName: string): Promise<number> {
  await page.goto(`${url}/reservations`);
  await page.getByRole('button', { name: 'Nueva Reserva Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Reserva Manual' });
  await dialog.waitFor();
  // The choice's own time, taken in the page when the change event fires.
  await page.evaluate(() =>
    document.addEventListener('change', () => Object.assign(window, { eventChosenAt: performance.now() }), { capture: true, once: true }),
  );
  await dialog.getByLabel('Evento', { exact: true }).selectOption({ label: eventName });
  const { shownAt: shown } = await timeWhenMapShown(page, '[role="dialog"]');
  const chosenAt = await page.evaluate(() => (window as unknown as { eventChosenAt: number }).eventChosenAt);
  return shown - chosenAt;
}

async function organizerPlanBenchmark(app: BenchApp): Promise<void> {
  const stand = await largestStandOf(app);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const signInStarted = performance.now();
    await signInAsDemo(page, app.url);
    await waitForSyncedReplica(page);
    const firstSync = performance.now() - signInStarted;

    const planLoads: number[] = [];
    let planSeatsInPage = 0;
    for (let run = 0; run < PLAN_LOADS; run += 1) {
      const load = await planFirstRender(page, app.url, stand.graderiaId);
      planLoads.push(load.shownAt);
      planSeatsInPage = load.seatsInPage;
    }
    const pickerRender = await pickerFirstRender(page, app.url, stand.eventName);
    const latencies = await clickLatencies(page, CLICKS, '[role="dialog"]');

    const seats = SEAT_COUNT.toLocaleString('es-CO');
    printTable(`Organizador: ${stand.eventName} (${seats} asientos), Chromium 1280×900, datos desde la réplica`, [
      ['Ingreso + primera sincronización completa (contexto)', ms(firstSync)],
      [`Plano (/venues/:id/ver): lo visible de la caja lleno, mediana de ${PLAN_LOADS} cargas`, ms(percentile(planLoads, 50))],
      ['Plano: cada carga (desde la navegación)', planLoads.map(ms).join(' · ')],
      ['Plano: asientos en la página (de 12.500)', planSeatsInPage.toLocaleString('es-CO')],
      ['Plano: clic en un asiento', 'no aplica (plano de solo lectura)'],
      ['Venta manual: elegir evento → selector completo', ms(pickerRender)],
      [`Venta manual: clic → asiento seleccionado, mediana (${CLICKS} clics)`, ms(percentile(latencies.shown, 50))],
      ['Venta manual: clic → asiento seleccionado, p95 (≈16,7 ms = el cuadro siguiente)', ms(percentile(latencies.shown, 95))],
      ['Venta manual: clic → botón actualizado, mediana / p95', `${ms(percentile(latencies.updated, 50))} / ${ms(percentile(latencies.updated, 95))}`],
    ]);
  } finally {
    await browser.close();
  }
}

export const benchmark: Benchmark = { item: 4, run: async (context) => organizerPlanBenchmark(await context.app()) };
