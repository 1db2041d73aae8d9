// The two RPCs devices sync through (supabase/migrations/*_create_sync_pull.sql and
// *_create_sync_push.sql hold their contract). Unlike callRpc, a failure keeps its HTTP
// status: the sync engine retries a request that never arrived (0) or a server fault
// (5xx), and not a refusal (4xx). The client is a parameter so the same code runs against
// the embedded server in contract tests. Answers are parsed, not cast: a malformed answer
// is a server fault (retried, and isolated by the engine if it keeps coming), never a crash
// halfway through applying it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { expandPageRows } from './pull-page-rows';
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

/** The key range (after, until] of one table a page covered; null ends: from the start, to the end. */
export interface PulledKeyRange {
  table: string;
  after: string | null;
  until: string | null;
}

/** The seats a sale holds for one event when a first download began (sync_pull_page's taken_seats). */
export interface TakenSeats {
  event_id: string;
  seat_ids: string[];
}

/** One page of sync_pull_page, its rows expanded to sync_pull's shape. */
export interface SyncPullPage {
  organization_id: string;
  /** sync_pull's cursor, to keep once next_page is null. */
  cursor: string;
  /** A page of a full snapshot: rows of its ranges the page lacks are gone from the server. */
  snapshot: boolean;
  next_page: string | null;
  rows: RowsByTableName;
  ranges: PulledKeyRange[];
  deleted: Record<string, unknown[]>;
  /** First page only: how many rows the pull brings per table. */
  totals: Record<string, number> | null;
  /**
   * First page of a full snapshot only: per event, the seats taken then, so the gate can sell
   * before the sales' pages are in. null on other pages and from servers that predate it.
   */
  taken_seats?: TakenSeats[] | null;
}

export interface SyncPullPageRequest {
  cursor: string | null;
  page: string | null;
  /** Rows per page, at most 20,000. */
  pageSize: number;
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

export const MALFORMED_ANSWER_CODE = 'malformed_answer';
export const MALFORMED_ANSWER_MESSAGE = 'El servidor envió una respuesta de sincronización que no se pudo leer';
/** Not an HTTP status the server sent: the answer came (200) but cannot be used, a server fault. */
const MALFORMED_ANSWER_STATUS = 502;

const rowsByTableSchema = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));

/**
 * A result whose op_id is null is kept out of the answer rather than failing it: it matches
 * no op, so the ops it should have answered count as unanswered (see sync-engine).
 */
const pushResultSchema = z.discriminatedUnion('status', [
  z.object({ op_id: z.string().nullable(), status: z.literal('applied'), rows: rowsByTableSchema }),
  z.object({
    op_id: z.string().nullable(),
    status: z.literal('rejected'),
    code: z.string(),
    message: z.string(),
    unavailable_seat_ids: z.array(z.string()).optional(),
  }),
]);

const pushAnswerSchema = z.object({ results: z.array(pushResultSchema) });

const pullAnswerSchema = z.object({
  cursor: z.string().min(1),
  rows: rowsByTableSchema,
  deleted: z.record(z.string(), z.array(z.unknown())),
});

const pullPageSchema = z.object({
  organization_id: z.string().min(1),
  cursor: z.string().min(1),
  snapshot: z.boolean(),
  next_page: z.string().min(1).nullable(),
  rows: z.record(z.string(), z.object({ columns: z.array(z.string()), values: z.array(z.array(z.unknown())) })),
  ranges: z.array(z.object({ table: z.string(), after: z.string().nullable(), until: z.string().nullable() })),
  deleted: z.record(z.string(), z.array(z.unknown())),
  totals: z.record(z.string(), z.number()).nullable(),
  // Absent from servers older than 20261130120000_send_taken_seats_before_sales.sql.
  taken_seats: z.array(z.object({ event_id: z.string(), seat_ids: z.array(z.string()) })).nullish(),
});

function parsedOrThrow<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new SyncCallError(MALFORMED_ANSWER_MESSAGE, MALFORMED_ANSWER_CODE, MALFORMED_ANSWER_STATUS);
  return parsed.data;
}

export function parseSyncPushAnswer(data: unknown): SyncPushAnswer {
  const { results } = parsedOrThrow(pushAnswerSchema, data);
  return { results: results.filter((result): result is SyncPushResult => result.op_id !== null) };
}

export function parseSyncPullAnswer(data: unknown): SyncPullAnswer {
  return parsedOrThrow(pullAnswerSchema, data);
}

export function parseSyncPullPage(data: unknown): SyncPullPage {
  const page = parsedOrThrow(pullPageSchema, data);
  return { ...page, rows: expandPageRows(page.rows, page.organization_id), taken_seats: page.taken_seats ?? null };
}

async function callSyncRpc<Answer>(client: SupabaseClient, fn: string, args: Record<string, unknown>, parse: (data: unknown) => Answer): Promise<Answer> {
  const { data, error, status } = await client.rpc(fn, args);
  if (error) {
    const apiError = apiErrorFromPostgrest(error, status);
    throw new SyncCallError(apiError.message, apiError.code, status);
  }
  return parse(data);
}

export function syncPush(client: SupabaseClient, deviceId: string, ops: SyncOp[]): Promise<SyncPushAnswer> {
  return callSyncRpc(client, 'sync_push', { device_id: deviceId, ops }, parseSyncPushAnswer);
}

export function syncPull(client: SupabaseClient, cursor: string | null): Promise<SyncPullAnswer> {
  return callSyncRpc(client, 'sync_pull', { cursor }, parseSyncPullAnswer);
}

export function syncPullPage(client: SupabaseClient, { cursor, page, pageSize }: SyncPullPageRequest): Promise<SyncPullPage> {
  return callSyncRpc(client, 'sync_pull_page', { cursor, page, page_size: pageSize }, parseSyncPullPage);
}
