import { describe, expect, it } from 'vitest';
import { counted, pluralOf } from './plural';

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
