// Issue 7, benchmark 3b (issue 17 point 3): the demo organizer signs in on a fresh Chromium
// profile to an organization with the 12,500-seat stand, five events and 10,000 reservations;
// we time from the login form's submit until the screens can sell (the catalog and the sold
// seats are in) and until the whole first pull is in IndexedDB, and print the replica's size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { REPLICA_TABLES, storeNameOf } from '../../src/db/replica-tables';
import { CATALOG_TABLES, SALES_TABLES, TAKEN_SEATS } from '../../src/sync/pull-progress';
import { replicaNameFor } from '../../src/db/taquilla-database';
import type { Engine } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../supabase/local/test-server.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { DEMO_ORGANIZER_ID, serveEngine, settleStatistics } from './bench-app.ts';
import { chromiumCpuByType, cpuByTypeLine, startJsProfiler } from './chromium-profile.ts';
import { indexedDbFloor, type IndexedDbFloor } from './indexeddb-floor.ts';
import { cpuSplit, cpuSplitLine, kB, ms, printTable } from './figures.ts';
import { reportFigure } from './issue-summary.ts';
import { addLargeOrganization, BULK_EVENTS, BULK_RESERVATIONS, organizationRowCounts } from './sync-large-organization.ts';

const PULL_TIMEOUT_MS = 300_000;
const repoRoot = path.resolve(import.meta.dirname, '../..');

interface ReplicaReady {
  /** performance.now() when the replica first held a cursor (the last page and the cursor are one transaction). */
  doneAt: number;
  /** performance.now() when the pages the screens sell with were first all in (readyToSell). */
  sellableAt: number;
  /** Rows the pull had saved by then (its progress's received counts). */
  rowsWhenSellable: number;
  /** Rows per replica table (the seats counted inside their stands' records). */
  counts: Record<string, number>;
  /** IndexedDB records per store: what the first sync wrote. */
  records: Record<string, number>;
}

/**
 * Polls the replica with the plain IndexedDB API every 50 ms until it holds a sync cursor,
 * then counts every table (the seats inside their stands' records: src/db/seat-catalog.ts).
 * "Can sell" is readyToSell's rule (src/sync/pull-progress), written out here: the page
 * cannot call the app's functions. Opens the database only once it exists, so the poll never
 * creates it ahead of the app's own schema. No named functions inside: see tests/chromium.ts.
 */
function waitForFirstPull(page: Page): Promise<ReplicaReady> {
  return page.evaluate(
    async ({ name, tables, stores, catalog, takenSeats, sales, timeoutMs }) => {
      const started = performance.now();
      let sellableAt: number | null = null;
      let rowsWhenSellable = 0;
      for (;;) {
        if (performance.now() - started > timeoutMs) throw new Error('La primera sincronización no terminó a tiempo');
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (!(await indexedDB.databases()).some((known) => known.name === name)) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains('sync_state')) continue;
          const transaction = db.transaction(['sync_state', ...stores], 'readonly');
          const state = await new Promise<
            { cursor: string | null; pull_progress?: { snapshot: boolean; complete: string[]; received: Record<string, number> } | null } | undefined
          >((resolve) => {
            const request = transaction.objectStore('sync_state').get('replica');
            request.onsuccess = () => resolve(request.result);
          });
          const progress = state?.pull_progress;
          const complete = progress?.complete ?? [];
          const fromSnapshot =
            !!progress?.snapshot &&
            catalog.every((table) => complete.includes(table)) &&
            (complete.includes(takenSeats) || sales.every((table) => complete.includes(table)));
          if (sellableAt === null && (state?.cursor || fromSnapshot)) {
            sellableAt = performance.now();
            rowsWhenSellable = state?.cursor ? -1 : Object.values(progress?.received ?? {}).reduce((sum, count) => sum + count, 0);
          }
          if (!state?.cursor) continue;
          const doneAt = performance.now();
          const counts = await Promise.all(
            tables.map(
              (table, position) =>
                new Promise<[string, number, number]>((resolve) => {
                  const store = transaction.objectStore(stores[position]);
                  if (stores[position] === table) {
                    const request = store.count();
                    request.onsuccess = () => resolve([table, request.result, request.result]);
                    return;
                  }
                  const request = store.getAll();
                  request.onsuccess = () => {
                    const records = request.result as { columns: string[]; values: unknown[][] }[];
                    const rows = records.reduce((sum, record) => sum + record.values[record.columns.indexOf('id')].length, 0);
                    resolve([table, rows, records.length]);
                  };
                }),
            ),
          );
          return {
            doneAt,
            sellableAt: sellableAt ?? doneAt,
            rowsWhenSellable: sellableAt === null ? -1 : rowsWhenSellable,
            counts: Object.fromEntries(counts.map(([table, rows]) => [table, rows])),
            records: Object.fromEntries(counts.map(([table, , records], position) => [stores[position] === table ? table : `${stores[position]} (${table})`, records])),
          };
        } finally {
          db.close();
        }
      }
    },
    {
      name: replicaNameFor(DEMO_ORGANIZER_ID),
      tables: [...REPLICA_TABLES],
      stores: REPLICA_TABLES.map(storeNameOf),
      catalog: [...CATALOG_TABLES],
      takenSeats: TAKEN_SEATS,
      sales: [...SALES_TABLES],
      timeoutMs: PULL_TIMEOUT_MS,
    },
  );
}

