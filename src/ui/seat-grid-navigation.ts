// Arrow-key movement over a seat picker. The plan's rows, floor after floor, form one grid:
// left/right walk a row, up/down jump to the same position in the row above or below (from
// the last row of a floor into the first of the next), Home/End go to the row's ends.
import type { PlacedSeat, SeatFloorGroup } from './seat-plan-groups';

export interface SeatGrid {
  rows: readonly (readonly string[])[];
  positions: ReadonlyMap<string, { row: number; index: number }>;
}

export function seatGridOf(floors: readonly SeatFloorGroup<PlacedSeat>[]): SeatGrid {
  const rows = floors.flatMap((floor) => floor.rows.map((row) => row.seats.map((seat) => seat.id)));
  const positions = new Map<string, { row: number; index: number }>();
  rows.forEach((ids, row) => ids.forEach((id, index) => positions.set(id, { row, index })));
  return { rows, positions };
}

/** The seat a key moves to (itself at an edge); null when the key is not a movement key. */
export function seatIdForKey(grid: SeatGrid, seatId: string, key: string): string | null {
  const position = grid.positions.get(seatId);
  if (!position) return null;
  const row = grid.rows[position.row];
  const atIndexOfRow = (rowIndex: number) => {
    const target = grid.rows[rowIndex];
    return target ? target[Math.min(position.index, target.length - 1)] : seatId;
  };
  switch (key) {
    case 'ArrowLeft':
      return row[Math.max(position.index - 1, 0)];
    case 'ArrowRight':
      return row[Math.min(position.index + 1, row.length - 1)];
    case 'ArrowUp':
      return atIndexOfRow(position.row - 1);
    case 'ArrowDown':
      return atIndexOfRow(position.row + 1);
    case 'Home':
      return row[0];
    case 'End':
      return row[row.length - 1];
    default:
      return null;
  }
}
