// Issue 7, item 6: bundle sizes of the production build. The JavaScript a screen loads is
// what Chromium fetched for it (resource timing, so lazy chunks loaded at run time count),
// sized from the build's files; the precache is the list the built sw.js carries.
// Service workers are blocked in the browser: otherwise the worker's install would fetch
// every chunk and hide what the screen itself needs.
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import { allScripts, precachedFiles, sizeOf, totalOf, type FileSize, type SizeTotal } from './bundle-sizes.ts';
import { kB, printTable } from './figures.ts';
import { reportFigure } from './issue-summary.ts';
import { signInAsDemo } from './organizer-session.ts';
import type { Benchmark } from './run.ts';

/** Files under 1 kB gzip are summed in one row, so the table shows what weighs. */
const LISTED_FROM_GZIP = 1024;

const sizes = (total: SizeTotal) => `${total.files} ${total.files === 1 ? 'archivo' : 'archivos'} · ${kB(total.raw)} sin comprimir · ${kB(total.gzip)} gzip`;

/** The build's JavaScript files this page fetched so far (any initiator: module graph, modulepreload, lazy import). */
async function scriptsLoaded(page: Page): Promise<FileSize[]> {
  await page.waitForLoadState('networkidle');
  const paths = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const files = [...new Set(paths)].filter((file) => file.startsWith('/assets/') && file.endsWith('.js'));
  return files.map((file) => sizeOf(file.slice(1))).sort((a, b) => b.gzip - a.gzip);
}

async function publicPageScripts(browser: Browser, url: string): Promise<FileSize[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/event/${LARGEST_STAND_EVENT_SLUG}`);
    await page.locator('button[data-status]').first().waitFor({ timeout: 60_000 });
    return await scriptsLoaded(page);
  } finally {
    await context.close();
  }
}

/** Signed in first (the session stays in the context), then /dashboard opened in a page of its own. */
async function dashboardScripts(browser: Browser, url: string): Promise<FileSize[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  try {
    await signInAsDemo(await context.newPage(), url);
    const page = await context.newPage();
    await page.goto(`${url}/dashboard`);
    await page.getByRole('region', { name: 'Resumen' }).waitFor({ timeout: 60_000 });
    return await scriptsLoaded(page);
  } finally {
    await context.close();
  }
}

function fileRows(files: readonly FileSize[]): [string, string][] {
  const listed = files.filter((file) => file.gzip >= LISTED_FROM_GZIP);
  const rest = totalOf(files.filter((file) => file.gzip < LISTED_FROM_GZIP));
  const rows = listed.map((file): [string, string] => [path.basename(file.file), kB(file.gzip)]);
  if (rest.files > 0) rows.push([`${rest.files} archivos menores de 1 kB`, kB(rest.gzip)]);
  const total = totalOf(files);
  rows.push(['Total', `${kB(total.gzip)} gzip (${kB(total.raw)} sin comprimir)`]);
  return rows;
}

function printPrecache(): void {
  const entries = precachedFiles().map(sizeOf);
  const byKind = (test: (file: string) => boolean) => totalOf(entries.filter((entry) => test(entry.file)));
  printTable('Precache del service worker (lista inyectada en sw.js)', [
    ['Entradas', String(entries.length)],
    ['Total', sizes(totalOf(entries))],
    ['JavaScript', sizes(byKind((file) => file.endsWith('.js')))],
    ['CSS', sizes(byKind((file) => file.endsWith('.css')))],
    ['HTML, manifiesto e iconos', sizes(byKind((file) => !/\.(js|css)$/.test(file)))],
  ]);
}

async function bundleBenchmark(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const visitor = await publicPageScripts(browser, url);
    const organizer = await dashboardScripts(browser, url);
    printTable('JavaScript por pantalla (build de producción)', [
      ['Página pública /event/{slug} (visitante, sin service worker)', sizes(totalOf(visitor))],
      ['Organizador: /dashboard', sizes(totalOf(organizer))],
      ['Toda la app: assets/*.js (lo que el precache instala en el equipo del organizador)', sizes(totalOf(allScripts()))],
    ]);
    printTable('Página pública /event/{slug}: archivos (gzip)', fileRows(visitor));
    const publicGzip = totalOf(visitor).gzip;
    reportFigure('publicJs', kB(publicGzip), publicGzip <= 120 * 1024, `${totalOf(visitor).files} archivos; no depende de la carga`);
    printTable('Organizador /dashboard: archivos (gzip)', fileRows(organizer));
    printPrecache();
  } finally {
    await browser.close();
  }
}

export const benchmark: Benchmark = { item: 6, run: async (context) => bundleBenchmark((await context.app()).url) };
