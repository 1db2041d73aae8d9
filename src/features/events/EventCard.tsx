import { Link } from 'react-router-dom';
import type { EventSummary } from '../../db/event-summary-queries';
import { formatClockTime, formatDateRange } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/class-names';
import { FigureText } from '../../ui/Money';
import { ActiveBadge } from '../../ui/ActiveBadge';
import { EntryCounts } from '../../ui/EntryCounts';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '../../ui/icons';
import { OrganizerOnly } from '../../session/OrganizerOnly';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-stone-900">
        <FigureText text={value} />
      </dd>
    </div>
  );
}

function locationText({ venueCount, locations }: EventSummary): string {
  if (venueCount === 0) return 'Sin graderías asignadas';
  return locations.length > 0 ? locations.join(' · ') : 'Ubicación por definir';
}

export function EventCard({ summary }: { summary: EventSummary }) {
  const { event } = summary;
  return (
    <Card className="flex flex-col p-5" role="article" aria-label={event.name}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-snug font-semibold wrap-break-word text-stone-900">{event.name}</h2>
        <ActiveBadge active={event.is_active} />
      </div>
      <p className={cx('mt-1 line-clamp-2 text-sm', event.description ? 'text-stone-600' : 'text-stone-500 italic')}>
        {event.description ?? 'Sin descripción'}
      </p>
      <ul className="mt-4 space-y-1.5 text-sm text-stone-700">
        <li className="flex items-start gap-2">
          <CalendarIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            {formatDateRange(event.event_date, event.end_date)} · {formatClockTime(event.event_time)} –{' '}
            {formatClockTime(event.end_time)}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{locationText(summary)}</span>
        </li>
      </ul>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <Figure label="Graderías" value={String(summary.venueCount)} />
        <Figure label="Reservas" value={String(summary.activeReservations)} />
        <Figure label="Ingresos" value={formatCOP(summary.revenue)} />
      </dl>
      {summary.awaited > 0 && <p className="mt-2 text-xs text-stone-600">Por cobrar (confirmadas sin pago): {formatCOP(summary.awaited)}</p>}
      {summary.entries.sold > 0 && (
        <div className="mt-3">
          <EntryCounts {...summary.entries} title="Ingreso al evento" />
        </div>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-4">
        <div className="flex gap-1">
          <Link to="/venues" className={buttonClasses('ghost', 'sm')}>
            Graderías
          </Link>
          <Link to="/reservations" className={buttonClasses('ghost', 'sm')}>
            Reservas
          </Link>
        </div>
        <div className="ml-auto flex gap-2">
          <a href={`/event/${event.slug}`} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
            Página pública
            <ArrowRightIcon className="size-3.5 -rotate-45" />
          </a>
          <OrganizerOnly>
            <Link to={`/events/${event.id}/configurar`} className={buttonClasses('primary', 'sm')}>
              Configurar
            </Link>
          </OrganizerOnly>
        </div>
      </div>
    </Card>
  );
}
