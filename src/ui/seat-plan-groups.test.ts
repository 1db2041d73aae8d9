import { describe, expect, it } from 'vitest';
import { floorTitle, groupSeatsByFloorAndRow, type PlacedSeat } from './seat-plan-groups';

function seat(floor: number, row: string, number: number): PlacedSeat {
  return { id: `${floor}${row}${number}`, floor_number: floor, row_letter: row, seat_number: String(number), seat_type: 'regular' };
}

describe('groupSeatsByFloorAndRow', () => {
  it('orders floors, rows (Z before AA) and seat numbers as numbers', () => {
    const groups = groupSeatsByFloorAndRow([seat(2, 'A', 1), seat(1, 'AA', 1), seat(1, 'B', 10), seat(1, 'B', 2), seat(1, 'Z', 1)]);
    expect(groups.map((floor) => [floor.floor, floor.rows.map((row) => [row.rowLetter, row.seats.map((s) => s.seat_number)])])).toEqual([
      [1, [['B', ['2', '10']], ['Z', ['1']], ['AA', ['1']]]],
      [2, [['A', ['1']]]],
    ]);
  });

  it('gathers a row whose seats come apart, between other rows and floors', () => {
    const groups = groupSeatsByFloorAndRow([seat(1, 'A', 1), seat(1, 'B', 1), seat(2, 'A', 1), seat(1, 'A', 2), seat(1, 'B', 2), seat(1, 'A', 3)]);
    expect(groups.map((floor) => [floor.floor, floor.rows.map((row) => [row.rowLetter, row.seats.map((s) => s.id)])])).toEqual([
      [1, [['A', ['1A1', '1A2', '1A3']], ['B', ['1B1', '1B2']]]],
      [2, [['A', ['2A1']]]],
    ]);
  });
});

describe('floorTitle', () => {
  it.each([
    [1, 1, 'Plano de Asientos'],
    [1, 2, 'Piso 1'],
    [5, 5, 'Piso 5'],
  ])('floor %i of %i is titled %s', (floor, floorCount, title) => {
    expect(floorTitle(floor, floorCount)).toBe(title);
  });
});
