// Issue 17 point 5, a gate's push: a tablet with an open cash shift, offline, either sells 500
// walk-ins ('Venta rápida': paid in cash at once, no customer data) or holds 250 bookings and
// then takes the cash of each ('Procesar Pago'). Each cash sale or payment queues its receipt op
// ('cash-receipts-issue') right behind it, so the push alternates cash op and receipt. Since
// 20261130130000 the server takes runs of manual sales and receipts in bulk, and since
// 20261201100000 cash payments join them (the bulk kind 'sales-payments-and-receipts'), with
// the per-op answers; before, every op of such an alternation took the per-op path. Only the
// shift's opening op still goes op by op. Printed beside the main push benchmark
// (sync-push.ts); the server must end with each sale, payment and receipt once.
import { performance } from 'node:perf_hooks';
import { LARGEST_STAND_EVENT_SLUG, type BenchApp } from './bench-app.ts';
import { ms, percentile, printTable } from './figures.ts';
import { benchDevice, type BenchDevice } from './sync-device.ts';
import { resetTimings } from './sync-transport-timer.ts';
import { compareSeatPlaces } from '../../src/db/venue-queries';
import { seatsOfStand } from '../../src/db/seat-catalog';

interface GateDay {
  title: string;
  /** What the tablet queues, offline, with its shift open, from these free seats: the ids of the bookings it sold. */
  queue(device: BenchDevice, eventId: string, seatIds: string[]): Promise<string[]>;
  /** How many seats it sells: the next day sells the seats after them. */
  seats: number;
}

const WALK_INS = 500;
const HOLDS = 250;

const gateDays: GateDay[] = [
  {
    title: `${WALK_INS} ventas rápidas en efectivo y el recibo de cada una`,
    seats: WALK_INS,
    async queue({ runCommand }, eventId, seatIds) {
      const saleIds: string[] = [];
      for (const seatId of seatIds) {
        const sold = await runCommand('reservations-create-manual', {
          event_id: eventId,
          seat_ids: [seatId],
          payment_method: 'cash',
          walk_in: true,
          device_name: 'Puerta Norte',
        });
        saleIds.push(sold.entityId);
      }
      return saleIds;
    },
  },
  {
    title: `${HOLDS} reservas apartadas, luego el pago en efectivo de cada una y su recibo`,
    seats: HOLDS,
    async queue({ runCommand }, eventId, seatIds) {
      const holdIds: string[] = [];
      for (const [hold, seatId] of seatIds.entries()) {
        const held = await runCommand('reservations-create-manual', {
          event_id: eventId,
          seat_ids: [seatId],
          customer_name: `Cliente ${hold + 1}`,
          customer_email: `cliente${hold + 1}@correo.co`,
          document_number: String(1_075_000_000 + hold),
          customer_phone: '3001234567',
          payment_method: 'cash',
        });
        holdIds.push(held.entityId);
      }
      for (const reservation_id of holdIds) await runCommand('reservations-process-payment', { reservation_id });
      return holdIds;
    },
  },
];

async function queueGateDay(device: BenchDevice, day: GateDay, firstSeat: number): Promise<string[]> {
  const { db, runCommand } = device;
  const event = (await db.events.where('slug').equals(LARGEST_STAND_EVENT_SLUG).first())!;
  const [link] = await db.event_graderias.where('event_id').equals(event.id).toArray();
  const seats = (await seatsOfStand(db, link.graderia_id)).sort(compareSeatPlaces);
  await runCommand('shifts-open', { opening_float: 50_000, opened_at: new Date().toISOString() });
  return day.queue(device, event.id, seats.slice(firstSeat, firstSeat + day.seats).map((seat) => seat.id));
}

async function serverCounts(app: BenchApp, saleIds: string[]): Promise<{ paid: number; receipts: number; payments: number }> {
  const { rows } = await app.engine.query<{ paid: number; receipts: number; payments: number }>(
    `select
       (select count(*)::int from public.reservations where id = any($1::uuid[]) and status = 'paid') as paid,
       (select count(*)::int from public.cash_receipts where reservation_id = any($1::uuid[])) as receipts,
       (select count(*)::int from public.payments where reservation_id = any($1::uuid[])) as payments`,
    [saleIds],
  );
  return rows[0];
}

/** Pushes each gate day's sales, payments and receipts to `app` (serveBenchData's, which it stops), each from a tablet of its own. */
export async function gatePushBenchmark(app: BenchApp, engineLabel: string): Promise<void> {
  try {
    let firstSeat = 0;
    for (const day of gateDays) {
      await pushGateDay(app, engineLabel, day, firstSeat);
      firstSeat += day.seats;
    }
  } finally {
    await app.stop();
  }
}

async function pushGateDay(app: BenchApp, engineLabel: string, day: GateDay, firstSeat: number): Promise<void> {
  const device = await benchDevice(app);
  try {
    await device.engine.start();
    await device.engine.settled();
    device.connectivity.set(false);
    const saleIds = await queueGateDay(device, day, firstSeat);
    const ops = await device.db.outbox.count();
    resetTimings(device.timings);
    const start = performance.now();
    device.connectivity.set(true);
    await device.engine.settled();
    const pushPhaseMs = device.timings.pullStartedAt[0] - start;
    const server = await serverCounts(app, saleIds);
    const left = await device.db.outbox.count();
    const conflicts = await device.db.conflicts.count();
    const sold = saleIds.length;
    if (left !== 0 || conflicts !== 0 || server.paid !== sold || server.receipts !== sold || server.payments !== sold) {
      throw new Error(`La puerta no convergió: ${left} en la bandeja, ${conflicts} conflictos, servidor ${JSON.stringify(server)}`);
    }
    const pushes = device.timings.pushes;
    const waitingMs = pushes.reduce((total, value) => total + value, 0);
    const perSecond = (count: number, milliseconds: number) => `${Math.round((count * 1000) / milliseconds).toLocaleString('es-CO')} ops/s`;
    printTable(`Sincronización, envío de una puerta con turno de caja abierto (${engineLabel})`, [
      ['Operaciones', `${ops.toLocaleString('es-CO')}: apertura del turno, ${day.title}`],
      ['Reconexión → bandeja vacía y todo confirmado', `${ms(pushPhaseMs)} (${perSecond(ops, pushPhaseMs)})`],
      [`  esperando a sync_push (${pushes.length} llamadas HTTP), en bloque`, `${ms(waitingMs)} (${perSecond(ops, waitingMs)})`],
      ['  sync_push por llamada p50 / máx', `${ms(percentile(pushes, 50))} / ${ms(Math.max(...pushes))}`],
      ['  aplicando respuestas en la réplica sin envío en curso (el resto)', ms(pushPhaseMs - waitingMs)],
      ['Servidor: ventas pagadas / pagos / recibos', `${server.paid} / ${server.payments} / ${server.receipts}`],
    ]);
  } finally {
    await device.discard();
  }
}
