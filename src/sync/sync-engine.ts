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
//
// No head-of-line blocking: the pull runs even when the push failed (the cycle still ends
// in the push's failure state and backoff), and an op the server keeps failing on is
// isolated and given up as a 'No se pudo enviar' conflict (see failing-op-isolation.ts),
// so the ops behind it go. Ops a push answer does not name (no result, or a result whose
// op_id is null or unknown) stay queued and count as a server failure of those ops: they
// take the same isolation path, so an answer that never matches ends as a conflict
// after a few tries instead of being sent forever.
import type { SyncOp, SyncPullPage, SyncPullPageRequest, SyncPushAnswer } from '../api/sync-api';
import { SEND_FAILED_CODE, SEND_FAILED_MESSAGE, type OutboxEntry, type PullProgress } from '../db/sync-records';
import { readSyncState } from '../db/sync-state';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { applyPullAnswer, applyPullPage } from './apply-pull-answer';
import { applyPushAnswer } from './apply-push-answer';
import { retryDelayAfter } from './backoff';
import { FailingOpIsolation } from './failing-op-isolation';
import { downloadProgressOf, progressAfter, pullPageSize, type DownloadProgress } from './pull-progress';
import { DEFAULT_PUSH_BATCH_SIZE, withinPushBudget } from './push-batch';
import { startPushNotingFirstSend } from './resent-ops';
import { SyncTransportError, type SyncTransport } from './sync-transport';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

export interface SyncEngineStatus {
  state: SyncState;
  online: boolean;
  lastSyncedAt: string | null;
  lastError: string | null;
  /** A pull coming in pages: how far it is (kept while a failed pull waits to resume). */
  download: DownloadProgress | null;
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
/** Pulls one cycle makes at most to catch up with what was written during a paged pull. */
const MAX_CATCH_UP_PULLS = 4;
const UNANSWERED_PUSH = 'El servidor no respondió por las operaciones enviadas';

/** A push that did not go through: why, and the ops of it still queued. */
interface PushFailure {
  error: unknown;
  unsettled: OutboxEntry[];
}

function isMemberRemoved(error: unknown): boolean {
  return error instanceof SyncTransportError && error.code === MEMBER_REMOVED_CODE;
}

function isServerFault(error: unknown): boolean {
  return error instanceof SyncTransportError && error.kind === 'server';
}

function toSyncOp({ op_id, kind, payload, created_at }: OutboxEntry): SyncOp {
  return { op_id, kind, payload, created_at };
}

/** The request for the page a pull stands at: small pages until the screens can sell (pullPageSize). */
function pageRequestAfter(cursor: string | null, progress: PullProgress | null): SyncPullPageRequest {
  return { cursor, page: progress?.page ?? null, pageSize: pullPageSize(cursor, progress) };
}

const samePageRequest = (a: SyncPullPageRequest, b: SyncPullPageRequest) => a.cursor === b.cursor && a.page === b.page && a.pageSize === b.pageSize;

/** A batch of the outbox sent, and its answer (or failure). */
interface SentBatch {
  batch: OutboxEntry[];
  answer: Promise<SyncPushAnswer>;
}

/** A page asked for before it is needed, and its answer (or failure). */
interface PageAhead {
  request: SyncPullPageRequest;
  answer: Promise<SyncPullPage>;
}

/** The seq of the last op queued (0: none); seqs only grow, so a larger one is a new write. */
async function lastQueuedSeq(db: TaquillaDatabase): Promise<number> {
  const last = await db.outbox.orderBy(':id').lastKey();
  return typeof last === 'number' ? last : 0;
}

function askAhead(pullPage: NonNullable<SyncTransport['pullPage']>, request: SyncPullPageRequest): PageAhead {
  const answer = pullPage(request);
  // A page asked for ahead and never used must not end as an unhandled rejection.
  answer.catch(() => {});
  return { request, answer };
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
  private readonly isolation: FailingOpIsolation;

  constructor(private readonly dependencies: SyncEngineDependencies) {
    this.intervalMs = dependencies.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.isolation = new FailingOpIsolation(dependencies.pushBatchSize ?? DEFAULT_PUSH_BATCH_SIZE);
    this.status = { state: 'idle', online: dependencies.connectivity.isOnline(), lastSyncedAt: null, lastError: null, download: null };
  }

  async start(): Promise<void> {
    const { last_synced_at, pull_progress } = await readSyncState(this.dependencies.db);
    this.update({ lastSyncedAt: last_synced_at, download: downloadProgressOf(pull_progress) });
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
      await this.pushThenPull();
    } catch (error) {
      // The replica itself failed (e.g. closed for another tab's upgrade).
      this.handleFailure(error);
    }
  }

