// Which free seats to offer a customer whose seats were sold meanwhile by another gate or
// online (spec: resolve a conflict by moving the customer). People who came together sit
// together, so a run of neighbouring seats in one row is offered before scattered seats,
// and the cash already taken should still be right, so seats of the same total price come
// first. Among those: the same floor, then the same row, then the nearest rows, then the
// nearest columns to where the lost seats were.
import type { SeatStatus } from './seat-status';

export interface PlacedSeat {
  id: string;
  graderia_id: string;
  floor_number: number;
  row_letter: string;
  column_number: number;
  price_multiplier: number;
}

export interface SeatWithStatus extends PlacedSeat {
  status: SeatStatus;
}

/** 'A' → 1, 'Z' → 26, 'AA' → 27: the inverse of rowLetterOf. */
function rowNumberOf(rowLetter: string): number {
  return [...rowLetter].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);
}

function multiplierSum(seats: readonly PlacedSeat[]): number {
  return Math.round(seats.reduce((sum, seat) => sum + seat.price_multiplier, 0) * 100);
}

/** Lower is better, compared position by position. */
type Score = number[];

function compareScores(a: Score, b: Score): number {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}

interface Anchor {
  floor: number;
  row: number;
  column: number;
  multiplierSum: number;
}

function anchorOf(rejectedSeats: readonly PlacedSeat[]): Anchor {
  const first = rejectedSeats[0];
  const column = rejectedSeats.reduce((sum, seat) => sum + seat.column_number, 0) / rejectedSeats.length;
  return { floor: first.floor_number, row: rowNumberOf(first.row_letter), column, multiplierSum: multiplierSum(rejectedSeats) };
}

function scoreOf(group: readonly PlacedSeat[], anchor: Anchor, count: number): Score {
  const first = group[0];
  const centre = group.reduce((sum, seat) => sum + seat.column_number, 0) / group.length;
  // Only a whole replacement can match the amount; single picks compare their own price.
  const expectedSum = group.length === count ? anchor.multiplierSum : (anchor.multiplierSum / count) * group.length;
  return [
    multiplierSum(group) === Math.round(expectedSum) ? 0 : 1,
    Math.abs(first.floor_number - anchor.floor),
    Math.abs(rowNumberOf(first.row_letter) - anchor.row),
    Math.abs(centre - anchor.column),
    // Ties go to the front rows and to the left, so the same situation always gets the same offer.
    rowNumberOf(first.row_letter),
    first.column_number,
  ];
}

/** Every run of `count` neighbouring seats of one row, from seats of one stand. */
function contiguousGroups(seats: readonly PlacedSeat[], count: number): PlacedSeat[][] {
  const byLine = new Map<string, PlacedSeat[]>();
  for (const seat of seats) {
    const line = `${seat.floor_number}/${seat.row_letter}`;
    byLine.set(line, [...(byLine.get(line) ?? []), seat]);
  }
  const groups: PlacedSeat[][] = [];
  for (const line of byLine.values()) {
    line.sort((a, b) => a.column_number - b.column_number);
    for (let start = 0; start + count <= line.length; start += 1) {
      const window = line.slice(start, start + count);
      if (window.at(-1)!.column_number - window[0].column_number === count - 1) groups.push(window);
    }
  }
  return groups;
}

function best<Candidate extends PlacedSeat[]>(candidates: Candidate[], score: (candidate: Candidate) => Score): Candidate | undefined {
  return candidates
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => compareScores(a.score, b.score))[0]?.candidate;
}

/**
 * `count` free seats of the stand of the rejected seats, nearest to them and together when
 * possible; [] when the stand has fewer free seats. Seats the customer keeps must be left
 * out of `seatsWithStatus` (after a refusal the replica shows them free again).
 */
export function suggestReplacementSeats<Seat extends SeatWithStatus>(
  seatsWithStatus: readonly Seat[],
  rejectedSeats: readonly PlacedSeat[],
  count: number,
): Seat[] {
  if (count <= 0 || rejectedSeats.length === 0) return [];
  const stand = rejectedSeats[0].graderia_id;
  const free = seatsWithStatus.filter((seat) => seat.graderia_id === stand && seat.status === 'available');
  if (free.length < count) return [];
  const anchor = anchorOf(rejectedSeats);

  const together = best(contiguousGroups(free, count) as Seat[][], (group) => scoreOf(group, anchor, count));
  if (together) return together;
  const nearestFirst = [...free].sort((a, b) => compareScores(scoreOf([a], anchor, count), scoreOf([b], anchor, count)));
  return nearestFirst.slice(0, count);
}
