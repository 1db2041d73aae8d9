// Issue 17 point 5, a gate's push: a tablet with an open cash shift sells 500 walk-ins
// ('Venta rápida': paid in cash at once, no customer data) while offline. Each sale queues
// its receipt op ('cash-receipts-issue') right behind it, so the push alternates sale and
// receipt. Since 20261130130000 the server takes such a run (manual sales, walk-ins included,
// and cash receipts: the bulk kind 'sales-and-receipts') in bulk, with the per-op answers;
// before it every op of this push took the per-op path. Only the shift's opening op still
// goes op by op. Printed beside the main push benchmark (sync-push.ts); the server must end
// with each sale and receipt once.
import { performance } from 'node:perf_hooks';
import { LARGEST_STAND_EVENT_SLUG, type BenchApp } from './bench-app.ts';
import { ms, percentile, printTable } from './figures.ts';
import { benchDevice, type BenchDevice } from './sync-device.ts';
import { resetTimings } from './sync-transport-timer.ts';
import { compareSeatPlaces } from '../../src/db/venue-queries';
import { seatsOfStand } from '../../src/db/seat-catalog';

const WALK_INS = 500;

async function queueWalkIns(device: BenchDevice): Promise<string[]> {
  const { db, runCommand } = device;
  const event = (await db.events.where('slug').equals(LARGEST_STAND_EVENT_SLUG).first())!;
  const [link] = await db.event_graderias.where('event_id').equals(event.id).toArray();
  const seats = (await seatsOfStand(db, link.graderia_id)).sort(compareSeatPlaces);
  await runCommand('shifts-open', { opening_float: 50_000, opened_at: new Date().toISOString() });
  const saleIds: string[] = [];
  for (let sale = 0; sale < WALK_INS; sale += 1) {
    const receipt = await runCommand('reservations-create-manual', {
      event_id: event.id,
      seat_ids: [seats[sale].id],
      payment_method: 'cash',
      walk_in: true,
      device_name: 'Puerta Norte',
    });
    saleIds.push(receipt.entityId);
  }
  return saleIds;
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

/** Pushes a gate's walk-in sales and their receipts to `app` (serveBenchData's, which it stops). */
export async function gatePushBenchmark(app: BenchApp, engineLabel: string): Promise<void> {
  const device = await benchDevice(app);
  try {
    await device.engine.start();
    await device.engine.settled();
    device.connectivity.set(false);
    const saleIds = await queueWalkIns(device);
    const ops = await device.db.outbox.count();
    resetTimings(device.timings);
    const start = performance.now();
    device.connectivity.set(true);
    await device.engine.settled();
    const pushPhaseMs = device.timings.pullStartedAt[0] - start;
    const server = await serverCounts(app, saleIds);
    const left = await device.db.outbox.count();
    const conflicts = await device.db.conflicts.count();
    if (left !== 0 || conflicts !== 0 || server.paid !== WALK_INS || server.receipts !== WALK_INS || server.payments !== WALK_INS) {
      throw new Error(`La puerta no convergió: ${left} en la bandeja, ${conflicts} conflictos, servidor ${JSON.stringify(server)}`);
    }
    const pushes = device.timings.pushes;
    const waitingMs = pushes.reduce((total, value) => total + value, 0);
    const perSecond = (count: number, milliseconds: number) => `${Math.round((count * 1000) / milliseconds).toLocaleString('es-CO')} ops/s`;
    printTable(`Sincronización, envío de una puerta con turno de caja abierto (${engineLabel})`, [
      ['Operaciones', `${ops.toLocaleString('es-CO')}: apertura del turno, ${WALK_INS} ventas rápidas en efectivo y el recibo de cada una`],
      ['Reconexión → bandeja vacía y todo confirmado', `${ms(pushPhaseMs)} (${perSecond(ops, pushPhaseMs)})`],
      [`  esperando a sync_push (${pushes.length} llamadas HTTP), ventas y recibos en bloque`, `${ms(waitingMs)} (${perSecond(ops, waitingMs)})`],
      ['  sync_push por llamada p50 / máx', `${ms(percentile(pushes, 50))} / ${ms(Math.max(...pushes))}`],
      ['  aplicando respuestas en la réplica sin envío en curso (el resto)', ms(pushPhaseMs - waitingMs)],
      ['Servidor: ventas pagadas / pagos / recibos', `${server.paid} / ${server.payments} / ${server.receipts}`],
    ]);
  } finally {
    await device.discard();
    await app.stop();
  }
}
