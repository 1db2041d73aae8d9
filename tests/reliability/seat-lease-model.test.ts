// Issue 21, model-based (the sync model's harness: real replicas, command runners and sync
// engines against sync_push/sync_pull on PGlite). N devices each lease a disjoint block of
// the event's seats online, go offline, and sell random seats of their own blocks — some
// syncing now and then, losing answers, meeting server faults — while the organizer's
// device sells online any seat, leased ones included (refused there). Once everything
// settles: zero conflicts on the leasing devices, all their sales applied, every replica
// equal to the server, every time.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandValidationError } from '../../src/db/commands/command-definition';
import type { CommandInput, CommandKind } from '../../src/db/commands/command-registry';
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { setOnline, syncNow, type ModelDevice } from './sync-model/model-device';
import { violationsAfterSettling } from './sync-model/model-properties';
import { endRun, settle, startRun, type ModelRun } from './sync-model/model-schedule';
import { serverOpOutcomes } from './sync-model/model-world';

const NUM_RUNS = Number(process.env.LEASE_MODEL_RUNS ?? 15);
const BLOCK_STAND = { rows: 2, columns: 8 };

type LeaseStep =
  | { device: number; do: 'sell'; picks: number[] }
  | { device: number; do: 'sync' }
  | { device: number; do: 'lose-push-answer' }
  | { device: number; do: 'server-fault' };

interface LeaseSchedule {
  devices: number;
  /** Which device leases each seat of the block stand (the last device leases none: it sells online outside the leases). */
  owners: number[];
  steps: LeaseStep[];
}

const scheduleArbitrary: fc.Arbitrary<LeaseSchedule> = fc.integer({ min: 3, max: 4 }).chain((devices) =>
  fc.record({
    devices: fc.constant(devices),
    owners: fc.array(fc.nat(devices - 2), { minLength: BLOCK_STAND.rows * BLOCK_STAND.columns, maxLength: BLOCK_STAND.rows * BLOCK_STAND.columns }),
    steps: fc.array(
      fc.oneof(
        { weight: 6, arbitrary: fc.record({ device: fc.nat(devices - 1), do: fc.constant('sell' as const), picks: fc.uniqueArray(fc.nat(20), { minLength: 1, maxLength: 2 }) }) },
        { weight: 2, arbitrary: fc.record({ device: fc.nat(devices - 2), do: fc.constant('sync' as const) }) },
        { weight: 1, arbitrary: fc.record({ device: fc.nat(devices - 1), do: fc.constant('lose-push-answer' as const) }) },
        { weight: 1, arbitrary: fc.record({ device: fc.nat(devices - 1), do: fc.constant('server-fault' as const) }) },
      ),
      { minLength: 4, maxLength: 20 },
    ),
  }),
);

let engine: Engine;
beforeAll(async () => {
  engine = await openEngine({});
  await migrate(engine, { seed: false });
}, 120_000);
afterAll(() => engine?.close());

/** A second stand on the run's event, whose seats the devices lease. */
async function addBlockStand(run: ModelRun): Promise<string[]> {
  const standId = crypto.randomUUID();
  await engine.exec(`
    insert into public.graderias (id, organization_id, name, rows, columns, floors, base_price)
    values ('${standId}', '${run.organization.id}', 'Bloques', ${BLOCK_STAND.rows}, ${BLOCK_STAND.columns}, 1, 20000);
    insert into public.event_graderias (event_id, graderia_id, organization_id)
    values ('${run.organization.eventId}', '${standId}', '${run.organization.id}');`);
  const { rows } = await engine.query<{ id: string }>('select id::text from public.seats where graderia_id = $1 order by row_letter, column_number', [standId]);
  return rows.map((row) => row.id);
}

async function run<Kind extends CommandKind>(model: ModelRun, device: ModelDevice, kind: Kind, input: CommandInput<Kind>, reservationId = ''): Promise<void> {
  try {
    const receipt = await device.runCommand(kind, input);
    device.queued.push({ opId: receipt.opId, kind, reservationId: reservationId || receipt.entityId, device: device.index });
  } catch (error) {
    if (!(error instanceof CommandValidationError)) throw error;
    model.localRefusals += 1;
  }
}

function sale(model: ModelRun, device: ModelDevice, seatIds: string[]): CommandInput<'reservations-create-manual'> {
  const buyer = device.queued.length + 1;
  return {
    event_id: model.organization.eventId, seat_ids: seatIds, customer_name: `Cliente ${device.index}-${buyer}`,
    customer_email: `cliente${device.index}x${buyer}@correo.co`, document_number: `10${device.index}${String(buyer).padStart(6, '0')}`,
    customer_phone: '3001234567', payment_method: 'cash',
  };
}

