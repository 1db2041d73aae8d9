// A lease row's id as the server makes it (public.lease_row_id in 20261129140000): the first
// 16 bytes of sha256('<lease_id>:<seat_id>'), so optimistic rows carry the server's ids.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function leaseRowId(leaseId: string, seatId: string): string {
  const hex = bytesToHex(sha256(utf8ToBytes(`${leaseId.toLowerCase()}:${seatId.toLowerCase()}`)).slice(0, 16));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
