import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncOp } from '../api/sync-api';
import type { RunCommand } from '../db/commands/command-runner';
import { readSyncState } from '../db/sync-state';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { discardReplica, openTestReplica, ORGANIZATION_ID, testCommandRunner } from '../db/testing/test-replica';
import { EVENT_DESCRIPTION_LIMIT } from '../domain/text-limit-sizes';
import { SyncEngine, type SyncState } from './sync-engine';
import type { SyncTransport } from './sync-transport';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';
import { FakeSyncServer, type Rejection } from './testing/fake-sync-server';
import { countSeats } from '../db/seat-catalog';

const INTERVAL_MS = 3_600_000;
const VENUE = { name: 'Gradería Norte', rows: 2, columns: 10, floors: 1, base_price: 50000 };
const FESTIVAL = { name: 'Festival Folclórico del Bambuco 2025', event_date: '2025-06-13' };
const GALA = { name: 'Noche de Gala', event_date: '2025-06-20' };
const FORBIDDEN: Rejection = { code: 'forbidden', message: 'No tienes permisos para crear graderías' };

let db: TaquillaDatabase;
let clock: FakeClock;
let connectivity: FakeConnectivity;
let states: SyncState[];
let runCommand: RunCommand;
let engine: SyncEngine;

beforeEach(async () => {
  db = await openTestReplica();
  clock = new FakeClock();
  connectivity = new FakeConnectivity(true);
  states = [];
  runCommand = testCommandRunner(db);
});

afterEach(async () => {
  engine?.stop();
  await discardReplica(db);
});

function createEngine(transport: SyncTransport): SyncEngine {
  engine = new SyncEngine({
    db,
    transport,
    clock,
    connectivity,
    intervalMs: INTERVAL_MS,
    onStatus: (status) => {
      if (states.at(-1) !== status.state) states.push(status.state);
    },
  });
  return engine;
}

/** A device that already pulled its first (empty) snapshot; later pulls are incremental. */
async function startSyncedEngine(transport: SyncTransport): Promise<void> {
  await createEngine(transport).start();
  states = [];
}

async function fireRetry(): Promise<number> {
  const waited = clock.fireNextTimer();
  await engine.settled();
  return waited;
}

/** The server's version of an event differs from the optimistic row (times with seconds). */
function serverEventRows(op: SyncOp) {
  const { graderia_ids: _ignored, ...event } = op.payload;
  return {
    events: [{ ...event, organization_id: ORGANIZATION_ID, event_time: '18:00:00', end_time: '23:00:00', updated_at: 'servidor' }],
  };
}

