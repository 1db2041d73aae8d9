// How the sync engine reaches the server, as an interface so tests can answer for it.
import type { SyncOp, SyncPullAnswer, SyncPullPage, SyncPullPageRequest, SyncPushAnswer } from '../api/sync-api';

export interface SyncTransport {
  push(deviceId: string, ops: SyncOp[]): Promise<SyncPushAnswer>;
  /** The whole pull in one answer (sync_pull): what a transport without pages offers. */
  pull(cursor: string | null): Promise<SyncPullAnswer>;
  /** The pull in pages (sync_pull_page); the engine uses it when the transport has it. */
  pullPage?(request: SyncPullPageRequest): Promise<SyncPullPage>;
}

/**
 * network: the request may not have arrived (retry; a replayed push is answered from the
 * server's memory of op ids). server: a 5xx (retry). refused: the server said no to the
 * whole call, e.g. an expired session (retrying at once would get the same answer).
 */
export type TransportFailureKind = 'network' | 'server' | 'refused';

export class SyncTransportError extends Error {
  readonly kind: TransportFailureKind;
  /** The server's stable code of a refusal (e.g. 'member_removed'), when it gave one. */
  readonly code: string | null;

  constructor(kind: TransportFailureKind, message: string, code: string | null = null) {
    super(message);
    this.name = 'SyncTransportError';
    this.kind = kind;
    this.code = code;
  }
}
