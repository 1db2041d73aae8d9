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
  // Seats mostly come in plan order: a seat of the row just seen skips the two lookups (of
  // the 12,500 seats of the largest stand, 250 start a row).
  let row: Seat[] = [];
  for (const seat of seats) {
    const previous = row[row.length - 1];
    if (previous?.floor_number !== seat.floor_number || previous.row_letter !== seat.row_letter) {
      const rows = floors.get(seat.floor_number) ?? new Map<string, Seat[]>();
      floors.set(seat.floor_number, rows);
      row = rows.get(seat.row_letter) ?? [];
      rows.set(seat.row_letter, row);
    }
    row.push(seat);
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
