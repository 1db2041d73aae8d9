// The ai-assistant function over HTTP, as the widget calls it with supabase-js: the demo
// organizer's questions are answered with her organization's live figures, read with her
// own JWT; visitors and accounts without an organization get none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchAssistantFacts } from '../functions/ai-assistant/facts-over-http.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';

const FESTIVAL = 'Festival Folclórico del Bambuco 2025';
const SEATS_LEFT = `¿Cuántos asientos quedan para el ${FESTIVAL}?`;

let server: RunningServer;
let organizer: SupabaseClient;
beforeAll(async () => {
  server = await startTestServer();
  organizer = server.client();
  const { error } = await organizer.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  expect(error).toBeNull();
});
afterAll(() => server?.stop());

const organizerContext = {
  page: 'dashboard', role: 'organizer', user_role: 'organizer', user_name: 'Laura Gómez', is_authenticated: true,
  organization_id: 'a0000000-0000-4000-8000-000000000010', organization_name: 'Eventos del Huila', event_name: null,
};

async function ask(client: SupabaseClient, message: string, context: Record<string, unknown>): Promise<string> {
  const { data, error } = await client.functions.invoke('ai-assistant', { body: { message, context } });
  expect(error).toBeNull();
  return (data as { response: string }).response;
}

/** Books the first `count` seats of Gradería Norte's row A as a visitor paying cash (pending). */
async function bookSeatsAsVisitor(count: number): Promise<void> {
  const visitor = server.client();
  const { data: event } = await visitor.rpc('get_event_by_slug', { event_slug: 'festival-bambuco-2025' });
  const norte = (event as { venues: { name: string; seats: { id: string; row_letter: string }[] }[] }).venues.find(
    (venue) => venue.name === 'Gradería Norte',
  )!;
  const seatIds = norte.seats.filter((seat) => seat.row_letter === 'A').slice(0, count).map((seat) => seat.id);
  const { error } = await visitor.rpc('book_seats', {
    event_slug: 'festival-bambuco-2025', seat_ids: seatIds, customer_name: 'Ana María Pérez', customer_phone: '3001234567',
    document_type: 'CC', document_number: '1075234567', customer_email: null, notes: null, payment_method: 'cash', source: 'public_web',
  });
  expect(error).toBeNull();
}

describe('the demo organizer asks the assistant', () => {
  it('how many seats are left for the festival, and sees a booking taken off', async () => {
    expect(await ask(organizer, SEATS_LEFT, organizerContext)).toBe(
      `Para «${FESTIVAL}» quedan 344 asientos disponibles de 344 (0% ocupado).`,
    );
    await bookSeatsAsVisitor(2);
    expect(await ask(organizer, SEATS_LEFT, organizerContext)).toMatch(/quedan 342 asientos disponibles de 344/);
  });

  it('how many reservations wait for payment, and today’s sales', async () => {
    expect(await ask(organizer, '¿Cuántas reservas pendientes tengo?', organizerContext)).toMatch(/^Tienes 1 reserva pendiente de pago\./);
    expect(await ask(organizer, '¿Cómo van las ventas de hoy?', organizerContext)).toMatch(/^Hoy llevas 1 reserva \(2 asientos\) y \$\s0 en pagos recibidos/);
  });

  it('how to create a venue, answered from the help centre', async () => {
    expect(await ask(organizer, '¿Cómo creo una gradería?', organizerContext)).toMatch(/«Nueva Gradería».*\(\/venues\/crear\)/s);
  });
});

describe('callers without an organization', () => {
  it('a visitor gets the public page’s answer, with no figures', async () => {
    const reply = await ask(server.client(), SEATS_LEFT, { page: 'event', is_authenticated: false, event_name: FESTIVAL });
    expect(reply).toMatch(/^En la página del evento/);
    expect(reply).not.toMatch(/quedan \d/);
  });

  it('a signed-in customer gets no figures either, even claiming to be an organizer', async () => {
    const customer = server.client();
    const { error } = await customer.auth.signUp({ email: uniqueEmail('cliente'), password: 'Bambuco2025!' });
    expect(error).toBeNull();
    expect(await ask(customer, SEATS_LEFT, { ...organizerContext, user_name: 'Ana' })).toMatch(/^No pude consultar los datos de tu organización/);
  });
});

describe('the Edge Function’s reader against this server', () => {
  it('reads the same figures through /rest/v1/rpc/assistant_facts with the caller’s JWT', async () => {
    const { data } = await organizer.auth.getSession();
    const facts = await fetchAssistantFacts(
      { url: server.url, apiKey: server.anonKey, authorization: `Bearer ${data.session!.access_token}` },
      FESTIVAL,
    );
    expect(facts.events[0]).toMatchObject({ name: FESTIVAL, seats_total: 344 });
    await expect(fetchAssistantFacts({ url: server.url, apiKey: server.anonKey, authorization: `Bearer ${server.anonKey}` }, null)).rejects.toThrow(
      /401/,
    );
  });
});
