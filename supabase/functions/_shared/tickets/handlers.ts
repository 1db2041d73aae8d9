// The `tickets` function, shared by the local server (supabase/local/tickets-routes.ts) and
// the Edge Function (supabase/functions/tickets): signs a booking's tickets for whoever may
// see them, or reads one ticket back from its code. Who may see a booking is decided by the
// database (get_reservation_tickets, called as the caller); only the signing key and the
// ticket behind a code are read as the service role — the latter only after the code's
// signature proves it was made here. Signatures are deterministic: nothing signed is stored.
//
//   POST {reservation_id, payment_id?}  → 200 {reservation_status, tickets: [Ticket], pending_reason, closed_reason}
//   POST {code}                          → 200 {tickets: [Ticket]} (its current status) | 400 'La entrada no es válida'
//   Ticket = {ticket_id, code, short_code, seat_label, graderia_name, event_name, event_date, event_time, status: 'valida' | 'anulada'}
// Refusals are JSON {error, code} in Spanish with a 4xx; nothing is written but a first key.
import { readTicketCode, ticketShortCode } from '../../../../src/domain/ticket-code.ts';
import { signTicketCode } from '../../../../src/domain/ticket-signing.ts';
import { jsonResponse, type Rpc } from '../payments/handlers.ts';
import { signingKeys } from './signing-keys.ts';
import { ticketIdOfCode } from './ticket-id-of-code.ts';

/** A ticket as the database describes it (get_reservation_tickets, read_ticket), before signing. */
export interface StoredTicket {
  ticket_id: string;
  reservation_id: string;
  event_id: string;
  seat_id: string;
  seat_label: string;
  graderia_name: string;
  event_name: string;
  event_date: string;
  event_time: string;
  status: 'valida' | 'anulada';
}

export interface Ticket extends Omit<StoredTicket, 'reservation_id' | 'event_id' | 'seat_id'> {
  code: string;
  short_code: string;
}

interface ReservationTickets {
  organization_id: string;
  reservation_status: string;
  pending_reason: string | null;
  closed_reason: string | null;
  tickets: StoredTicket[];
}

interface ReadTicket {
  organization_id: string;
  ticket_public_key: string | null;
  ticket: StoredTicket;
}

const MAX_BODY_BYTES = 16 * 1024;
/** A real code is about 160 characters; anything far longer is not one. */
const MAX_CODE_LENGTH = 400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refusal = (status: number, message: string, code: string) => jsonResponse({ error: message, code }, status);
const invalidTicket = () => refusal(400, 'La entrada no es válida', 'invalid_ticket');
const reservationNotFound = () => refusal(404, 'Reserva no encontrada', 'reservation_not_found');
const internalError = () => refusal(502, 'Error interno del servidor', 'internal_error');
/** The caller's refusal, in its own Spanish words; a server fault says nothing more. */
const fromRpc = (failure: { status: number; message: string; code: string | null }) =>
  failure.status >= 500 ? internalError() : refusal(failure.status, failure.message, failure.code ?? 'refused');

function publicTicket(stored: StoredTicket, code: string): Ticket {
  const { reservation_id: _reservation, event_id: _event, seat_id: _seat, ...shown } = stored;
  return { ...shown, code, short_code: ticketShortCode(stored.ticket_id) };
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface TicketsDoors {
  asCaller: Rpc;
  asService: Rpc;
}

export function ticketsHandler() {
  const keys = signingKeys();

  async function ticketOfCode(code: string, { asService }: TicketsDoors): Promise<Response> {
    const ticketId = code.length <= MAX_CODE_LENGTH ? ticketIdOfCode(code) : null;
    if (!ticketId) return invalidTicket();
    const found = await asService<ReadTicket>('read_ticket', { ticket_id: ticketId });
    // The service role's reads fail only when the server is misconfigured: nothing of it is shown.
    if (!found.ok) return found.status === 404 ? invalidTicket() : internalError();
    const { ticket, ticket_public_key: publicKey } = found.value;
    if (!publicKey) return invalidTicket();
    const reading = await readTicketCode(code, publicKey);
    // Signed by this organization's key, and for this very seat of this event.
    if (reading.kind !== 'signed' || reading.payload.eventId !== ticket.event_id || reading.payload.seatId !== ticket.seat_id) {
      return invalidTicket();
    }
    return jsonResponse({ tickets: [publicTicket(ticket, code.trim())] });
  }

  async function ticketsOfReservation(body: Record<string, unknown>, { asCaller, asService }: TicketsDoors): Promise<Response> {
    const { reservation_id: reservationId, payment_id: paymentId = null } = body;
    if (typeof reservationId !== 'string' || !UUID.test(reservationId)) return reservationNotFound();
    if (paymentId !== null && (typeof paymentId !== 'string' || !UUID.test(paymentId))) return reservationNotFound();
    const found = await asCaller<ReservationTickets>('get_reservation_tickets', { reservation_id: reservationId, payment_id: paymentId });
    if (!found.ok) return fromRpc(found);
    const { organization_id: organizationId, tickets, reservation_status, pending_reason, closed_reason } = found.value;
    const secretKey = tickets.length > 0 ? await keys.secretKeyOf(asService, organizationId) : null;
    if (tickets.length > 0 && !secretKey) return internalError();
    const signed = tickets.map((ticket) =>
      publicTicket(ticket, signTicketCode({ ticketId: ticket.ticket_id, eventId: ticket.event_id, seatId: ticket.seat_id }, secretKey!)),
    );
    return jsonResponse({ reservation_status, tickets: signed, pending_reason, closed_reason });
  }

  return async function handleTickets(request: Request, doors: TicketsDoors): Promise<Response> {
    if (request.method !== 'POST') return refusal(405, 'Método no permitido', 'method_not_allowed');
    const body = await readBody(request);
    if (!body) return refusal(400, 'El cuerpo de la solicitud no es JSON válido', 'invalid_body');
    if ('code' in body) return typeof body.code === 'string' ? ticketOfCode(body.code, doors) : invalidTicket();
    return ticketsOfReservation(body, doors);
  };
}
