// A stand-in for sync_push/sync_pull with the server's memory of op ids, and failures on
// demand: the request never arriving, a 5xx, or an answer lost after the ops were applied.
import type { RowsByTableName, SyncOp, SyncPullAnswer, SyncPushAnswer, SyncPushResult } from '../../api/sync-api';
import { SyncTransportError, type SyncTransport } from '../sync-transport';

export type PushFailure = 'network' | 'server' | 'answer-lost';

export type PullFailure = 'network' | 'server';

export interface Rejection {
  code: string;
  message: string;
}

export class FakeSyncServer implements SyncTransport {
  readonly pushedBatches: SyncOp[][] = [];
  readonly pullCursors: (string | null)[] = [];
  /** How many times each op id was really applied: more than once would be a double sale. */
  readonly applications = new Map<string, number>();
  private readonly firstResults = new Map<string, SyncPushResult>();
  private readonly pushFailures: PushFailure[] = [];
  private readonly pullAnswers: SyncPullAnswer[] = [];
  private readonly pullFailures: PullFailure[] = [];
  private pullCount = 0;
  private pullRefusal: SyncTransportError | null = null;
  private readonly poisoned = new Set<string>();

  constructor(
    private readonly decide: (op: SyncOp) => Rejection | RowsByTableName = () => ({}),
  ) {}

  failNextPushes(...failures: PushFailure[]): void {
    this.pushFailures.push(...failures);
  }

  /**
   * Every push holding this op fails with a 5xx and applies nothing, as a statement timeout
   * or a serialization failure on that op rolls back the whole call.
   */
  poison(opId: string): void {
    this.poisoned.add(opId);
  }

  failNextPulls(...failures: PullFailure[]): void {
    this.pullFailures.push(...failures);
  }

  answerNextPull(answer: SyncPullAnswer): void {
    this.pullAnswers.push(answer);
  }

  async push(_deviceId: string, ops: SyncOp[]): Promise<SyncPushAnswer> {
    this.pushedBatches.push(ops);
    const failure = this.pushFailures.shift();
    if (failure === 'network') throw new SyncTransportError('network', 'No hay conexión con el servidor.');
    if (failure === 'server') throw new SyncTransportError('server', 'Error interno del servidor');
    if (ops.some((op) => this.poisoned.has(op.op_id))) throw new SyncTransportError('server', 'canceling statement due to statement timeout');
    const results = ops.map((op) => this.firstResults.get(op.op_id) ?? this.apply(op));
    if (failure === 'answer-lost') throw new SyncTransportError('network', 'No hay conexión con el servidor.');
    return { results };
  }

  /** Every pull from now on is refused with this error (e.g. a removed member's 403). */
  refusePulls(refusal: SyncTransportError): void {
    this.pullRefusal = refusal;
  }

  async pull(cursor: string | null): Promise<SyncPullAnswer> {
    this.pullCursors.push(cursor);
    if (this.pullRefusal) throw this.pullRefusal;
    const failure = this.pullFailures.shift();
    if (failure === 'network') throw new SyncTransportError('network', 'No hay conexión con el servidor.');
    if (failure === 'server') throw new SyncTransportError('server', 'Error interno del servidor');
    this.pullCount += 1;
    return this.pullAnswers.shift() ?? { cursor: `cursor-${this.pullCount}`, rows: {}, deleted: {} };
  }

  private apply(op: SyncOp): SyncPushResult {
    this.applications.set(op.op_id, (this.applications.get(op.op_id) ?? 0) + 1);
    const decision = this.decide(op);
    const result: SyncPushResult =
      'code' in decision && 'message' in decision
        ? { op_id: op.op_id, status: 'rejected', code: String(decision.code), message: String(decision.message) }
        : { op_id: op.op_id, status: 'applied', rows: decision as RowsByTableName };
    this.firstResults.set(op.op_id, result);
    return result;
  }
}
