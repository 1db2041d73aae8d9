import { describe, expect, it } from 'vitest';
import type { VenueForSale } from '../../db/reservation-sale-queries';
import type { LeaseMark } from '../../domain/seat-leases';
import { rowLettersOf, seatsToLease, type LeaseChoice } from './lease-choice';

const seat = (row: string, column: number, status = 'available') => ({
  id: `${row}${column}`, graderia_id: 'g1', floor_number: 1, row_letter: row, column_number: column, price_multiplier: 1, status,
});
const venues = [{ graderia: { id: 'g1' }, seats: [seat('A', 1), seat('A', 2, 'paid'), seat('A', 3), seat('B', 1), seat('B', 2), seat('B', 3)] }] as unknown as VenueForSale[];
const marks = new Map<string, LeaseMark>([['B2', { kind: 'other', deviceName: 'Tablet norte' }]]);
const choice = (overrides: Partial<LeaseChoice>): LeaseChoice => ({ mode: 'best', count: 3, standId: 'g1', rows: '', drawn: [], ...overrides });

describe('seatsToLease', () => {
  it('takes the next best free seats one by one, skipping sold and leased ones', () => {
    expect(seatsToLease(venues, marks, choice({ count: 4 }))).toEqual(['A1', 'A3', 'B1', 'B3']);
    expect(seatsToLease(venues, marks, choice({ count: 5 }))).toBe('No quedan 5 asientos libres sin asignar');
  });

  it('takes the free seats of whole rows', () => {
    expect(seatsToLease(venues, marks, choice({ mode: 'rows', rows: 'b' }))).toEqual(['B1', 'B3']);
    expect(seatsToLease(venues, marks, choice({ mode: 'rows', rows: '' }))).toBe('Elige la gradería y escribe las filas (por ejemplo: A, B o A-C)');
  });

  it('takes the seats drawn on the map that are still free', () => {
    expect(seatsToLease(venues, marks, choice({ mode: 'map', drawn: ['A2', 'B2', 'B3'] }))).toEqual(['B3']);
    expect(seatsToLease(venues, marks, choice({ mode: 'map', drawn: [] }))).toBe('Marca en el mapa los asientos que quieres asignar');
  });

  it('reads row lists and ranges', () => {
    expect(rowLettersOf('a, c-e')).toEqual(['A', 'C', 'D', 'E']);
  });
});
