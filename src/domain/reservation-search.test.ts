import { describe, expect, it } from 'vitest';
import { eventRunsOn, matchesSearchWords, normalizeForSearch, searchTextsOf, searchWordsOf, shortReservationId, type SearchableReservation } from './reservation-search';

const matchesReservationSearch = (reservation: SearchableReservation, query: string) => matchesSearchWords(searchTextsOf(reservation), searchWordsOf(query));

const RESERVATION = {
  id: '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  customer_name: 'Andrés Gómez',
  customer_email: 'andres.gomez@correo.co',
  venue_names: ['Gradería Norte', 'Palco VIP Oriental'],
};

describe('shortReservationId', () => {
  it('keeps the last 6 characters', () => {
    expect(shortReservationId(RESERVATION.id)).toBe('0a1b2c');
  });
});

describe('normalizeForSearch', () => {
  it.each([
    ['Gómez', 'gomez'],
    ['  PEÑA ', 'pena'],
    ['Gradería', 'graderia'],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeForSearch(text)).toBe(normalized);
  });
});

describe('matchesReservationSearch', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['   ', true],
    ['gomez', true],
    ['ANDRÉS', true],
    ['correo.co', true],
    ['graderia norte', true],
    ['vip', true],
    ['0a1b2c', true],
    ['5F0C2A1B', true],
    ['Zona de Confort', false],
    ['pérez', false],
    // What the card shows, '#' and all, and words in any order.
    ['#0a1b2c', true],
    ['  #0A1B2C ', true],
    ['#ffffff', false],
    ['Gómez Andrés', true],
    ['gomez   andres', true],
    ['Gómez Pedro', false],
    ['norte gomez', true],
    ['#', true],
  ])('%j → %s', (query, matches) => {
    expect(matchesReservationSearch(RESERVATION, query)).toBe(matches);
  });

  it('a reservation without an email is searched by its other fields', () => {
    expect(matchesReservationSearch({ ...RESERVATION, customer_email: null }, 'gomez')).toBe(true);
    expect(matchesReservationSearch({ ...RESERVATION, customer_email: null }, '@')).toBe(false);
  });
});

describe('eventRunsOn', () => {
  const FESTIVAL = { event_date: '2025-06-13', end_date: '2025-06-30' };
  it.each<[string, boolean]>([
    ['2025-06-12', false],
    ['2025-06-13', true],
    ['2025-06-20', true],
    ['2025-06-30', true],
    ['2025-07-01', false],
  ])('%s → %s', (date, runs) => {
    expect(eventRunsOn(FESTIVAL, date)).toBe(runs);
  });
});
