// Issue 7, benchmark 3b: the demo organizer signs in on a fresh Chromium profile to an
// organization with the 12,500-seat stand, five events and 10,000 reservations; we time from
// the login form's submit until the first pull is in IndexedDB, and print the replica's size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { REPLICA_TABLES } from '../../src/db/replica-tables';
import { replicaNameFor } from '../../src/db/taquilla-database';
import { openEngine } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../supabase/local/test-server.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { serveEngine } from './bench-app.ts';
import { kB, ms, printTable } from './figures.ts';
import { addLargeOrganization, BULK_EVENTS, BULK_RESERVATIONS, organizationRowCounts } from './sync-large-organization.ts';

const DEMO_USER_ID = 'a0000000-0000-4000-8000-000000000001';
const PULL_TIMEOUT_MS = 300_000;
const repoRoot = path.resolve(import.meta.dirname, '../..');

interface ReplicaReady {
  /** performance.now() when the replica first held a cursor (rows and cursor are one transaction). */
  doneAt: number;
  counts: Record<string, number>;
}

/**
 * Polls the replica with the plain IndexedDB API every 50 ms until it holds a sync cursor,
 * then counts every table. Opens the database only once it exists, so the poll never
 * creates it ahead of the app's own schema. No named functions inside: see tests/chromium.ts.
 */
function waitForFirstPull(page: Page): Promise<ReplicaReady> {
  return page.evaluate(
    async ({ name, tables, timeoutMs }) => {
      const started = performance.now();
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
          const transaction = db.transaction(['sync_state', ...tables], 'readonly');
          const state = await new Promise<{ cursor: string | null } | undefined>((resolve) => {
            const request = transaction.objectStore('sync_state').get('replica');
            request.onsuccess = () => resolve(request.result);
          });
          if (!state?.cursor) continue;
          const doneAt = performance.now();
          const counts = await Promise.all(
            tables.map(
              (table) =>
                new Promise<[string, number]>((resolve) => {
                  const request = transaction.objectStore(table).count();
                  request.onsuccess = () => resolve([table, request.result]);
                }),
            ),
          );
          return { doneAt, counts: Object.fromEntries(counts) };
        } finally {
          db.close();
        }
      }
    },
    { name: replicaNameFor(DEMO_USER_ID), tables: [...REPLICA_TABLES], timeoutMs: PULL_TIMEOUT_MS },
  );
}

interface PageFigures {
  pull: { startTime: number; responseStart: number; responseEnd: number; encodedBodySize: number; decodedBodySize: number };
  usage: number;
  indexedDB: number | null;
}

/** The sync_pull request as the page timed it, and what the origin stores. */
function pageFigures(page: Page): Promise<PageFigures> {
  return page.evaluate(async () => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((one) => one.name.includes('/rpc/sync_pull'));
    if (!entry) throw new Error('No se encontró la petición sync_pull');
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return {
      pull: {
        startTime: entry.startTime,
        responseStart: entry.responseStart,
        responseEnd: entry.responseEnd,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      },
      usage: estimate.usage ?? 0,
      indexedDB: estimate.usageDetails?.indexedDB ?? null,
    };
  });
}

async function signInAndPull(url: string, profileDir: string) {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(DEMO_EMAIL);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    const submittedAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const ready = await waitForFirstPull(page);
    // The indicator's own word for it: online, nothing pending, a last sync.
    const indicator = page.getByRole('status', { name: 'Estado de sincronización' });
    await indicator.getByText('Última sincronización').waitFor({ timeout: 60_000 });
    return { submittedAt, ready, figures: await pageFigures(page) };
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

export async function initialPullBenchmark(): Promise<void> {
  const engine = await openEngine({});
  await migrate(engine, { seed: true });
  await addLargeOrganization(engine);
  const expected = await organizationRowCounts(engine);
  const app = await serveEngine(engine);
  const profileDir = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'h2-chromium-'));
  try {
    const { submittedAt, ready, figures } = await signInAndPull(app.url, profileDir);
    checkCounts(expected, ready.counts);
    const onDisk = indexedDbFolderBytes(profileDir);
    const { pull } = figures;
    const seats = expected.seats.toLocaleString('es-CO');
    printTable(
      `Sincronización, primera descarga en Chromium: ${seats} asientos, ${BULK_EVENTS} eventos, ${BULK_RESERVATIONS.toLocaleString('es-CO')} reservas (PGlite)`,
      [
        ['Enviar el login → réplica completa en IndexedDB', ms(ready.doneAt - submittedAt)],
        ['  enviar el login → petición sync_pull', ms(pull.startTime - submittedAt)],
        ['  sync_pull: petición → primer byte (el servidor arma la respuesta)', ms(pull.responseStart - pull.startTime)],
        ['  sync_pull: descarga', ms(pull.responseEnd - pull.responseStart)],
        ['  respuesta → filas guardadas en IndexedDB', ms(ready.doneAt - pull.responseEnd)],
        ['Respuesta de sync_pull (JSON, sin compresión)', kB(pull.decodedBodySize)],
        ['navigator.storage.estimate(): usage (todo el origen)', kB(figures.usage)],
        ['  usageDetails.indexedDB', figures.indexedDB === null ? 'no disponible' : kB(figures.indexedDB)],
        ['Carpeta IndexedDB del perfil en disco', kB(onDisk)],
      ],
    );
    printTable(
      'Filas en la réplica por tabla (iguales a las del servidor)',
      REPLICA_TABLES.map((table): [string, string] => [table, ready.counts[table].toLocaleString('es-CO')]),
    );
  } finally {
    await app.stop();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}