describe('SyncEngine', () => {
  it('pushes queued ops, replaces the replica with the full snapshot, and ends idle', async () => {
    const server = new FakeSyncServer(serverEventRows);
    const { opId, entityId } = await runCommand('events-create', FESTIVAL);
    const queuedOp = (await db.outbox.toArray())[0];
    // A row the server no longer has: the full snapshot drops it.
    await db.events.put({ ...(await db.events.get(entityId))!, id: '5c4b3a29-1807-4f6e-9d5c-4b3a29180706' });
    server.answerNextPull({ cursor: '700', rows: serverEventRows(queuedOp), deleted: {} });
    await createEngine(server).start();

    expect(server.pushedBatches.map((batch) => batch.map((op) => op.op_id))).toEqual([[opId]]);
    expect(server.pullCursors).toEqual([null]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.events.toArray()).map((event) => [event.id, event.updated_at])).toEqual([[entityId, 'servidor']]);
    expect(await readSyncState(db)).toMatchObject({ cursor: '700', last_synced_at: '2025-06-13T17:00:00.000Z' });
    expect(states).toEqual(['idle', 'syncing', 'idle']);
    expect(engine.getStatus()).toMatchObject({ state: 'idle', lastSyncedAt: '2025-06-13T17:00:00.000Z', lastError: null });
  });

  it('pushes a long outbox 250 ops a call, and stops a call before 512 KB of ops', async () => {
    const server = new FakeSyncServer(serverEventRows);
    const queued: string[] = [];
    for (let event = 0; event < 260; event += 1) queued.push((await runCommand('events-create', { ...GALA, name: `Noche ${event}` })).opId);
    await createEngine(server).start();
    expect(server.pushedBatches.map((batch) => batch.length)).toEqual([250, 10]);
    expect(server.pushedBatches.flat().map((op) => op.op_id)).toEqual(queued);

    // 120 ops of ~10 KB each (the longest event description, in 2-byte letters): about 50 a call.
    const long = 'ñ'.repeat(EVENT_DESCRIPTION_LIMIT.max);
    const heavy: string[] = [];
    for (let event = 0; event < 120; event += 1) heavy.push((await runCommand('events-create', { ...GALA, name: `Larga ${event}`, description: long })).opId);
    await engine.requestSync();
    const heavyCalls = server.pushedBatches.slice(2);
    const bytes = (ops: SyncOp[]) => new TextEncoder().encode(JSON.stringify(ops)).length;
    expect(heavyCalls.length).toBe(3);
    heavyCalls.forEach((batch, call) => {
      expect(bytes(batch)).toBeLessThanOrEqual(512 * 1024);
      // Full: the next op would not have fit.
      if (call < heavyCalls.length - 1) expect(bytes([...batch, heavyCalls[call + 1][0]])).toBeGreaterThan(512 * 1024);
    });
    expect(heavyCalls.flat().map((op) => op.op_id)).toEqual(heavy);
  });

  it('sends the next batch before laying the answer of the one before, and applies every op once', async () => {
    const server = new FakeSyncServer(serverEventRows);
    const log: string[] = [];
    const transport: SyncTransport = {
      push: (deviceId, ops) => {
        log.push(`enviadas ${ops.length}`);
        return server.push(deviceId, ops);
      },
      pull: (cursor) => server.pull(cursor),
    };
    const queued: string[] = [];
    for (let event = 0; event < 260; event += 1) queued.push((await runCommand('events-create', { ...GALA, name: `Noche ${event}` })).opId);
    // Laying an answer takes its ops out of the outbox.
    db.outbox.hook('deleting', () => {
      if (log.at(-1) !== 'respuesta aplicada') log.push('respuesta aplicada');
    });
    await createEngine(transport).start();

    expect(log).toEqual(['enviadas 250', 'enviadas 10', 'respuesta aplicada']);
    expect(queued.map((opId) => server.applications.get(opId))).toEqual(queued.map(() => 1));
    expect(await db.outbox.count()).toBe(0);
    expect(engine.getStatus().state).toBe('idle');
  });

  it('goes offline on a network error and sends the same op again on the retry', async () => {
    const server = new FakeSyncServer(serverEventRows);
    await startSyncedEngine(server);
    server.failNextPushes('network');
    const { opId } = await runCommand('events-create', FESTIVAL);
    await engine.requestSync();

    expect(engine.getStatus().state).toBe('offline');
    expect(await db.outbox.count()).toBe(1);
    expect(await fireRetry()).toBe(1000);
    expect(server.pushedBatches.map((batch) => batch[0].op_id)).toEqual([opId, opId]);
    expect(await db.outbox.count()).toBe(0);
    expect(states).toEqual(['syncing', 'offline', 'syncing', 'idle']);
  });

  it('backs off 5xx answers 1 s, 2 s, 4 s … up to 30 s, then recovers', async () => {
    const server = new FakeSyncServer(serverEventRows);
    await startSyncedEngine(server);
    // The server is down (its pulls fail too): the op is not to blame and is never given up.
    server.failNextPushes('server', 'server', 'server', 'server', 'server', 'server', 'server');
    server.failNextPulls('server', 'server', 'server', 'server', 'server', 'server', 'server');
    await runCommand('events-create', FESTIVAL);
    await engine.requestSync();

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      expect(engine.getStatus()).toMatchObject({ state: 'error', lastError: 'Error interno del servidor' });
      // A write during the backoff does not cut it short.
      await engine.requestSync();
      waits.push(await fireRetry());
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(server.pushedBatches).toHaveLength(8);
    expect(engine.getStatus().state).toBe('idle');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
  });

  it('does not let a refused op block the ops behind it; rolls it back and keeps it as a conflict', async () => {
    const server = new FakeSyncServer((op) => (op.kind === 'graderias-create' ? FORBIDDEN : serverEventRows(op)));
    await startSyncedEngine(server);
    const venue = await runCommand('graderias-create', VENUE);
    const event = await runCommand('events-create', FESTIVAL);
    await engine.requestSync();

    expect(await db.graderias.get(venue.entityId)).toBeUndefined();
    expect(await countSeats(db)).toBe(0);
    expect(await db.events.get(event.entityId)).toMatchObject({ event_time: '18:00:00', updated_at: 'servidor' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.conflicts.toArray()).toEqual([
      {
        op_id: venue.opId,
        op: expect.objectContaining({ op_id: venue.opId, kind: 'graderias-create' }),
        code: 'forbidden',
        message: 'No tienes permisos para crear graderías',
        created_at: '2025-06-13T17:00:00.000Z',
      },
    ]);
    expect(engine.getStatus().state).toBe('idle');
  });

  it('takes a refused edit back to the row as it was before it', async () => {
    const tooLow: Rejection = { code: 'base_price_too_low', message: 'Mínimo $1.000' };
    const server = new FakeSyncServer((op) => (op.kind === 'graderias-update' ? tooLow : {}));
    await startSyncedEngine(server);
    const venue = await runCommand('graderias-create', VENUE);
    await runCommand('graderias-update', { id: venue.entityId, name: 'Gradería Sur' });
    await runCommand('graderias-update', { id: venue.entityId, base_price: 70000 });
    await engine.requestSync();

    expect(await db.graderias.get(venue.entityId)).toMatchObject({ name: 'Gradería Norte', base_price: 50000 });
    expect(await countSeats(db)).toBe(20);
    expect((await db.conflicts.toArray()).map((conflict) => conflict.message)).toEqual(['Mínimo $1.000', 'Mínimo $1.000']);
  });

  it('replays a push whose answer was lost with the same op ids, and the server applies each once', async () => {
    const server = new FakeSyncServer(serverEventRows);
    await startSyncedEngine(server);
    server.failNextPushes('answer-lost');
    const first = await runCommand('events-create', FESTIVAL);
    const second = await runCommand('events-create', GALA);
    await engine.requestSync();
    expect(engine.getStatus().state).toBe('offline');

    await fireRetry();
    expect(server.pushedBatches.map((batch) => batch.map((op) => op.op_id))).toEqual([
      [first.opId, second.opId],
      [first.opId, second.opId],
    ]);
    expect([...server.applications.values()]).toEqual([1, 1]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.events.get(first.entityId)).toMatchObject({ updated_at: 'servidor' });
  });

  it('applies pulled rows and deletions, and pulls from the returned cursor next time', async () => {
    const server = new FakeSyncServer();
    await startSyncedEngine(server);
    const venue = await runCommand('graderias-create', VENUE);
    const event = await runCommand('events-create', { ...FESTIVAL, graderia_ids: [venue.entityId] });
    await engine.requestSync();
    const storedEvent = await db.events.get(event.entityId);
    server.answerNextPull({
      cursor: '812',
      rows: { events: [{ ...storedEvent, name: 'Bambuco 2025' }], tabla_desconocida: [{ id: 'x' }] },
      deleted: { event_graderias: [{ event_id: event.entityId, graderia_id: venue.entityId }], graderias: [venue.entityId] },
    });

    await engine.requestSync();
    expect(await db.events.get(event.entityId)).toMatchObject({ name: 'Bambuco 2025' });
    expect(await db.event_graderias.count()).toBe(0);
    expect(await db.graderias.get(venue.entityId)).toBeUndefined();

    await engine.requestSync();
    expect(server.pullCursors).toEqual([null, 'cursor-1', 'cursor-2', '812']);
  });

  it('stays offline without trying while the browser is offline, and syncs when it comes back', async () => {
    const server = new FakeSyncServer(serverEventRows);
    await startSyncedEngine(server);
    connectivity.set(false);
    await runCommand('events-create', FESTIVAL);
    await engine.requestSync();
    expect(engine.getStatus()).toMatchObject({ state: 'offline', online: false });
    expect(server.pushedBatches).toEqual([]);

    connectivity.set(true);
    await engine.settled();
    expect(engine.getStatus()).toMatchObject({ state: 'idle', online: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it('syncs on its interval', async () => {
    const server = new FakeSyncServer();
    await startSyncedEngine(server);
    expect(clock.pendingDelays()).toEqual([INTERVAL_MS]);
    clock.fireNextTimer();
    await engine.settled();
    expect(server.pullCursors).toEqual([null, 'cursor-1']);
    expect(clock.pendingDelays()).toEqual([INTERVAL_MS]);
  });

  it('runs one push at a time: a write during a push waits for it', async () => {
    const server = new FakeSyncServer(serverEventRows);
    let inFlight = 0;
    let mostInFlight = 0;
    let releaseFirstPush: () => void = () => {};
    const firstPushHeld = new Promise<void>((resolve) => (releaseFirstPush = resolve));
    const slowTransport: SyncTransport = {
      push: async (deviceId, ops) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        if (server.pushedBatches.length === 0) await firstPushHeld;
        inFlight -= 1;
        return server.push(deviceId, ops);
      },
      pull: (cursor) => server.pull(cursor),
    };
    const first = await runCommand('events-create', FESTIVAL);
    const started = createEngine(slowTransport).start();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const second = await runCommand('events-create', GALA);
    void engine.requestSync();
    void engine.requestSync();
    releaseFirstPush();
    await started;
    await engine.settled();

    expect(mostInFlight).toBe(1);
    expect(server.pushedBatches.map((batch) => batch.map((op) => op.op_id))).toEqual([[first.opId], [second.opId]]);
    expect(await db.outbox.count()).toBe(0);
  });
});
