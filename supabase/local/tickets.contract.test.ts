// The `tickets` function over HTTP, as the public pages and the organizer's app call it: a
// visitor holding the payment id and the organization's members get the booking's signed
// tickets; anyone else gets nothing; a code is read back only when its signature is the
// organization's; a cash hold's tickets come when it is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTicketCode } from '../../src/domain/ticket-code.ts';
import { newTicketKeyPair, signTicketCode } from '../../src/domain/ticket-signing.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';

const SLUG = 'festival-bambuco-2025';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';
const STAFF_EMAIL = 'taquilla@taquilla.co';
const DEMO_ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';

interface Ticket {
  ticket_id: string;
  code: string;
  short_code: string;
  seat_label: string;
  graderia_name: string;
  event_name: string;
  event_date: string;
  event_time: string;
  status: 'valida' | 'anulada';
}

let server: RunningServer;
let seatsOfNorte: { id: string; row_letter: string; seat_number: string }[];
beforeAll(async () => {
  server = await startTestServer();
  const { data } = await server.client().rpc('get_event_by_slug', { event_slug: SLUG });
  seatsOfNorte = (data as { venues: { id: string; seats: typeof seatsOfNorte }[] }).venues.find((venue) => venue.id === GRADERIA_NORTE)!.seats;
});
afterAll(() => server?.stop());

const seat = (row: string, number: number) => seatsOfNorte.find((one) => one.row_letter === row && one.seat_number === String(number))!.id;

