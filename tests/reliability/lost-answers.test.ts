// Lost answers: a tablet queues a festival day offline, then syncs over a connection that
// loses 30% of sync_push answers after the server committed them. The sync engine replays
// the unanswered batches; the server must answer a replayed op from its memory of op ids,
// so after convergence every op was applied exactly once, the replica equals the server,
// and the cashier sees no conflict.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInDevice, type TestDevice } from '../../supabase/local/test-device.ts';
import { startTestServer, type RunningServer } from '../../supabase/local/test-server.ts';
import type { SyncClock } from '../../src/sync/sync-engine';
import { faultInjectingFetch, isRpcCall, type FaultInjectingFetch } from './fault-injecting-fetch';
import { paymentsOf, queueFestivalDay, type QueuedPlan } from './lost-answers-plan';
import { assertMoneyAddsUp } from './money-check';

const ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';
const DROP_RATE = 0.3;
/** Small batches: more pushes, so more answers to lose and more replays of half-done work. */
const PUSH_BATCH_SIZE = 4;
/**
 * Which answers are lost depends only on the seed (the pushes are sequential). These seeds
 * lose at least one answer of every kind of op queued; the test checks it stays so, since
 * a kind whose answer is never lost would never be replayed.
 */
const SEEDS = [46, 103];
const QUEUED_KINDS = [
  'events-create',
  'events-update',
  'graderias-create',
  'reservations-cancel',
  'reservations-create-manual',
  'reservations-process-payment',
  'reservations-refund',
];
/** How long convergence may take before the test gives up (a deadline, not a measurement). */
const CONVERGENCE_DEADLINE_MS = 45_000;

const COUNTED_TABLES = ['reservations', 'reservation_seats', 'payments', 'reservation_logs', 'sync_ops', 'graderias', 'seats', 'events', 'event_graderias'] as const;
type CountedTable = (typeof COUNTED_TABLES)[number];
const REPLICATED_TABLES = ['graderias', 'seats', 'events', 'event_graderias', 'reservations', 'reservation_seats', 'payments', 'reservation_logs'] as const;