  private async pushThenPull(): Promise<void> {
    const pushFailure = await this.pushQueuedOps();
    const pullError = pushFailure && isMemberRemoved(pushFailure.error) ? null : await this.pullChanges();
    // A server fault of the push while the pull went through is about the ops, not the server.
    if (pushFailure && isServerFault(pushFailure.error) && pullError === null && (await this.giveUpOnFailingOp(pushFailure))) {
      // The op that blocked the outbox is a conflict now: the ops behind it go at once.
      this.anotherCycleRequested = true;
      this.succeeded();
      return;
    }
    const pushError = pushFailure?.error ?? null;
    const failure = [pushError, pullError].find(isMemberRemoved) ?? pushError ?? pullError;
    if (failure === null) this.succeeded();
    else this.handleFailure(failure);
  }

  private succeeded(): void {
    this.consecutiveFailures = 0;
    this.update({ state: 'idle', lastError: null, lastSyncedAt: this.dependencies.clock.now().toISOString() });
  }

  /**
   * Pushes the outbox batch by batch; returns the failure that stopped it, if any.
   *
   * Once a batch's answer arrives, the next batch is sent before the answer is laid: the
   * server applies it after the first (it went after the answer), while the device writes
   * the first answer's rows instead of both taking turns. If laying an answer fails or
   * leaves ops unanswered, the batch already sent is given up unanswered: its ops stay
   * queued and go again, and the server answers them from its memory of op ids (see
   * resent-ops), as for any answer lost on the way. Not while narrowing down a failing op.
   */
  private async pushQueuedOps(): Promise<PushFailure | null> {
    const { db, clock } = this.dependencies;
    let sent = await this.sendBatchAfter(null);
    for (;;) {
      if (sent === null) {
        this.isolation.reset();
        return null;
      }
      const { batch } = sent;
      let answer: SyncPushAnswer;
      try {
        answer = await sent.answer;
      } catch (error) {
        return { error, unsettled: batch };
      }
      const next = this.isolation.narrowing() ? null : await this.sendBatchAfter(batch.at(-1)!.seq!);
      try {
        await applyPushAnswer(db, batch, answer, clock.now());
      } catch (error) {
        return { error, unsettled: batch };
      }
      const unsettled = await this.stillQueued(batch);
      if (unsettled.length > 0) return { error: new SyncTransportError('server', UNANSWERED_PUSH), unsettled };
      this.isolation.recordSuccess();
      sent = next ?? (await this.sendBatchAfter(null));
    }
  }

  /**
   * Sends the queued ops after seq `after` (from the first: null), a batch's worth, and
   * resolves once the push is under way; null when there are none.
   */
  private async sendBatchAfter(after: number | null): Promise<SentBatch | null> {
    const { db, transport } = this.dependencies;
    const queued = after === null ? db.outbox.orderBy('seq') : db.outbox.where(':id').above(after);
    const batch = withinPushBudget(await queued.limit(this.isolation.batchSize()).toArray());
    if (batch.length === 0) return null;
    let answer: Promise<SyncPushAnswer>;
    try {
      const { device_id } = await readSyncState(db);
      ({ answer } = await startPushNotingFirstSend(db, batch, () => transport.push(device_id, batch.map(toSyncOp))));
    } catch (error) {
      answer = Promise.reject(error);
    }
    // Awaited by the loop, or given up when laying the batch before it failed.
    answer.catch(() => {});
    return { batch, answer };
  }

  private async stillQueued(batch: readonly OutboxEntry[]): Promise<OutboxEntry[]> {
    const entries = await this.dependencies.db.outbox.bulkGet(batch.map((entry) => entry.seq!));
    return entries.filter((entry): entry is OutboxEntry => entry !== undefined);
  }

