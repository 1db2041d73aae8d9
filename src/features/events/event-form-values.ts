// The event form's state and how it moves: the slug follows the name and the end date
// follows the start date until the organizer sets them (spec §5).
import type { EventRow } from '../../db/rows';
import { createEventSchema, DEFAULT_EVENT_END_TIME, DEFAULT_EVENT_START_TIME } from '../../domain/event-schemas';
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';
import { slugFromName } from '../../domain/slug';

export interface EventFormValues {
  name: string;
  slug: string;
  description: string;
  event_date: string;
  event_time: string;
  end_date: string;
  end_time: string;
  is_active: boolean;
  graderia_ids: string[];
  /** Whether the organizer typed the slug; until then it is generated from the name. */
  slugTyped: boolean;
  /** Whether the organizer chose the end date; until then it is the start date. */
  endDateChosen: boolean;
}

export type EventFormInput = Omit<EventFormValues, 'slugTyped' | 'endDateChosen'>;

export function newEventFormValues(): EventFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    event_date: '',
    event_time: DEFAULT_EVENT_START_TIME,
    end_date: '',
    end_time: DEFAULT_EVENT_END_TIME,
    is_active: true,
    graderia_ids: [],
    slugTyped: false,
    endDateChosen: false,
  };
}

/** The server sends times as 'HH:MM:SS'; a time input shows 'HH:MM'. */
function clockOf(time: string): string {
  return time.slice(0, 5);
}

export function eventFormValuesOf(event: EventRow, graderiaIds: string[]): EventFormValues {
  return {
    name: event.name,
    slug: event.slug,
    description: event.description ?? '',
    event_date: event.event_date,
    event_time: clockOf(event.event_time),
    end_date: event.end_date,
    end_time: clockOf(event.end_time),
    is_active: event.is_active,
    graderia_ids: graderiaIds,
    slugTyped: true,
    endDateChosen: true,
  };
}

export function withName(values: EventFormValues, name: string): EventFormValues {
  return { ...values, name, slug: values.slugTyped ? values.slug : slugFromName(name) };
}

/** Emptying the slug hands it back to the name. */
export function withSlug(values: EventFormValues, slug: string): EventFormValues {
  if (slug.trim() === '') return { ...values, slug: slugFromName(values.name), slugTyped: false };
  return { ...values, slug, slugTyped: true };
}

export function withStartDate(values: EventFormValues, eventDate: string): EventFormValues {
  return { ...values, event_date: eventDate, end_date: values.endDateChosen ? values.end_date : eventDate };
}

export function withEndDate(values: EventFormValues, endDate: string): EventFormValues {
  return { ...values, end_date: endDate, endDateChosen: endDate !== '' };
}

export function withGraderiaToggled(values: EventFormValues, graderiaId: string): EventFormValues {
  const selected = values.graderia_ids.includes(graderiaId);
  return {
    ...values,
    graderia_ids: selected ? values.graderia_ids.filter((id) => id !== graderiaId) : [...values.graderia_ids, graderiaId],
  };
}

export function eventFormInputOf(values: EventFormValues): EventFormInput {
  const { name, slug, description, event_date, event_time, end_date, end_time, is_active, graderia_ids } = values;
  return { name, slug, description, event_date, event_time, end_date, end_time, is_active, graderia_ids };
}

// Only for checking the form: the command runner gives the event its real id.
const CHECK_ONLY_ID = '00000000-0000-4000-8000-000000000000';

/** The spec's messages per field: name, slug and start date required, end not before start. */
export function eventFormErrors(values: EventFormValues): FieldErrors {
  const parsed = createEventSchema.safeParse({ ...eventFormInputOf(values), id: CHECK_ONLY_ID });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}
