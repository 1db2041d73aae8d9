// The tickets Edge Function's way to the database on hosted Supabase (postgrestRpc: PostgREST's
// /rpc, as the caller and as the service role), driven against the local server's
// PostgREST-compatible API: the same handler signs a paid booking's tickets and reads one back
// from its code; with the anon key in place of the service role key it signs nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTicketCode } from '../../../../src/domain/ticket-code.ts';
import { startTestServer, type RunningServer } from '../../../local/test-server.ts';
import { postgrestRpc } from '../payments/postgrest-rpc.ts';
import { ticketsHandler } from './handlers.ts';

const SLUG = 'festival-bambuco-2025';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** A card booking of Norte's row `row`, seat 7, paid through the sandbox provider. */
async function paidBooking(row: string): Promise<{ payment_id: string; reservation_id: string }> {
  const { data: event } = await server.client().rpc('get_event_by_slug', { event_slug: SLUG });
  const norte = (event as { venues: { id: string; seats: { id: string; row_letter: string; seat_number: string }[] }[] }).venues
    .find((venue) => venue.id === GRADERIA_NORTE)!;
  const seatId = norte.seats.find((seat) => seat.row_letter === row && seat.seat_number === '7')!.id;
  const { data, error } = await server.client().rpc('book_seats', {
    event_slug: SLUG, seat_ids: [seatId], customer_name: 'Visitante Entradas', customer_phone: '3005550101',
    document_number: `5550${row.charCodeAt(0)}01`, customer_email: `entradas.${row}@correo.co`, payment_method: 'mercadopago',
  });
  expect(error).toBeNull();
  const paid = await server.client().functions.invoke('payment-sandbox', { body: { payment_id: data.payment_id, approved: true } });
  expect(paid.error).toBeNull();
  return data;
}

function hostedDoors(serviceKey: string) {
  return {
    asCaller: postgrestRpc({ url: server.url, apiKey: server.anonKey, authorization: `Bearer ${server.anonKey}` }),
    asService: postgrestRpc({ url: server.url, apiKey: serviceKey, authorization: `Bearer ${serviceKey}` }),
  };
}

const post = (body: unknown) => new Request('http://edge.invalid/tickets', { method: 'POST', body: JSON.stringify(body) });

describe('the tickets function’s path to the database', () => {
  it('with the service role key, signs the visitor’s tickets and reads one back from its code', async () => {
    const booked = await paidBooking('C');
    const handle = ticketsHandler();
    const doors = hostedDoors(server.serviceRoleKey);
    const answer = await handle(post({ reservation_id: booked.reservation_id, payment_id: booked.payment_id }), doors);
    expect(answer.status).toBe(200);
    const { tickets } = (await answer.json()) as { tickets: { code: string; ticket_id: string; seat_label: string }[] };
    expect(tickets.map((ticket) => ticket.seat_label)).toEqual(['C-7']);
    const { rows } = await server.engine.query<{ key: string }>(
      "select ticket_public_key as key from public.organizations where id = 'a0000000-0000-4000-8000-000000000010'",
    );
    expect(await readTicketCode(tickets[0].code, rows[0].key)).toMatchObject({ kind: 'signed', payload: { ticketId: tickets[0].ticket_id } });

    const readBack = await handle(post({ code: tickets[0].code }), doors);
    expect(readBack.status).toBe(200);
    expect(await readBack.json()).toMatchObject({ tickets: [{ ticket_id: tickets[0].ticket_id, status: 'valida' }] });
  });

  it('with only the anon key as the service’s, signs nothing and reads no code back', async () => {
    const booked = await paidBooking('D');
    const signed = await ticketsHandler()(post({ reservation_id: booked.reservation_id, payment_id: booked.payment_id }), hostedDoors(server.serviceRoleKey));
    const { tickets } = (await signed.json()) as { tickets: { code: string }[] };
    const handle = ticketsHandler();
    const doors = hostedDoors(server.anonKey);
    const answer = await handle(post({ reservation_id: booked.reservation_id, payment_id: booked.payment_id }), doors);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: 'Error interno del servidor', code: 'internal_error' });
    const readBack = await handle(post({ code: tickets[0].code }), doors);
    expect(readBack.status).toBe(502);
    expect(await readBack.json()).toEqual({ error: 'Error interno del servidor', code: 'internal_error' });
  });
});
