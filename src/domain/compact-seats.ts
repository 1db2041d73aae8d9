// The compact event answers of get_event_layout and get_event_seat_statuses_since (issue 17):
// a stand arrives as its size and only the seats that differ from the rule, and its statuses
// as two bits a seat. Decoding gives back every seat as the seats table holds it; the
// server's side is supabase/migrations/20261127100000_create_compact_event_answers.sql.
import { seatIdOfSync } from './seat-id';
import { isPremiumColumn, PREMIUM_MULTIPLIER, REGULAR_MULTIPLIER, rowLetterOf, type SeatType, type StandDimensions } from './seat-layout';
import type { SeatStatus } from './seat-status';

/** A seat that differs from the rule: only the fields that differ are sent. */
export interface CompactSeatException {
  index: number;
  id?: string;
  seat_number?: string;
  seat_type?: SeatType;
  price_multiplier?: number;
  is_active?: boolean;
}

export interface CompactStand extends StandDimensions {
  id: string;
  exceptions: readonly CompactSeatException[];
  /** Places without a seat (none for stands the app creates). */
  missing: readonly number[];
}

export interface DerivedSeat {
  /** The seat's place in the stand's plan order, from 0. */
  index: number;
  id: string;
  floor_number: number;
  row_letter: string;
  column_number: number;
  seat_number: string;
  seat_type: SeatType;
  price_multiplier: number;
  is_active: boolean;
}

/** Seat index from its place: floor by floor, row by row, column by column (as public.seat_index). */
export function seatIndexOf({ rows, columns }: Pick<StandDimensions, 'rows' | 'columns'>, floor: number, rowLetter: string, column: number): number {
  return ((floor - 1) * rows + rowNumberOf(rowLetter) - 1) * columns + column - 1;
}

/** 'A' → 1, 'Z' → 26, 'AA' → 27: the inverse of rowLetterOf. */
export function rowNumberOf(rowLetter: string): number {
  if (rowLetter.length === 1) return rowLetter.charCodeAt(0) - 64;
  return (rowLetter.charCodeAt(0) - 64) * 26 + rowLetter.charCodeAt(1) - 64;
}

/** Every seat of a compact stand in plan order, each exactly as the seats table holds it. */
export function seatsOfCompactStand(stand: CompactStand, idOf = seatIdOfSync): DerivedSeat[] {
  const exceptions = new Map(stand.exceptions.map((exception) => [exception.index, exception]));
  const missing = new Set(stand.missing);
  const seats: DerivedSeat[] = [];
  let index = 0;
  for (let floor = 1; floor <= stand.floors; floor += 1) {
    for (let row = 1; row <= stand.rows; row += 1) {
      const rowLetter = rowLetterOf(row);
      for (let column = 1; column <= stand.columns; column += 1, index += 1) {
        if (missing.has(index)) continue;
        const premium = isPremiumColumn(column, stand.columns);
        const differences = exceptions.get(index);
        seats.push({
          index,
          id: differences?.id ?? idOf(stand.id, floor, rowLetter, column),
          floor_number: floor,
          row_letter: rowLetter,
          column_number: column,
          seat_number: differences?.seat_number ?? String(column),
          seat_type: differences?.seat_type ?? (premium ? 'premium' : 'regular'),
          price_multiplier: differences?.price_multiplier ?? (premium ? PREMIUM_MULTIPLIER : REGULAR_MULTIPLIER),
          is_active: differences?.is_active ?? true,
        });
      }
    }
  }
  return seats;
}

const STATUS_OF_CODE: readonly SeatStatus[] = ['available', 'reserved', 'paid', 'blocked'];

/**
 * Status of seat `index` in a stand's status codes: base64 of two bits a seat, seat i in
 * bits 2·(i mod 4) and up of byte ⌊i / 4⌋ (0 available, 1 reserved, 2 paid, 3 blocked).
 */
export function statusCodesReader(base64: string): (index: number) => SeatStatus {
  const text = atob(base64);
  return (index) => {
    const byte = index >> 2 < text.length ? text.charCodeAt(index >> 2) : 0;
    return STATUS_OF_CODE[(byte >> ((index & 3) * 2)) & 3];
  };
}

/** The other way round, for tests and tools: statuses in index order → status codes. */
export function encodeStatusCodes(statuses: readonly SeatStatus[]): string {
  const bytes = new Uint8Array(Math.ceil(statuses.length / 4));
  statuses.forEach((status, index) => {
    bytes[index >> 2] |= STATUS_OF_CODE.indexOf(status) << ((index & 3) * 2);
  });
  return btoa(String.fromCharCode(...bytes));
}
