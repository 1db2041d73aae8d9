// The server's side of a fresh organizer's organization, through the same sync RPCs the
// devices use: a quick way to give the account a stand and an event to sell (no form to
// fill), and to read back every row the organization holds.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

export type ServerRow = Record<string, unknown>;
export type ServerRows = Record<string, ServerRow[]>;

export interface VenueAndEvent {
  venue: string;
  event: string;
  eventId: string;
}

async function rpc<Answer>(api: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await api.rpc(fn, args);
  if (error) throw new Error(`${fn} falló: ${error.message}`);
  return data as Answer;
}

function createOp(kind: string, payload: Record<string, unknown>) {
  return { op_id: randomUUID(), kind, payload, created_at: new Date().toISOString() };
}

/** A 2 × 5 stand and an active event selling it, created from a device of the test's own. */
export async function createVenueAndEvent(api: SupabaseClient, names: { venue: string; event: string }): Promise<VenueAndEvent> {
  const venueId = randomUUID();
  const eventId = randomUUID();
  const { results } = await rpc<{ results: { status: string; message?: string }[] }>(api, 'sync_push', {
    device_id: randomUUID(),
    ops: [
      createOp('graderias-create', { id: venueId, name: names.venue, rows: 2, columns: 5, floors: 1, base_price: 20000 }),
      createOp('events-create', { id: eventId, name: names.event, event_date: '2030-06-24', graderia_ids: [venueId] }),
    ],
  });
  const refused = results.filter((result) => result.status !== 'applied');
  if (refused.length > 0) throw new Error(`No se creó el evento de prueba: ${JSON.stringify(refused)}`);
  return { ...names, eventId };
}

/** Every row of the organization, by table (a full sync_pull). */
export async function organizationRows(api: SupabaseClient): Promise<ServerRows> {
  const { rows } = await rpc<{ rows: ServerRows }>(api, 'sync_pull', { cursor: null });
  return rows;
}
