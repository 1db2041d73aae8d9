// Issue 7, item 5: start-up. The embedded backend (`npm start` without its build step) on
// an empty data folder — PGlite created, migrated, demo data seeded — and again on the same
// folder, and again right after a kill -9 (issue 13: a crash must not lock the folder);
// then the installed app opened offline, from the service worker's precache and the
// replica, until the dashboard shows its figures.
import fs from 'node:fs';
import path from 'node:path';
import { ms, percentile, printTable } from './figures.ts';
import type { Benchmark } from './run.ts';
import { prepareProfile, startOffline, type OfflineStart } from './startup-app.ts';
import { startBackend, type Launcher, type RunningBackend } from './startup-backend.ts';
import { reportFigure } from './issue-summary.ts';

const RUNS = 3;
const workDir = path.resolve(import.meta.dirname, '../../.tmp/h3-startup');

const median = (values: number[]) => percentile(values, 50);
const each = (values: number[]) => values.map(ms).join(' · ');

function freshDir(name: string): string {
  const dir = path.join(workDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}

async function timedStarts(dataDirOf: (run: number) => string, launcher: Launcher = 'compiled'): Promise<RunningBackend[]> {
  const starts: RunningBackend[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const backend = await startBackend(dataDirOf(run), launcher);
    starts.push(backend);
    // The last one stays up: the offline app start below needs a server to sign in to first.
    if (run < RUNS - 1) await backend.stop();
  }
  return starts;
}

/** Issue 13, point 8: kill -9, then a new start on the same folder, from the kill until the API answers. */
async function timedCrashRestarts(running: RunningBackend, dataDir: string): Promise<{ backend: RunningBackend; restartMs: number[] }> {
  const restartMs: number[] = [];
  let backend = running;
  for (let run = 0; run < RUNS; run += 1) {
    const killedAt = await backend.crash();
    backend = await startBackend(dataDir);
    restartMs.push(performance.now() - killedAt);
  }
  return { backend, restartMs };
}

const readyOf = (starts: RunningBackend[]) => starts.map((start) => start.readyMs);
const answerOf = (starts: RunningBackend[]) => starts.map((start) => start.firstAnswerMs);

interface BackendStarts {
  firstEver: RunningBackend;
  cold: RunningBackend[];
  warm: RunningBackend[];
  warmTsx: RunningBackend[];
  restartMs: number[];
}

function printBackendStarts({ firstEver, cold, warm, warmTsx, restartMs }: BackendStarts): void {
  printTable(
    `Arranque del backend embebido (node supabase/local/launch.mjs: start.ts compilado, PGlite en disco), mediana de ${RUNS}. ` +
      'Dirección impresa = ya escucha y sirve la app; la primera llamada a la API sale en ese momento y espera a la base',
    [
      ['Primer arranque de la instalación (compilar el servidor; sin copia de la base aún: initdb, migraciones, semilla y guardar la copia)', ms(firstEver.readyMs)],
      ['  su primera respuesta de la API', ms(firstEver.firstAnswerMs)],
      ['En frío (carpeta vacía, desde la copia de la base recién migrada): dirección impresa', ms(median(readyOf(cold)))],
      ['En frío: primera respuesta de la API (get_event_by_slug)', ms(median(answerOf(cold)))],
      ['En frío: cada arranque (dirección impresa / primera respuesta)', `${each(readyOf(cold))} / ${each(answerOf(cold))}`],
      ['En caliente (misma carpeta): dirección impresa', ms(median(readyOf(warm)))],
      ['En caliente: primera respuesta de la API', ms(median(answerOf(warm)))],
      ['En caliente: cada arranque (dirección impresa / primera respuesta)', `${each(readyOf(warm))} / ${each(answerOf(warm))}`],
      ['En caliente con tsx (node --import tsx start.ts, como antes): dirección / primera respuesta', `${ms(median(readyOf(warmTsx)))} / ${ms(median(answerOf(warmTsx)))}`],
      ['Tras kill -9 (misma carpeta): del kill a la primera respuesta', ms(median(restartMs))],
      ['Tras kill -9: cada reinicio', each(restartMs)],
    ],
  );
  const warmMs = median(readyOf(warm));
  const coldMs = median(readyOf(cold));
  reportFigure(
    'start',
    `${ms(warmMs)} / ${ms(coldMs)}`,
    warmMs <= 500 && coldMs <= 2500,
    `primera respuesta de la API: ${ms(median(answerOf(warm)))} / ${ms(median(answerOf(cold)))}`,
  );
}

function printOfflineStarts(starts: OfflineStart[], precachedEntries: number): void {
  printTable(`App sin conexión desde el service worker hasta el dashboard usable (Chromium, perfil persistente), mediana de ${RUNS}`, [
    ['Desde la navegación a /dashboard', ms(median(starts.map((start) => start.fromNavigationMs)))],
    ['Desde el lanzamiento del navegador', ms(median(starts.map((start) => start.fromLaunchMs)))],
    ['Cada arranque (desde la navegación)', each(starts.map((start) => start.fromNavigationMs))],
    ['Entradas en Cache Storage antes de desconectar', String(precachedEntries)],
  ]);
}

function checkSeeding(cold: RunningBackend[], warm: RunningBackend[]): void {
  const seeded = (start: RunningBackend) => start.dataLine.includes('datos de demostración creados');
  if (!cold.every(seeded)) throw new Error('Un arranque en frío no creó los datos de demostración');
  if (warm.some(seeded)) throw new Error('Un arranque en caliente volvió a crear los datos de demostración');
}

async function startupBenchmark(): Promise<void> {
  // Issue 17, point 7: a new data folder starts from a snapshot of the migrated database
  // (supabase/local/pglite-snapshot.ts), made by the installation's first start.
  process.env.TAQUILLA_SNAPSHOT_DIR = freshDir('snapshots');
  // The compiled server too: the installation's first start compiles it (inside the repository,
  // where it finds node_modules).
  process.env.TAQUILLA_SERVER_BUILD_DIR = freshDir('server-build');
  const firstEver = await startBackend(freshDir('first-ever'));
  await firstEver.stop();
  const cold = await timedStarts((run) => freshDir(`cold-${run}`));
  await cold[RUNS - 1].stop();
  const warmDir = path.join(workDir, `cold-${RUNS - 1}`);
  const warmTsx = await timedStarts(() => warmDir, 'tsx');
  await warmTsx[RUNS - 1].stop();
  const warm = await timedStarts(() => warmDir);
  const { backend, restartMs } = await timedCrashRestarts(warm[RUNS - 1], warmDir);
  try {
    checkSeeding([firstEver, ...cold], [...warmTsx, ...warm]);
    printBackendStarts({ firstEver, cold, warm, warmTsx, restartMs });
    const profileDir = freshDir('chromium-profile');
    const { precachedEntries } = await prepareProfile(profileDir, backend.url);
    const offline: OfflineStart[] = [];
    for (let run = 0; run < RUNS; run += 1) offline.push(await startOffline(profileDir, backend.url));
    printOfflineStarts(offline, precachedEntries);
  } finally {
    await backend.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = {
  item: 5,
  run: async (context) => {
    // The spawned backend serves the production build.
    context.build();
    await startupBenchmark();
  },
};
