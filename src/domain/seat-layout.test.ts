import { describe, expect, it } from 'vitest';
import { isPremiumColumn, rowLetterOf, seatPlacesOf, totalCapacityOf } from './seat-layout';

describe('rowLetterOf', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [28, 'AB'],
    [50, 'AX'],
  ])('row %d → %s', (row, letter) => {
    expect(rowLetterOf(row)).toBe(letter);
  });
});

describe('isPremiumColumn', () => {
  it.each([
    [1, 15, true],
    [4, 15, true],
    [5, 15, false],
    [11, 15, false],
    [12, 15, true],
    [15, 15, true],
    [3, 6, true],
    [1, 1, true],
  ])('column %d of %d → %s', (column, columns, premium) => {
    expect(isPremiumColumn(column, columns)).toBe(premium);
  });
});

describe('seatPlacesOf', () => {
  it('lays out floors, rows and columns in order with their types and multipliers', () => {
    const places = seatPlacesOf({ rows: 2, columns: 10, floors: 2 });
    expect(places).toHaveLength(totalCapacityOf({ rows: 2, columns: 10, floors: 2 }));
    expect(places[0]).toEqual({
      floor_number: 1,
      row_letter: 'A',
      column_number: 1,
      seat_number: '1',
      seat_type: 'premium',
      price_multiplier: 1.5,
    });
    expect(places[4]).toMatchObject({ row_letter: 'A', column_number: 5, seat_type: 'regular', price_multiplier: 1 });
    expect(places[10]).toMatchObject({ floor_number: 1, row_letter: 'B', column_number: 1 });
    expect(places[39]).toMatchObject({ floor_number: 2, row_letter: 'B', column_number: 10, seat_type: 'premium' });
  });

  it.each([
    [{ rows: 10, columns: 15, floors: 1 }, 150, 80],
    [{ rows: 50, columns: 50, floors: 5 }, 12500, 2000],
    [{ rows: 1, columns: 8, floors: 1 }, 8, 8],
  ])('%j has %d seats, %d premium', (dimensions, total, premium) => {
    const places = seatPlacesOf(dimensions);
    expect(places).toHaveLength(total);
    expect(places.filter((place) => place.seat_type === 'premium')).toHaveLength(premium);
  });
});
