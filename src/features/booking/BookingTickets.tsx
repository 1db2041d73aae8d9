// Under '¡Reserva completada!': the booking's tickets, each a link to its page (QR, print),
// or — for a cash hold — when they come. Asked of the server once; the page stays usable
// whatever the answer.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getBookingTickets, ticketPath, type ReservationTickets } from '../../api/tickets';
import { buttonClasses } from '../../ui/Button';
import type { CompletedBooking } from './use-booking-completed';

type TicketsState = { status: 'loading' } | { status: 'ready'; answer: ReservationTickets } | { status: 'failed' };

export function BookingTickets({ booking }: { booking: CompletedBooking }) {
  const [state, setState] = useState<TicketsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getBookingTickets(booking.reservationId, booking.paymentId).then(
      (answer) => current && setState({ status: 'ready', answer }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [booking.reservationId, booking.paymentId]);

  if (state.status === 'loading') return <p className="text-sm text-stone-600">Cargando tus entradas…</p>;
  if (state.status === 'failed') {
    return <p className="text-sm text-stone-700">No pudimos cargar tus entradas ahora. El organizador te las puede enviar por WhatsApp.</p>;
  }
  const { tickets, pending_reason: pendingReason, closed_reason: closedReason } = state.answer;
  if (tickets.length === 0) return <p className="text-sm font-medium text-stone-800">{pendingReason ?? closedReason}</p>;
  return (
    <section aria-labelledby="booking-tickets-heading" className="space-y-2">
      <h3 id="booking-tickets-heading" className="text-sm font-semibold text-stone-900">
        Tus entradas
      </h3>
      <p className="text-xs text-stone-600">Ábrelas para ver el código QR que se muestra en la entrada, o imprímelas. Guarda los enlaces.</p>
      <ul className="space-y-2">
        {tickets.map((ticket) => (
          <li key={ticket.ticket_id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2">
            <span className="text-sm text-stone-900">
              <strong>{ticket.seat_label}</strong> · {ticket.graderia_name}
            </span>
            <Link to={ticketPath(ticket.code)} className={buttonClasses('outline', 'sm')} aria-label={`Ver entrada ${ticket.seat_label}`}>
              Ver entrada
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
