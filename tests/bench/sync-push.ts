// Issue 7, benchmark 3a: a tablet queues 1,000 ops while offline — box-office sales of 1–2
// seats on the 12,500-seat stand, then payments and cancellations of some of them — and
// comes back online; we time until the outbox is empty and every op was acknowledged, and
// check on the server that each op was applied once.
import { performance } from 'node:perf_hooks';
import type { RunCommand } from '../../src/db/commands/command-runner';
import type { TaquillaDatabase } from '../../src/db/taquilla-database';
import { compareSeatPlaces } from '../../src/db/venue-queries';
import { LARGEST_STAND_EVENT_SLUG, type BenchApp } from './bench-app.ts';
import { ms, msTaken, percentile, printTable } from './figures.ts';
import { reportFigure } from './issue-summary.ts';
import { benchDevice, type BenchDevice } from './sync-device.ts';
import { resetTimings } from './sync-transport-timer.ts';
import { seatsOfStand } from '../../src/db/seat-catalog';

const SALES = 700;
const PAYMENTS = 200;
const CANCELLATIONS = 100;
const OPS = SALES + PAYMENTS + CANCELLATIONS;

interface QueuedOps {
  saleIds: string[];
  /** Milliseconds each runCommand took (validation, optimistic rows, outbox entry). */
  durations: number[];
}

/** The event on the largest stand and that stand's seats in plan order, as the replica has them. */
async function largestStandSale(db: TaquillaDatabase): Promise<{ eventId: string; seatIds: string[] }> {
  const event = await db.events.where('slug').equals(LARGEST_STAND_EVENT_SLUG).first();
  if (!event) throw new Error('La réplica no tiene el evento de la gradería más grande');
  const [link] = await db.event_graderias.where('event_id').equals(event.id).toArray();
  const seats = await seatsOfStand(db, link.graderia_id);
  return { eventId: event.id, seatIds: seats.sort(compareSeatPlaces).map((seat) => seat.id) };
}

/** 700 cash sales (alternately 1 and 2 seats), then 200 of them paid and 100 others cancelled. */
async function queueOps(runCommand: RunCommand, db: TaquillaDatabase): Promise<QueuedOps> {
  const { eventId, seatIds } = await largestStandSale(db);
  const queued: QueuedOps = { saleIds: [], durations: [] };
  let nextSeat = 0;
  for (let sale = 0; sale < SALES; sale += 1) {
    const seatCount = 1 + (sale % 2);
    const seat_ids = seatIds.slice(nextSeat, nextSeat + seatCount);
    nextSeat += seatCount;
    queued.durations.push(await msTaken(async () => {
      const receipt = await runCommand('reservations-create-manual', {
        event_id: eventId,
        seat_ids,
        customer_name: `Cliente ${sale + 1}`,
        customer_email: `cliente${sale + 1}@correo.co`,
        document_number: String(1_075_000_000 + sale),
        customer_phone: '3001234567',
        payment_method: 'cash',
      });
      queued.saleIds.push(receipt.entityId);
    }));
  }
  for (const reservation_id of queued.saleIds.slice(0, PAYMENTS)) {
    queued.durations.push(await msTaken(() => runCommand('reservations-process-payment', { reservation_id })));
  }
  for (const reservation_id of queued.saleIds.slice(PAYMENTS, PAYMENTS + CANCELLATIONS)) {
    queued.durations.push(await msTaken(() => runCommand('reservations-cancel', { reservation_id })));
  }
  return queued;
}

interface ServerCounts {
  reservations: number;
  paid: number;
  cancelled: number;
  pending: number;
  activeSeats: number;
  payments: number;
  logs: number;
}

/** What the server holds of the queued sales: every op applied exactly once shows in these. */
async function serverCounts(app: BenchApp, saleIds: string[]): Promise<ServerCounts> {
  const { rows } = await app.engine.query<ServerCounts>(
    `select
       (select count(*)::int from public.reservations where id = any($1::uuid[])) as reservations,
       (select count(*)::int from public.reservations where id = any($1::uuid[]) and status = 'paid') as paid,
       (select count(*)::int from public.reservations where id = any($1::uuid[]) and status = 'cancelled') as cancelled,
       (select count(*)::int from public.reservations where id = any($1::uuid[]) and status = 'pending') as pending,
       (select count(*)::int from public.reservation_seats where reservation_id = any($1::uuid[]) and active) as "activeSeats",
       (select count(*)::int from public.payments where reservation_id = any($1::uuid[])) as payments,
       (select count(*)::int from public.reservation_logs where reservation_id = any($1::uuid[])) as logs`,
    [saleIds],
  );
  return rows[0];
}

/** What the server must hold; the cancelled sales (the 100 after the paid ones) hold no seats. */
function expectedCounts(): ServerCounts {
  const seatsOf = (sale: number) => 1 + (sale % 2);
  let activeSeats = 0;
  for (let sale = 0; sale < SALES; sale += 1) if (sale < PAYMENTS || sale >= PAYMENTS + CANCELLATIONS) activeSeats += seatsOf(sale);
  return {
    reservations: SALES,
    paid: PAYMENTS,
    cancelled: CANCELLATIONS,
    pending: SALES - PAYMENTS - CANCELLATIONS,
    activeSeats,
    payments: PAYMENTS,
    logs: SALES + PAYMENTS + CANCELLATIONS,
  };
}

