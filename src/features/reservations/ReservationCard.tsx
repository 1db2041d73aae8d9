import { Link } from 'react-router-dom';
import type { ReservationListItem } from '../../db/reservation-queries';
import { dismissConflict } from '../../db/sync-queries';
import type { ConflictRecord } from '../../db/sync-records';
import { formatDateRange } from '../../domain/dates';
import { Money } from '../../ui/Money';
import { cancellationRefusalFor, paymentRefusalFor } from '../../domain/reservation-status';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useReplica } from '../../session/replica-hooks';
import { useSyncStatus } from '../../session/use-sync-status';
import { useMyRole } from '../../session/use-my-role';
import { refundAvailabilityOf } from './refund-availability';
import { ReservationStatusBadge } from './ReservationStatusBadge';
import type { ReservationAction } from './use-reservation-actions';
import { hasTickets, useContactWithTickets } from './use-contact-with-tickets';

interface ReservationCardProps {
  item: ReservationListItem;
  onAction: (action: ReservationAction | 'refund') => void;
  onShowDetails: () => void;
}

function seatsText(item: ReservationListItem): string {
  return item.seats.map((seat) => `${seat.venue_name} ${seat.code}`).join(', ') || 'Sin asientos';
}

const REFUSED_LABELS: Record<string, string> = {
  'reservations-cancel': 'Cancelación rechazada',
  'reservations-refund': 'Reembolso rechazado',
  'reservations-release-unpaid': 'Liberación rechazada',
  'reservations-process-payment': 'Pago rechazado',
};

/**
 * A refund the server refused: usually another gate refunded the booking first, so this
 * gate must not hand out (or must get back) the cash. The cashier marks it resolved.
 */
function RefusedRefund({ conflict }: { conflict: ConflictRecord }) {
  const db = useReplica();
  return (
    <li className="space-y-2">
      <p>
        <strong>{REFUSED_LABELS[conflict.op.kind]}</strong>: {conflict.message}
      </p>
      {db && (
        <Button variant="outline" size="sm" onClick={() => void dismissConflict(db, conflict.op_id)}>
          Marcar como resuelto
        </Button>
      )}
    </li>
  );
}

/** A change of this reservation the server refused: the row shows the server's state. */
function RefusedChanges({ item }: { item: ReservationListItem }) {
  if (item.conflicts.length === 0) return null;
  return (
    <ul role="alert" className="mt-3 space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {item.conflicts.map((conflict) =>
        conflict.op.kind === 'reservations-refund' ? (
          <RefusedRefund key={conflict.op_id} conflict={conflict} />
        ) : (
          <li key={conflict.op_id}>
            {REFUSED_LABELS[conflict.op.kind] ?? 'Cambio rechazado'}: {conflict.message}
          </li>
        ),
      )}
    </ul>
  );
}

function RefundButton({ item, onRefund }: { item: ReservationListItem; onRefund: () => void }) {
  const availability = refundAvailabilityOf(item, useMyRole(), useSyncStatus((status) => status.online));
  if (availability.kind === 'hidden') return null;
  if (availability.kind === 'disabled') {
    return (
      <span className="inline-flex flex-col gap-0.5">
        <Button variant="outline" size="sm" disabled aria-describedby={`reembolso-${item.shortId}`}>
          Reembolsar
        </Button>
        <span id={`reembolso-${item.shortId}`} className="max-w-56 text-xs text-stone-500">
          {availability.reason}
        </span>
      </span>
    );
  }
  return (
    <Button variant="outline" size="sm" className="text-red-700" onClick={onRefund}>
      Reembolsar
    </Button>
  );
}

function ContactLink({ item }: { item: ReservationListItem }) {
  const { link, onClick } = useContactWithTickets(item);
  if (!link) {
    return (
      <Button variant="outline" size="sm" disabled title="La reserva no tiene teléfono">
        Contactar Cliente
      </Button>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')} onClick={onClick}>
      Contactar Cliente
    </a>
  );
}

/** Why the tickets cannot be printed now, or null: only the server signs them, and it must know the sale. */
function printRefusal(online: boolean, pendingCount: number): string | null {
  if (!online) return 'Sin conexión: las entradas se firman en el servidor';
  if (pendingCount > 0) return 'Esperando a que la venta se sincronice';
  return null;
}

function PrintTicketsButton({ item }: { item: ReservationListItem }) {
  const refusal = useSyncStatus((status) => printRefusal(status.online, status.pendingCount));
  if (!hasTickets(item)) return null;
  if (refusal) {
    return (
      <span className="inline-flex flex-col gap-0.5">
        <Button variant="outline" size="sm" disabled aria-describedby={`entradas-${item.shortId}`}>
          Imprimir entradas
        </Button>
        <span id={`entradas-${item.shortId}`} className="max-w-56 text-xs text-stone-500">
          {refusal}
        </span>
      </span>
    );
  }
  return (
    <Link to={`/reservations/${item.reservation.id}/entradas`} className={buttonClasses('outline', 'sm')}>
      Imprimir entradas
    </Link>
  );
}

/** 'Venta en taquilla · Puerta Norte · Cajero: Ana' (the cashier once the server has it). */
function WalkInLine({ walkIn }: { walkIn: NonNullable<ReservationListItem['walkIn']> }) {
  const parts = ['Venta en taquilla', walkIn.deviceName, walkIn.cashierName && `Cajero: ${walkIn.cashierName}`].filter(Boolean);
  return <p className="mt-1 inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900">{parts.join(' · ')}</p>;
}

export function ReservationCard({ item, onAction, onShowDetails }: ReservationCardProps) {
  const { reservation, event } = item;
  return (
    <Card role="article" aria-label={`Reserva ${item.shortId}`} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs text-stone-500">#{item.shortId}</p>
          <h2 className="text-base font-semibold wrap-break-word text-stone-900">{reservation.customer_name}</h2>
          <p className="text-sm wrap-anywhere text-stone-600">{reservation.customer_email}</p>
          {item.walkIn && <WalkInLine walkIn={item.walkIn} />}
        </div>
        <ReservationStatusBadge status={item.status} label={item.statusLabel} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Evento</dt>
          <dd className="text-stone-900">
            {event?.name ?? 'Evento no disponible'}
            {event && <span className="block text-xs text-stone-500">{formatDateRange(event.event_date, event.end_date)}</span>}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Asientos</dt>
          <dd className="wrap-break-word text-stone-900">{seatsText(item)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Total</dt>
          <dd className="text-lg font-bold text-stone-900">
            <Money amount={reservation.total_amount} />
          </dd>
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
        <RefundButton item={item} onRefund={() => onAction('refund')} />
        <PrintTicketsButton item={item} />
        <ContactLink item={item} />
        <Button variant="ghost" size="sm" onClick={onShowDetails}>
          Ver Detalles
        </Button>
      </div>
    </Card>
  );
}
