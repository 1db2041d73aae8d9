// Issue 17, point 4: the cashier never waits for the public. A cashier (the demo staff
// account) calls get_my_profile and sells at the box office (sync_push, one cash sale every
// fifth call) while the public rushes the 12,500-seat event: 30 visitors loading the page
// (get_event_by_slug) back to back, or 100 visitors polling the seat statuses every second.
// Each configuration runs its own server process; PGlite before (first come, first served,
// no cache) and with each remedy alone and together, Postgres 15 before and after.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { postgresAvailable, startPostgresCluster } from '../db/postgres-cluster.ts';
import { LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import { createDatabase } from './booking-stand.ts';
import { ms, percentile, printGrid, type Grid } from './figures.ts';
import { reportFigure } from './issue-summary.ts';
import type { Benchmark } from './run.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SECONDS = 8;
const STAFF = { email: 'taquilla@taquilla.co', password: 'Bambuco2025!' };

interface Served {
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Served> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/cashier-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ url: string; anonKey: string }>((resolve, reject) => {
    let buffered = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`El servidor terminó (código ${code}) antes de estar listo`)));
  });
  return {
    ...ready,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function rpc(served: Served, fn: string, args: unknown, token?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${served.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: served.anonKey, Authorization: `Bearer ${token ?? served.anonKey}` },
    body: JSON.stringify(args),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${fn} respondió ${response.status}`);
  return performance.now() - started;
}

async function signIn(served: Served): Promise<string> {
  const response = await fetch(`${served.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: served.anonKey },
    body: JSON.stringify(STAFF),
  });
  if (response.status !== 200) throw new Error(`El ingreso del taquillero respondió ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type Rush = 'loads' | 'polls';

/** Visitors until `until`: answers and their latencies. */
async function visitors(served: Served, rush: Rush, until: number): Promise<number[]> {
  const latencies: number[] = [];
  const count = rush === 'loads' ? 30 : 100;
  const fn = rush === 'loads' ? 'get_event_by_slug' : 'get_event_seat_statuses';
  await Promise.all(
    Array.from({ length: count }, async (_, visitor) => {
      if (rush === 'polls') await sleep((visitor * 1000) / count);
      while (performance.now() < until) {
        const started = performance.now();
        latencies.push(await rpc(served, fn, { event_slug: LARGEST_STAND_EVENT_SLUG }));
        if (rush === 'polls') await sleep(Math.max(0, 1000 - (performance.now() - started)));
      }
    }),
  );
  return latencies;
}

/** The cashier until `until`: get_my_profile latencies, and those of a one-sale push every fifth call. */
async function cashier(served: Served, token: string, eventId: string, seatIds: string[], until: number) {
  const profile: number[] = [];
  const sales: number[] = [];
  for (let call = 0; performance.now() < until; call += 1) {
    profile.push(await rpc(served, 'get_my_profile', {}, token));
    if (call % 5 === 4) {
      const sale = {
        op_id: randomUUID(), kind: 'reservations-create-manual', created_at: new Date().toISOString(),
        payload: {
          id: randomUUID(), event_id: eventId, seat_ids: [seatIds[sales.length]], customer_name: 'Venta en taquilla',
          customer_email: 'taquilla@correo.co', customer_phone: '3101234567', document_type: 'CC', document_number: '1075123456', payment_method: 'cash',
        },
      };
      sales.push(await rpc(served, 'sync_push', { device_id: randomUUID(), ops: [sale] }, token));
    }
    await sleep(100);
  }
  return { profile, sales };
}

async function eventSeats(served: Served): Promise<{ eventId: string; seatIds: string[] }> {
  const response = await fetch(`${served.url}/rest/v1/rpc/get_event_by_slug`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: served.anonKey },
    body: JSON.stringify({ event_slug: LARGEST_STAND_EVENT_SLUG }),
  });
  const event = (await response.json()) as { id: string; venues: { seats: { id: string; status: string }[] }[] };
  return { eventId: event.id, seatIds: event.venues.flatMap((venue) => venue.seats).filter((seat) => seat.status === 'available').map((seat) => seat.id) };
}

async function measure(label: string, env: Record<string, string>, rush: Rush): Promise<string[]> {
  const served = await startServer(env);
  try {
    const token = await signIn(served);
    const { eventId, seatIds } = await eventSeats(served);
    const until = performance.now() + SECONDS * 1000;
    const [visitorLatencies, cashierLatencies] = await Promise.all([
      visitors(served, rush, until),
      sleep(1000).then(() => cashier(served, token, eventId, seatIds, until)),
    ]);
    // A cashier stuck behind the public may not reach its fifth call: nothing to show then.
    const p = (values: number[], q: number) => (values.length ? ms(percentile(values, q)) : '—');
    if (rush === 'polls' && env.CASHIER_LANE === 'separate' && env.CASHIER_CACHE === '1') {
      const p99 = percentile(cashierLatencies.profile, 99);
      const engine = env.CASHIER_ENGINE === 'pglite' ? 'PGlite' : 'Postgres 15';
      reportFigure('cashier', `${ms(p99)} (${engine})`, p99 <= 200, `${cashierLatencies.profile.length} llamadas en ${SECONDS - 1} s`);
    }
    return [
      label,
      rush === 'loads' ? '30 cargas de la página' : '100 sondeos de estados/s',
      `${p(cashierLatencies.profile, 50)} / ${p(cashierLatencies.profile, 99)} (${cashierLatencies.profile.length})`,
      `${p(cashierLatencies.sales, 50)} / ${p(cashierLatencies.sales, 99)} (${cashierLatencies.sales.length})`,
      `${(visitorLatencies.length / SECONDS).toFixed(1)} (${p(visitorLatencies, 50)})`,
    ];
  } finally {
    await served.stop();
  }
}

const CONFIGURATIONS: { label: string; env: Record<string, string> }[] = [
  { label: 'PGlite, antes: en orden de llegada, sin caché', env: { CASHIER_LANE: 'shared', CASHIER_CACHE: '0' } },
  { label: 'PGlite, solo prioridad del personal', env: { CASHIER_LANE: 'separate', CASHIER_CACHE: '0' } },
  { label: 'PGlite, solo caché de lecturas públicas', env: { CASHIER_LANE: 'shared', CASHIER_CACHE: '1' } },
  { label: 'PGlite, ahora: prioridad + caché', env: { CASHIER_LANE: 'separate', CASHIER_CACHE: '1' } },
];

async function cashierBenchmark(): Promise<void> {
  const grid: Grid = {
    header: ['Configuración', 'Público', 'get_my_profile p50 / p99 (llamadas)', 'Venta (sync_push) p50 / p99 (ventas)', 'Respuestas al público/s (p50)'],
    rows: [],
  };
  for (const rush of ['polls', 'loads'] as const) {
    for (const { label, env } of CONFIGURATIONS) grid.rows.push(await measure(label, { ...env, CASHIER_ENGINE: 'pglite' }, rush));
  }
  if (!postgresAvailable()) reportFigure('cashier', 'Postgres 15: omitido, no está instalado', null);
  else {
    const cluster = await startPostgresCluster();
    try {
      for (const rush of ['polls', 'loads'] as const) {
        for (const [label, env] of [
          ['Postgres 15, antes: un pool de 10, sin caché', { CASHIER_LANE: 'shared', CASHIER_CACHE: '0' }],
          ['Postgres 15, ahora: pool del público aparte + caché', { CASHIER_LANE: 'separate', CASHIER_CACHE: '1' }],
        ] as const) {
          const databaseUrl = await createDatabase(cluster.url, `cajero_${randomUUID().slice(0, 8)}`);
          grid.rows.push(await measure(label, { ...env, CASHIER_ENGINE: databaseUrl }, rush));
        }
      }
    } finally {
      cluster.stop();
    }
  }
  printGrid(`El taquillero mientras el público entra (evento de 12.500 asientos, ${SECONDS} s por configuración, servidor en su propio proceso)`, grid);
}

export const benchmark: Benchmark = {
  item: 8,
  run: cashierBenchmark,
};
