// One sync engine per device. Every tab of the app opens the same replica (IndexedDB is
// shared by the tabs of a browser profile), and every tab queues its ops into the same
// outbox; only the tab holding the replica's Web Lock runs an engine, so a batch is pushed
// by one tab and its answer applied once (two engines would push the same batch, and a
// late answer would bring back a conflict the cashier dismissed in the other tab).
//
// The leader tells the others its status over a BroadcastChannel; the others ask it there
// to sync when they queue an op (or the cashier presses 'Reintentar'). The outbox and
// conflict counts need no message: every tab reads them from Dexie's liveQuery, which
// sees writes of the other tabs. When the leader tab closes, the browser releases its lock
// and the next tab waiting for it starts an engine; replayed ops are answered from the
// server's memory of op ids, so a push cut short by the handover is never applied twice.
import type { SyncEngine, SyncEngineStatus } from './sync-engine';

export interface DeviceLocks {
  /**
   * Runs `holder` once this tab holds the lock called `name`, which it keeps until the
   * promise `holder` returns settles. Aborting `signal` gives up waiting.
   */
  request(name: string, signal: AbortSignal, holder: () => Promise<void>): Promise<void>;
}

export type SyncChannelMessage =
  | { type: 'status'; status: SyncEngineStatus }
  | { type: 'sync-requested' }
  | { type: 'status-requested' };

/** The tabs of one replica talking to each other; a tab never receives its own messages. */
export interface SyncChannel {
  post(message: SyncChannelMessage): void;
  subscribe(listener: (message: SyncChannelMessage) => void): () => void;
  close(): void;
}

export interface DeviceSyncDependencies {
  /** One per replica (user): tabs of different users never wait for each other. */
  lockName: string;
  /** null where the browser has no Web Locks: the tab syncs on its own, as before. */
  locks: DeviceLocks | null;
  channel: SyncChannel;
  createEngine: (onStatus: (status: SyncEngineStatus) => void) => SyncEngine;
  /** The status to show in this tab: its own engine's, or the leader's. */
  onStatus: (status: SyncEngineStatus) => void;
}

export class DeviceSync {
  private engine: SyncEngine | null = null;
  private stopped = false;
  private releaseLock: () => void = () => {};
  private readonly waitingForLock = new AbortController();
  private unsubscribe: () => void = () => {};

  constructor(private readonly dependencies: DeviceSyncDependencies) {}

  start(): void {
    const { channel, locks, lockName } = this.dependencies;
    this.unsubscribe = channel.subscribe((message) => this.onMessage(message));
    // A tab opened after the leader shows its status at once, not at its next change.
    channel.post({ type: 'status-requested' });
    if (!locks) {
      void this.lead();
      return;
    }
    // Rejected with an AbortError when the tab stops while still waiting: nothing to do.
    locks.request(lockName, this.waitingForLock.signal, () => this.lead()).catch(() => {});
  }

  /** Whether this tab runs the device's engine. */
  isLeader(): boolean {
    return this.engine !== null;
  }

  /** The leader syncs now; another tab asks the leader to. */
  requestSync(): Promise<void> {
    if (this.engine) return this.engine.requestSync();
    this.dependencies.channel.post({ type: 'sync-requested' });
    return Promise.resolve();
  }

  /** Resolves once this tab's engine (if it leads) has no cycle running. */
  async settled(): Promise<void> {
    await this.engine?.settled();
  }

  /** The tab signs out or closes: its engine stops and the lock passes to another tab. */
  stop(): void {
    this.stopped = true;
    this.engine?.stop();
    this.engine = null;
    this.releaseLock();
    this.waitingForLock.abort();
    this.unsubscribe();
    this.dependencies.channel.close();
  }

  private async lead(): Promise<void> {
    if (this.stopped) return;
    const held = new Promise<void>((resolve) => (this.releaseLock = resolve));
    const { channel, createEngine, onStatus } = this.dependencies;
    const engine = createEngine((status) => {
      onStatus(status);
      channel.post({ type: 'status', status });
    });
    this.engine = engine;
    try {
      await engine.start();
    } catch {
      // This tab cannot sync its replica (e.g. it was closed for an upgrade): another tab may.
      engine.stop();
      this.engine = null;
      return;
    }
    await held;
  }

  private onMessage(message: SyncChannelMessage): void {
    if (message.type === 'status') {
      if (!this.engine) this.dependencies.onStatus(message.status);
      return;
    }
    if (!this.engine) return;
    if (message.type === 'sync-requested') void this.engine.requestSync();
    else this.dependencies.channel.post({ type: 'status', status: this.engine.getStatus() });
  }
}
