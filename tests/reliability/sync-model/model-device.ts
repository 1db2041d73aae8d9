// A tablet of the sync model test: the app's own replica (Dexie on fake-indexeddb), command
// runner and sync engine, with a connection the schedule breaks on purpose. A device may run
// several tabs over its life; one tab's engine syncs at a time (a handover closes the old tab
// and opens a new engine on the same database). Time only moves when the test says so, so
// retries and interval ticks never fire on their own: the schedule decides when to sync.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { Engine } from '../../../supabase/local/engine.ts';
import type { SyncOp, SyncPullPageRequest } from '../../../src/api/sync-api';
import { createCommandRunner, type RunCommand } from '../../../src/db/commands/command-runner';
import { ensureSyncState } from '../../../src/db/sync-state';
import { TaquillaDatabase } from '../../../src/db/taquilla-database';
import { SyncEngine } from '../../../src/sync/sync-engine';
import { SyncTransportError, type SyncTransport } from '../../../src/sync/sync-transport';
import { FakeClock } from '../../../src/sync/testing/fake-clock';
import { FakeConnectivity } from '../../../src/sync/testing/fake-connectivity';
import { serverPull, serverPullPage, serverPush } from './model-world';

const NO_CONNECTION = 'No hay conexión con el servidor.';
const SERVER_FAULT = 'Error interno del servidor';

/** What goes wrong on the device's connection; shared by its tabs. */
export interface DeviceFaults {
  /** The next N sync_push calls are applied by the server, and their answer never arrives. */
  lostPushAnswers: number;
  /** The next N sync_push calls meet a server fault (a 5xx: nothing applied, retry later). */
  failedPushes: number;
  /** The next N sync_pull answers (or pages of sync_pull_page) never arrive. */
  lostPullAnswers: number;
  /** Runs once, during the next push: after the server applied it, before the answer arrives. */
  duringNextPush: (() => Promise<void>) | null;
  /** Runs once, during the next pull: after the server answered, before the answer arrives. */
  duringNextPull: (() => Promise<void>) | null;
}

export interface ModelTab {
  engine: SyncEngine;
  connectivity: FakeConnectivity;
  clock: FakeClock;
  /** A closed tab's requests never answer (its page is gone). */
  closed: boolean;
}

export interface QueuedOp {
  opId: string;
  kind: string;
  /** The reservation the op created or changed. */
  reservationId: string;
  device: number;
}

export interface ModelDevice {
  index: number;
  userId: string;
  db: TaquillaDatabase;
  runCommand: RunCommand;
  tab: ModelTab;
  online: boolean;
  faults: DeviceFaults;
  pushBatchSize: number;
  /** Every op a command queued on this device, in order. */
  queued: QueuedOp[];
  /** Conflicts the cashier dismissed here (by op id): gone by choice, and must stay gone. */
  dismissed: Set<string>;
}

export function healthyConnection(): DeviceFaults {
  return { lostPushAnswers: 0, failedPushes: 0, lostPullAnswers: 0, duringNextPush: null, duringNextPull: null };
}

/** sync_push/sync_pull on the real server, as the device's user, through the device's faulty connection. */
function modelTransport(engine: Engine, device: ModelDevice, tab: () => ModelTab): SyncTransport {
  const unreachable = () => tab().closed || !device.online;
  return {
    async push(deviceId: string, ops: SyncOp[]) {
      if (unreachable()) throw new SyncTransportError('network', NO_CONNECTION);
      if (device.faults.failedPushes > 0) {
        device.faults.failedPushes -= 1;
        throw new SyncTransportError('server', SERVER_FAULT);
      }
      const answer = await serverPush(engine, device.userId, deviceId, ops);
      const during = device.faults.duringNextPush;
      device.faults.duringNextPush = null;
      if (during) await during();
      if (unreachable()) throw new SyncTransportError('network', NO_CONNECTION);
      if (device.faults.lostPushAnswers > 0) {
        device.faults.lostPushAnswers -= 1;
        throw new SyncTransportError('network', NO_CONNECTION);
      }
      return answer;
    },
    pull: (cursor: string | null) => faultyPull(() => serverPull(engine, device.userId, cursor)),
    // The engine pulls in pages: a lost answer or a write can fall between any two of them.
    pullPage: (request: SyncPullPageRequest) => faultyPull(() => serverPullPage(engine, device.userId, request)),
  };

  async function faultyPull<Answer>(ask: () => Promise<Answer>): Promise<Answer> {
    if (unreachable()) throw new SyncTransportError('network', NO_CONNECTION);
    const answer = await ask();
    const during = device.faults.duringNextPull;
    device.faults.duringNextPull = null;
    if (during) await during();
    if (unreachable()) throw new SyncTransportError('network', NO_CONNECTION);
    if (device.faults.lostPullAnswers > 0) {
      device.faults.lostPullAnswers -= 1;
      throw new SyncTransportError('network', NO_CONNECTION);
    }
    return answer;
  }
}

/** A new tab on the device's database: its own engine, clock and connectivity (not started). */
export function openTab(engine: Engine, device: ModelDevice): ModelTab {
  const clock = new FakeClock(new Date().toISOString());
  const connectivity = new FakeConnectivity(device.online);
  const tab: ModelTab = { engine: null as unknown as SyncEngine, connectivity, clock, closed: false };
  tab.engine = new SyncEngine({
    db: device.db,
    transport: modelTransport(engine, device, () => tab),
    clock,
    connectivity,
    pushBatchSize: device.pushBatchSize,
  });
  return tab;
}

export async function openModelDevice(
  engine: Engine,
  { index, userId, organizationId, pushBatchSize, newId }: { index: number; userId: string; organizationId: string; pushBatchSize: number; newId: () => string },
): Promise<ModelDevice> {
  const db = new TaquillaDatabase(`modelo-${index}-${randomUUID()}`);
  await ensureSyncState(db, { newId: randomUUID, organizationId });
  const device: ModelDevice = {
    index,
    userId,
    db,
    // The schedule says when to sync: a write does not start one by itself here.
    runCommand: createCommandRunner({ db, newId, now: () => new Date() }),
    tab: null as unknown as ModelTab,
    online: true,
    faults: healthyConnection(),
    pushBatchSize,
    queued: [],
    dismissed: new Set(),
  };
  device.tab = openTab(engine, device);
  await device.tab.engine.start();
  await device.tab.engine.settled();
  return device;
}

/**
 * Asks the running tab to sync and waits for it. Coming online is the one trigger that also
 * cuts a retry backoff short (the fake clock never fires it by itself).
 */
export async function syncNow(device: ModelDevice): Promise<void> {
  if (device.online) device.tab.connectivity.set(true);
  else await device.tab.engine.requestSync();
  await device.tab.engine.settled();
}

export function setOnline(device: ModelDevice, online: boolean): void {
  device.online = online;
  device.tab.connectivity.set(online);
}

/** The tab's page is gone: whatever it asked the server is never answered, and it stops. */
export function closeTab(tab: ModelTab): void {
  tab.closed = true;
  tab.engine.stop();
}

export async function discardModelDevice(device: ModelDevice): Promise<void> {
  closeTab(device.tab);
  await device.tab.engine.settled();
  device.db.close();
  await device.db.delete();
}
