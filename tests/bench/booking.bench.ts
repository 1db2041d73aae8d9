// Issue 7, benchmark 1: online booking on Postgres 15. book_seats called as PostgREST calls
// it for an anonymous visitor, by 1, 8 and 32 visitors at once, on the 12,500-seat stand,
// with random and hot-spot seat choices; next to each client count, pgbench's TPC-B-like
// script on the same server as the ceiling.
import { postgresAvailable, startPostgresCluster, type PostgresCluster } from '../db/postgres-cluster.ts';
import { CLIENT_COUNTS, SEAT_CHOICES, SEATS_PER_BOOKING, runLoad, type LoadResult } from './booking-load.ts';
import { initPgbench, PGBENCH_SCALE, runPgbench, type PgbenchRun } from './booking-pgbench.ts';
import { LOAD_HEADER, loadRow, reportErrors } from './booking-report.ts';
import { ms, percentile, printGrid, type Grid } from './figures.ts';
import { reportFigure } from './issue-summary.ts';
import { connectSqlVisitors } from './booking-sql-client.ts';
import { endedChildrenCpuMs, ownCpuMs, serverCpuMs } from './cpu-time.ts';
import { printStatementProfile, resetStatementProfile, STATEMENT_PROFILE_SETTINGS, statementProfile } from './booking-statements.ts';
import { activeSales, createDatabase, doubleBookings, openBookingStand, resetSales, type BookingStand } from './booking-stand.ts';
import type { Benchmark } from './run.ts';

const SECONDS_PER_RUN = 8;

const cpuMs = (value: number) => `${value.toFixed(2)} ms`;

/** CPU ms per call (booking or refusal) or per pgbench transaction, on each side. */
interface CpuSplit {
  serverMs: number;
  clientMs: number;
  /** Server and client CPU over what 2 cores give in the run's time. */
  busyShare: number;
}

function cpuSplit(serverMs: number, clientMs: number, calls: number, elapsedMs: number): CpuSplit {
  return { serverMs: serverMs / calls, clientMs: clientMs / calls, busyShare: (serverMs + clientMs) / (2 * elapsedMs) };
}

async function bookingRun(stand: BookingStand, cluster: PostgresCluster, databaseUrl: string, clients: number, choice: LoadResult['choice']) {
  await resetSales(stand.engine);
  const visitors = await connectSqlVisitors(stand.engine, databaseUrl, clients);
  let result: LoadResult;
  let cpu: CpuSplit;
  try {
    const [server, client] = [serverCpuMs(cluster.postmasterPid()), ownCpuMs()];
    result = await runLoad({ clients, durationMs: SECONDS_PER_RUN * 1000, choice, stand: stand.seatIds }, visitors.book);
    const calls = result.bookings + result.refusals;
    cpu = cpuSplit(serverCpuMs(cluster.postmasterPid()) - server, ownCpuMs() - client, calls, result.elapsedMs);
  } finally {
    await visitors.close();
  }
  reportErrors(`${clients} clientes, ${choice}`, result);
  const sold = await activeSales(stand.engine);
  if (sold !== result.bookings * SEATS_PER_BOOKING) {
    console.log(`  ¡La base de datos tiene ${sold} asientos vendidos y las respuestas suman ${result.bookings * SEATS_PER_BOOKING}!`);
  }
  return { result, cpu, doubles: await doubleBookings(stand.engine) };
}

async function pgbenchRun(cluster: PostgresCluster, pgbenchUrl: string, clients: number) {
  const [server, client] = [serverCpuMs(cluster.postmasterPid()), endedChildrenCpuMs()];
  const ceiling = await runPgbench(pgbenchUrl, clients, SECONDS_PER_RUN);
  // pgbench's backends have ended: let the server reap them, so their CPU is counted once.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const transactions = ceiling.tps * SECONDS_PER_RUN;
  const cpu = cpuSplit(serverCpuMs(cluster.postmasterPid()) - server, endedChildrenCpuMs() - client, transactions, SECONDS_PER_RUN * 1000);
  return { ceiling, cpu };
}

