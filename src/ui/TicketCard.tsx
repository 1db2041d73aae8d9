// Shared: the ticket pages (features/tickets) and 'Venta rápida' (features/quick-sale) show it.
// One ticket as the customer shows or prints it: the QR a gate scans, the short code to type
// when it cannot, and the seat, stand, event and date. A voided ticket has no QR to show.
import type { Ticket } from '../api/tickets';
import { formatClockTime, formatLongDate } from '../domain/dates';
import { cx } from './class-names';
import { TicketQr } from './TicketQr';
import './ticket-print.css';

const STATUS = {
  valida: { label: 'Válida', tone: 'bg-emerald-100 text-emerald-900' },
  anulada: { label: 'Anulada', tone: 'bg-red-100 text-red-900' },
} as const;

export function TicketCard({ ticket }: { ticket: Ticket }) {
  const status = STATUS[ticket.status];
  return (
    <article aria-label={`Entrada ${ticket.seat_label}`} className="ticket mx-auto w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <header className="text-center">
        <p className="text-xs font-semibold tracking-widest text-stone-500 uppercase">Entrada</p>
        <h2 className="mt-1 text-lg font-bold text-stone-900">{ticket.event_name}</h2>
      </header>
      {ticket.status === 'valida' ? (
        <TicketQr code={ticket.code} label={`Código QR de la entrada ${ticket.seat_label}`} className="ticket-qr mx-auto mt-4 block size-56" />
      ) : (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-4 text-center text-sm font-semibold text-red-800">
          Esta entrada fue anulada: la reserva se canceló o se reembolsó. No sirve para ingresar.
        </p>
      )}
      <p className="mt-2 text-center font-mono text-base font-semibold tracking-wider text-stone-900" aria-label="Código corto">
        {ticket.short_code}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-stone-500">Asiento</dt>
          <dd className="text-lg font-bold text-stone-900">{ticket.seat_label}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Gradería</dt>
          <dd className="font-semibold text-stone-900">{ticket.graderia_name}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-stone-500">Fecha</dt>
          <dd className="text-stone-900 first-letter:uppercase">
            {formatLongDate(ticket.event_date)}, {formatClockTime(ticket.event_time)}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-stone-500">Estado</dt>
          <dd>
            <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', status.tone)}>{status.label}</span>
          </dd>
        </div>
      </dl>
    </article>
  );
}
