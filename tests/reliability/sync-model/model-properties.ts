// What must hold once a schedule has settled, each check returning the violations it found
// as short sentences (a failing schedule then says what broke, not a 2,000-line diff):
// - nothing stays queued and every engine is idle;
// - every replica equals the server's rows of the organization, table by table, row by row;
// - every op was applied exactly once, or was refused and is a visible conflict on its device
//   or one its cashier dismissed (never lost, never applied twice, never both applied and
//   shown as refused, a dismissed conflict never back);
// - the seats every device shows taken are the seats the server holds, and no live sale
//   on a replica is left without seats (a ghost reservation).
import { isDeepStrictEqual } from 'node:util';
import { keyOfRow, REPLICA_TABLES, rowIdentity } from '../../../src/db/replica-tables';
import { seatPickerForEvent } from '../../../src/db/reservation-sale-queries';
import type { ModelDevice, QueuedOp } from './model-device';
import type { ModelRun } from './model-schedule';
import { serverLogActions, serverOpOutcomes, serverRowsOf, serverTakenSeats, type Row } from './model-world';
import { reservationBuckets, reservationSeatBuckets } from '../../../src/db/row-buckets';

const LIVE_STATUSES = ['pending', 'paid', 'confirmed'];

function changedFields(replica: Row, server: Row): string[] {
  const fields = new Set([...Object.keys(replica), ...Object.keys(server)]);
  return [...fields].filter((field) => !isDeepStrictEqual(replica[field], server[field])).map((field) => `${field}: ${JSON.stringify(replica[field])} ≠ ${JSON.stringify(server[field])}`);
}

async function replicaDifferences(run: ModelRun, device: ModelDevice): Promise<string[]> {
  const found: string[] = [];
  for (const table of REPLICA_TABLES) {
    const server = new Map((await serverRowsOf(run.engine, run.organization.id, table)).map((row) => [rowIdentity(table, keyOfRow(table, row)), row]));
    const replica = new Map(((await device.db.replicaTable(table).toArray()) as Row[]).map((row) => [rowIdentity(table, keyOfRow(table, row)), row]));
    for (const [identity, row] of replica) {
      const serverRow = server.get(identity);
      if (!serverRow) found.push(`dispositivo ${device.index}: ${identity} no existe en el servidor (${JSON.stringify(row.status ?? '')})`);
      else if (!isDeepStrictEqual(row, serverRow)) found.push(`dispositivo ${device.index}: ${identity} difiere (${changedFields(row, serverRow).join('; ')})`);
    }
    for (const identity of server.keys()) {
      if (!replica.has(identity)) found.push(`dispositivo ${device.index}: le falta ${identity}`);
    }
  }
  return found;
}

async function unsettledDevice(device: ModelDevice): Promise<string[]> {
  const queued = await device.db.outbox.count();
  const { state, lastError } = device.tab.engine.getStatus();
  const found: string[] = [];
  if (queued > 0) found.push(`dispositivo ${device.index}: ${queued} operaciones siguen en cola`);
  if (state !== 'idle') found.push(`dispositivo ${device.index}: el motor quedó en '${state}' (${lastError})`);
  return found;
}

/** Each queued op: applied on the server and not a conflict, or refused/unsent and a conflict on its device. */
async function opAccounting(run: ModelRun): Promise<string[]> {
  const outcomes = await serverOpOutcomes(run.engine, run.organization.id);
  const found: string[] = [];
  const queuedIds = new Set<string>();
  for (const device of run.devices) {
    const conflicts = new Set((await device.db.conflicts.toArray()).map((conflict) => conflict.op_id));
    for (const op of device.queued) {
      queuedIds.add(op.opId);
      const outcome = outcomes.get(op.opId) ?? 'sin enviar';
      const visible = conflicts.has(op.opId);
      const dismissed = device.dismissed.has(op.opId);
      if (outcome === 'applied' && visible) found.push(`${describeOp(op)}: aplicada en el servidor y mostrada como conflicto`);
      if (outcome !== 'applied' && !visible && !dismissed) found.push(`${describeOp(op)}: ${outcome} en el servidor y sin conflicto visible (perdida)`);
      if (dismissed && visible) found.push(`${describeOp(op)}: el conflicto descartado volvió a aparecer`);
    }
  }
  for (const opId of outcomes.keys()) if (!queuedIds.has(opId)) found.push(`op ${opId} en el servidor sin que nadie la encolara`);
  return found;
}