async function conflictsAfter(schedule: LeaseSchedule): Promise<string[]> {
  const model = await startRun(engine, { devices: schedule.devices, pushBatchSize: 2, steps: [] });
  try {
    const blockSeats = await addBlockStand(model);
    const online = model.devices[schedule.devices - 1];
    const leased = model.devices.slice(0, -1).map((device) => blockSeats.filter((_, seat) => schedule.owners[seat] === device.index));
    // Online: each leasing device takes its block, then every device learns every lease.
    for (const device of model.devices.slice(0, -1)) {
      if (leased[device.index].length === 0) continue;
      await run(model, device, 'seat-leases-create', {
        lease_id: crypto.randomUUID(), event_id: model.organization.eventId, seat_ids: leased[device.index],
        device_name: `Tablet ${device.index}`, ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      await syncNow(device);
    }
    for (const device of model.devices) await syncNow(device);
    for (const device of model.devices.slice(0, -1)) setOnline(device, false);

    for (const step of schedule.steps) {
      const device = model.devices[step.device];
      if (step.do === 'lose-push-answer') device.faults.lostPushAnswers += 1;
      else if (step.do === 'server-fault') device.faults.failedPushes += 1;
      else if (step.do === 'sync') {
        setOnline(device, true);
        await syncNow(device);
        setOnline(device, false);
      } else if (device === online) {
        // The online device sells any seat of the event, leased ones included (its cashier
        // ignoring the map, or an old app): the server must refuse those before the holders sync.
        const anySeat = [...model.organization.seatIds, ...blockSeats];
        const seats = step.picks.map((pick) => anySeat[(pick * 7) % anySeat.length]);
        await run(model, device, 'reservations-create-manual', sale(model, device, [...new Set(seats)]));
        await syncNow(device);
      } else if (leased[device.index].length > 0) {
        const mine = leased[device.index];
        const seats = [...new Set(step.picks.map((pick) => mine[pick % mine.length]))];
        await run(model, device, 'reservations-create-manual', sale(model, device, seats));
      }
    }
    const drained = await settle(model);
    const found = await violationsAfterSettling(model, drained);
    // The online device may be refused (a leased seat): it sees that at once, online.
    const outcomes = await serverOpOutcomes(engine, model.organization.id);
    for (const device of model.devices.slice(0, -1)) {
      const conflicts = await device.db.conflicts.count();
      if (conflicts > 0) found.push(`dispositivo ${device.index}: ${conflicts} conflictos`);
      const refused = device.queued.filter((op) => outcomes.get(op.opId) !== 'applied').length;
      if (refused > 0) found.push(`dispositivo ${device.index}: ${refused} operaciones rechazadas por el servidor`);
    }
    return found;
  } finally {
    await endRun(model);
  }
}

/**
 * Found by this property (seed -1331758780): device 1's push is applied but its answer lost,
 * and the pull of that same cycle stopped after the page that brought the sale's reservation,
 * before the page with its seat (another cycle had been asked for and the op was still
 * queued). The sale's replay was refused, its reservation being there already, so the seat
 * showed free and the cashier sold it again. A pull now stops early only for a new write.
 */
const PULL_STOPPED_BETWEEN_A_SALE_AND_ITS_SEAT: LeaseSchedule = {
  devices: 3,
  owners: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  steps: [
    { device: 0, do: 'sell', picks: [0] },
    { device: 0, do: 'sync' },
    { device: 1, do: 'sell', picks: [0] },
    { device: 2, do: 'sell', picks: [0] },
    { device: 1, do: 'lose-push-answer' },
    { device: 1, do: 'sync' },
    { device: 0, do: 'sell', picks: [0] },
    { device: 0, do: 'sync' },
    { device: 1, do: 'sell', picks: [0] },
    { device: 0, do: 'server-fault' },
  ],
};

/**
 * Found by a run of 100 (seed 1838200200), with three devices in one process: reading a
 * stand's seat record pushed another device's records out of the seat catalog's memory, and a
 * stand whose record it had counted on was left out, so a device's replica lacked its seats
 * (db/seat-catalog now keeps the records it counts on before reading the others).
 */
const SEATS_MISSING_AFTER_LOST_ANSWERS: LeaseSchedule = {
  devices: 3,
  owners: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
  steps: [
    { device: 0, do: 'sync' },
    { device: 0, do: 'lose-push-answer' },
    { device: 1, do: 'sell', picks: [0] },
    { device: 0, do: 'lose-push-answer' },
  ],
};

describe('seat leases model: offline devices selling inside their leases', () => {
  it(
    'never meet a conflict at sync, every time',
    async () => {
      await fc.assert(
        fc.asyncProperty(scheduleArbitrary, async (schedule) => {
          expect(await conflictsAfter(schedule)).toEqual([]);
        }),
        { numRuns: NUM_RUNS, examples: [[PULL_STOPPED_BETWEEN_A_SALE_AND_ITS_SEAT], [SEATS_MISSING_AFTER_LOST_ANSWERS]] },
      );
    },
    300_000,
  );
});
