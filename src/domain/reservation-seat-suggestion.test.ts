import { describe, expect, it } from 'vitest';
import { suggestReplacementSeats, type SeatWithStatus } from './reservation-seat-suggestion';
import { seatPlacesOf } from './seat-layout';
import type { SeatStatus } from './seat-status';

// Two floors of rows A–C × 12 columns: columns 1–4 and 9–12 premium (×1.5), 5–8 regular.
const NORTH = 'north';
const SOUTH = 'south';

function stand(graderiaId: string): SeatWithStatus[] {
  return seatPlacesOf({ rows: 3, columns: 12, floors: 2 }).map((place) => ({
    ...place,
    id: `${graderiaId}:${place.floor_number}/${place.row_letter}-${place.column_number}`,
    graderia_id: graderiaId,
    status: 'available' as SeatStatus,
  }));
}

/** '1/A-5' (floor/row-column) of the north stand. */
const label = (seat: SeatWithStatus) => `${seat.floor_number}/${seat.row_letter}-${seat.column_number}`;

interface Case {
  name: string;
  /** Seats of the north stand that are not free; the rejected seats are always among them. */
  taken?: string[];
  /** Everything but these is taken. */
  onlyFree?: string[];
  rejected: string[];
  count?: number;
  expected: string[];
}

function seatsFor({ taken = [], onlyFree, rejected }: Case): SeatWithStatus[] {
  const notFree = new Set([...taken, ...rejected]);
  return [...stand(NORTH), ...stand(SOUTH)].map((seat) => {
    const free = seat.graderia_id === SOUTH || (onlyFree ? onlyFree.includes(label(seat)) : !notFree.has(label(seat)));
    return { ...seat, status: free ? seat.status : 'paid' };
  });
}

describe('suggestReplacementSeats', () => {
  it.each<Case>([
    { name: 'the nearest seat of the same row, left first on a tie', rejected: ['1/A-6'], expected: ['1/A-5'] },
    { name: 'a premium seat is replaced by a premium seat', rejected: ['1/A-4'], taken: ['1/A-3', '1/A-5'], expected: ['1/A-2'] },
    { name: 'neighbours in the same row, together', rejected: ['1/A-5', '1/A-6'], expected: ['1/A-7', '1/A-8'] },
    {
      name: 'the same amount before the same row: the next row has two regular seats together',
      rejected: ['1/A-5', '1/A-6'],
      taken: ['1/A-7'],
      expected: ['1/B-5', '1/B-6'],
    },
    { name: 'the nearest row, front rows first on a tie', rejected: ['1/B-6'], taken: ['1/B-5', '1/B-7', '1/B-8'], expected: ['1/A-6'] },
    {
      name: 'the same floor before another floor',
      rejected: ['1/A-5'],
      onlyFree: ['1/C-5', '2/A-5'],
      expected: ['1/C-5'],
    },
    {
      name: 'another floor when the floor is full',
      rejected: ['1/A-5'],
      onlyFree: ['2/B-5', '2/A-9'],
      expected: ['2/B-5'],
    },
    {
      name: 'together in a farther row before scattered in the same row',
      rejected: ['1/A-5', '1/A-6', '1/A-7'],
      onlyFree: ['1/A-1', '1/A-3', '1/A-12', '1/C-5', '1/C-6', '1/C-7'],
      expected: ['1/C-5', '1/C-6', '1/C-7'],
    },
    {
      name: 'the nearest seats one by one when no run is long enough',
      rejected: ['1/A-5', '1/A-6'],
      onlyFree: ['1/A-1', '1/A-3', '2/C-12'],
      expected: ['1/A-3', '1/A-1'],
    },
    { name: 'nothing when the stand has too few free seats', rejected: ['1/A-5', '1/A-6'], onlyFree: ['1/C-1'], expected: [] },
    { name: 'nothing when nothing is asked', rejected: ['1/A-5'], count: 0, expected: [] },
  ])('$name', (testCase) => {
    const seats = seatsFor(testCase);
    const rejected = testCase.rejected.map((name) => seats.find((seat) => seat.graderia_id === NORTH && label(seat) === name)!);
    const suggested = suggestReplacementSeats(seats, rejected, testCase.count ?? rejected.length);
    expect(suggested.every((seat) => seat.graderia_id === NORTH && seat.status === 'available')).toBe(true);
    expect(suggested.map(label)).toEqual(testCase.expected);
  });
});
