// Issue 15, "A stuck outbox": one op the server always fails on must not hold back the ops
// behind it, nor the pull; an answer the client cannot match must not be sent forever.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncOp, SyncPushAnswer } from '../api/sync-api';
import type { RunCommand } from '../db/commands/command-runner';
import { SEND_FAILED_CODE } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { discardReplica, openTestReplica, testCommandRunner } from '../db/testing/test-replica';
import { LONE_FAILURES_BEFORE_GIVING_UP } from './failing-op-isolation';
import { SyncEngine } from './sync-engine';
import type { SyncTransport } from './sync-transport';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';
import { FakeSyncServer } from './testing/fake-sync-server';

const INTERVAL_MS = 3_600_000;

let db: TaquillaDatabase;
let clock: FakeClock;
let runCommand: RunCommand;
let engine: SyncEngine;

beforeEach(async () => {
  db = await openTestReplica();
  clock = new FakeClock();
  runCommand = testCommandRunner(db);
});

afterEach(async () => {
  engine?.stop();
  await discardReplica(db);
});

async function startEngine(transport: SyncTransport): Promise<void> {
  engine = new SyncEngine({ db, transport, clock, connectivity: new FakeConnectivity(true), intervalMs: INTERVAL_MS });
  await engine.start();
}

/** Queues `count` event creations; returns their op and event ids in order. */
async function queueEvents(count: number): Promise<{ opId: string; entityId: string }[]> {
  const receipts = [];
  for (let i = 1; i <= count; i += 1) receipts.push(await runCommand('events-create', { name: `Concierto ${i}`, event_date: '2025-06-13' }));
  return receipts;
}

/** Lets the engine's retries run, at most `limit` of them, until the outbox is empty. */
async function retryUntilDrained(limit: number): Promise<number> {
  let retries = 0;
  while ((await db.outbox.count()) > 0) {
    if (retries === limit) throw new Error(`La bandeja de salida sigue con ${await db.outbox.count()} operaciones`);
    clock.fireNextTimer();
    await engine.settled();
    retries += 1;
  }
  return retries;
}


/** A server whose answers leave out the op it is told to forget. */
function forgetfulServer() {
  const server = new FakeSyncServer();
  let forgotten = '';
  const forgetful: SyncTransport = {
    push: async (deviceId, ops) => {
      const answer = await server.push(deviceId, ops);
      return { results: answer.results.filter((result) => result.op_id !== forgotten) };
    },
    pull: (cursor) => server.pull(cursor),
  };
  return { server, forgetful, forget: (opId: string) => (forgotten = opId) };
}

