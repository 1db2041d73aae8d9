// Issue 15, "Two tabs": the tabs of one device share one replica (IndexedDB) and one
// outbox, and exactly one of them syncs it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncOp } from '../api/sync-api';
import { createCommandRunner, type RunCommand } from '../db/commands/command-runner';
import { dismissConflict } from '../db/sync-queries';
import { TaquillaDatabase } from '../db/taquilla-database';
import { discardReplica, openTestReplica } from '../db/testing/test-replica';
import { DeviceSync } from './device-sync';
import { SyncEngine, type SyncEngineStatus } from './sync-engine';
import type { SyncTransport } from './sync-transport';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';
import { FakeSyncServer } from './testing/fake-sync-server';
import { InMemoryBroadcast, InMemoryLocks } from './testing/in-memory-device';

const REFUSED = 'Evento rechazado';
const FORBIDDEN = { code: 'forbidden', message: 'No tienes permisos para crear eventos' };

interface Tab {
  db: TaquillaDatabase;
  sync: DeviceSync;
  runCommand: RunCommand;
  statuses: SyncEngineStatus[];
}

let server: FakeSyncServer;
let locks: InMemoryLocks;
let broadcast: InMemoryBroadcast;
let firstDb: TaquillaDatabase;
let tabs: Tab[];
/** Pushes after the first wait here: a late answer, as from a second engine's push. */
let latePushes: (() => void)[];

beforeEach(async () => {
  server = new FakeSyncServer((op: SyncOp) => (op.payload.name === REFUSED ? FORBIDDEN : {}));
  locks = new InMemoryLocks();
  broadcast = new InMemoryBroadcast();
  firstDb = await openTestReplica();
  tabs = [];
  latePushes = [];
});

afterEach(async () => {
  for (const tab of tabs) {
    tab.sync.stop();
    tab.db.close();
  }
  await discardReplica(firstDb);
});

const lateTransport: SyncTransport = {
  push: async (deviceId, ops) => {
    if (server.pushedBatches.length > 0) await new Promise<void>((resolve) => latePushes.push(resolve));
    return server.push(deviceId, ops);
  },
  pull: (cursor) => server.pull(cursor),
};

/** A tab of the device: its own connection to the shared replica, engine and command runner. */
function openTab(): Tab {
  const db = new TaquillaDatabase(firstDb.name);
  const statuses: SyncEngineStatus[] = [];
  const sync = new DeviceSync({
    lockName: `taquilla-sync-${firstDb.name}`,
    locks,
    channel: broadcast.open(),
    createEngine: (onStatus) => new SyncEngine({ db, transport: lateTransport, clock: new FakeClock(), connectivity: new FakeConnectivity(true), onStatus }),
    onStatus: (status) => statuses.push(status),
  });
  const runCommand = createCommandRunner({ db, newId: () => crypto.randomUUID(), now: () => new Date('2025-06-13T17:00:00.000Z'), onQueued: () => void sync.requestSync() });
  const tab = { db, sync, runCommand, statuses };
  tabs.push(tab);
  sync.start();
  return tab;
}

/** Waits (real time, at most 10 s on a busy machine) for a condition the tabs reach through messages. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('La condición no se cumplió');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function settleAll(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (const tab of tabs) await tab.sync.settled();
}

describe('DeviceSync: one engine per device', () => {
  it('two engines on one database: one push of the batch; a dismissed conflict stays dismissed', async () => {
    const leader = openTab();
    await until(() => leader.sync.isLeader());
    const follower = openTab();
    await settleAll();
    expect(follower.sync.isLeader()).toBe(false);

    // The follower queues; the leader pushes promptly (no interval in this test fires).
    const refused = await follower.runCommand('events-create', { name: REFUSED, event_date: '2025-06-13' });
    await follower.runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-06-20' });
    void leader.sync.requestSync();
    await until(async () => (await follower.db.outbox.count()) === 0 && (await follower.db.conflicts.count()) === 1);

    await dismissConflict(follower.db, refused.opId);
    void leader.sync.requestSync();
    void follower.sync.requestSync();
    await settleAll();
    latePushes.splice(0).forEach((release) => release());
    await settleAll();

    expect(server.pushedBatches).toHaveLength(1);
    expect(server.pushedBatches[0].map((op) => op.payload.name)).toEqual([REFUSED, 'Noche de Gala']);
    expect(await leader.db.conflicts.count()).toBe(0);
    expect(await follower.db.conflicts.count()).toBe(0);
  });

  it('shows the leader status in every tab', async () => {
    const leader = openTab();
    await until(() => leader.statuses.at(-1)?.state === 'idle' && leader.statuses.at(-1)?.lastSyncedAt !== null);
    // A tab opened later asks for the status instead of waiting for the next change.
    const follower = openTab();
    await until(() => follower.statuses.length > 0);
    expect(follower.statuses.at(-1)).toMatchObject({ state: 'idle', lastError: null });

    server.failNextPushes('server');
    await follower.runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-06-20' });
    await until(() => follower.statuses.at(-1)?.state === 'error');
    expect(follower.statuses.at(-1)).toMatchObject({ lastError: 'Error interno del servidor' });
    expect(follower.statuses.map((status) => status.state)).toContain('syncing');
  });

  it('hands the engine to another tab when the leader tab closes', async () => {
    const first = openTab();
    await until(() => first.sync.isLeader());
    const second = openTab();
    const third = openTab();
    await settleAll();

    first.sync.stop();
    await until(() => second.sync.isLeader());
    expect(third.sync.isLeader()).toBe(false);
    const { opId } = await third.runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-06-20' });
    await until(async () => (await third.db.outbox.count()) === 0);
    await settleAll();
    latePushes.splice(0).forEach((release) => release());
    await settleAll();

    expect(server.pushedBatches.map((batch) => batch.map((op) => op.op_id))).toEqual([[opId]]);
    expect(server.applications.get(opId)).toBe(1);
  });

  it('skips a tab that closed while it waited for the engine', async () => {
    const first = openTab();
    await until(() => first.sync.isLeader());
    const closedWhileWaiting = openTab();
    const third = openTab();
    closedWhileWaiting.sync.stop();
    first.sync.stop();
    await until(() => third.sync.isLeader());
    expect(closedWhileWaiting.sync.isLeader()).toBe(false);
  });
});