  /** Returns whether an op was given up: it left the outbox as a 'No se pudo enviar' conflict. */
  private async giveUpOnFailingOp({ unsettled }: PushFailure): Promise<boolean> {
    const opId = this.isolation.recordFailure(unsettled);
    if (opId === null) return false;
    const { db, clock } = this.dependencies;
    const entry = await db.outbox.where('op_id').equals(opId).first();
    if (!entry) return false;
    const refusal = { op_id: opId, status: 'rejected' as const, code: SEND_FAILED_CODE, message: SEND_FAILED_MESSAGE };
    await applyPushAnswer(db, [entry], { results: [refusal] }, clock.now());
    return true;
  }

  /** Returns the error that stopped the pull, or null. */
  private async pullChanges(): Promise<unknown> {
    const { db, transport, clock } = this.dependencies;
    if (transport.pullPage) return this.pullPages(transport.pullPage.bind(transport));
    try {
      const { cursor } = await readSyncState(db);
      const answer = await transport.pull(cursor);
      await applyPullAnswer(db, answer, { fullSnapshot: cursor === null, now: clock.now() });
      return null;
    } catch (error) {
      return error;
    }
  }

  /**
   * Pulls page after page, each saved with the pull's progress, so a failure resumes at the
   * page it failed on. A write queued meanwhile (a sale at the gate while the history comes
   * in) ends the cycle early: the next one pushes it, then goes on with the pages. Only a
   * write queued after the pull began: an op already queued (its push answer lost) must
   * not stop the pull between the page that brought its reservation and the page with its
   * seats, where the replica would show those seats free to sell again.
   *
   * The next page is asked for as soon as a page arrives, while that page is saved: the
   * server builds and sends it while the device writes, instead of the two taking turns (the
   * server's time was 1.1 s of a first pull's 9.4 s, BENCHMARKS.md §3). It is used only if
   * the replica, once the page is saved, asks for the very same page; otherwise dropped.
   *
   * The pages of one pull are read at different moments: a row written meanwhile behind the
   * pages already read comes only with the pull after (from the cursor the first page gave).
   * So a pull that took more than one page, or was resumed from an earlier cycle, is
   * followed at once by another, until one pull fits in one page (bounded): a cycle that
   * ends idle has every change committed before its last pull began, as a one-answer pull.
   */
  private async pullPages(pullPage: NonNullable<SyncTransport['pullPage']>): Promise<unknown> {
    const { db, clock } = this.dependencies;
    let ahead: PageAhead | null = null;
    try {
      const lastQueuedAtStart = await lastQueuedSeq(db);
      let pagesOfThisPull = 0;
      for (let pulls = 1; ; ) {
        const { cursor, pull_progress } = await readSyncState(db);
        // A pull resumed from an earlier cycle counts as more than one page.
        pagesOfThisPull += pull_progress ? 2 : 1;
        const request = pageRequestAfter(cursor, pull_progress ?? null);
        const page: SyncPullPage = await (ahead && samePageRequest(ahead.request, request) ? ahead.answer : pullPage(request));
        const next: SyncPullPageRequest | null = this.anotherCycleRequested ? null : pageRequestAfter(cursor, progressAfter(pull_progress ?? null, page));
        ahead = next && next.page !== null ? askAhead(pullPage, next) : null;
        const progress = await applyPullPage(db, page, { now: clock.now() });
        this.update({ download: downloadProgressOf(progress) });
        if (progress === null) {
          if (pagesOfThisPull === 1 || pulls >= MAX_CATCH_UP_PULLS) return null;
          pulls += 1;
          pagesOfThisPull = 0;
          continue;
        }
        if (this.anotherCycleRequested && (await lastQueuedSeq(db)) > lastQueuedAtStart) return null;
      }
    } catch (error) {
      return error;
    }
  }

  private handleFailure(error: unknown): void {
    const kind = error instanceof SyncTransportError ? error.kind : 'refused';
    const lastError = error instanceof Error ? error.message : String(error);
    if (isMemberRemoved(error)) {
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
