import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestAvailableSeats, type BestAvailableOptions } from './best-available-seats';
import type { SeatWithStatus } from './reservation-seat-suggestion';
import { seatPlacesOf } from './seat-layout';
import type { SeatStatus } from './seat-status';

const NORTH = 'north';
const SOUTH = 'south';

function stand(graderiaId: string, rows = 3, columns = 10, floors = 2): SeatWithStatus[] {
  return seatPlacesOf({ rows, columns, floors }).map((place) => ({
    ...place,
    id: `${graderiaId}:${place.floor_number}/${place.row_letter}-${place.column_number}`,
    graderia_id: graderiaId,
    status: 'available' as SeatStatus,
  }));
}

/** '1/A-5' (floor/row-column); 'south:1/A-5' for the south stand. */
const label = (seat: SeatWithStatus) =>
  `${seat.graderia_id === NORTH ? '' : `${seat.graderia_id}:`}${seat.floor_number}/${seat.row_letter}-${seat.column_number}`;

interface Case {
  name: string;
  count: number;
  /** Seats that are sold or held. */
  taken?: string[];
  /** Everything but these is taken. */
  onlyFree?: string[];
  /** Seats left out of the list (inactive, not in the layout). */
  missing?: string[];
  withSouth?: boolean;
  options?: BestAvailableOptions;
  expected: string[] | null;
}

function seatsFor({ taken = [], onlyFree, missing = [], withSouth }: Case): SeatWithStatus[] {
  const seats = [...stand(NORTH), ...(withSouth ? stand(SOUTH) : [])];
  return seats
    .filter((seat) => !missing.includes(label(seat)))
    .map((seat) => {
      const free = onlyFree ? onlyFree.includes(label(seat)) : !taken.includes(label(seat));
      return { ...seat, status: free ? seat.status : 'paid' };
    });
}

describe('bestAvailableSeats', () => {
  it.each<Case>([
    { name: 'the centre of row A of floor 1, lower column on a tie', count: 1, expected: ['1/A-5'] },
    { name: 'two seats in the centre of the front row', count: 2, expected: ['1/A-5', '1/A-6'] },
    { name: 'three seats: the centre run, lower column on a tie', count: 3, expected: ['1/A-4', '1/A-5', '1/A-6'] },
    { name: 'the next row when the front row has no run', count: 2, taken: ['1/A-2', '1/A-4', '1/A-6', '1/A-8', '1/A-10'], expected: ['1/B-5', '1/B-6'] },
    {
      name: 'a lower floor before a front row of an upper floor',
      count: 2,
      onlyFree: ['1/C-1', '1/C-2', '2/A-5', '2/A-6'],
      expected: ['1/C-1', '1/C-2'],
    },
    {
      name: 'does not leave a single seat alone when another run avoids it',
      count: 2,
      // Row A: 3 4 5 free; selling 4-5 would leave 3 alone, selling 3-4 would leave 5 alone.
      onlyFree: ['1/A-3', '1/A-4', '1/A-5', '1/B-1', '1/B-2'],
      expected: ['1/B-1', '1/B-2'],
    },
    {
      name: 'leaves an orphan only when every run does',
      count: 2,
      onlyFree: ['1/A-3', '1/A-4', '1/A-5'],
      // Both runs leave one seat alone: the one nearer the row's centre (5.5) wins.
      expected: ['1/A-4', '1/A-5'],
    },
    {
      name: 'a missing (inactive) seat breaks a run',
      count: 2,
      onlyFree: ['1/A-4', '1/A-6', '1/B-8', '1/B-9'],
      missing: ['1/A-5'],
      expected: ['1/B-8', '1/B-9'],
    },
    { name: 'null when no run of N exists', count: 3, onlyFree: ['1/A-1', '1/A-2', '1/A-4', '2/C-9', '2/C-10'], expected: null },
    { name: 'null when nothing is asked', count: 0, expected: null },
    { name: 'null for a fractional count', count: 1.5, expected: null },
    { name: 'null when N is longer than any row', count: 11, expected: null },
    {
      name: 'only allowed seats are proposed',
      count: 2,
      options: { allowed: (seat) => seat.row_letter === 'C' && seat.floor_number === 2 },
      expected: ['2/C-5', '2/C-6'],
    },
    {
      name: 'only the chosen stand',
      count: 2,
      withSouth: true,
      taken: ['1/A-5'],
      options: { graderiaId: SOUTH },
      expected: ['south:1/A-5', 'south:1/A-6'],
    },
    {
      name: 'an allowed run next to a free seat that is not allowed still counts that seat as free',
      count: 2,
      onlyFree: ['1/A-2', '1/A-3', '1/A-4', '1/A-5'],
      options: { allowed: (seat) => seat.column_number >= 3 },
      // 3-4 would leave 2 and 5 each next to… 2 alone (1 taken) and 5 alone (6 taken); 4-5 leaves 2-3 together.
      expected: ['1/A-4', '1/A-5'],
    },
    {
      name: 'one by one (a lease block): the front row from its centre outwards, then the next row',
      count: 12,
      taken: ['1/A-5'],
      options: { together: false },
      expected: ['1/A-6', '1/A-4', '1/A-7', '1/A-3', '1/A-8', '1/A-2', '1/A-9', '1/A-1', '1/A-10', '1/B-5', '1/B-6', '1/B-4'],
    },
    {
      name: 'one by one among allowed seats only, null when fewer than N are usable',
      count: 3,
      options: { together: false, allowed: (seat) => seat.row_letter === 'C' && seat.floor_number === 2 && seat.column_number < 3 },
      expected: null,
    },
  ])('$name', (testCase) => {
    const answer = bestAvailableSeats(seatsFor(testCase), testCase.count, testCase.options);
    expect(answer === null ? null : answer.map(label)).toEqual(testCase.expected);
  });

  it('answers within a row scanned out of column order', () => {
    const seats = stand(NORTH, 1, 6, 1).reverse();
    expect(bestAvailableSeats(seats, 2)!.map(label)).toEqual(['1/A-3', '1/A-4']);
  });
});

