// The two RPCs devices sync through (supabase/migrations/*_create_sync_pull.sql and
// *_create_sync_push.sql hold their contract). Unlike callRpc, a failure keeps its HTTP
// status: the sync engine retries a request that never arrived (0) or a server fault
// (5xx), and not a refusal (4xx). The client is a parameter so the same code runs against
// the embedded server in contract tests.
import type { SupabaseClient } from '@supabase/supabase-js';
import { ApiError, apiErrorFromPostgrest } from './api-error';

/** Rows by table name, each row a plain object with the table's column names. */
export type RowsByTableName = Record<string, Record<string, unknown>[]>;

export interface SyncOp {
  op_id: string;
  kind: string;
  payload: Record<string, unknown>;
  created_at: string;
}

export type SyncPushResult =
  | { op_id: string; status: 'applied'; rows: RowsByTableName }
  | {
      op_id: string;
      status: 'rejected';
      code: string;
      message: string;
      /** With code 'seats_unavailable': the seats sold meanwhile, for the cashier to replace. */
      unavailable_seat_ids?: string[];
    };

export interface SyncPushAnswer {
  results: SyncPushResult[];
}

export interface SyncPullAnswer {
  cursor: string;
  rows: RowsByTableName;
  /** Keys of deleted rows by table: ids, or {event_id, graderia_id} for event_graderias. */
  deleted: Record<string, unknown[]>;
}

export class SyncCallError extends ApiError {
  /** 0 when the request never reached the server. */
  readonly status: number;

  constructor(message: string, code: string, status: number) {
    super(message, code);
    this.name = 'SyncCallError';
    this.status = status;
  }
}

async function callSyncRpc<Answer>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<Answer> {
  const { data, error, status } = await client.rpc(fn, args);
  if (error) {
    const apiError = apiErrorFromPostgrest(error, status);
    throw new SyncCallError(apiError.message, apiError.code, status);
  }
  return data as Answer;
}

export function syncPush(client: SupabaseClient, deviceId: string, ops: SyncOp[]): Promise<SyncPushAnswer> {
  return callSyncRpc<SyncPushAnswer>(client, 'sync_push', { device_id: deviceId, ops });
}

export function syncPull(client: SupabaseClient, cursor: string | null): Promise<SyncPullAnswer> {
  return callSyncRpc<SyncPullAnswer>(client, 'sync_pull', { cursor });
}
