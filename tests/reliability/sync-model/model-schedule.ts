// A schedule of the sync model test: 2–4 devices of one organization selling the same few
// seats, going offline, losing answers, syncing together and handing their engine to a new
// tab. The schedule is plain data (fast-check generates and shrinks it; a failing one is
// pasted into the regression table as it is printed).
import fc from 'fast-check';
import type { Engine } from '../../../supabase/local/engine.ts';
import { CommandValidationError } from '../../../src/db/commands/command-definition';
import type { ReservationRow } from '../../../src/db/rows';
import { dismissConflict as dismissStoredConflict } from '../../../src/db/sync-queries';
import {
  closeTab,
  discardModelDevice,
  healthyConnection,
  openModelDevice,
  openTab,
  setOnline,
  syncNow,
  type ModelDevice,
} from './model-device';
import { createModelOrganization, STAND_SEATS, type ModelOrganization } from './model-world';
import { reservationBuckets } from '../../../src/db/row-buckets';

export type Command =
  | { do: 'sell'; seats: number[]; method: 'cash' | 'marked_paid' }
  | { do: 'pay'; pick: number }
  | { do: 'cancel'; pick: number };

export type Step =
  | ({ device: number } & Command)
  | { device: number; do: 'offline' }
  | { device: number; do: 'online' }
  /** These devices sync at the same time (their pushes and pulls interleave on the server). */
  | { do: 'sync'; devices: number[] }
  | { device: number; do: 'lose-push-answer' }
  | { device: number; do: 'lose-pull-answer' }
  /** The device's next push meets a 5xx (nothing applied). */
  | { device: number; do: 'server-fault' }
  /** The command runs while the device's next push is in flight (applied, not yet answered). */
  | { device: number; do: 'during-push'; command: Command }
  /** The command runs while the device's next pull is in flight (answered, not yet applied). */
  | { device: number; do: 'during-pull'; command: Command }
  /** A new tab takes the engine over; 'push': the old tab closes while its push is in flight. */
  | { device: number; do: 'handover'; during: 'idle' | 'push' }
  /**
   * A second tab of the device opens and syncs while the first tab's push is in flight (the
   * first tab's answer arrives late); meanwhile the cashier may dismiss a conflict. Then it closes.
   */
  | { device: number; do: 'two-tabs'; dismissMeanwhile: boolean }
  /** The cashier dismisses one of the device's conflicts ('Descartar'). */
  | { device: number; do: 'dismiss'; pick: number };

export interface Schedule {
  devices: number;
  pushBatchSize: number;
  steps: Step[];
}

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    do: fc.constant('sell' as const),
    seats: fc.uniqueArray(fc.nat(STAND_SEATS - 1), { minLength: 1, maxLength: 2 }),
    method: fc.constantFrom('cash' as const, 'marked_paid' as const),
  }),
  fc.record({ do: fc.constant('pay' as const), pick: fc.nat(3) }),
  fc.record({ do: fc.constant('cancel' as const), pick: fc.nat(3) }),
);

function stepArbitrary(devices: number): fc.Arbitrary<Step> {
  const device = fc.nat(devices - 1);
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(device, commandArbitrary).map(([index, command]): Step => ({ device: index, ...command })) },
    { weight: 2, arbitrary: device.map((index): Step => ({ device: index, do: 'offline' })) },
    { weight: 2, arbitrary: device.map((index): Step => ({ device: index, do: 'online' })) },
    { weight: 4, arbitrary: fc.uniqueArray(device, { minLength: 1, maxLength: devices }).map((indexes): Step => ({ do: 'sync', devices: indexes })) },
    { weight: 1, arbitrary: device.map((index): Step => ({ device: index, do: 'lose-push-answer' })) },
    { weight: 1, arbitrary: device.map((index): Step => ({ device: index, do: 'lose-pull-answer' })) },
    { weight: 1, arbitrary: device.map((index): Step => ({ device: index, do: 'server-fault' })) },
    { weight: 2, arbitrary: fc.tuple(device, commandArbitrary).map(([index, command]): Step => ({ device: index, do: 'during-push', command })) },
    { weight: 2, arbitrary: fc.tuple(device, commandArbitrary).map(([index, command]): Step => ({ device: index, do: 'during-pull', command })) },
    { weight: 1, arbitrary: fc.tuple(device, fc.constantFrom('idle' as const, 'push' as const)).map(([index, during]): Step => ({ device: index, do: 'handover', during })) },
    { weight: 1, arbitrary: fc.tuple(device, fc.boolean()).map(([index, dismissMeanwhile]): Step => ({ device: index, do: 'two-tabs', dismissMeanwhile })) },
    { weight: 1, arbitrary: fc.tuple(device, fc.nat(3)).map(([index, pick]): Step => ({ device: index, do: 'dismiss', pick })) },
  );
}

