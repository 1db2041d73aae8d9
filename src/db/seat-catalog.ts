// The replica's seats, one IndexedDB record per stand (issue 17 point 3): the big stand's
// 12,844 seats as one record each took over a second of the first sync; as one record they
// take tens of milliseconds (see columnar-table). Every read and write of seats goes through
// this module.
import { ColumnarTable, type ColumnarRecord } from './columnar-table';
import type { SeatRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';

export interface StandSeatsRecord extends ColumnarRecord {
  graderia_id: string;
}

export const standSeats = new ColumnarTable<SeatRow, StandSeatsRecord>((db) => db.stand_seats, 'graderia_id', { ofRow: (seat) => seat.graderia_id });

/** The stand's seats in id order; none for a stand without seats. */
export async function seatsOfStand(db: TaquillaDatabase, graderiaId: string): Promise<SeatRow[]> {
  return standSeats.rowsOf(await standSeats.records(db, [graderiaId]));
}

/** The seats of these stands, by stand id and then seat id (as where('graderia_id').anyOf listed them). */
export async function seatsOfStands(db: TaquillaDatabase, graderiaIds: readonly string[]): Promise<SeatRow[]> {
  return standSeats.rowsOf(await standSeats.records(db, graderiaIds));
}

/** Every seat of the replica, by stand and then id. */
export function allSeats(db: TaquillaDatabase): Promise<SeatRow[]> {
  return standSeats.all(db);
}

/** The seats with these ids, in the same order; undefined for an id the replica lacks (as bulkGet). */
export function seatsByIds(db: TaquillaDatabase, seatIds: readonly string[]): Promise<(SeatRow | undefined)[]> {
  return standSeats.byIds(db, seatIds);
}

export function seatById(db: TaquillaDatabase, seatId: string): Promise<SeatRow | undefined> {
  return standSeats.get(db, seatId);
}

/** The ids of the stand's seats, in order. */
export async function seatIdsOfStand(db: TaquillaDatabase, graderiaId: string): Promise<string[]> {
  return standSeats.idsIn(await standSeats.records(db, [graderiaId]));
}

export function countSeats(db: TaquillaDatabase): Promise<number> {
  return standSeats.count(db);
}

/** Stores these seat rows as they are (bulkPut): one put per stand touched. */
export function putSeats(db: TaquillaDatabase, seats: readonly SeatRow[]): Promise<void> {
  return standSeats.put(db, seats);
}
