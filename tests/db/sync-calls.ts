// Calls to sync_push and sync_pull the way a device makes them, and the ops it queues.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../supabase/local/engine.ts';
import type { OrganizationFixture } from './two-organizations.ts';

export type Row = Record<string, unknown>;
export type Rows = Record<string, Row[]>;

export interface Op {
  op_id: string;
  kind: string;
  payload: unknown;
  created_at: string;
}

export type OpResult =
  | { op_id: string; status: 'applied'; rows: Rows }
  | { op_id: string | null; status: 'rejected'; code: string; message: string; unavailable_seat_ids?: string[] };

export interface Pull {
  cursor: string;
  rows: Rows;
  deleted: Record<string, unknown[]>;
}

export const deviceId = 'dddddddd-0000-4000-8000-0000000000d1';

export function op(kind: string, payload: unknown, opId: string = randomUUID()): Op {
  // Queued just now: the server dates the rows an op writes at its created_at (bounded by its clock).
  return { op_id: opId, kind, payload, created_at: new Date().toISOString() };
}

export async function push(sql: Sql, ops: unknown[], device: string = deviceId): Promise<OpResult[]> {
  const { rows } = await sql.query<{ answer: { results: OpResult[] } }>(
    'select public.sync_push(device_id => $1, ops => $2::jsonb) as answer',
    [device, JSON.stringify(ops)],
  );
  return rows[0].answer.results;
}

/** The one op's result, which must be 'applied'. */
export async function pushApplied(sql: Sql, pushed: Op): Promise<Rows> {
  const [result] = await push(sql, [pushed]);
  if (result.status !== 'applied') throw new Error(`Se esperaba 'applied' y fue ${JSON.stringify(result)}`);
  return result.rows;
}

export async function pull(sql: Sql, cursor: string | null = null): Promise<Pull> {
  const { rows } = await sql.query<{ answer: Pull }>('select public.sync_pull(cursor => $1) as answer', [cursor]);
  return rows[0].answer;
}

/** A valid manual cash sale of the fixture's free seat A2 for the organization's event. */
export function manualSale(o: OrganizationFixture, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    event_id: o.eventId,
    seat_ids: [o.seatA2Id],
    customer_name: 'María Fernanda Rojas',
    customer_email: 'maria.rojas@correo.co',
    customer_phone: '3101234567',
    document_type: 'CC',
    document_number: '1075123456',
    payment_method: 'cash',
    ...overrides,
  };
}

