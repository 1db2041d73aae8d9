import { describe, expect, it } from 'vitest';
import { activeEventsNote, counted, pluralOf } from './plural';

describe('Spanish counts', () => {
  it.each([
    [0, '0 asientos regulares'],
    [1, '1 asiento regular'],
    [2, '2 asientos regulares'],
    [1200, '1.200 asientos regulares'],
  ])('%d → %s', (count, text) => {
    expect(counted(count, 'asiento regular', 'asientos regulares')).toBe(text);
  });

  it('takes the singular only for exactly one', () => {
    expect([0, 1, 2].map((count) => pluralOf(count, 'liberada', 'liberadas'))).toEqual(['liberadas', 'liberada', 'liberadas']);
  });
});

describe('a stand’s active events', () => {
  it.each([
    [0, 'Sin eventos activos'],
    [1, 'En 1 evento activo'],
    [3, 'Sumado en 3 eventos activos'],
  ])('%d → %s', (count, text) => {
    expect(activeEventsNote(count)).toBe(text);
  });
});