async function onlineBookingBenchmark(cluster: PostgresCluster): Promise<void> {
  const bookingUrl = await createDatabase(cluster.url, 'taquilla_booking');
  const pgbenchUrl = await createDatabase(cluster.url, 'pgbench_ceiling');
  const stand = await openBookingStand({ databaseUrl: bookingUrl });
  try {
    const { rows } = await stand.engine.query<{ server_version: string }>('show server_version');
    await initPgbench(pgbenchUrl);
    const bookings: Grid = { header: [...LOAD_HEADER, 'Reservas/s ÷ TPS de pgbench'], rows: [] };
    const ceilings: Grid = { header: ['Clientes', 'Hilos (-j)', 'TPS', 'Latencia media'], rows: [] };
    const cpuGrid: Grid = {
      header: ['Clientes', 'Carga', 'CPU servidor / llamada', 'CPU cliente / llamada', 'CPU ocupada (2 núcleos)', 'pgbench: CPU servidor / tx', 'pgbench: CPU cliente / tx', 'Tope ÷ TPS si el servidor limita'],
      rows: [],
    };
    let profile: Awaited<ReturnType<typeof statementProfile>> = null;
    for (const clients of CLIENT_COUNTS) {
      const { ceiling, cpu: ceilingCpu }: { ceiling: PgbenchRun; cpu: CpuSplit } = await pgbenchRun(cluster, pgbenchUrl, clients);
      ceilings.rows.push([String(clients), String(Math.min(clients, 2)), ceiling.tps.toFixed(1), `${ceiling.latencyAverageMs.toFixed(1)} ms`]);
      for (const choice of SEAT_CHOICES) {
        const profiled = clients === 1 && choice === 'random';
        if (profiled) await resetStatementProfile(stand.engine);
        const { result, cpu, doubles } = await bookingRun(stand, cluster, bookingUrl, clients, choice);
        if (profiled) profile = await statementProfile(stand.engine);
        const ratio = result.bookings / (result.elapsedMs / 1000) / ceiling.tps;
        bookings.rows.push([...loadRow(result, doubles), `${ratio.toFixed(2)} ×`]);
        cpuGrid.rows.push([
          String(clients),
          choice === 'random' ? 'aleatoria' : 'zona caliente',
          cpuMs(cpu.serverMs),
          cpuMs(cpu.clientMs),
          `${Math.round(cpu.busyShare * 100)} %`,
          cpuMs(ceilingCpu.serverMs),
          cpuMs(ceilingCpu.clientMs),
          `${(ceilingCpu.serverMs / cpu.serverMs).toFixed(2)} ×`,
        ]);
        if (clients === 32 && choice === 'random') {
          const p99 = percentile(result.latencies, 99);
          reportFigure('booking', `${ratio.toFixed(2)} ×; p99 ${ms(p99)}`, ratio >= 0.5 && p99 <= 50, `pgbench ${ceiling.tps.toFixed(0)} TPS en el mismo servidor`);
        }
      }
    }
    printGrid(
      `Reservas en línea con book_seats en PostgreSQL ${rows[0].server_version} (${stand.seatIds.length.toLocaleString('es-CO')} asientos, ` +
        `${SEATS_PER_BOOKING} por reserva, ${SECONDS_PER_RUN} s por configuración, rol anon como PostgREST)`,
      bookings,
    );
    printGrid(`Techo: pgbench TPC-B integrado (escala ${PGBENCH_SCALE}) en el mismo servidor, ${SECONDS_PER_RUN} s por configuración`, ceilings);
    // Why the ratio stays where it is: with the cores busy, bookings/s ÷ TPS can be at most
    // (server CPU of a TPC-B transaction) ÷ (server CPU of a booking call), and the clients
    // take their share of the same 2 cores.
    printGrid('Dónde va la CPU (de /proc): por llamada a book_seats y por transacción de pgbench', cpuGrid);
    printStatementProfile(profile);
  } finally {
    await stand.engine.close();
  }
}

export const benchmark: Benchmark = {
  item: 1,
  run: async () => {
    if (!postgresAvailable()) {
      console.log('\nReservas en línea en Postgres 15: omitido (no hay binarios de Postgres 15)');
      reportFigure('booking', 'omitido: Postgres 15 no está instalado', null);
      return;
    }
    const cluster = await startPostgresCluster(STATEMENT_PROFILE_SETTINGS);
    try {
      await onlineBookingBenchmark(cluster);
    } finally {
      cluster.stop();
    }
  },
};
