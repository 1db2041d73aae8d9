import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../db/rows';
import {
  eventFormErrors,
  eventFormValuesOf,
  newEventFormValues,
  withEndDate,
  withName,
  withSlug,
  withStartDate,
  type EventFormValues,
} from './event-form-values';

function typed(...steps: Array<(values: EventFormValues) => EventFormValues>): EventFormValues {
  return steps.reduce((values, step) => step(values), newEventFormValues());
}

describe('the new event form', () => {
  it('starts with the spec defaults: 18:00 to 23:00, active, no venues', () => {
    expect(newEventFormValues()).toMatchObject({ event_time: '18:00', end_time: '23:00', is_active: true, graderia_ids: [] });
  });

  it('generates the slug from the name until the organizer types one', () => {
    const named = typed((values) => withName(values, 'Festival Folclórico del Bambuco 2025'));
    expect(named.slug).toBe('festival-folclorico-del-bambuco-2025');

    const slugTyped = withSlug(named, 'bambuco');
    expect(withName(slugTyped, 'Otro nombre').slug).toBe('bambuco');

    const slugEmptied = withSlug(withName(slugTyped, 'Noche de Gala'), '');
    expect(slugEmptied.slug).toBe('noche-de-gala');
    expect(withName(slugEmptied, 'Gala Sanjuanera').slug).toBe('gala-sanjuanera');
  });

  it('keeps the end date on the start date until the organizer chooses one', () => {
    const started = typed((values) => withStartDate(values, '2025-06-13'));
    expect(started.end_date).toBe('2025-06-13');
    expect(withStartDate(started, '2025-06-14').end_date).toBe('2025-06-14');

    const ended = withEndDate(started, '2025-06-30');
    expect(withStartDate(ended, '2025-06-14').end_date).toBe('2025-06-30');
  });

  it.each<[string, EventFormValues, Record<string, string>]>([
    ['an empty form', newEventFormValues(), { name: 'El nombre es requerido', event_date: 'La fecha de inicio es requerida' }],
    ['a name of symbols only', typed((v) => withName(v, '¡¡!!'), (v) => withStartDate(v, '2025-06-13')), { slug: 'El slug es requerido' }],
    ['a missing start date', typed((v) => withName(v, 'Gala')), { event_date: 'La fecha de inicio es requerida' }],
    [
      'an end before the start',
      typed((v) => withName(v, 'Gala'), (v) => withStartDate(v, '2025-06-13'), (v) => withEndDate(v, '2025-06-12')),
      { end_date: 'La fecha de fin no puede ser anterior a la fecha de inicio' },
    ],
    ['a complete event', typed((v) => withName(v, 'Gala'), (v) => withStartDate(v, '2025-06-13')), {}],
  ])('shows the spec messages for %s', (_case, values, errors) => {
    expect(eventFormErrors(values)).toEqual(errors);
  });
});

describe('the configure form', () => {
  const stored: EventRow = {
    id: '0b9e7c1a-4d2f-4e8b-9c3a-5f6e7d8c9b0a',
    organization_id: 'org',
    name: 'Festival Folclórico del Bambuco 2025',
    slug: 'festival-bambuco-2025',
    description: null,
    event_date: '2025-06-13',
    event_time: '18:00:00',
    end_date: '2025-06-30',
    end_time: '23:00:00',
    image_url: null,
    video_url: null,
    additional_media: [],
    is_active: true,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };

  it('starts from the stored event, with times as a time input shows them', () => {
    expect(eventFormValuesOf(stored, ['g1'])).toMatchObject({
      description: '',
      event_time: '18:00',
      end_time: '23:00',
      graderia_ids: ['g1'],
    });
  });

  it('keeps the stored slug and end date when the name and start change', () => {
    const renamed = withStartDate(withName(eventFormValuesOf(stored, []), 'Bambuco'), '2025-06-14');
    expect(renamed).toMatchObject({ slug: 'festival-bambuco-2025', end_date: '2025-06-30' });
  });
});