interface PageFigures {
  /** Every request of the pull (its pages) together: first start, last end, sums. */
  pull: { requests: number; startTime: number; responseEnd: number; firstWaiting: number; waiting: number; downloading: number; decodedBodySize: number; encodedBodySize: number };
  usage: number;
  indexedDB: number | null;
}

/** The pull's requests (sync_pull, or each page of sync_pull_page) as the page timed them, and what the origin stores. */
function pageFigures(page: Page): Promise<PageFigures> {
  return page.evaluate(async () => {
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((one) => one.name.includes('/rpc/sync_pull'));
    if (entries.length === 0) throw new Error('No se encontró la petición sync_pull');
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return {
      pull: {
        requests: entries.length,
        startTime: entries[0].startTime,
        responseEnd: entries.at(-1)!.responseEnd,
        firstWaiting: entries[0].responseStart - entries[0].startTime,
        waiting: entries.reduce((sum, entry) => sum + entry.responseStart - entry.startTime, 0),
        downloading: entries.reduce((sum, entry) => sum + entry.responseEnd - entry.responseStart, 0),
        decodedBodySize: entries.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        encodedBodySize: entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      },
      usage: estimate.usage ?? 0,
      indexedDB: estimate.usageDetails?.indexedDB ?? null,
    };
  });
}

function launchChromium(profileDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
}

async function signInAndPull(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  await page.getByLabel('Correo electrónico').fill(DEMO_EMAIL);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  // What the form fetches as a person starts typing (LoginForm, app/first-page.ts) is in by
  // the time they submit: typing a password takes seconds, the downloads a fraction of one.
  await page.waitForLoadState('networkidle');
  const profiler = await startJsProfiler(context, page);
  const cpuBefore = chromiumCpuByType();
  const submittedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const ready = await waitForFirstPull(page);
  const cpuByType = cpuByTypeLine(cpuBefore, chromiumCpuByType());
  const profile = (await profiler?.stop()) ?? [];
  // The indicator's own word for it: online, nothing pending, a last sync.
  const indicator = page.getByRole('status', { name: 'Estado de sincronización' });
  await indicator.getByText('Última sincronización').waitFor({ timeout: 60_000 });
  return { submittedAt, ready, cpuByType, profile, figures: await pageFigures(page) };
}

