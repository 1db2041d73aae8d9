import { describe, expect, it } from 'vitest';
import type { EventRow } from '../../db/rows';
import { filterEvents, hasEventFilters, runsOn } from './event-filters';

function eventRow(fields: Partial<EventRow>): EventRow {
  return {
    id: fields.slug ?? 'evento',
    organization_id: 'org',
    name: 'Evento',
    slug: 'evento',
    description: null,
    event_date: '2025-06-13',
    event_time: '18:00',
    end_date: '2025-06-13',
    end_time: '23:00',
    image_url: null,
    video_url: null,
    additional_media: [],
    is_active: true,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

const FESTIVAL = eventRow({
  name: 'Festival Folclórico del Bambuco 2025',
  slug: 'festival-bambuco-2025',
  description: 'Desfiles y música andina en Neiva',
  event_date: '2025-06-13',
  end_date: '2025-06-30',
});
const GALA = eventRow({ name: 'Noche de Gala', slug: 'gala-sanjuanera', event_date: '2025-07-04', end_date: '2025-07-04' });
const ITEMS = [{ event: FESTIVAL }, { event: GALA }];

function namesFor(text: string, date = ''): string[] {
  return filterEvents(ITEMS, { text, date }).map(({ event }) => event.name);
}

describe('filterEvents', () => {
  it.each([
    ['', [FESTIVAL.name, GALA.name]],
    ['folclorico', [FESTIVAL.name]],
    ['FOLCLÓRICO', [FESTIVAL.name]],
    ['música neiva', [FESTIVAL.name]],
    ['sanjuanera', [GALA.name]],
    ['  gala  ', [GALA.name]],
    ['gala bambuco', []],
    ['carnaval', []],
  ])('searching %j keeps %j', (text, expected) => {
    expect(namesFor(text)).toEqual(expected);
  });

  it.each([
    ['2025-06-12', []],
    ['2025-06-13', [FESTIVAL.name]],
    ['2025-06-20', [FESTIVAL.name]],
    ['2025-06-30', [FESTIVAL.name]],
    ['2025-07-04', [GALA.name]],
    ['2025-07-05', []],
  ])('on %s keeps the events running that day: %j', (date, expected) => {
    expect(namesFor('', date)).toEqual(expected);
  });

  it('applies the search and the date together', () => {
    expect(namesFor('festival', '2025-07-04')).toEqual([]);
    expect(namesFor('noche', '2025-07-04')).toEqual([GALA.name]);
  });
});

describe('runsOn', () => {
  it('treats a missing end date as a one-day event', () => {
    expect(runsOn({ event_date: '2025-07-04', end_date: '' }, '2025-07-04')).toBe(true);
    expect(runsOn({ event_date: '2025-07-04', end_date: '' }, '2025-07-05')).toBe(false);
  });
});

describe('hasEventFilters', () => {
  it.each([
    [{ text: '', date: '' }, false],
    [{ text: '   ', date: '' }, false],
    [{ text: 'gala', date: '' }, true],
    [{ text: '', date: '2025-06-13' }, true],
  ])('%j → %s', (filters, expected) => {
    expect(hasEventFilters(filters)).toBe(expected);
  });
});
