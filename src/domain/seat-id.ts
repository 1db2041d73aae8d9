// A seat's id is derived from its place, exactly like public.seat_id() on the server: a
// version-8 UUID made of SHA-256('<graderia_id>/<floor>/<row_letter>/<column>'). A device
// that creates a stand offline therefore shows seats whose ids the server will keep.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function uuidV8FromHash(hash: string): string {
  const variant = '89ab'[parseInt(hash[16], 16) & 3];
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

export async function seatIdOf(graderiaId: string, floor: number, rowLetter: string, column: number): Promise<string> {
  const text = seatPlaceOf(graderiaId, floor, rowLetter, column);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return uuidV8FromHash(hex(digest));
}

const utf8 = new TextEncoder();

/** A seat's place as its id is made of: '<graderia_id>/<floor>/<row_letter>/<column>'. */
export function seatPlaceOf(graderiaId: string, floor: number, rowLetter: string, column: number): string {
  return `${graderiaId}/${floor}/${rowLetter}/${column}`;
}

/**
 * The seat's id from its place, computed synchronously: hashing these short texts in
 * JavaScript costs far less than one crypto.subtle call a seat.
 */
export function seatIdOfPlace(place: string): string {
  return uuidV8FromHash(bytesToHex(sha256(utf8.encode(place))));
}

export function seatIdOfSync(graderiaId: string, floor: number, rowLetter: string, column: number): string {
  return seatIdOfPlace(seatPlaceOf(graderiaId, floor, rowLetter, column));
}