let server: RunningServer;
const devices: TestDevice[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

// Money adds up after every scenario: replayed refunds and payments were applied once.
afterEach(() => assertMoneyAddsUp(server.engine));

afterAll(async () => {
  for (const device of devices) await device.discard();
  await server?.stop();
});

/**
 * The real clock, with retry and interval waits 100 times shorter: the engine's backoff
 * (1 s, 2 s, 4 s … 30 s) runs unchanged, the test just does not sit through it.
 */
function hurriedClock(waits: number[]): SyncClock {
  return {
    now: () => new Date(),
    setTimeout: (callback, delayMs) => {
      waits.push(delayMs);
      return setTimeout(callback, delayMs / 100);
    },
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
}

async function rowCounts(): Promise<Record<CountedTable, number>> {
  const counts = {} as Record<CountedTable, number>;
  for (const table of COUNTED_TABLES) {
    const { rows } = await server.engine.query<{ count: number }>(
      `select count(*)::int as count from public.${table} where organization_id = $1`,
      [ORGANIZATION_ID],
    );
    counts[table] = rows[0].count;
  }
  return counts;
}

/** What the queued ops add to each table when each is applied once. */
function expectedGrowth(plan: QueuedPlan): Record<CountedTable, number> {
  const sum = (count: (sale: QueuedPlan['sales'][number]) => number) => plan.sales.reduce((total, sale) => total + count(sale), 0);
  return {
    reservations: plan.sales.length,
    reservation_seats: sum((sale) => sale.seatIds.length),
    payments: sum(paymentsOf),
    reservation_logs: sum((sale) => sale.actions.length),
    sync_ops: plan.opIds.length,
    graderias: 1,
    seats: plan.standSeats,
    events: 1,
    event_graderias: 1,
  };
}

async function waitForConvergence(device: TestDevice): Promise<void> {
  const deadline = Date.now() + CONVERGENCE_DEADLINE_MS;
  for (;;) {
    await device.engine.settled();
    const status = device.engine.getStatus();
    if ((await device.db.outbox.count()) === 0 && status.state === 'idle') return;
    if (Date.now() > deadline) throw new Error(`No convergence: ${JSON.stringify(status)}, outbox ${await device.db.outbox.count()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Each planned sale on the server: status, seats (active unless cancelled), payments, log actions. */
async function serverSale(reservationId: string) {
  const { rows } = await server.engine.query<{ status: string; seats: string[]; active: boolean[]; payments: number; actions: string[] }>(
    `select reservation.status,
       (select array_agg(sale.seat_id::text order by sale.seat_id) from public.reservation_seats as sale where sale.reservation_id = reservation.id) as seats,
       (select array_agg(sale.active) from public.reservation_seats as sale where sale.reservation_id = reservation.id) as active,
       (select count(*)::int from public.payments as payment where payment.reservation_id = reservation.id) as payments,
       (select array_agg(log.action order by log.created_at, log.action = 'created' desc) from public.reservation_logs as log where log.reservation_id = reservation.id) as actions
     from public.reservations as reservation where reservation.id = $1`,
    [reservationId],
  );
  return rows[0];
}

async function serverRows(table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await server.engine.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) - 'sync_xid' as row from public.${table} as t where organization_id = $1`,
    [ORGANIZATION_ID],
  );
  return rows.map(({ row }) => row);
}

const byKey = (row: Record<string, unknown>) => String(row.id ?? `${row.event_id}/${row.graderia_id}`);
const sortedByKey = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => byKey(a).localeCompare(byKey(b)));

/** The op kinds carried by these sync_push request bodies. */
function kindsOfPushes(bodies: readonly string[]): Set<string> {
  return new Set(bodies.flatMap((body) => (JSON.parse(body) as { ops: { kind: string }[] }).ops.map((op) => op.kind)));
}

async function lossyDevice(seed: number, waits: number[]): Promise<{ device: TestDevice; injector: FaultInjectingFetch }> {
  const injector = faultInjectingFetch({ seed, dropRate: DROP_RATE, hits: isRpcCall('sync_push') });
  const device = await signedInDevice(server, {
    online: true,
    organizationId: ORGANIZATION_ID,
    fetch: injector.fetch,
    clock: hurriedClock(waits),
    pushBatchSize: PUSH_BATCH_SIZE,
  });
  devices.push(device);
  return { device, injector };
}

describe('lost sync_push answers', () => {
  it.each(SEEDS)('applies every op exactly once when three in ten push answers are lost (seed %i)', async (seed) => {
    const retryWaits: number[] = [];
    const { device, injector } = await lossyDevice(seed, retryWaits);
    await device.engine.start();
    device.connectivity.set(false);
    const before = await rowCounts();
    const plan = await queueFestivalDay(device, `semilla ${seed}`);
    const queuedKinds = new Set((await device.db.outbox.toArray()).map((entry) => entry.kind));
    expect([...queuedKinds].sort()).toEqual(QUEUED_KINDS);
    expect(await device.db.outbox.count()).toBe(plan.opIds.length);

    device.connectivity.set(true);
    await waitForConvergence(device);

    // The faults happened: committed answers were lost, and the engine backed off and replayed.
    expect(injector.droppedAnswers).toBeGreaterThan(0);
    expect(injector.hitCalls).toBeGreaterThan(injector.droppedAnswers);
    expect(retryWaits).toContain(1000);
    expect(kindsOfPushes(injector.droppedRequestBodies)).toEqual(queuedKinds);

    const after = await rowCounts();
    const growth = Object.fromEntries(COUNTED_TABLES.map((table) => [table, after[table] - before[table]]));
    expect(growth).toEqual(expectedGrowth(plan));

    const { rows: ops } = await server.engine.query<{ op_id: string; status: string }>(
      `select op_id::text, result ->> 'status' as status from public.sync_ops where op_id = any($1::uuid[]) order by op_id`,
      [plan.opIds],
    );
    expect(ops).toEqual([...plan.opIds].sort().map((op_id) => ({ op_id, status: 'applied' })));

    for (const sale of plan.sales) {
      expect(await serverSale(sale.id)).toEqual({
        status: sale.status,
        seats: [...sale.seatIds].sort(),
        active: sale.seatIds.map(() => sale.status !== 'cancelled'),
        payments: paymentsOf(sale),
        actions: sale.actions,
      });
    }

    expect(await device.db.conflicts.count()).toBe(0);
    for (const table of REPLICATED_TABLES) {
      const replicaRows = (await device.db.replicaTable(table).toArray()) as Record<string, unknown>[];
      expect(sortedByKey(replicaRows), table).toEqual(sortedByKey(await serverRows(table)));
    }
  });
});
