// What the venue screens read from the replica.
import type { GraderiaRow, SeatRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { seatsOfStand } from './seat-catalog';

/** Newest first, as the venues list shows them. */
export async function listGraderias(db: TaquillaDatabase): Promise<GraderiaRow[]> {
  return db.graderias.orderBy('created_at').reverse().toArray();
}

export async function findGraderia(db: TaquillaDatabase, graderiaId: string): Promise<GraderiaRow | undefined> {
  return db.graderias.get(graderiaId);
}

/** Floor, then row (A…Z before AA), then column: the order of the seat plan. */
export function compareSeatPlaces(a: SeatRow, b: SeatRow): number {
  return (
    a.floor_number - b.floor_number ||
    a.row_letter.length - b.row_letter.length ||
    a.row_letter.localeCompare(b.row_letter) ||
    a.column_number - b.column_number
  );
}

export async function seatsOfGraderia(db: TaquillaDatabase, graderiaId: string): Promise<SeatRow[]> {
  const seats = await seatsOfStand(db, graderiaId);
  return seats.sort(compareSeatPlaces);
}
