// The `tickets` function's answers (supabase/functions/_shared/tickets/handlers.ts), called
// the visitor's way: one POST with the anon key, no supabase-js, so the ticket page and the
// booking success screen load no auth client. The organizer's app calls the same function
// with its session (staff-tickets.ts).
import { invokePublicFunction } from './public-api';

export type TicketStatus = 'valida' | 'anulada';

export interface Ticket {
  ticket_id: string;
  /** The QR text: 'TQ1.<payload>.<signature>', signed with the organization's key. */
  code: string;
  /** What a person types when the QR cannot be read: 'A1B2C-3D4E5'. */
  short_code: string;
  /** The seat as the cashier names it: 'A-1', or 'P2-A-1' in a stand of several floors. */
  seat_label: string;
  graderia_name: string;
  event_name: string;
  /** 'YYYY-MM-DD' and 'HH:MM', the festival's wall clock (Bogotá). */
  event_date: string;
  event_time: string;
  status: TicketStatus;
}

export interface ReservationTickets {
  reservation_status: string;
  tickets: Ticket[];
  /** A pending hold: when its tickets come ('Tus entradas llegan cuando pagues en taquilla'). */
  pending_reason: string | null;
  /** A cancelled or expired booking: why it has none. */
  closed_reason: string | null;
}

/** A booking's signed tickets for the visitor holding the payment id book_seats gave them. */
export function getBookingTickets(reservationId: string, paymentId: string): Promise<ReservationTickets> {
  return invokePublicFunction<ReservationTickets>('tickets', { reservation_id: reservationId, payment_id: paymentId });
}

/** One ticket read back from its code, with its status now; refused ('La entrada no es válida') unless the organization signed it. */
export async function getTicketByCode(code: string): Promise<Ticket> {
  const answer = await invokePublicFunction<{ tickets: Ticket[] }>('tickets', { code });
  return answer.tickets[0];
}

/**
 * The ticket page of a code, for links sent to the customer. The code's dots become '~'
 * (unreserved in URLs, never in base64url): a last path segment with a dot reads as a file
 * name to static hosts and servers (supabase/local/static-app.ts), which answer 404.
 */
export function ticketPath(code: string): string {
  return `/entrada/${code.replaceAll('.', '~')}`;
}

/** The code a ticket page's URL carries, in either form ('~' or '.'). */
export function codeOfTicketPath(segment: string): string {
  return segment.replaceAll('~', '.');
}
