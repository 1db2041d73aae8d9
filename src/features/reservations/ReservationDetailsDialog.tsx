import type { ReactNode } from 'react';
import type { ReservationListItem } from '../../db/reservation-queries';
import { formatDateRange, formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ReservationStatusBadge } from './ReservationStatusBadge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-stone-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-stone-900">{children || '—'}</dd>
    </div>
  );
}

function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-stone-100 pt-4 first:border-0 first:pt-0">
      <h3 className="mb-2 text-sm font-semibold text-stone-800">{title}</h3>
      {children}
    </section>
  );
}

function SeatPrices({ item }: { item: ReservationListItem }) {
  return (
    <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm">
      {item.seats.map((seat) => (
        <li key={seat.seat_id} className="flex justify-between gap-3 px-3 py-2">
          <span>
            {seat.venue_name} · {seat.label}
            {!seat.active && <span className="ml-2 text-xs text-stone-500">(liberado)</span>}
          </span>
          <span className="font-medium">{formatCOP(seat.price)}</span>
        </li>
      ))}
      <li className="flex justify-between gap-3 bg-stone-50 px-3 py-2 font-semibold">
        <span>Total</span>
        <span>{formatCOP(item.reservation.total_amount)}</span>
      </li>
    </ul>
  );
}

const PAYMENT_METHOD_LABELS = { cash: 'efectivo', marked_paid: 'efectivo', mercadopago: 'tarjeta' } as const;
const PAYMENT_STATUS_LABELS = { pending: 'pendiente', completed: 'completado', failed: 'fallido', refunded: 'reembolsado' } as const;

/** Money in (charges) and out (refunds), each with its method, status and es-CO date. */
function PaymentLines({ item }: { item: ReservationListItem }) {
  if (item.payments.length === 0) return <p className="text-sm text-stone-500">Sin pagos registrados</p>;
  return (
    <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm">
      {item.payments.map((payment) => {
        const refund = payment.kind === 'refund';
        return (
          <li key={payment.id} className="flex justify-between gap-3 px-3 py-2">
            <span>
              {refund ? 'Reembolso' : 'Pago'} en {PAYMENT_METHOD_LABELS[payment.payment_method]} · {PAYMENT_STATUS_LABELS[payment.status]} ·{' '}
              {formatDateTime(payment.updated_at)}
            </span>
            <span className={refund ? 'font-medium text-red-700' : 'font-medium'}>
              {refund ? '−' : ''}
              {formatCOP(payment.amount)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ReservationDetailsDialog({ item, onClose }: { item: ReservationListItem; onClose: () => void }) {
  const { reservation, event } = item;
  return (
    <Dialog
      size="lg"
      title={`Reserva #${item.shortId}`}
      readOnlyBodyLabel="Detalles de la reserva"
      description={<ReservationStatusBadge status={item.status} label={item.statusLabel} />}
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      <div className="space-y-4">
        <DetailsSection title="Cliente">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Nombre">{reservation.customer_name}</Detail>
            <Detail label="Correo">{reservation.customer_email}</Detail>
            <Detail label="Teléfono">{reservation.customer_phone}</Detail>
            <Detail label="Documento">
              {reservation.document_number && `${reservation.document_type} ${reservation.document_number}`}
            </Detail>
          </dl>
        </DetailsSection>
        {item.walkIn && (
          <DetailsSection title="Venta en taquilla">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Detail label="Dispositivo">{[item.walkIn.deviceName, item.walkIn.deviceId && `(${item.walkIn.deviceId.slice(0, 8)})`].filter(Boolean).join(' ')}</Detail>
              <Detail label="Cajero">{item.walkIn.cashierName ?? 'Se conoce al sincronizar'}</Detail>
            </dl>
          </DetailsSection>
        )}
        <DetailsSection title="Evento">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Nombre">{event?.name}</Detail>
            <Detail label="Fecha">{event && formatDateRange(event.event_date, event.end_date)}</Detail>
          </dl>
        </DetailsSection>
        <DetailsSection title="Asientos">
          <SeatPrices item={item} />
        </DetailsSection>
        <DetailsSection title="Pagos">
          <PaymentLines item={item} />
        </DetailsSection>
        <DetailsSection title="Reserva">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Creada">{formatDateTime(reservation.created_at)}</Detail>
            <Detail label="Notas">{reservation.notes}</Detail>
          </dl>
        </DetailsSection>
      </div>
    </Dialog>
  );
}
