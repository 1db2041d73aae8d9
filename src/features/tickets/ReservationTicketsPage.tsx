// /reservations/{id}/entradas: a booking's tickets for the box office to print at once (a
// manual sale at the gate), one a page, on A4 or the 80 mm receipt printer. Online only:
// the server signs them, and answers only once the sale has synced.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getReservationTickets } from '../../api/staff-tickets';
import type { ReservationTickets } from '../../api/tickets';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TicketCard } from '../../ui/TicketCard';
import { PageTitle } from '../../ui/PageTitle';

type PrintState = { status: 'loading' } | { status: 'ready'; answer: ReservationTickets } | { status: 'failed'; message: string };

function useReservationTickets(reservationId: string) {
  const [state, setState] = useState<PrintState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getReservationTickets(reservationId).then(
      (answer) => current && setState({ status: 'ready', answer }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [reservationId]);
  return state;
}

function PrintableTickets({ answer }: { answer: ReservationTickets }) {
  if (answer.tickets.length === 0) return <Alert>{answer.pending_reason ?? answer.closed_reason ?? 'Esta reserva no tiene entradas.'}</Alert>;
  return (
    <div className="ticket-print-area space-y-6">
      {answer.tickets.map((ticket) => (
        <div key={ticket.ticket_id} className="ticket-sheet">
          <TicketCard ticket={ticket} />
        </div>
      ))}
    </div>
  );
}

export function ReservationTicketsPage() {
  const { id = '' } = useParams();
  const state = useReservationTickets(id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <PageTitle>Entradas de la reserva</PageTitle>
        <h1 className="text-2xl font-bold text-stone-900">Entradas de la reserva</h1>
        <div className="flex gap-2">
          <Link to="/reservations" className={buttonClasses('outline', 'md')}>
            Volver a reservas
          </Link>
          {state.status === 'ready' && state.answer.tickets.length > 0 && <Button onClick={() => window.print()}>Imprimir entradas</Button>}
        </div>
      </div>
      {state.status === 'loading' && <Spinner label="Cargando entradas…" />}
      {state.status === 'failed' && <Alert variant="destructive">{state.message}</Alert>}
      {state.status === 'ready' && <PrintableTickets answer={state.answer} />}
    </div>
  );
}
