// public.seat_id() for the database tests: the domain's derivation with Node's synchronous
// hash, so fixtures can name seats at module load (the browser's crypto.subtle is async).
import { createHash } from 'node:crypto';
import { uuidV8FromHash } from '../../src/domain/seat-id.ts';

export function seatIdOf(graderiaId: string, floor: number, rowLetter: string, column: number): string {
  return uuidV8FromHash(createHash('sha256').update(`${graderiaId}/${floor}/${rowLetter}/${column}`).digest('hex'));
}
