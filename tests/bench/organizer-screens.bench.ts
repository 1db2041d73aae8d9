// Issue 17: every organizer screen of the largest organization (the 12,500-seat stand, five
// events, 10,000 reservations: sync-large-organization.ts), opened afresh in Chromium after
// the first sync, timed from the navigation until the screen shows its content. A screen
// that reads its rows one by one does not slow down by a fraction here, it stops: the
// reservations list read card by card took the tab out of memory (BENCHMARKS.md, the
// twentieth session). Its own server over the production build, read-only.
import { chromium, type CDPSession, type Locator, type Page } from '@playwright/test';
import { openEngine } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { serveEngine, settleStatistics, type BenchApp } from './bench-app.ts';
import { medianAndSpread, ms, printTable } from './figures.ts';
import { signInAsDemo, waitForSyncedReplica } from './organizer-session.ts';
import type { Benchmark } from './run.ts';
import { addLargeOrganization, BULK_RESERVATIONS } from './sync-large-organization.ts';

/** Longer than any screen should take; a screen still loading then is reported as such. */
const SCREEN_TIMEOUT_MS = 20_000;

interface BusiestEvent {
  eventId: string;
  standId: string;
}

/** The event with the most reservations, and its stand. */
async function busiestEvent(app: BenchApp): Promise<BusiestEvent> {
  const { rows } = await app.engine.query<{ event_id: string; graderia_id: string }>(
    `select event.id as event_id, link.graderia_id from public.events as event
       join public.event_graderias as link on link.event_id = event.id
      order by (select count(*) from public.reservations as sale where sale.event_id = event.id) desc limit 1`,
  );
  return { eventId: rows[0].event_id, standId: rows[0].graderia_id };
}

/** The organizer's screens, those of one event and one stand with the busiest event's ids. */
function organizerScreens({ eventId, standId }: BusiestEvent): string[] {
  return [
    '/dashboard', '/events', `/events/${eventId}/configurar`, '/venues', `/venues/${standId}/ver`, `/venues/${standId}/editar`,
    `/venues/${standId}/precios`, '/reservations', '/reportes', '/venta-rapida', '/control-acceso', '/control-acceso/entradas-dobles',
    '/asignaciones', '/caja', '/caja/turnos', '/profile',
  ];
}

/** Milliseconds from the navigation until the screen's main region has content and nothing loading; the outcome otherwise. */
async function timeToContent(page: Page, url: string): Promise<{ outcome: string; crashed: boolean }> {
  let crashed = false;
  const onCrash = () => (crashed = true);
  page.on('crash', onCrash);
  try {
    const started = performance.now();
    await page.goto(url).catch(() => undefined);
    const shown = await page
      .waitForFunction(
        () => {
          const main = document.querySelector('main');
          return !!main && main.innerText.trim() !== '' && !/Cargando|Descargando/.test(main.innerText);
        },
        undefined,
        { timeout: SCREEN_TIMEOUT_MS, polling: 50 },
      )
      .then(() => true, () => false);
    if (crashed) return { outcome: 'la pestaña se cerró (sin memoria)', crashed };
    return { outcome: shown ? ms(performance.now() - started) : `sigue cargando a los ${SCREEN_TIMEOUT_MS / 1000} s`, crashed };
  } finally {
    page.off('crash', onCrash);
  }
}

interface ClockScreen {
  path: string;
  /** How the table names it, when not by its path. */
  label?: string;
  /** What the organizer does there before leaving the screen open. */
  open?: (page: Page) => Promise<void>;
}

/** The leases screen with the busiest event chosen: its 12,500-seat map and its leases. */
async function chooseLeaseEvent(page: Page, eventId: string): Promise<void> {
  await page.getByLabel('Evento').selectOption(eventId);
  await page.locator('[data-seat-map] button[data-status]').first().waitFor();
}

/** 'Liberar reservas sin pagar' open over the reservations, an event chosen: the unpaid holds of 10,000 bookings. */
async function openReleaseUnpaid(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Liberar reservas sin pagar' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Evento').selectOption({ index: 1 });
  await dialog.getByRole('list', { name: 'Reservas sin pagar' }).waitFor();
}

/**
 * The screens that look at the clock every 30 s (a hold that runs out, 'today', a lease that
 * ends), the stand's plan (12,500 seats, no clock of its own), and `/profile`, which shows
 * little: the page's other timers (the periodic pull) fire in the same 30 s on every screen.
 */
function clockScreens({ eventId, standId }: BusiestEvent): ClockScreen[] {
  return [
    { path: '/reservations' },
    { path: '/dashboard' },
    { path: '/events' },
    { path: '/reservations', label: "/reservations, 'Liberar reservas sin pagar' abierto", open: openReleaseUnpaid },
    { path: '/reservations', label: "/reservations, 'Nueva Reserva Manual' abierta", open: (page) => openManualSale(page, eventId) },
    { path: '/asignaciones', open: (page) => chooseLeaseEvent(page, eventId) },
    { path: `/venues/${standId}/ver`, label: '/venues/:id/ver' },
    { path: '/profile' },
  ];
}
/** How long after the tick (or without one) the renderer's work is summed. */
const TICK_WINDOW_MS = 1_500;

