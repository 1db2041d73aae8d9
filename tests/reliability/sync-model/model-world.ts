// The server side of the sync model test: one migrated PGlite shared by every run, a fresh
// organization per run (an organizer and staff, one small stand, one event), and sync_push /
// sync_pull called as the organization's signed-in users, committed, the way PostgREST runs
// an RPC (tests/db/as-role.ts switches role and JWT claims inside the transaction).
import { randomUUID } from 'node:crypto';
import type { Engine } from '../../../supabase/local/engine.ts';
import { parseSyncPullPage, type SyncOp, type SyncPullAnswer, type SyncPullPage, type SyncPullPageRequest, type SyncPushAnswer } from '../../../src/api/sync-api';
import type { ReplicaTableName } from '../../../src/db/replica-tables';
import { SyncTransportError } from '../../../src/sync/sync-transport';
import { becomeActor } from '../../db/as-role.ts';

/** Few seats, so that devices selling offline collide (the server refuses the second sale). */
export const STAND_SEATS = 4;
export const USERS_PER_ORGANIZATION = 4;

export interface ModelOrganization {
  id: string;
  /** The organizer first, then staff: device n signs in as user n. */
  userIds: string[];
  eventId: string;
  /** The stand's seats, in seat order. */
  seatIds: string[];
}

export async function createModelOrganization(engine: Engine): Promise<ModelOrganization> {
  const id = randomUUID();
  const userIds = Array.from({ length: USERS_PER_ORGANIZATION }, () => randomUUID());
  const graderiaId = randomUUID();
  const eventId = randomUUID();
  const tag = id.slice(0, 8);
  const people = userIds
    .map((userId, index) => {
      const role = index === 0 ? 'organizer' : 'staff';
      const email = `persona${index}-${tag}@modelo.test`;
      return `insert into auth.users (id, email) values ('${userId}', '${email}');
        insert into public.profiles (id, organization_id, role, full_name, email)
        values ('${userId}', '${id}', '${role}', 'Persona ${index} ${tag}', '${email}');`;
    })
    .join('\n');
  await engine.exec(`
    insert into public.organizations (id, name) values ('${id}', 'Festival modelo ${tag}');
    ${people}
    insert into public.graderias (id, organization_id, name, rows, columns, floors, base_price)
    values ('${graderiaId}', '${id}', 'Gradería modelo', 1, ${STAND_SEATS}, 1, 20000);
    insert into public.events (id, organization_id, name, slug, event_date, end_date)
    values ('${eventId}', '${id}', 'Noche modelo', 'noche-modelo-${tag}', '2027-07-01', '2027-07-02');
    insert into public.event_graderias (event_id, graderia_id, organization_id)
    values ('${eventId}', '${graderiaId}', '${id}');`);
  const { rows } = await engine.query<{ id: string }>(
    'select id::text from public.seats where graderia_id = $1 order by row_letter, column_number',
    [graderiaId],
  );
  return { id, userIds, eventId, seatIds: rows.map((row) => row.id) };
}

/** A SQL error as the transport would see it: raise_app_error's code is in `detail`. */
function transportErrorOf(error: unknown): SyncTransportError {
  const { message, detail, code } = error as { message?: string; detail?: string; code?: string };
  // SQLSTATE class 40 (serialization), 57 (timeouts), XX: server faults; the rest are refusals.
  const serverFault = typeof code === 'string' && /^(40|57|XX)/.test(code);
  return new SyncTransportError(serverFault ? 'server' : 'refused', message ?? String(error), detail ?? null);
}

export async function callAs<Answer>(engine: Engine, userId: string, text: string, params: unknown[]): Promise<Answer> {
  try {
    return await engine.transaction(async (sql) => {
      await becomeActor(sql, { kind: 'user', userId });
      const { rows } = await sql.query<{ answer: Answer }>(text, params);
      return rows[0].answer;
    });
  } catch (error) {
    throw transportErrorOf(error);
  }
}

export function serverPush(engine: Engine, userId: string, deviceId: string, ops: SyncOp[]): Promise<SyncPushAnswer> {
  return callAs(engine, userId, 'select public.sync_push(device_id => $1, ops => $2::jsonb) as answer', [deviceId, JSON.stringify(ops)]);
}

export function serverPull(engine: Engine, userId: string, cursor: string | null): Promise<SyncPullAnswer> {
  return callAs(engine, userId, 'select public.sync_pull(cursor => $1) as answer', [cursor]);
}

/**
 * Rows per page in the model: a few, whatever the engine asks for, so the model's small
 * organizations still come in many pages, with writes and lost answers between them.
 */
const MODEL_PAGE_SIZE = 4;

export async function serverPullPage(engine: Engine, userId: string, { cursor, page }: SyncPullPageRequest): Promise<SyncPullPage> {
  const answer = await callAs<unknown>(engine, userId, 'select public.sync_pull_page(cursor => $1, page => $2, page_size => $3) as answer', [
    cursor,
    page,
    MODEL_PAGE_SIZE,
  ]);
  return parseSyncPullPage(answer);
}

export type Row = Record<string, unknown>;

/** The organization's rows of one replicated table as sync_pull sends them (sync_xid left out). */
export async function serverRowsOf(engine: Engine, organizationId: string, table: ReplicaTableName): Promise<Row[]> {
  const column = table === 'organizations' ? 'id' : 'organization_id';
  const { rows } = await engine.query<{ row: Row }>(
    `select to_jsonb(t) - 'sync_xid' as row from public.${table} as t where t.${column} = $1`,
    [organizationId],
  );
  return rows.map(({ row }) => row);
}

/** How the server answered each op id it has seen: 'applied' or 'rejected'. */
export async function serverOpOutcomes(engine: Engine, organizationId: string): Promise<Map<string, string>> {
  const { rows } = await engine.query<{ op_id: string; status: string }>(
    `select op_id::text, result ->> 'status' as status from public.sync_ops where organization_id = $1`,
    [organizationId],
  );
  return new Map(rows.map((row) => [row.op_id, row.status]));
}

/** reservation_logs actions per reservation: how many times each op's effect happened. */
export async function serverLogActions(engine: Engine, organizationId: string): Promise<Map<string, string[]>> {
  const { rows } = await engine.query<{ reservation_id: string; actions: string[] }>(
    `select reservation_id::text, array_agg(action order by action) as actions
     from public.reservation_logs where organization_id = $1 group by reservation_id`,
    [organizationId],
  );
  return new Map(rows.map((row) => [row.reservation_id, row.actions]));
}

/** Seats of the event held by a live sale (pending or paid, not cancelled or expired), on the server. */
export async function serverTakenSeats(engine: Engine, eventId: string): Promise<string[]> {
  const { rows } = await engine.query<{ seat_id: string }>(
    `select sale.seat_id::text from public.reservation_seats as sale
     join public.reservations as reservation on reservation.id = sale.reservation_id
     where sale.event_id = $1 and sale.active and reservation.status not in ('cancelled', 'expired')
     order by 1`,
    [eventId],
  );
  return rows.map((row) => row.seat_id);
}
