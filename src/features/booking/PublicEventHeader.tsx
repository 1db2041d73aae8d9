import type { PublicEvent } from '../../api/events';
import { formatClockTime, formatDateRange } from '../../domain/dates';
import { CalendarIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';

export function PublicEventHeader({ event }: { event: PublicEvent }) {
  const schedule = [event.event_time, event.end_time]
    .filter((time): time is string => Boolean(time))
    .map(formatClockTime);
  return (
    <header className="bg-gradient-to-br from-brand-600 via-rose-600 to-fuchsia-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide">
          <span className="size-2 rounded-full bg-emerald-300" aria-hidden="true" /> Venta Activa
        </span>
        <PageTitle>{event.name}</PageTitle>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{event.name}</h1>
        {event.description && <p className="mt-3 max-w-2xl text-white/90">{event.description}</p>}
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-white/90">
          <CalendarIcon className="size-4" />
          {formatDateRange(event.event_date, event.end_date)}
          {schedule.length > 0 && ` · ${schedule.join(' – ')}`}
        </p>
      </div>
    </header>
  );
}
