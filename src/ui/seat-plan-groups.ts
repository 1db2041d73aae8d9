// The order of a seat plan (spec §2): by floor, then by row letter (A…Z before AA…), then
// by seat number.

export interface PlacedSeat {
  id: string;
  floor_number: number;
  row_letter: string;
  seat_number: string;
  seat_type: 'premium' | 'regular';
}

export interface SeatRowGroup<Seat extends PlacedSeat> {
  rowLetter: string;
  seats: Seat[];
}

export interface SeatFloorGroup<Seat extends PlacedSeat> {
  floor: number;
  rows: SeatRowGroup<Seat>[];
}

function compareRowLetters(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b);
}

export function groupSeatsByFloorAndRow<Seat extends PlacedSeat>(seats: readonly Seat[]): SeatFloorGroup<Seat>[] {
  const floors = new Map<number, Map<string, Seat[]>>();
  for (const seat of seats) {
    const rows = floors.get(seat.floor_number) ?? new Map<string, Seat[]>();
    const row = rows.get(seat.row_letter) ?? [];
    row.push(seat);
    rows.set(seat.row_letter, row);
    floors.set(seat.floor_number, rows);
  }
  return [...floors]
    .sort(([a], [b]) => a - b)
    .map(([floor, rows]) => ({
      floor,
      rows: [...rows]
        .sort(([a], [b]) => compareRowLetters(a, b))
        .map(([rowLetter, rowSeats]) => ({
          rowLetter,
          seats: rowSeats.sort((a, b) => Number(a.seat_number) - Number(b.seat_number)),
        })),
    }));
}

/** 'Piso N' when the stand has several floors, otherwise 'Plano de Asientos'. */
export function floorTitle(floor: number, floorCount: number): string {
  return floorCount > 1 ? `Piso ${floor}` : 'Plano de Asientos';
}
