// The sync engine: pushes the outbox, then pulls the organization's changes. No React;
// time, connectivity and the server are injected so tests drive every transition.
//
// States: idle (last cycle went through) · syncing (a cycle is running) · offline (no
// connection, or the last request never arrived) · error (the server failed or refused).
// One cycle at a time: a request during a cycle runs one more cycle after it. A cycle
// starts on start(), on every queued write, when the browser comes back online, and on
// an interval. Network failures and 5xx retry after 1 s, 2 s, 4 s … at most 30 s; a
// refusal waits for the next trigger, since asking again at once would be refused again.
// A refusal saying the member was removed from the organization stops the engine for good
// and hands over to onMemberRemoved (the device's replica must go).
import type { SyncOp } from '../api/sync-api';
import type { OutboxEntry } from '../db/sync-records';
import { readSyncState } from '../db/sync-state';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { applyPullAnswer } from './apply-pull-answer';
import { applyPushAnswer } from './apply-push-answer';
import { retryDelayAfter } from './backoff';
import { SyncTransportError, type SyncTransport } from './sync-transport';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

export interface SyncEngineStatus {
  state: SyncState;
  online: boolean;
  lastSyncedAt: string | null;
  lastError: string | null;
}

export interface SyncClock {
  now(): Date;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Connectivity {
  isOnline(): boolean;
  /** Calls the listener on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface SyncEngineDependencies {
  db: TaquillaDatabase;
  transport: SyncTransport;
  clock: SyncClock;
  connectivity: Connectivity;
  intervalMs?: number;
  pushBatchSize?: number;
  onStatus?: (status: SyncEngineStatus) => void;
  /** The server says the signed-in member no longer belongs to the organization. */
  onMemberRemoved?: () => void;
}

/** The code the server refuses a removed member's calls with (see remove_team_member). */
export const MEMBER_REMOVED_CODE = 'member_removed';

const DEFAULT_INTERVAL_MS = 30_000;
const DEFAULT_PUSH_BATCH_SIZE = 50;
const UNANSWERED_PUSH = 'El servidor no respondió por las operaciones enviadas';

function toSyncOp({ op_id, kind, payload, created_at }: OutboxEntry): SyncOp {
  return { op_id, kind, payload, created_at };
}

export class SyncEngine {
  private status: SyncEngineStatus;
  private running = true;
  private cycle: Promise<void> | null = null;
  private anotherCycleRequested = false;
  private consecutiveFailures = 0;
  private retryTimer: unknown = null;
  private intervalTimer: unknown = null;
  private unsubscribeConnectivity: () => void = () => {};
  private readonly intervalMs: number;
  private readonly pushBatchSize: number;

  constructor(private readonly dependencies: SyncEngineDependencies) {
    this.intervalMs = dependencies.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.pushBatchSize = dependencies.pushBatchSize ?? DEFAULT_PUSH_BATCH_SIZE;
    this.status = { state: 'idle', online: dependencies.connectivity.isOnline(), lastSyncedAt: null, lastError: null };
  }

  async start(): Promise<void> {
    const { last_synced_at } = await readSyncState(this.dependencies.db);
    this.update({ lastSyncedAt: last_synced_at });
    this.unsubscribeConnectivity = this.dependencies.connectivity.subscribe((online) => this.onConnectivityChange(online));
    this.scheduleIntervalTick();
    await this.requestSync();
  }

  stop(): void {
    this.running = false;
    this.unsubscribeConnectivity();
    this.dependencies.clock.clearTimeout(this.retryTimer);
    this.dependencies.clock.clearTimeout(this.intervalTimer);
  }

  getStatus(): SyncEngineStatus {
    return { ...this.status };
  }

  /** Asks for a cycle; resolves when the cycle running now (or started now) ends. */
  requestSync(): Promise<void> {
    if (!this.running) return Promise.resolve();
    if (this.cycle) {
      this.anotherCycleRequested = true;
      return this.cycle;
    }
    // During a backoff the retry timer runs the next cycle.
    if (this.retryTimer !== null) return Promise.resolve();
    return this.startCycle();
  }

  /** Resolves once no cycle is running, including cycles requested meanwhile. */
  async settled(): Promise<void> {
    while (this.cycle) await this.cycle;
  }

  private startCycle(): Promise<void> {
    this.cycle = this.runCycle().finally(() => {
      this.cycle = null;
      const again = this.anotherCycleRequested && this.status.state === 'idle';
      this.anotherCycleRequested = false;
      if (again) void this.requestSync();
    });
    return this.cycle;
  }

  private async runCycle(): Promise<void> {
    if (!this.dependencies.connectivity.isOnline()) {
      this.update({ state: 'offline', online: false });
      return;
    }
    this.update({ state: 'syncing', online: true });
    try {
      await this.pushQueuedOps();
      await this.pullChanges();
      this.consecutiveFailures = 0;
      this.update({ state: 'idle', lastError: null, lastSyncedAt: this.dependencies.clock.now().toISOString() });
    } catch (error) {
      this.handleFailure(error);
    }
  }

  private async pushQueuedOps(): Promise<void> {
    const { db, transport, clock } = this.dependencies;
    for (;;) {
      const batch = await db.outbox.orderBy('seq').limit(this.pushBatchSize).toArray();
      if (batch.length === 0) return;
      const { device_id } = await readSyncState(db);
      const answer = await transport.push(device_id, batch.map(toSyncOp));
      const settled = await applyPushAnswer(db, batch, answer, clock.now());
      if (settled === 0) throw new SyncTransportError('server', UNANSWERED_PUSH);
    }
  }

  private async pullChanges(): Promise<void> {
    const { db, transport, clock } = this.dependencies;
    const { cursor } = await readSyncState(db);
    const answer = await transport.pull(cursor);
    await applyPullAnswer(db, answer, { fullSnapshot: cursor === null, now: clock.now() });
  }

  private handleFailure(error: unknown): void {
    const kind = error instanceof SyncTransportError ? error.kind : 'refused';
    const lastError = error instanceof Error ? error.message : String(error);
    if (error instanceof SyncTransportError && error.code === MEMBER_REMOVED_CODE) {
      this.update({ state: 'error', lastError });
      this.stop();
      this.dependencies.onMemberRemoved?.();
      return;
    }
    if (kind === 'refused') {
      this.update({ state: 'error', lastError });
      return;
    }
    this.consecutiveFailures += 1;
    this.update({ state: kind === 'network' ? 'offline' : 'error', lastError });
    if (!this.running) return;
    this.retryTimer = this.dependencies.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.requestSync();
    }, retryDelayAfter(this.consecutiveFailures));
  }

  private onConnectivityChange(online: boolean): void {
    this.update({ online });
    if (!online) {
      if (!this.cycle) this.update({ state: 'offline' });
      return;
    }
    // Back online: whatever backoff was running was about the old connection.
    this.dependencies.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.consecutiveFailures = 0;
    void this.requestSync();
  }

  private scheduleIntervalTick(): void {
    this.intervalTimer = this.dependencies.clock.setTimeout(() => {
      if (!this.running) return;
      void this.requestSync();
      this.scheduleIntervalTick();
    }, this.intervalMs);
  }

  private update(change: Partial<SyncEngineStatus>): void {
    this.status = { ...this.status, ...change };
    this.dependencies.onStatus?.(this.getStatus());
  }
}
