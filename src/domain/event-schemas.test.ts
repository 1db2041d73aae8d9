import { describe, expect, it } from 'vitest';
import { createEventSchema, updateEventSchema } from './event-schemas';
import { fieldErrorsOf } from './field-errors';
import { expectLimit, plainText, type LimitCase } from './testing/text-limit-cases';

const ID = '0b9e7c1a-4d2f-4e8b-9c3a-5f6e7d8c9b0a';
const VENUE = '6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a';
const VALID = { id: ID, name: 'Festival Folclórico del Bambuco 2025', event_date: '2025-06-13' };

function createErrors(input: Record<string, unknown>) {
  const result = createEventSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createEventSchema', () => {
  it('fills the spec defaults: slug from the name, end date = start, 18:00–23:00, active', () => {
    expect(createEventSchema.parse(VALID)).toEqual({
      id: ID,
      name: 'Festival Folclórico del Bambuco 2025',
      slug: 'festival-folclorico-del-bambuco-2025',
      description: null,
      event_date: '2025-06-13',
      event_time: '18:00',
      end_date: '2025-06-13',
      end_time: '23:00',
      image_url: null,
      video_url: null,
      is_active: true,
      graderia_ids: [],
    });
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ slug: '' }, { slug: 'festival-folclorico-del-bambuco-2025' }],
    [{ slug: 'Mi Slug Propio' }, { slug: 'mi-slug-propio' }],
    [{ end_date: '2025-06-30', event_time: '19:30', end_time: '' }, { end_date: '2025-06-30', event_time: '19:30', end_time: '23:00' }],
    [{ graderia_ids: [VENUE, VENUE] }, { graderia_ids: [VENUE] }],
    [{ end_date: '' }, { end_date: '2025-06-13' }],
  ])('%j → %j', (change, expected) => {
    expect(createEventSchema.parse({ ...VALID, ...change })).toMatchObject(expected);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ name: ' ' }, { name: 'El nombre es requerido' }],
    [{ event_date: '' }, { event_date: 'La fecha de inicio es requerida' }],
    [{ event_date: undefined }, { event_date: 'La fecha de inicio es requerida' }],
    [{ name: '¡¡!!' }, { slug: 'El slug es requerido' }],
    [{ end_date: '2025-06-12' }, { end_date: 'La fecha de fin no puede ser anterior a la fecha de inicio' }],
    [{ event_time: '25:00' }, { event_time: 'Hora inválida' }],
    [{ graderia_ids: ['no-es-un-id'] }, { 'graderia_ids.0': 'Identificador inválido' }],
  ])('%j → %j', (change, errors) => {
    expect(createErrors({ ...VALID, ...change })).toEqual(errors);
  });
});

describe('updateEventSchema', () => {
  it.each<[Record<string, unknown>, Record<string, unknown> | Record<string, string>]>([
    [{ is_active: false }, { id: ID, is_active: false }],
    [{ name: 'Noche de Gala', slug: '' }, { id: ID, name: 'Noche de Gala', slug: 'noche-de-gala' }],
    [{ description: '' }, { id: ID, description: null }],
    [{ graderia_ids: [] }, { id: ID, graderia_ids: [] }],
  ])('%j → %j', (change, payload) => {
    expect(updateEventSchema.parse({ id: ID, ...change })).toEqual(payload);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ name: '' }, { name: 'El nombre es requerido' }],
    [{ slug: '' }, { slug: 'El slug es requerido' }],
    [{ event_date: '' }, { event_date: 'La fecha de inicio es requerida' }],
    [{ end_date: '13/06/2025' }, { end_date: 'Fecha inválida' }],
    [{ event_date: '2025-06-13', end_date: '2025-06-01' }, { end_date: 'La fecha de fin no puede ser anterior a la fecha de inicio' }],
  ])('%j → %j', (change, errors) => {
    const result = updateEventSchema.safeParse({ id: ID, ...change });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual(errors);
  });
});

describe('event text limits', () => {
  const LIMITS: LimitCase[] = [
    ['name', 160, 'Nombre del evento', plainText],
    ['slug', 180, 'Slug', plainText],
    ['description', 5000, 'Descripción', plainText],
    ['image_url', 2048, 'Imagen', (length) => `https://img.co/${plainText(length - 15)}`],
    ['video_url', 2048, 'Video', (length) => `https://vid.co/${plainText(length - 15)}`],
  ];

  function updateErrors(change: Record<string, unknown>) {
    const result = updateEventSchema.safeParse({ id: ID, ...change });
    return result.success ? {} : fieldErrorsOf(result.error);
  }

  it.each(LIMITS)('new event: %s takes %i characters', (...limit) => {
    expectLimit((change) => createErrors({ ...VALID, ...change }), limit);
  });

  it.each(LIMITS)('edited event: %s takes %i characters', (...limit) => {
    expectLimit(updateErrors, limit);
  });

  it('measures a typed slug once tidied, as it is stored', () => {
    expect(createErrors({ ...VALID, slug: `${plainText(180)}!!` })).toEqual({});
    expect(createEventSchema.parse({ ...VALID, slug: `${plainText(180)}!!` }).slug).toBe(plainText(180));
  });
});
