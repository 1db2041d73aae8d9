// The completed quick sale: the change to give back in large type, then the tickets. Online,
// once the op is applied, the server signs the tickets and their QR codes show at once, one per
// seat, ready for the 80 mm printer; offline (or before the sync) a printable receipt with the
// seats and the amount, and 'Las entradas se imprimen al sincronizar'.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getReservationTickets } from '../../api/staff-tickets';
import type { Ticket } from '../../api/tickets';
import { saleSyncStateOf } from '../../db/quick-sale-queries';
import { formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { shortReservationId } from '../../domain/reservation-search';
import { seatShortLabel } from '../../domain/seat-label';
import { useReplicaQuery } from '../../session/replica-hooks';
import { useSyncStatus } from '../../session/use-sync-status';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TicketCard } from '../../ui/TicketCard';
import '../../ui/ticket-print.css';
import type { CompletedSale } from './use-quick-sale';

type TicketsState = { status: 'waiting' } | { status: 'ready'; tickets: Ticket[] } | { status: 'failed'; message: string };

/** The signed tickets once the sale is on the server and the device is online; waiting otherwise. */
function useSignedTickets(sale: CompletedSale, canAsk: boolean): TicketsState {
  const [state, setState] = useState<TicketsState>({ status: 'waiting' });
  useEffect(() => {
    if (!canAsk) return;
    let current = true;
    getReservationTickets(sale.reservationId).then(
      (answer) => current && setState({ status: 'ready', tickets: answer.tickets }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : 'No se pudieron cargar las entradas' }),
    );
    return () => {
      current = false;
    };
  }, [canAsk, sale.reservationId]);
  return state;
}

function Receipt({ sale, eventName }: { sale: CompletedSale; eventName: string }) {
  return (
    <div className="ticket-print-area">
      <article aria-label="Recibo de la venta" className="ticket-sheet ticket mx-auto w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <header className="text-center">
          <p className="text-xs font-semibold tracking-widest text-stone-500 uppercase">Recibo · Venta en taquilla</p>
          <h2 className="mt-1 text-lg font-bold text-stone-900">{eventName}</h2>
          <p className="text-xs text-stone-500">
            Reserva #{shortReservationId(sale.reservationId)} · {formatDateTime(sale.soldAt)}
          </p>
        </header>
        <ul className="mt-4 divide-y divide-stone-100 text-sm">
          {sale.seats.map((seat) => (
            <li key={seat.id} className="flex justify-between py-1">
              <span>
                {seat.venue_name} {seatShortLabel(seat, seat.stand_floors)}
              </span>
              <span>{formatCOP(seat.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-stone-300 pt-3 text-sm">
          <div className="flex justify-between font-bold">
            <dt>Total</dt>
            <dd>{formatCOP(sale.total)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Efectivo recibido</dt>
            <dd>{formatCOP(sale.received)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Vuelto</dt>
            <dd>{formatCOP(sale.change)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-center text-xs text-stone-500">Pagado en efectivo. Las entradas se imprimen al sincronizar.</p>
      </article>
    </div>
  );
}

function SaleTickets({ sale, eventName }: { sale: CompletedSale; eventName: string }) {
  const online = useSyncStatus((status) => status.online);
  const read = useReplicaQuery((db) => saleSyncStateOf(db, sale.opId), [sale.opId]);
  const sync = read.status === 'ready' ? read.data : { state: 'pending' as const };
  const tickets = useSignedTickets(sale, online && sync.state === 'synced');

  if (sync.state === 'refused') {
    return (
      <Alert variant="destructive" title="El servidor rechazó la venta">
        {sync.message}. Resuélvela en <Link to="/reservations" className="font-semibold underline">Reservas</Link> (devolver el efectivo o elegir otros asientos).
      </Alert>
    );
  }
  if (tickets.status === 'ready' && tickets.tickets.length > 0) {
    return (
      <div className="space-y-3">
        <div className="flex justify-center print:hidden">
          <Button size="lg" onClick={() => window.print()}>
            Imprimir entradas
          </Button>
        </div>
        <div className="ticket-print-area space-y-4">
          {tickets.tickets.map((ticket) => (
            <div key={ticket.ticket_id} className="ticket-sheet">
              <TicketCard ticket={ticket} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-center gap-3 print:hidden">
        {online && sync.state === 'synced' && tickets.status === 'waiting' ? (
          <Spinner label="Cargando entradas…" />
        ) : (
          <p className="text-sm font-medium text-stone-700">
            {tickets.status === 'failed' ? tickets.message : 'Las entradas se imprimen al sincronizar'}
          </p>
        )}
        <Button variant="outline" size="lg" onClick={() => window.print()}>
          Imprimir recibo
        </Button>
      </div>
      <Receipt sale={sale} eventName={eventName} />
    </div>
  );
}

export function SaleDone({ sale, eventName, onNewSale }: { sale: CompletedSale; eventName: string; onNewSale: () => void }) {
  return (
    <section aria-label="Venta completada" className="space-y-5">
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-center print:hidden" role="status">
        <p className="text-lg font-semibold text-emerald-900">Venta registrada · pagada en efectivo</p>
        <p className="mt-2 text-sm text-emerald-900">Vuelto</p>
        <p className="text-6xl font-extrabold text-emerald-950" aria-label="Vuelto">
          {formatCOP(sale.change)}
        </p>
        <p className="mt-2 text-sm text-emerald-900">
          Recibido {formatCOP(sale.received)} · Total {formatCOP(sale.total)}
        </p>
      </div>
      <SaleTickets sale={sale} eventName={eventName} />
      <div className="flex justify-center gap-3 print:hidden">
        <Button size="lg" onClick={onNewSale}>
          Nueva venta
        </Button>
        <Link to="/reservations" className={buttonClasses('outline', 'lg')}>
          Ver reservas
        </Link>
      </div>
    </section>
  );
}
