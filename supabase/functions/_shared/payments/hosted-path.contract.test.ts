// The Edge Functions' way to the database (postgrestRpc: PostgREST's /rpc with the service
// role key, or with the caller's JWT), driven against the local server's PostgREST-compatible
// API: the same handlers settle a payment the hosted way, and the anon key cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../../../local/test-server.ts';
import { handlePaymentWebhook, handleSandboxDecision } from './handlers.ts';
import { postgrestRpc } from './postgrest-rpc.ts';
import { SandboxProvider } from './sandbox-provider.ts';

const SLUG = 'festival-bambuco-2025';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function cardBooking(row: string): Promise<{ payment_id: string; reservation_id: string }> {
  const { data: event } = await server.client().rpc('get_event_by_slug', { event_slug: SLUG });
  const norte = (event as { venues: { id: string; seats: { id: string; row_letter: string; seat_number: string }[] }[] }).venues
    .find((venue) => venue.id === GRADERIA_NORTE)!;
  const seatId = norte.seats.find((seat) => seat.row_letter === row && seat.seat_number === '5')!.id;
  const { data, error } = await server.client().rpc('book_seats', {
    event_slug: SLUG, seat_ids: [seatId], customer_name: 'Visitante Hosted', customer_phone: '3005550000',
    document_number: '55500011', customer_email: 'hosted@correo.co', payment_method: 'mercadopago',
  });
  expect(error).toBeNull();
  return data;
}

/** The sandbox wired as edge.ts wires it, with `serviceKey` as the webhook's key to the database. */
function hostedSandbox(serviceKey: string) {
  const asService = postgrestRpc({ url: server.url, apiKey: serviceKey, authorization: `Bearer ${serviceKey}` });
  const asCaller = postgrestRpc({ url: server.url, apiKey: server.anonKey, authorization: `Bearer ${server.anonKey}` });
  const sandbox: SandboxProvider = new SandboxProvider({
    secret: 'secreto-hosted',
    deliver: (request) => handlePaymentWebhook(request, { provider: sandbox, asService }),
  });
  return { sandbox, asCaller };
}

const decide = (paymentId: string) =>
  new Request('http://edge.invalid/payment-sandbox', { method: 'POST', body: JSON.stringify({ payment_id: paymentId, approved: true }) });

describe('the Edge Functions’ path to the database', () => {
  it('with the service role key, the sandbox’s signed approval pays the booking', async () => {
    const booked = await cardBooking('A');
    const { sandbox, asCaller } = hostedSandbox(server.serviceRoleKey);
    const answer = await handleSandboxDecision(decide(booked.payment_id), { sandbox, asCaller });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ payment_id: booked.payment_id, status: 'completed', reservation_status: 'paid' });
  });

  it('with only the anon key, the webhook cannot confirm anything', async () => {
    const booked = await cardBooking('B');
    const { sandbox, asCaller } = hostedSandbox(server.anonKey);
    const answer = await handleSandboxDecision(decide(booked.payment_id), { sandbox, asCaller });
    expect(answer.status).toBe(401);
    const { data } = await server.client().rpc('get_sandbox_payment', { payment_id: booked.payment_id });
    expect(data).toMatchObject({ status: 'pending', reservation_status: 'pending' });
  });
});
