// The events list's search box and date filter (the spec's did nothing; these filter).
import type { EventRow } from '../../db/rows';

export interface EventFilters {
  /** Matched against name, description and slug, ignoring case and accents. */
  text: string;
  /** 'YYYY-MM-DD', or '' for any date: keeps the events running on that day. */
  date: string;
}

export const NO_EVENT_FILTERS: EventFilters = { text: '', date: '' };

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** 'Folclórico' and 'folclorico' are the same search. */
function searchable(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

function matchesText(event: EventRow, text: string): boolean {
  const words = searchable(text).split(/\s+/).filter(Boolean);
  const haystack = searchable([event.name, event.description ?? '', event.slug].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** From its start date to its end date, both included. */
export function runsOn(event: Pick<EventRow, 'event_date' | 'end_date'>, date: string): boolean {
  return event.event_date <= date && date <= (event.end_date || event.event_date);
}

export function hasEventFilters(filters: EventFilters): boolean {
  return filters.text.trim() !== '' || filters.date !== '';
}

export function filterEvents<Item extends { event: EventRow }>(items: Item[], filters: EventFilters): Item[] {
  return items.filter(
    ({ event }) => matchesText(event, filters.text) && (filters.date === '' || runsOn(event, filters.date)),
  );
}