/** Milliseconds of the renderer's main-thread tasks while `during` runs and the window after it. */
async function mainThreadMs(cdp: CDPSession, page: Page, during: () => Promise<void>): Promise<number> {
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
  const before = await taskSeconds();
  await during();
  await page.waitForTimeout(TICK_WINDOW_MS);
  return ((await taskSeconds()) - before) * 1000;
}

/** Ticks timed on each screen, for their median: one tick alone moved by tens of ms between runs. */
const TICKS = 3;

/**
 * What one 30 s tick of a screen's clock costs the renderer, against the same window without
 * one. Playwright's clock jumps the page's timers forward; until the twenty-first session a
 * tick read the replica again (110 ms at 10,000 reservations) instead of the rows it had.
 */
async function clockTicks(page: Page, url: string, screens: ClockScreen[]): Promise<[string, string][]> {
  await page.clock.install();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const rows: [string, string][] = [];
  for (const screen of screens) {
    await timeToContent(page, `${url}${screen.path}`);
    await screen.open?.(page);
    await page.waitForTimeout(TICK_WINDOW_MS);
    const quiet = await mainThreadMs(cdp, page, async () => {});
    const ticks: number[] = [];
    for (let tick = 0; tick < TICKS; tick += 1) ticks.push(await mainThreadMs(cdp, page, () => page.clock.fastForward(30_000)));
    rows.push([`${screen.label ?? screen.path}: con tic, mediana de ${TICKS} (mín–máx) / sin tic`, `${medianAndSpread(ticks)} / ${ms(quiet)}`]);
  }
  return rows;
}

/** 'Nueva Reserva Manual' open over the reservations, the busiest event chosen: its 12,500-seat picker. */
async function openManualSale(page: Page, eventId: string): Promise<void> {
  await page.getByRole('button', { name: 'Nueva Reserva Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Reserva Manual' });
  await dialog.getByLabel('Evento').selectOption(eventId);
  await dialog.locator('[data-seat-map] button[data-status]').first().waitFor();
}

/**
 * The renderer's main-thread time per keystroke while a form beside a 12,500-seat map is
 * filled in (Playwright types one key at a time): the map must not be drawn again for each.
 */
async function typingBesideTheMap(page: Page, url: string, { eventId }: BusiestEvent): Promise<[string, string][]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const perKey = async (field: Locator, text: string) => {
    await field.fill('');
    return ms((await mainThreadMs(cdp, page, () => field.pressSequentially(text))) / text.length);
  };
  await timeToContent(page, `${url}/asignaciones`);
  await chooseLeaseEvent(page, eventId);
  const leaseName = await perKey(page.getByLabel('Nombre de la taquilla'), 'Taquilla Norte 2');
  await timeToContent(page, `${url}/reservations`);
  await openManualSale(page, eventId);
  const customerName = await perKey(page.getByRole('dialog').getByLabel('Nombre completo'), 'Andrés Gómez Rojas');
  return [
    ['/asignaciones: el nombre de la taquilla', leaseName],
    ["'Nueva Reserva Manual': el nombre del cliente", customerName],
  ];
}

/** The reservations' search box over every booking: typing an e-mail → its one card, and back. */
async function reservationSearch(page: Page, url: string): Promise<[string, string][]> {
  await timeToContent(page, `${url}/reservations`);
  const searchBox = page.getByRole('searchbox', { name: 'Buscar reservas' });
  const time = async (text: string, shown: RegExp) => {
    const started = performance.now();
    await searchBox.fill(text);
    await page.getByText(shown).first().waitFor();
    return ms(performance.now() - started);
  };
  return [
    ['/reservations: escribir un correo → su reserva', await time(`cliente${BULK_RESERVATIONS - 1}@correo.co`, /^1 reserva coincide$/)],
    ['/reservations: borrar la búsqueda → las 50 más nuevas', await time('', /^Mostrando 50 de/)],
  ];
}

async function organizerScreensBenchmark(): Promise<void> {
  const engine = await openEngine({});
  await migrate(engine, { seed: true });
  await addLargeOrganization(engine);
  await settleStatistics(engine);
  const app = await serveEngine(engine);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    let page = await context.newPage();
    await signInAsDemo(page, app.url);
    await waitForSyncedReplica(page);
    const busiest = await busiestEvent(app);
    const rows: [string, string][] = [];
    for (const screen of organizerScreens(busiest)) {
      const { outcome, crashed } = await timeToContent(page, `${app.url}${screen}`);
      rows.push([screen, outcome]);
      if (crashed || page.isClosed()) page = await context.newPage();
    }
    printTable(
      `Pantallas del organizador con ${BULK_RESERVATIONS.toLocaleString('es-CO')} reservas, abiertas de nuevo tras la primera sincronización: navegación → contenido (Chromium 1280×900)`,
      rows,
    );
    printTable('Búsqueda en las reservas (Playwright escribe el texto de una vez)', await reservationSearch(page, app.url));
    printTable('Escribir junto al mapa de 12.500 asientos: hilo principal por tecla', await typingBesideTheMap(page, app.url, busiest));
    printTable(`Tic de 30 s: el reloj de la pantalla y el sondeo periódico (${TICK_WINDOW_MS / 1000} s tras el tic)`, await clockTicks(page, app.url, clockScreens(busiest)));
  } finally {
    await browser.close();
    await app.stop();
  }
}

export const benchmark: Benchmark = {
  item: 4,
  run: async (context) => {
    context.build();
    await organizerScreensBenchmark();
  },
};
