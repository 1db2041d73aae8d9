import { Link } from 'react-router-dom';
import type { EventRow } from '../../db/rows';
import { formatDateRange } from '../../domain/dates';
import { DEMO_FESTIVAL_SLUG } from '../../domain/demo-festival';
import { ArrowRightIcon } from '../../ui/icons';

/** The spec's words for the demo festival (its place is not in the data); any other event shows its dates. */
function kickerOf(event: EventRow): string {
  if (event.slug === DEMO_FESTIVAL_SLUG) return 'Neiva · 13 al 30 de junio';
  return formatDateRange(event.event_date, event.end_date);
}

/** The organization's own public page to share (domain/festival-banner.ts chooses the event). */
export function FestivalBanner({ event }: { event: EventRow }) {
  return (
    <section
      aria-label="Página pública del evento"
      className="relative overflow-hidden rounded-xl bg-gradient-to-br from-brand-600 via-rose-600 to-fuchsia-700 p-6 text-white shadow-sm sm:p-8"
    >
      <div className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" aria-hidden="true" />
      <p className="relative text-sm font-semibold tracking-widest text-white/80 uppercase">{kickerOf(event)}</p>
      <h2 className="relative mt-2 text-2xl font-bold wrap-break-word">{event.name}</h2>
      <p className="relative mt-2 max-w-xl text-white/90">
        Comparte la página pública del evento: el público elige sus sillas en el plano y reserva en línea.
      </p>
      <Link
        to={`/event/${event.slug}`}
        className="relative mt-5 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
      >
        Ver página pública <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