export const scheduleArbitrary: fc.Arbitrary<Schedule> = fc
  .record({ devices: fc.integer({ min: 2, max: 4 }), pushBatchSize: fc.integer({ min: 1, max: 3 }) })
  .chain(({ devices, pushBatchSize }) =>
    fc.array(stepArbitrary(devices), { minLength: 4, maxLength: 30, size: 'max' }).map((steps) => ({ devices, pushBatchSize, steps })),
  );

export interface ModelRun {
  engine: Engine;
  organization: ModelOrganization;
  devices: ModelDevice[];
  /** Commands the device's replica refused before queueing anything (e.g. a seat it shows taken). */
  localRefusals: number;
}

/**
 * Ids that sort the same way on every replay of a schedule (ops and sales of a run are
 * picked by id), unique across runs on the shared database.
 */
function runIds(): (device: number) => () => string {
  const run = Math.floor(Math.random() * 0xffffffff).toString(16).padStart(8, '0');
  return (device) => {
    let next = 0;
    return () => `${run}-000${device}-4000-8000-${String(++next).padStart(12, '0')}`;
  };
}

export async function startRun(engine: Engine, schedule: Schedule): Promise<ModelRun> {
  const organization = await createModelOrganization(engine);
  const idsFor = runIds();
  const devices: ModelDevice[] = [];
  for (let index = 0; index < schedule.devices; index += 1) {
    const device = await openModelDevice(engine, {
      index,
      userId: organization.userIds[index],
      organizationId: organization.id,
      pushBatchSize: schedule.pushBatchSize,
      newId: idsFor(index),
    });
    devices.push(device);
  }
  return { engine, organization, devices, localRefusals: 0 };
}

async function reservationsByStatus(device: ModelDevice, statuses: readonly ReservationRow['status'][]): Promise<ReservationRow[]> {
  const all = await reservationBuckets.all(device.db);
  return all.filter((row) => statuses.includes(row.status)).sort((a, b) => a.id.localeCompare(b.id));
}

async function inputOf(run: ModelRun, device: ModelDevice, command: Command) {
  if (command.do === 'sell') {
    const buyer = device.queued.length + 1;
    return {
      kind: 'reservations-create-manual' as const,
      input: {
        event_id: run.organization.eventId,
        seat_ids: command.seats.map((seat) => run.organization.seatIds[seat]),
        customer_name: `Cliente ${device.index}-${buyer}`,
        customer_email: `cliente${device.index}x${buyer}@correo.co`,
        document_number: `10${device.index}${String(buyer).padStart(6, '0')}`,
        customer_phone: '3001234567',
        payment_method: command.method,
      },
    };
  }
  const candidates = await reservationsByStatus(device, command.do === 'pay' ? ['pending'] : ['pending', 'paid', 'confirmed']);
  if (candidates.length === 0) return null;
  const reservationId = candidates[command.pick % candidates.length].id;
  return command.do === 'pay'
    ? { kind: 'reservations-process-payment' as const, input: { reservation_id: reservationId } }
    : { kind: 'reservations-cancel' as const, input: { reservation_id: reservationId } };
}

/** Runs a cashier's command on the device; the replica may refuse it before anything is queued. */
async function runCommandOn(run: ModelRun, device: ModelDevice, command: Command): Promise<void> {
  const call = await inputOf(run, device, command);
  if (!call) return;
  try {
    const receipt = await device.runCommand(call.kind, call.input as never);
    device.queued.push({ opId: receipt.opId, kind: call.kind, reservationId: receipt.entityId, device: device.index });
  } catch (error) {
    if (!(error instanceof CommandValidationError)) throw error;
    run.localRefusals += 1;
  }
}