// Properties over random small stands, checked against a brute force written independently.
const STATUSES: SeatStatus[] = ['available', 'available', 'available', 'paid', 'reserved', 'blocked'];

const arbitraryStand = fc
  .record({
    rows: fc.integer({ min: 1, max: 3 }),
    columns: fc.integer({ min: 1, max: 9 }),
    floors: fc.integer({ min: 1, max: 2 }),
  })
  .chain((size) => {
    const seats = stand(NORTH, size.rows, size.columns, size.floors);
    return fc.record({
      seats: fc
        .array(fc.record({ status: fc.constantFrom(...STATUSES), present: fc.boolean(), allowed: fc.boolean() }), {
          minLength: seats.length,
          maxLength: seats.length,
        })
        .map((draws) => ({
          // Some seats missing (inactive) and some not allowed (leased elsewhere), but not too many.
          seats: seats
            .map((seat, index) => ({ ...seat, status: draws[index].status, present: draws[index].present || index % 3 !== 0 }))
            .filter((seat) => seat.present)
            .map(({ present: _present, ...seat }) => seat),
          notAllowed: new Set(seats.filter((_, index) => !draws[index].allowed && index % 4 === 0).map((seat) => seat.id)),
        })),
      count: fc.integer({ min: 1, max: 4 }),
    });
  });

const lineOf = (seat: SeatWithStatus) => `${seat.graderia_id}/${seat.floor_number}/${seat.row_letter}`;

/** Every run of `count` adjacent usable seats, by brute force. */
function everyRun(seats: SeatWithStatus[], count: number, usable: (seat: SeatWithStatus) => boolean): SeatWithStatus[][] {
  const byPlace = new Map(seats.map((seat) => [`${lineOf(seat)}/${seat.column_number}`, seat]));
  const runs: SeatWithStatus[][] = [];
  for (const start of seats) {
    const run = Array.from({ length: count }, (_, offset) => byPlace.get(`${lineOf(start)}/${start.column_number + offset}`));
    if (run.every((seat) => seat !== undefined && usable(seat))) runs.push(run as SeatWithStatus[]);
  }
  return runs;
}

/** Free seats of the run's row whose both neighbours are not free, before and after selling the run. */
function createsOrphan(seats: SeatWithStatus[], run: SeatWithStatus[]): boolean {
  const sold = new Set(run.map((seat) => seat.id));
  const row = seats.filter((seat) => lineOf(seat) === lineOf(run[0]));
  const isolated = (isFree: (seat: SeatWithStatus) => boolean) => {
    const freeColumns = new Set(row.filter(isFree).map((seat) => seat.column_number));
    return row.filter((seat) => isFree(seat) && !freeColumns.has(seat.column_number - 1) && !freeColumns.has(seat.column_number + 1)).map((seat) => seat.id);
  };
  const before = new Set(isolated((seat) => seat.status === 'available'));
  return isolated((seat) => seat.status === 'available' && !sold.has(seat.id)).some((id) => !before.has(id));
}

describe('bestAvailableSeats properties', () => {
  it('answers N adjacent available allowed seats whenever such a run exists, null otherwise, and avoids orphans when it can', () => {
    fc.assert(
      fc.property(arbitraryStand, ({ seats: { seats, notAllowed }, count }) => {
        const allowed = (seat: SeatWithStatus) => !notAllowed.has(seat.id);
        const usable = (seat: SeatWithStatus) => seat.status === 'available' && allowed(seat);
        const runs = everyRun(seats, count, usable);
        const answer = bestAvailableSeats(seats, count, { allowed });
        if (runs.length === 0) {
          expect(answer).toBeNull();
          return;
        }
        expect(answer).not.toBeNull();
        expect(answer!).toHaveLength(count);
        expect(answer!.every(usable)).toBe(true);
        expect(new Set(answer!.map(lineOf)).size).toBe(1);
        expect(answer!.map((seat) => seat.column_number - answer![0].column_number)).toEqual([...Array(count).keys()]);
        if (runs.some((run) => !createsOrphan(seats, run))) expect(createsOrphan(seats, answer!)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