async function tickets(body: unknown, token: string = server.anonKey): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}/functions/v1/tickets`, {
    method: 'POST',
    headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function tokenOf(email: string, password: string): Promise<string> {
  const { data, error } = await server.client().auth.signInWithPassword({ email, password });
  if (error) throw new Error(error.message);
  return data.session!.access_token;
}

let people = 0;
async function book(seatIds: string[], paymentMethod: 'mercadopago' | 'cash'): Promise<{ payment_id: string; reservation_id: string }> {
  people += 1;
  const { data, error } = await server.client().rpc('book_seats', {
    event_slug: SLUG, seat_ids: seatIds, customer_name: `Visitante ${people}`, customer_phone: `31100000${people}`,
    document_number: `8100000${people}`, customer_email: `entradas${people}@correo.co`, payment_method: paymentMethod,
  });
  expect(error).toBeNull();
  return data;
}

/** A card booking the sandbox provider approved: paid, so it has tickets. */
async function paidCardBooking(seatIds: string[]) {
  const booked = await book(seatIds, 'mercadopago');
  const { error } = await server.client().functions.invoke('payment-sandbox', { body: { payment_id: booked.payment_id, approved: true } });
  expect(error).toBeNull();
  return booked;
}

const publicKey = async () =>
  (await server.engine.query<{ key: string }>('select ticket_public_key as key from public.organizations where id = $1', [DEMO_ORGANIZATION_ID])).rows[0].key;

describe('a booking’s tickets', () => {
  let paid: { payment_id: string; reservation_id: string };
  let visitorTickets: Ticket[];

  beforeAll(async () => {
    paid = await paidCardBooking([seat('G', 3), seat('G', 4)]);
    const answer = await tickets({ reservation_id: paid.reservation_id, payment_id: paid.payment_id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    visitorTickets = answer.body.tickets;
  });

  it('are signed for the visitor holding the payment id, one per seat, with the organization’s key', async () => {
    expect(visitorTickets.map((ticket) => ticket.seat_label)).toEqual(['G-3', 'G-4']);
    const key = await publicKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    for (const ticket of visitorTickets) {
      expect(ticket).toMatchObject({ graderia_name: expect.any(String), event_name: 'Festival Folclórico del Bambuco 2025', status: 'valida', event_date: '2025-06-13' });
      expect(await readTicketCode(ticket.code, key)).toMatchObject({ kind: 'signed', payload: { ticketId: ticket.ticket_id, seatId: expect.any(String) } });
      expect(ticket.short_code).toMatch(/^[0-9A-F]{5}-[0-9A-F]{5}$/);
    }
    const { rows } = await server.engine.query<{ id: string }>('select id from public.reservation_seats where reservation_id = $1 order by id', [paid.reservation_id]);
    expect(visitorTickets.map((ticket) => ticket.ticket_id).sort()).toEqual(rows.map((row) => row.id));
  });

  it('are the same codes for the organization’s staff, signed in without the payment id', async () => {
    const answer = await tickets({ reservation_id: paid.reservation_id }, await tokenOf(STAFF_EMAIL, DEMO_PASSWORD));
    expect(answer.status).toBe(200);
    expect(answer.body.tickets.map((ticket: Ticket) => ticket.code)).toEqual(visitorTickets.map((ticket) => ticket.code));
  });

  it('are refused to another organization’s organizer, to a visitor without the payment id, and to a payment id of another booking', async () => {
    const other = server.client();
    const signUp = await other.auth.signUp({ email: uniqueEmail('otra-org-entradas'), password: 'ClaveSegura1' });
    expect(signUp.error).toBeNull();
    const registered = await other.rpc('register_organizer', { p_full_name: 'Organizadora Ajena', p_company_name: 'Eventos Ajenos' });
    expect(registered.error).toBeNull();
    const otherToken = (await other.auth.getSession()).data.session!.access_token;
    const someoneElses = await book([seat('G', 8)], 'cash');
    for (const [body, token] of [
      [{ reservation_id: paid.reservation_id }, otherToken],
      [{ reservation_id: paid.reservation_id, payment_id: someoneElses.payment_id }, otherToken],
      [{ reservation_id: paid.reservation_id }, server.anonKey],
      [{ reservation_id: paid.reservation_id, payment_id: someoneElses.payment_id }, server.anonKey],
      [{ reservation_id: 'no-es-un-id' }, server.anonKey],
      [{ reservation_id: paid.reservation_id, payment_id: 42 }, server.anonKey],
    ] as const) {
      const answer = await tickets(body, token);
      expect(answer, JSON.stringify(body)).toEqual({ status: 404, body: { error: 'Reserva no encontrada', code: 'reservation_not_found' } });
    }
  });

  it('of a cash hold are not there yet, and the answer says when they come', async () => {
    const hold = await book([seat('G', 9)], 'cash');
    const answer = await tickets({ reservation_id: hold.reservation_id, payment_id: hold.payment_id });
    expect(answer).toEqual({
      status: 200,
      body: { reservation_status: 'pending', tickets: [], pending_reason: 'Tus entradas llegan cuando pagues en taquilla', closed_reason: null },
    });
  });

  it('are read back from a code by anyone holding it, with their current status', async () => {
    const [first] = visitorTickets;
    const answer = await tickets({ code: first.code });
    expect(answer).toEqual({ status: 200, body: { tickets: [first] } });
  });

  it('refuse a forged, altered, truncated or foreign code with 400 and nothing else', async () => {
    const [first] = visitorTickets;
    const [prefix, payload, signature] = first.code.split('.');
    const flipped = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const { rows: [ticket] } = await server.engine.query<{ event_id: string; seat_id: string }>(
      'select event_id, seat_id from public.reservation_seats where id = $1', [first.ticket_id],
    );
    const foreignKey = newTicketKeyPair().secretKeyHex;
    const { rows: [otherSeat] } = await server.engine.query<{ id: string }>('select id from public.seats where id <> $1 limit 1', [ticket.seat_id]);
    const ownKeySecret = (await server.engine.query<{ secret: string }>(
      'select secret_key_hex as secret from ticket_signing.organization_keys where organization_id = $1', [DEMO_ORGANIZATION_ID],
    )).rows[0].secret;
    const forgeries = [
      `${prefix}.${payload}.${flipped(signature, 10)}`,
      `${prefix}.${flipped(payload, 20)}.${signature}`,
      first.code.slice(0, -5),
      `${prefix}.${payload}`,
      signTicketCode({ ticketId: first.ticket_id, eventId: ticket.event_id, seatId: ticket.seat_id }, foreignKey),
      // Signed with the right key, but the seat is not this ticket's: a code made for something else.
      signTicketCode({ ticketId: first.ticket_id, eventId: ticket.event_id, seatId: otherSeat.id }, ownKeySecret),
      'TQ1.x.y', '', 'x'.repeat(5000),
    ];
    for (const code of forgeries) {
      expect(await tickets({ code }), code.slice(0, 40)).toEqual({ status: 400, body: { error: 'La entrada no es válida', code: 'invalid_ticket' } });
    }
    expect(await tickets({ code: 7 })).toEqual({ status: 400, body: { error: 'La entrada no es válida', code: 'invalid_ticket' } });
    expect((await tickets('no es json')).status).toBe(400);
    expect((await tickets({ code: first.code }, 'token-inventado')).status).toBe(401);
  });

  it('read back as anulada once the booking is refunded', async () => {
    const organizer = await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);
    const refund = await fetch(`${server.url}/functions/v1/payment-refund`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${organizer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reservation_id: paid.reservation_id, reason: 'Evento aplazado' }),
    });
    expect(refund.status).toBe(202);
    const answer = await tickets({ code: visitorTickets[0].code });
    expect(answer.body.tickets[0].status).toBe('anulada');
    const ofBooking = await tickets({ reservation_id: paid.reservation_id, payment_id: paid.payment_id });
    expect(ofBooking.body).toMatchObject({ reservation_status: 'cancelled', tickets: [], closed_reason: 'La reserva fue cancelada: no tiene entradas válidas' });
  });
});