describe('SyncEngine without head-of-line blocking', () => {
  it('isolates a poisoned op with 49 healthy ops behind it: the 49 are applied, it becomes a "No se pudo enviar" conflict, and pulls go on', async () => {
    const server = new FakeSyncServer();
    await startEngine(server);
    const [poisoned, ...healthy] = await queueEvents(50);
    server.poison(poisoned.opId);
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ state: 'error', lastError: 'canceling statement due to statement timeout' });

    // 50 → 25 → 13 → 7 → 4 → 2 → 1, then alone until given up: a handful of retries.
    await retryUntilDrained(20);

    expect(healthy.map((receipt) => server.applications.get(receipt.opId))).toEqual(healthy.map(() => 1));
    expect(server.applications.has(poisoned.opId)).toBe(false);
    expect(await db.conflicts.toArray()).toEqual([
      expect.objectContaining({ op_id: poisoned.opId, code: SEND_FAILED_CODE, message: 'No se pudo enviar' }),
    ]);
    // Its optimistic row is taken back, as for any refused op; the other 49 stay.
    expect(await db.events.get(poisoned.entityId)).toBeUndefined();
    expect(await db.events.count()).toBe(49);
    // Every failing push was followed by a pull.
    const failedPushes = server.pushedBatches.filter((batch) => batch.some((op) => op.op_id === poisoned.opId)).length;
    expect(failedPushes).toBe(6 + LONE_FAILURES_BEFORE_GIVING_UP);
    expect(server.pullCursors.length).toBeGreaterThan(failedPushes);
    expect(engine.getStatus()).toMatchObject({ state: 'idle', lastError: null });
  });

  it('isolates a poisoned op in the middle of the outbox; the ops before and after it are applied once', async () => {
    const server = new FakeSyncServer();
    await startEngine(server);
    const receipts = await queueEvents(60);
    const poisoned = receipts[29];
    server.poison(poisoned.opId);
    await engine.requestSync();
    await retryUntilDrained(30);

    const others = receipts.filter((receipt) => receipt !== poisoned);
    expect(others.map((receipt) => server.applications.get(receipt.opId))).toEqual(others.map(() => 1));
    expect((await db.conflicts.toArray()).map((conflict) => [conflict.op_id, conflict.code])).toEqual([[poisoned.opId, SEND_FAILED_CODE]]);
  });

  it('pulls even when the push fails, and still reports the failure and backs off', async () => {
    const server = new FakeSyncServer();
    await startEngine(server);
    await queueEvents(1);
    server.failNextPushes('server');
    server.answerNextPull({ cursor: '900', rows: {}, deleted: {} });
    await engine.requestSync();

    expect(server.pullCursors).toEqual([null, 'cursor-1']);
    expect(engine.getStatus()).toMatchObject({ state: 'error', lastError: 'Error interno del servidor' });
    expect(clock.pendingDelays()).toEqual([1000, INTERVAL_MS]);
    await retryUntilDrained(1);
    expect(server.pullCursors).toEqual([null, 'cursor-1', '900']);
    expect(await db.conflicts.count()).toBe(0);
  });

  it('pulls even when the push never arrived', async () => {
    const server = new FakeSyncServer();
    await startEngine(server);
    await queueEvents(1);
    server.failNextPushes('network');
    await engine.requestSync();
    expect(server.pullCursors).toEqual([null, 'cursor-1']);
    expect(engine.getStatus().state).toBe('offline');
  });

  it('does not send forever an op whose answer carries a null op_id', async () => {
    const server = new FakeSyncServer();
    const pushes: SyncOp[][] = [];
    const unmatchable: SyncTransport = {
      push: async (_deviceId, ops) => {
        pushes.push(ops);
        return { results: ops.map(() => ({ op_id: null, status: 'applied', rows: {} })) } as unknown as SyncPushAnswer;
      },
      pull: (cursor) => server.pull(cursor),
    };
    await startEngine(unmatchable);
    const [receipt] = await queueEvents(1);
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ state: 'error', lastError: 'El servidor no respondió por las operaciones enviadas' });

    await retryUntilDrained(LONE_FAILURES_BEFORE_GIVING_UP);
    expect(pushes).toHaveLength(LONE_FAILURES_BEFORE_GIVING_UP);
    expect((await db.conflicts.toArray()).map((conflict) => [conflict.op_id, conflict.message])).toEqual([[receipt.opId, 'No se pudo enviar']]);
    // Nothing is left to send: no more pushes, whatever triggers come.
    await engine.requestSync();
    clock.fireNextTimer();
    await engine.settled();
    expect(pushes).toHaveLength(LONE_FAILURES_BEFORE_GIVING_UP);
  });

  it('gives up the batch already sent when the answer before it leaves an op out: its ops go again and are applied once', async () => {
    const { server, forgetful, forget } = forgetfulServer();
    await startEngine(forgetful);
    // 250 go in the first batch, the forgotten one among them; the last 10 go while its answer is laid.
    const receipts = await queueEvents(260);
    const forgotten = receipts[100].opId;
    forget(forgotten);
    await engine.requestSync();
    await retryUntilDrained(LONE_FAILURES_BEFORE_GIVING_UP + 12);

    const others = receipts.filter((receipt) => receipt.opId !== forgotten);
    expect(server.pushedBatches[1].map((op) => op.op_id)).toEqual(receipts.slice(250).map((receipt) => receipt.opId));
    expect(others.map((receipt) => server.applications.get(receipt.opId))).toEqual(others.map(() => 1));
    expect((await db.conflicts.toArray()).map((conflict) => conflict.op_id)).toEqual([forgotten]);
    expect(await db.events.count()).toBe(259);
    expect(engine.getStatus().state).toBe('idle');
  });

  it('applies the ops an answer names and isolates the one it leaves out', async () => {
    const { forgetful, forget } = forgetfulServer();
    await startEngine(forgetful);
    const receipts = await queueEvents(4);
    const forgotten = receipts[1].opId;
    forget(forgotten);
    await engine.requestSync();
    await retryUntilDrained(LONE_FAILURES_BEFORE_GIVING_UP + 2);

    expect((await db.conflicts.toArray()).map((conflict) => conflict.op_id)).toEqual([forgotten]);
    for (const receipt of receipts.filter((receipt) => receipt.opId !== forgotten)) {
      expect(await db.events.get(receipt.entityId)).toBeDefined();
    }
    expect(engine.getStatus().state).toBe('idle');
  });

  it('ends a cycle in error, not in an unhandled rejection, when the replica was closed under it (another tab upgraded it)', async () => {
    const server = new FakeSyncServer();
    await startEngine(server);
    await queueEvents(1);
    db.close();
    await engine.requestSync();
    expect(engine.getStatus().state).toBe('error');
    expect(server.pushedBatches).toEqual([]);
  });
});
