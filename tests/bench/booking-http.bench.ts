// Issue 7, benchmark 2: benchmark 1's bookings through the embedded server's HTTP API, as
// the public page makes them (supabase-js, anon key, POST /rest/v1/rpc/book_seats), with
// the server on in-memory PGlite and on Postgres 15. The visitors run in a child process.
import { fork } from 'node:child_process';
import path from 'node:path';
import { startPostgresCluster } from '../db/postgres-cluster.ts';
import { serveEngine, type BenchApp } from './bench-app.ts';
import type { HttpLoadJob } from './booking-http-clients.ts';
import { CLIENT_COUNTS, SEAT_CHOICES, SEATS_PER_BOOKING, type LoadResult, type SeatChoice } from './booking-load.ts';
import { LOAD_HEADER, loadRow, reportErrors } from './booking-report.ts';
import { printGrid, type Grid } from './figures.ts';
import { activeSales, createDatabase, doubleBookings, openBookingStand, resetSales, type BookingStand } from './booking-stand.ts';
import type { Benchmark } from './run.ts';

const SECONDS_PER_RUN = 5;

interface ServerUnderTest {
  label: string;
  stand: BookingStand;
  /** Stops what was started for it, after the server (which closes the engine) stopped. */
  stop(): void;
}

async function pgliteServer(): Promise<ServerUnderTest> {
  return { label: 'PGlite en memoria', stand: await openBookingStand({}), stop: () => {} };
}

async function postgresServer(): Promise<ServerUnderTest> {
  const cluster = await startPostgresCluster();
  try {
    const databaseUrl = await createDatabase(cluster.url, 'taquilla_booking_http');
    const stand = await openBookingStand({ databaseUrl });
    const { rows } = await stand.engine.query<{ server_version: string }>('show server_version');
    return { label: `PostgreSQL ${rows[0].server_version} (pool del servidor: 10 conexiones)`, stand, stop: () => cluster.stop() };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/** Runs the visitors in a child process and waits for its counts. */
function runVisitors(job: HttpLoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'booking-http-clients.ts'), [], { execArgv: ['--import', 'tsx'] });
    const timer = setTimeout(() => child.kill(), job.options.durationMs + 60_000);
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Los visitantes terminaron sin resultado (código ${code})`));
    });
    child.send(job);
  });
}

async function bookingRun(app: BenchApp, stand: BookingStand, clients: number, choice: SeatChoice): Promise<string[]> {
  await resetSales(stand.engine);
  const result = await runVisitors({ url: app.url, anonKey: app.anonKey, options: { clients, choice, durationMs: SECONDS_PER_RUN * 1000, stand: stand.seatIds } });
  reportErrors(`${clients} clientes, ${choice}`, result);
  const sold = await activeSales(stand.engine);
  if (sold !== result.bookings * SEATS_PER_BOOKING) {
    console.log(`  ¡La base de datos tiene ${sold} asientos vendidos y las respuestas suman ${result.bookings * SEATS_PER_BOOKING}!`);
  }
  return loadRow(result, await doubleBookings(stand.engine));
}

async function httpBookingBenchmark(open: () => Promise<ServerUnderTest>): Promise<void> {
  const server = await open();
  try {
    // Every visitor here comes from 127.0.0.1: issue 14's limit per address (20 bookings a
    // minute) would refuse all but the first 20. A real rush comes from many addresses.
    const app = await serveEngine(server.stand.engine, undefined, { bookSeatsPerAddress: { limit: 1_000_000, windowSeconds: 60 } });
    const grid: Grid = { header: LOAD_HEADER, rows: [] };
    try {
      for (const clients of CLIENT_COUNTS) {
        for (const choice of SEAT_CHOICES) grid.rows.push(await bookingRun(app, server.stand, clients, choice));
      }
    } finally {
      await app.stop();
    }
    printGrid(
      `Reservas por la API HTTP del servidor embebido con supabase-js, sobre ${server.label} ` +
        `(${server.stand.seatIds.length.toLocaleString('es-CO')} asientos, ${SEATS_PER_BOOKING} por reserva, ${SECONDS_PER_RUN} s por configuración)`,
      grid,
    );
  } finally {
    server.stop();
  }
}

export const benchmark: Benchmark = {
  item: 2,
  run: async () => {
    await httpBookingBenchmark(pgliteServer);
    await httpBookingBenchmark(postgresServer);
  },
};
