// The seat id derivation of public.seat_id(), written again in TypeScript: a device that
// creates a stand offline computes the same ids the server generates.
import { createHash } from 'node:crypto';

export function seatIdOf(graderiaId: string, floor: number, rowLetter: string, column: number): string {
  const hash = createHash('sha256').update(`${graderiaId}/${floor}/${rowLetter}/${column}`).digest('hex');
  const variant = '89ab'[parseInt(hash[16], 16) & 3];
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}
