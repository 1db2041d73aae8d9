import { describe, expect, it } from 'vitest';
import { seatLongLabel, seatShortLabel, seatShortLabels } from './seat-label';

const firstFloorA1 = { floor_number: 1, row_letter: 'A', seat_number: '1' };
const secondFloorA1 = { floor_number: 2, row_letter: 'A', seat_number: '1' };

describe('a seat named with its floor', () => {
  it('names the floor when the stand has more than one, so A-1 of each floor reads apart', () => {
    expect(seatLongLabel(secondFloorA1, 2)).toBe('Piso 2 · Fila A · Asiento 1');
    expect(seatShortLabel(secondFloorA1, 2)).toBe('P2-A-1');
    expect(seatLongLabel(firstFloorA1, 2)).not.toBe(seatLongLabel(secondFloorA1, 2));
    expect(seatShortLabel(firstFloorA1, 2)).not.toBe(seatShortLabel(secondFloorA1, 2));
  });

  it("keeps the spec's names in a one-floor stand", () => {
    expect(seatLongLabel(firstFloorA1, 1)).toBe('Fila A · Asiento 1');
    expect(seatShortLabel({ floor_number: 1, row_letter: 'AB', seat_number: '12' }, 1)).toBe('AB-12');
  });

  it('lists seats of stands with and without floors in the order given', () => {
    const seats = [
      { ...firstFloorA1, stand_floors: 2 },
      { ...secondFloorA1, stand_floors: 2 },
      { floor_number: 1, row_letter: 'F', seat_number: '3', stand_floors: 1 },
    ];
    expect(seatShortLabels(seats)).toBe('P1-A-1, P2-A-1, F-3');
  });
});
