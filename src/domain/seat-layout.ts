// Where the seats of a stand are and what kind they are (spec §7 and §9): per floor, rows
// lettered from A, columns numbered from 1; the first 4 and last 4 columns are premium.
// The server's generate_seats_for_graderia follows the same rules.

export const PREMIUM_EDGE_COLUMNS = 4;
export const PREMIUM_MULTIPLIER = 1.5;
export const REGULAR_MULTIPLIER = 1;

export type SeatType = 'premium' | 'regular';

export interface StandDimensions {
  rows: number;
  columns: number;
  floors: number;
}

export interface SeatPlace {
  floor_number: number;
  row_letter: string;
  column_number: number;
  seat_number: string;
  seat_type: SeatType;
  price_multiplier: number;
}

/** 1 → 'A', 26 → 'Z', 27 → 'AA', 50 → 'AX' (the same letters as public.row_letter). */
export function rowLetterOf(rowIndex: number): string {
  if (rowIndex <= 26) return String.fromCharCode(64 + rowIndex);
  return String.fromCharCode(64 + Math.floor((rowIndex - 1) / 26)) + String.fromCharCode(65 + ((rowIndex - 1) % 26));
}

export function isPremiumColumn(column: number, columns: number): boolean {
  return column <= PREMIUM_EDGE_COLUMNS || column > columns - PREMIUM_EDGE_COLUMNS;
}

export function totalCapacityOf({ rows, columns, floors }: StandDimensions): number {
  return rows * columns * floors;
}

/** Every seat of a stand, floor by floor, row by row, column by column. */
export function seatPlacesOf({ rows, columns, floors }: StandDimensions): SeatPlace[] {
  const places: SeatPlace[] = [];
  for (let floor = 1; floor <= floors; floor += 1) {
    for (let row = 1; row <= rows; row += 1) {
      for (let column = 1; column <= columns; column += 1) {
        const premium = isPremiumColumn(column, columns);
        places.push({
          floor_number: floor,
          row_letter: rowLetterOf(row),
          column_number: column,
          seat_number: String(column),
          seat_type: premium ? 'premium' : 'regular',
          price_multiplier: premium ? PREMIUM_MULTIPLIER : REGULAR_MULTIPLIER,
        });
      }
    }
  }
  return places;
}