interface PushFigures {
  queueing: QueuedOps;
  pushPhaseMs: number;
  cycleMs: number;
  device: BenchDevice;
  server: ServerCounts;
  /** Left in the outbox and refused after the cycle: both must be 0. */
  unacknowledged: number;
  conflicts: number;
}

async function measure(app: BenchApp, device: BenchDevice): Promise<PushFigures> {
  await device.engine.start();
  await device.engine.settled();
  device.connectivity.set(false);
  const queueing = await queueOps(device.runCommand, device.db);
  const queued = await device.db.outbox.count();
  if (queued !== OPS) throw new Error(`La bandeja de salida tiene ${queued} operaciones, se esperaban ${OPS}`);

  resetTimings(device.timings);
  const start = performance.now();
  device.connectivity.set(true);
  await device.engine.settled();
  const cycleMs = performance.now() - start;
  // The engine pulls right after the last push left the outbox empty.
  const pushPhaseMs = device.timings.pullStartedAt[0] - start;
  return {
    queueing,
    pushPhaseMs,
    cycleMs,
    device,
    server: await serverCounts(app, queueing.saleIds),
    unacknowledged: await device.db.outbox.count(),
    conflicts: await device.db.conflicts.count(),
  };
}

function checkConverged(figures: PushFigures): void {
  const { device, server, unacknowledged: left, conflicts } = figures;
  const status = device.engine.getStatus();
  if (left !== 0 || conflicts !== 0 || status.state !== 'idle') {
    throw new Error(`No convergió: ${left} en la bandeja, ${conflicts} conflictos, estado ${status.state} (${status.lastError})`);
  }
  const expected = expectedCounts();
  if (JSON.stringify(server) !== JSON.stringify(expected)) {
    throw new Error(`El servidor no tiene cada operación una vez: ${JSON.stringify(server)} ≠ ${JSON.stringify(expected)}`);
  }
}

const perSecond = (count: number, milliseconds: number) => `${Math.round((count * 1000) / milliseconds).toLocaleString('es-CO')} ops/s`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function printFigures(figures: PushFigures, engineDescription: string): void {
  const { queueing, pushPhaseMs, cycleMs, device, server } = figures;
  const queueMs = sum(queueing.durations);
  const pushCalls = device.timings.pushes;
  const waitingMs = sum(pushCalls);
  printTable(`Sincronización, envío: ${OPS.toLocaleString('es-CO')} operaciones en cola sin conexión (${engineDescription})`, [
    ['Operaciones', `${SALES} ventas en efectivo (1–2 asientos), ${PAYMENTS} pagos, ${CANCELLATIONS} cancelaciones`],
    ['Encolar sin conexión (réplica Dexie en fake-indexeddb), total', `${ms(queueMs)} (${perSecond(OPS, queueMs)})`],
    ['Encolar, por operación p50 / p95', `${ms(percentile(queueing.durations, 50))} / ${ms(percentile(queueing.durations, 95))}`],
    ['Reconexión → bandeja vacía y todo confirmado', `${ms(pushPhaseMs)} (${perSecond(OPS, pushPhaseMs)})`],
    [`  esperando a sync_push (${pushCalls.length} llamadas HTTP)`, `${ms(waitingMs)} (${perSecond(OPS, waitingMs)})`],
    ['  sync_push por llamada p50 / máx', `${ms(percentile(pushCalls, 50))} / ${ms(Math.max(...pushCalls))}`],
    ['  aplicando respuestas en la réplica sin envío en curso (el resto)', ms(pushPhaseMs - waitingMs)],
    ['Ciclo completo (envío + pull final)', ms(cycleMs)],
    ['Servidor: reservas creadas / pagadas / canceladas', `${server.reservations} / ${server.paid} / ${server.cancelled}`],
    ['Servidor: pagos / registros / asientos activos', `${server.payments} / ${server.logs} / ${server.activeSeats}`],
    ['Conflictos / operaciones sin confirmar', `${figures.conflicts} / ${figures.unacknowledged}`],
  ]);
}

/** Pushes 1,000 ops to `app` (serveBenchData's, which it stops) and prints the figures. */
export async function pushBenchmark(app: BenchApp, engineLabel: string): Promise<void> {
  const { rows } = await app.engine.query<{ version: string }>(`select split_part(version(), ' on ', 1) as version`);
  const device = await benchDevice(app);
  try {
    const figures = await measure(app, device);
    checkConverged(figures);
    printFigures(figures, `${engineLabel}: ${rows[0].version}`);
    const opsPerSecond = (OPS * 1000) / figures.pushPhaseMs;
    reportFigure('push', `${perSecond(OPS, figures.pushPhaseMs)} (${engineLabel})`, opsPerSecond >= 1000, `sync_push ${ms(sum(figures.device.timings.pushes))} del total ${ms(figures.pushPhaseMs)}`);
  } finally {
    await device.discard();
    await app.stop();
  }
}
