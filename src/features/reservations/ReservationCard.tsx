import type { ReservationListItem } from '../../db/reservation-queries';
import { formatDateRange } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { cancellationRefusalFor, paymentRefusalFor } from '../../domain/reservation-status';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ReservationStatusBadge } from './ReservationStatusBadge';
import type { ReservationAction } from './use-reservation-actions';
import { whatsappLinkFor } from './whatsapp-link';

interface ReservationCardProps {
  item: ReservationListItem;
  onAction: (action: ReservationAction) => void;
  onShowDetails: () => void;
}

function seatsText(item: ReservationListItem): string {
  return item.seats.map((seat) => `${seat.venue_name} ${seat.row_letter}-${seat.seat_number}`).join(', ') || 'Sin asientos';
}

/** A payment or cancellation of this reservation the server refused: the row shows the server's state. */
function RefusedChanges({ item }: { item: ReservationListItem }) {
  if (item.conflicts.length === 0) return null;
  return (
    <ul role="alert" className="mt-3 space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {item.conflicts.map((conflict) => (
        <li key={conflict.op_id}>
          {conflict.op.kind === 'reservations-cancel' ? 'Cancelación rechazada' : 'Pago rechazado'}: {conflict.message}
        </li>
      ))}
    </ul>
  );
}

function ContactLink({ item }: { item: ReservationListItem }) {
  const link = whatsappLinkFor({ ...item.reservation, shortId: item.shortId, eventName: item.event?.name ?? null });
  if (!link) {
    return (
      <Button variant="outline" size="sm" disabled title="La reserva no tiene teléfono">
        Contactar Cliente
      </Button>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
      Contactar Cliente
    </a>
  );
}

export function ReservationCard({ item, onAction, onShowDetails }: ReservationCardProps) {
  const { reservation, event } = item;
  return (
    <Card role="article" aria-label={`Reserva ${item.shortId}`} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs text-stone-500">#{item.shortId}</p>
          <h2 className="truncate text-base font-semibold text-stone-900">{reservation.customer_name}</h2>
          <p className="truncate text-sm text-stone-600">{reservation.customer_email}</p>
        </div>
        <ReservationStatusBadge status={item.status} label={item.statusLabel} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Evento</dt>
          <dd className="text-stone-900">
            {event?.name ?? 'Evento no disponible'}
            {event && <span className="block text-xs text-stone-500">{formatDateRange(event.event_date, event.end_date)}</span>}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Asientos</dt>
          <dd className="text-stone-900">{seatsText(item)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Total</dt>
          <dd className="text-lg font-bold text-stone-900">{formatCOP(reservation.total_amount)}</dd>
        </div>
      </dl>
      <RefusedChanges item={item} />
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        {paymentRefusalFor(item.status) === null && (
          <Button size="sm" onClick={() => onAction('payment')}>
            Procesar Pago
          </Button>
        )}
        {cancellationRefusalFor(item.status) === null && (
          <Button variant="outline" size="sm" className="text-red-700" onClick={() => onAction('cancel')}>
            Cancelar
          </Button>
        )}
        <ContactLink item={item} />
        <Button variant="ghost" size="sm" onClick={onShowDetails}>
          Ver Detalles
        </Button>
      </div>
    </Card>
  );
}
