import { describe, expect, it } from 'vitest';
import { seatGridOf, seatIdForKey } from './seat-grid-navigation';
import { groupSeatsByFloorAndRow, type PlacedSeat } from './seat-plan-groups';

function seat(floor: number, row: string, number: number): PlacedSeat {
  return { id: `${floor}${row}${number}`, floor_number: floor, row_letter: row, seat_number: String(number), seat_type: 'regular' };
}

// Floor 1: rows A and B of 3 seats; floor 2: row A of 2 seats.
const grid = seatGridOf(
  groupSeatsByFloorAndRow([
    ...[1, 2, 3].map((n) => seat(1, 'A', n)),
    ...[1, 2, 3].map((n) => seat(1, 'B', n)),
    ...[1, 2].map((n) => seat(2, 'A', n)),
  ]),
);

describe('seatIdForKey', () => {
  it.each([
    ['1A2', 'ArrowLeft', '1A1'],
    ['1A1', 'ArrowLeft', '1A1'],
    ['1A2', 'ArrowRight', '1A3'],
    ['1A3', 'ArrowRight', '1A3'],
    ['1B2', 'ArrowUp', '1A2'],
    ['1A2', 'ArrowUp', '1A2'],
    ['1A2', 'ArrowDown', '1B2'],
    ['1B2', 'ArrowDown', '2A2'],
    ['1B3', 'ArrowDown', '2A2'],
    ['2A1', 'ArrowDown', '2A1'],
    ['2A2', 'ArrowUp', '1B2'],
    ['1B2', 'Home', '1B1'],
    ['1B1', 'End', '1B3'],
  ])('from %s, %s goes to %s', (from, key, to) => {
    expect(seatIdForKey(grid, from, key)).toBe(to);
  });

  it('ignores other keys and unknown seats', () => {
    expect(seatIdForKey(grid, '1A1', 'Enter')).toBeNull();
    expect(seatIdForKey(grid, 'nope', 'ArrowLeft')).toBeNull();
  });
});
