// The dashboard's 'Próximos eventos' (spec §2, §4, §9): the active events still to come,
// by date then time, each with how ready it should be given the days left.
import { bogotaDayOf, calendarDaysBetween, type EventFacts } from './dashboard-figures';

export type UpcomingEventStatus = 'Confirmado' | 'Preparando' | 'Planificando';

/** Spec §9. */
export const UPCOMING_EVENTS_LIMIT = 5;

/** Spec §4: 7 days or fewer is Confirmado, up to 30 Preparando, more Planificando. */
export function upcomingStatusFor(daysUntil: number): UpcomingEventStatus {
  if (daysUntil <= 7) return 'Confirmado';
  if (daysUntil <= 30) return 'Preparando';
  return 'Planificando';
}

export interface UpcomingEvent<Event extends EventFacts> {
  event: Event;
  /** Calendar days from today (Bogotá) to the start; 0 today and while it runs. */
  daysUntil: number;
  /** Started on an earlier day and not over yet. */
  running: boolean;
  status: UpcomingEventStatus;
}

/**
 * Active events from today on. An event that started earlier but runs until today or
 * later (a festival's third day) is still on the organizer's plate, so it stays listed.
 */
export function upcomingEventsOf<Event extends EventFacts>(events: readonly Event[], now: Date, limit = UPCOMING_EVENTS_LIMIT): UpcomingEvent<Event>[] {
  const today = bogotaDayOf(now);
  return events
    .filter((event) => event.is_active && (event.end_date || event.event_date) >= today)
    .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.event_time.localeCompare(b.event_time))
    .slice(0, limit)
    .map((event) => {
      const daysUntil = Math.max(0, calendarDaysBetween(today, event.event_date));
      return { event, daysUntil, running: event.event_date < today, status: upcomingStatusFor(daysUntil) };
    });
}
