// The rules of spec §5 for creating and editing events: name, slug and start date are
// required, an empty slug comes from the name, the end date defaults to the start date and
// a new event runs 18:00–23:00 unless told otherwise.
import { z } from 'zod';
import { blankAsMissing, editableText, entityId, optionalText } from './form-values';
import { slugFromName } from './slug';
import {
  EVENT_DESCRIPTION_LIMIT,
  EVENT_IMAGE_LIMIT,
  EVENT_NAME_LIMIT,
  EVENT_SLUG_LIMIT,
  EVENT_VIDEO_LIMIT,
  fitsLimit,
  maxText,
  tooLongMessage,
  type TextLimit,
} from './text-limits';

export const DEFAULT_EVENT_START_TIME = '18:00';
export const DEFAULT_EVENT_END_TIME = '23:00';

const NAME_REQUIRED = 'El nombre es requerido';
const SLUG_REQUIRED = 'El slug es requerido';
const START_DATE_REQUIRED = 'La fecha de inicio es requerida';
export const END_BEFORE_START = 'La fecha de fin no puede ser anterior a la fecha de inicio';
const INVALID_DATE = 'Fecha inválida';
const INVALID_TIME = 'Hora inválida';

/** An optional text of the event: blank is null on create; on edit, absent keeps what is stored. */
function eventText(textLimit: TextLimit) {
  return { create: optionalText.check(maxText(textLimit)), edit: editableText.check(maxText(textLimit)) };
}

const eventName = z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).check(maxText(EVENT_NAME_LIMIT));
const description = eventText(EVENT_DESCRIPTION_LIMIT);
const imageUrl = eventText(EVENT_IMAGE_LIMIT);
const videoUrl = eventText(EVENT_VIDEO_LIMIT);
const calendarDate = z.iso.date({ error: INVALID_DATE });
const requiredCalendarDate = blankAsMissing(z.iso.date({ error: START_DATE_REQUIRED }));
const clockTime = z.iso.time({ error: INVALID_TIME });
const graderiaIds = z.array(entityId).transform((ids) => [...new Set(ids)]);

/** A typed slug is tidied the same way a generated one is, so 'Mi Evento' still works. */
function finalSlug(typed: string | undefined, name: string | undefined): string {
  return slugFromName(typed?.trim() ? typed : (name ?? ''));
}

/** The slug is checked once tidied, as it is stored; a name within its limit never makes one too long. */
function slugProblem(event: object): string | null {
  if (!('slug' in event)) return null;
  const slug = typeof event.slug === 'string' ? event.slug : '';
  if (!slug) return SLUG_REQUIRED;
  return fitsLimit(slug, EVENT_SLUG_LIMIT) ? null : tooLongMessage(EVENT_SLUG_LIMIT.label);
}

function endsBeforeStart(event: { event_date?: string; end_date?: string }): boolean {
  return event.event_date !== undefined && event.end_date !== undefined && event.end_date < event.event_date;
}

export const createEventSchema = z
  .object({
    id: entityId,
    name: eventName,
    slug: z.string().optional(),
    description: description.create,
    event_date: requiredCalendarDate,
    event_time: blankAsMissing(clockTime.default(DEFAULT_EVENT_START_TIME)),
    end_date: blankAsMissing(calendarDate.optional()),
    end_time: blankAsMissing(clockTime.default(DEFAULT_EVENT_END_TIME)),
    image_url: imageUrl.create,
    video_url: videoUrl.create,
    is_active: z.boolean().default(true),
    graderia_ids: graderiaIds.default([]),
  })
  .transform((event) => ({
    ...event,
    slug: finalSlug(event.slug, event.name),
    end_date: event.end_date ?? event.event_date,
  }))
  .superRefine((event, context) => {
    const slugMessage = slugProblem(event);
    if (slugMessage) context.addIssue({ code: 'custom', message: slugMessage, path: ['slug'] });
    if (endsBeforeStart(event)) context.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['end_date'] });
  });

/** Only the fields present change; graderia_ids, when present, is the full list of venues sold. */
export const updateEventSchema = z
  .object({
    id: entityId,
    name: eventName.optional(),
    slug: z.string().optional(),
    description: description.edit,
    event_date: requiredCalendarDate.optional(),
    event_time: blankAsMissing(clockTime.optional()),
    end_date: blankAsMissing(calendarDate.optional()),
    end_time: blankAsMissing(clockTime.optional()),
    image_url: imageUrl.edit,
    video_url: videoUrl.edit,
    is_active: z.boolean().optional(),
    graderia_ids: graderiaIds.optional(),
  })
  .transform(({ slug, ...event }) => (slug === undefined ? event : { ...event, slug: finalSlug(slug, event.name) }))
  .superRefine((event, context) => {
    const slugMessage = slugProblem(event);
    if (slugMessage) context.addIssue({ code: 'custom', message: slugMessage, path: ['slug'] });
    if (endsBeforeStart(event)) context.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['end_date'] });
  });

export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEventPayload = z.output<typeof createEventSchema>;
export type UpdateEventInput = z.input<typeof updateEventSchema>;
export type UpdateEventPayload = z.output<typeof updateEventSchema>;
