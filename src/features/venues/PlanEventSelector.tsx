import { useId } from 'react';
import { Link } from 'react-router-dom';
import { OrganizerOnly } from '../../session/OrganizerOnly';
import type { EventRow } from '../../db/rows';
import { formatDateRange } from '../../domain/dates';

interface PlanEventSelectorProps {
  events: readonly EventRow[];
  selected: EventRow | null;
  onSelect: (eventId: string) => void;
}

function eventLabel(event: EventRow): string {
  return `${event.name} · ${formatDateRange(event.event_date, event.end_date)}${event.is_active ? '' : ' (inactivo)'}`;
}

/** Seats are sold per event: the plan shows the statuses for the event chosen here. */
export function PlanEventSelector({ events, selected, onSelect }: PlanEventSelectorProps) {
  const selectId = useId();
  if (!selected) {
    return (
      <p className="text-sm text-stone-600">
        Ningún evento vende esta gradería todavía: todos sus asientos se muestran libres.{' '}
        <OrganizerOnly>
          <Link to="/events" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Asígnala a un evento en Mis Eventos
          </Link>
        </OrganizerOnly>
      </p>
    );
  }
  if (events.length === 1) {
    return (
      <p className="text-sm text-stone-600">
        Estado de los asientos para <span className="font-semibold text-stone-900">{eventLabel(selected)}</span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={selectId} className="text-sm font-medium text-stone-700">
        Estado para el evento
      </label>
      <select
        id={selectId}
        value={selected.id}
        onChange={(event) => onSelect(event.target.value)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {eventLabel(event)}
          </option>
        ))}
      </select>
    </div>
  );
}
