// 'Contactar Cliente': a WhatsApp chat with the customer, the message already written, so
// the cashier only presses send. Colombian mobiles are typed as 10 digits (300 123 4567);
// wa.me wants the number with its country code.
import { formatCOP } from '../../domain/money';
import type { ReservationStatus } from '../../domain/seat-status';
import { pluralOf } from '../../domain/plural';
import { whatsappNumberOf } from '../../domain/whatsapp';

// Shared with the cash receipt's 'Compartir por WhatsApp'.
export { whatsappNumberOf };

export interface ContactableReservation {
  customer_name: string;
  customer_phone: string | null;
  total_amount: number;
  shortId: string;
  eventName: string | null;
  /** As the card shows it (an overdue hold reads expired): the message says what is true of the booking now. */
  status: ReservationStatus;
}

/** What the message tells the customer about their booking, by its state: only an unpaid one asks for money. */
function stateSentence(status: ReservationStatus, totalAmount: number): string {
  const total = formatCOP(totalAmount);
  if (status === 'paid') return `Tu pago de ${total} está confirmado. ¡Te esperamos!`;
  if (status === 'cancelled') return 'Tu reserva fue cancelada.';
  if (status === 'expired') return 'Tu reserva venció sin pago y sus asientos quedaron libres.';
  return `El valor total a pagar es ${total}.`;
}

/** A ticket's page, as the message lists it: 'A-1: https://…/entrada/…'. */
export interface TicketLink {
  seatLabel: string;
  url: string;
}

/** One line per ticket after the message, so the customer opens each QR from the chat. */
function ticketLines(tickets: readonly TicketLink[]): string {
  if (tickets.length === 0) return '';
  const heading = pluralOf(tickets.length, 'Tu entrada (muéstrala en la puerta):', 'Tus entradas (muéstralas en la puerta):');
  return `\n\n${heading}\n${tickets.map((ticket) => `${ticket.seatLabel}: ${ticket.url}`).join('\n')}`;
}

export function contactMessageFor({ customer_name, total_amount, shortId, eventName, status }: ContactableReservation, tickets: readonly TicketLink[] = []): string {
  const event = eventName ? ` para ${eventName}` : '';
  return `Hola ${customer_name}, te escribimos por tu reserva #${shortId}${event}. ${stateSentence(status, total_amount)}${ticketLines(tickets)}`;
}

/** null when the reservation has no phone to write to. */
export function whatsappLinkFor(reservation: ContactableReservation, tickets: readonly TicketLink[] = []): string | null {
  const number = whatsappNumberOf(reservation.customer_phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(contactMessageFor(reservation, tickets))}`;
}