/** Syncs with `during` set to run in the next push (or pull); if there was none, runs it after. */
async function syncWhile(device: ModelDevice, call: 'push' | 'pull', during: () => Promise<void>): Promise<void> {
  const hook = call === 'push' ? 'duringNextPush' : 'duringNextPull';
  device.faults[hook] = during;
  await syncNow(device);
  if (device.faults[hook] === during) {
    device.faults[hook] = null;
    await during();
  }
}

async function handOver(run: ModelRun, device: ModelDevice, during: 'idle' | 'push'): Promise<void> {
  const takeOver = async () => {
    closeTab(device.tab);
    device.tab = openTab(run.engine, device);
    await device.tab.engine.start();
    await device.tab.engine.settled();
  };
  if (during === 'idle') return takeOver();
  const old = device.tab;
  await syncWhile(device, 'push', takeOver);
  await old.engine.settled();
  await device.tab.engine.settled();
}

/** Two tabs sync the same database at once (what one engine per device prevents). */
async function twoTabs(run: ModelRun, device: ModelDevice, dismissMeanwhile: boolean): Promise<void> {
  const second = openTab(run.engine, device);
  await syncWhile(device, 'push', async () => {
    await second.engine.start();
    await second.engine.settled();
    if (dismissMeanwhile) await dismissConflict(device, 0);
  });
  await second.engine.settled();
  closeTab(second);
}

async function dismissConflict(device: ModelDevice, pick: number): Promise<void> {
  const conflicts = (await device.db.conflicts.toArray()).sort((a, b) => a.op_id.localeCompare(b.op_id));
  if (conflicts.length === 0) return;
  const opId = conflicts[pick % conflicts.length].op_id;
  await dismissStoredConflict(device.db, opId);
  device.dismissed.add(opId);
}

export async function runStep(run: ModelRun, step: Step): Promise<void> {
  if (step.do === 'sync') {
    await Promise.all(step.devices.map((index) => syncNow(run.devices[index])));
    return;
  }
  const device = run.devices[step.device];
  switch (step.do) {
    case 'sell':
    case 'pay':
    case 'cancel':
      return runCommandOn(run, device, step);
    case 'offline':
      return setOnline(device, false);
    case 'online':
      setOnline(device, true);
      return device.tab.engine.settled();
    case 'lose-push-answer':
      device.faults.lostPushAnswers += 1;
      return;
    case 'lose-pull-answer':
      device.faults.lostPullAnswers += 1;
      return;
    case 'server-fault':
      device.faults.failedPushes += 1;
      return;
    case 'during-push':
      return syncWhile(device, 'push', () => runCommandOn(run, device, step.command));
    case 'during-pull':
      return syncWhile(device, 'pull', () => runCommandOn(run, device, step.command));
    case 'handover':
      return handOver(run, device, step.during);
    case 'two-tabs':
      return twoTabs(run, device, step.dismissMeanwhile);
    case 'dismiss':
      return dismissConflict(device, step.pick);
  }
}

const SETTLE_ROUNDS = 8;

/**
 * Everything settles: every device online with a healthy connection, each syncing in turn
 * until no outbox holds anything, then one more round so every device pulls the last pushes.
 * Returns false when the outboxes never drain (a stuck outbox).
 */
export async function settle(run: ModelRun): Promise<boolean> {
  for (const device of run.devices) {
    device.faults = healthyConnection();
    setOnline(device, true);
    await device.tab.engine.settled();
  }
  for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
    for (const device of run.devices) await syncNow(device);
    const queued = await Promise.all(run.devices.map((device) => device.db.outbox.count()));
    if (queued.every((count) => count === 0)) {
      for (const device of run.devices) await syncNow(device);
      return true;
    }
  }
  return false;
}

export async function endRun(run: ModelRun): Promise<void> {
  for (const device of run.devices) await discardModelDevice(device);
}
