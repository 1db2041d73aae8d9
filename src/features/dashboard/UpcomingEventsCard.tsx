import { counted } from '../../domain/plural';
import type { EventRow } from '../../db/rows';
import { formatClockTime, formatShortDate } from '../../domain/dates';
import type { UpcomingEvent, UpcomingEventStatus } from '../../domain/dashboard-upcoming-events';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { cx } from '../../ui/class-names';
import { EmptyState } from '../../ui/EmptyState';
import { OrganizerOnly } from '../../session/OrganizerOnly';
import { CalendarIcon } from '../../ui/icons';
import { DashboardSection } from './DashboardSection';

const STATUS_CLASSES: Record<UpcomingEventStatus, string> = {
  Confirmado: 'bg-emerald-100 text-emerald-800',
  Preparando: 'bg-amber-100 text-amber-800',
  Planificando: 'bg-sky-100 text-sky-800',
};

function whenText({ daysUntil, running }: UpcomingEvent<EventRow>): string {
  if (running) return 'En curso';
  if (daysUntil === 0) return 'Hoy';
  if (daysUntil === 1) return 'Mañana';
  return `En ${counted(daysUntil, 'día', 'días')}`;
}

function UpcomingEventRow({ upcoming }: { upcoming: UpcomingEvent<EventRow> }) {
  const { event, status } = upcoming;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <CalendarIcon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-break-word text-stone-900">{event.name}</p>
        <p className="text-sm text-stone-600">
          {formatShortDate(event.event_date)} · {formatClockTime(event.event_time)}
        </p>
        <p className="text-xs text-stone-500">{whenText(upcoming)}</p>
      </div>
      <span className={cx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>{status}</span>
    </li>
  );
}

export function UpcomingEventsCard({ upcomingEvents }: { upcomingEvents: UpcomingEvent<EventRow>[] }) {
  return (
    <DashboardSection title="Próximos eventos" more={{ label: 'Ver todos', to: '/events' }}>
      {upcomingEvents.length === 0 ? (
        <EmptyState
          size="compact"
          title="No hay eventos activos próximos"
          actions={
            <OrganizerOnly>
              <Link to="/events/crear" className={buttonClasses('primary', 'sm')}>
                Crear evento
              </Link>
            </OrganizerOnly>
          }
        >
          Crea uno, o activa un evento en Mis Eventos.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100">
          {upcomingEvents.map((upcoming) => (
            <UpcomingEventRow key={upcoming.event.id} upcoming={upcoming} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