function describeOp(op: QueuedOp): string {
  return `op ${op.kind} ${op.opId.slice(-4)} del dispositivo ${op.device} (reserva ${op.reservationId.slice(-4)})`;
}

const LOG_ACTION_OF_KIND: Record<string, string> = {
  'reservations-create-manual': 'created',
  'reservations-process-payment': 'payment_processed',
  'reservations-cancel': 'cancelled',
};

/** Per reservation, each action logged as many times as ops of its kind were applied. */
async function exactlyOnce(run: ModelRun): Promise<string[]> {
  const outcomes = await serverOpOutcomes(run.engine, run.organization.id);
  const logged = await serverLogActions(run.engine, run.organization.id);
  const expected = new Map<string, string[]>();
  for (const op of run.devices.flatMap((device) => device.queued)) {
    // Ops about no reservation (a seat lease, issue 21) log nothing.
    if (outcomes.get(op.opId) !== 'applied' || !(op.kind in LOG_ACTION_OF_KIND)) continue;
    expected.set(op.reservationId, [...(expected.get(op.reservationId) ?? []), LOG_ACTION_OF_KIND[op.kind]]);
  }
  const found: string[] = [];
  for (const reservationId of new Set([...expected.keys(), ...logged.keys()])) {
    const want = [...(expected.get(reservationId) ?? [])].sort();
    const have = logged.get(reservationId) ?? [];
    if (!isDeepStrictEqual(want, have)) found.push(`reserva ${reservationId.slice(-4)}: ops aplicadas ${JSON.stringify(want)}, registros ${JSON.stringify(have)}`);
  }
  return found;
}

async function seatCounts(run: ModelRun): Promise<string[]> {
  const found: string[] = [];
  const serverTaken = await serverTakenSeats(run.engine, run.organization.eventId);
  if (new Set(serverTaken).size !== serverTaken.length) found.push(`el servidor vendió un asiento dos veces: ${serverTaken.join(', ')}`);
  for (const device of run.devices) {
    const venues = await seatPickerForEvent(device.db, run.organization.eventId, new Date());
    const shown = venues.flatMap((venue) => venue.seats.filter((seat) => seat.status !== 'available').map((seat) => seat.id)).sort();
    if (!isDeepStrictEqual(shown, [...new Set(serverTaken)].sort())) {
      found.push(`dispositivo ${device.index}: muestra ${shown.length} asientos ocupados, el servidor ${serverTaken.length}`);
    }
    const liveSeats = (await reservationSeatBuckets.all(device.db)).filter((sale) => sale.active).map((sale) => sale.reservation_id);
    for (const reservation of await reservationBuckets.all(device.db)) {
      if (LIVE_STATUSES.includes(reservation.status) && !liveSeats.includes(reservation.id)) {
        found.push(`dispositivo ${device.index}: reserva fantasma ${reservation.id.slice(-4)} '${reservation.status}' sin asientos`);
      }
    }
  }
  return found;
}

/** Every violation found after the run settled (empty when the model holds). */
export async function violationsAfterSettling(run: ModelRun, drained: boolean): Promise<string[]> {
  const found: string[] = drained ? [] : ['las colas nunca se vaciaron'];
  for (const device of run.devices) found.push(...(await unsettledDevice(device)));
  for (const device of run.devices) found.push(...(await replicaDifferences(run, device)));
  found.push(...(await opAccounting(run)));
  found.push(...(await exactlyOnce(run)));
  found.push(...(await seatCounts(run)));
  return found;
}