/** The floor (see indexeddb-floor.ts) in the same profile, from a page of the app's origin that runs none of its code. */
async function floorInSameProfile(profileDir: string, url: string): Promise<IndexedDbFloor> {
  const context = await launchChromium(profileDir);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/favicon.svg`);
    return await indexedDbFloor(page, replicaNameFor(DEMO_ORGANIZER_ID), REPLICA_TABLES.map(storeNameOf));
  } finally {
    await context.close();
  }
}

/** Bytes of Chromium's IndexedDB folder of the profile: what the replica takes on disk. */
function indexedDbFolderBytes(profileDir: string): number {
  const folder = path.join(profileDir, 'Default', 'IndexedDB');
  return Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split('\t')[0]);
}

function checkCounts(expected: Record<string, number>, replica: Record<string, number>): void {
  const wrong = Object.entries(expected).filter(([table, count]) => replica[table] !== count);
  if (wrong.length > 0) {
    throw new Error(`La réplica no coincide con el servidor: ${wrong.map(([table, count]) => `${table} ${replica[table]} ≠ ${count}`).join(', ')}`);
  }
}

/** The database the embedded server runs on for one measurement. */
export interface PullDatabase {
  /** Named in the tables and the summary: 'PGlite', 'Postgres 15'. */
  label: string;
  engine: Engine;
  /** CPU milliseconds so far of the database's own processes; absent when it runs in this one (PGlite). */
  cpuMs?: () => number;
}

export async function initialPullBenchmark({ label, engine, cpuMs }: PullDatabase): Promise<void> {
  await migrate(engine, { seed: true });
  await addLargeOrganization(engine);
  await settleStatistics(engine);
  const expected = await organizationRowCounts(engine);
  const app = await serveEngine(engine);
  const profileDir = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'h2-chromium-'));
  try {
    // The CPU each side spends from launch to the replica complete (and the browser closed): the browser and the server share the cores.
    const databaseBefore = cpuMs?.() ?? 0;
    const {
      result: { submittedAt, ready, cpuByType, profile, figures },
      cpu: processCpu,
    } = await cpuSplit(async () => {
      const context = await launchChromium(profileDir);
      try {
        return await signInAndPull(context, app.url);
      } finally {
        await context.close();
      }
    });
    // Postgres' backends run in processes of their own: the server's CPU is this process's and theirs.
    const cpu = { ...processCpu, serverMs: processCpu.serverMs + (cpuMs ? cpuMs() - databaseBefore : 0) };
    checkCounts(expected, ready.counts);
    const onDisk = indexedDbFolderBytes(profileDir);
    const floor = await floorInSameProfile(profileDir, app.url);
    const { pull } = figures;
    const seats = expected.seats.toLocaleString('es-CO');
    printTable(
      `Sincronización, primera descarga en Chromium: ${seats} asientos, ${BULK_EVENTS} eventos, ${BULK_RESERVATIONS.toLocaleString('es-CO')} reservas (${label})`,
      [
        ['Enviar el login → se puede vender (catálogo y asientos ocupados en IndexedDB: readyToSell)', ms(ready.sellableAt - submittedAt)],
        ['  filas guardadas hasta poder vender', ready.rowsWhenSellable < 0 ? 'todas (una sola respuesta)' : ready.rowsWhenSellable.toLocaleString('es-CO')],
        ['Enviar el login → réplica completa en IndexedDB', ms(ready.doneAt - submittedAt)],
        ['  enviar el login → primera petición de la descarga', ms(pull.startTime - submittedAt)],
        ['  peticiones (páginas de sync_pull_page)', String(pull.requests)],
        ['  suma de esperas: petición → primer byte (el servidor arma cada página)', ms(pull.waiting)],
        ['    la de la primera página (totales y asientos ocupados, antes de poder vender)', ms(pull.firstWaiting)],
        ['  suma de descargas', ms(pull.downloading)],
        // Each page is asked for while the one before is saved: these sums overlap the writing.
        ['  el resto: la réplica completa menos esperas y descargas (que se solapan con guardar)', ms(ready.doneAt - pull.startTime - pull.waiting - pull.downloading)],
        ['Registros escritos en IndexedDB (los asientos, uno por gradería)', Object.values(ready.records).reduce((sum, count) => sum + count, 0).toLocaleString('es-CO')],
        ['Respuestas de la descarga (JSON, sin compresión, todas)', kB(pull.decodedBodySize)],
        ['  en la red (gzip)', kB(pull.encodedBodySize)],
        ['navigator.storage.estimate(): usage (todo el origen)', kB(figures.usage)],
        ['  usageDetails.indexedDB', figures.indexedDB === null ? 'no disponible' : kB(figures.indexedDB)],
        ['Carpeta IndexedDB del perfil en disco', kB(onDisk)],
        // Read after Chromium closed: only what its processes reaped counts, less than the line below.
        ['CPU del lanzamiento del navegador a la réplica completa', cpuSplitLine(cpu)],
        ['  de Chromium, del login a la réplica completa, por proceso', cpuByType],
        [`Piso: los mismos ${floor.rows.toLocaleString('es-CO')} registros con IndexedDB directo (sin app ni red), mismos índices`, ms(floor.elapsedMs)],
        ['  CPU de Chromium en ese piso, por proceso', floor.cpuByType],
      ],
    );
    if (profile.length > 0) printTable('Dónde gasta la página su CPU (BENCH_PROFILE=1)', profile);
    const completeMs = ready.doneAt - submittedAt;
    reportFigure(
      'firstSync',
      `${ms(completeMs)} completa; ${ms(ready.sellableAt - submittedAt)} hasta poder vender (servidor embebido sobre ${label})`,
      completeMs <= 2000,
      `piso: ${ms(floor.elapsedMs)} solo para escribir esas filas con IndexedDB directo; CPU de Chromium del login a la réplica completa: ${cpuByType}; servidor ${ms(cpu.serverMs)}`,
    );
    printTable(
      'Filas en la réplica por tabla (iguales a las del servidor) y registros de IndexedDB',
      REPLICA_TABLES.map((table): [string, string] => {
        const store = storeNameOf(table);
        const records = store === table ? '' : ` en ${ready.records[`${store} (${table})`].toLocaleString('es-CO')} registros de ${store}`;
        return [table, `${ready.counts[table].toLocaleString('es-CO')}${records}`];
      }),
    );
  } finally {
    await app.stop();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}
