// What a ticket's QR code carries and how a gate checks it offline. A ticket is one seat of
// a paid or confirmed reservation, and its id is that reservation_seats row's id, so every
// device that has the replica can look it up. The server signs the payload with the
// organization's Ed25519 key (the private half never leaves it); a gate needs only the
// public half to tell a real ticket from a forged or altered one, with no connection.
// Reading is asynchronous: @noble/ed25519 hashes with the browser's own SHA-512 (WebCrypto),
// so no JavaScript SHA-512 joins the bundle — it would land beside the SHA-256 the public
// page derives seat ids with. Signing lives apart, server side: ticket-signing.ts.
//
//   code    = 'TQ1.' + base64url(payload) + '.' + base64url(signature)
//   payload = 1 byte format version (1) · ticket id · event id · seat id   (3 × 16 bytes)
import { verifyAsync } from '@noble/ed25519';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

export const TICKET_CODE_PREFIX = 'TQ1';
const FORMAT_VERSION = 1;
const UUID_BYTES = 16;
const PAYLOAD_BYTES = 1 + 3 * UUID_BYTES;
const SIGNATURE_BYTES = 64;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TicketPayload {
  ticketId: string;
  eventId: string;
  seatId: string;
  version: number;
}

/** What reading a code tells: signed by the key, or why it cannot be trusted. */
export type TicketCodeReading =
  | { kind: 'signed'; payload: TicketPayload }
  | { kind: 'malformed' }
  | { kind: 'forged'; payload: TicketPayload };

export function encodeTicketPayload(payload: Omit<TicketPayload, 'version'>): Uint8Array {
  const bytes = new Uint8Array(PAYLOAD_BYTES);
  bytes[0] = FORMAT_VERSION;
  [payload.ticketId, payload.eventId, payload.seatId].forEach((id, index) => bytes.set(uuidToBytes(id), 1 + index * UUID_BYTES));
  return bytes;
}

export function decodeTicketPayload(bytes: Uint8Array): TicketPayload | null {
  if (bytes.length !== PAYLOAD_BYTES || bytes[0] !== FORMAT_VERSION) return null;
  const idAt = (index: number) => bytesToUuid(bytes.subarray(1 + index * UUID_BYTES, 1 + (index + 1) * UUID_BYTES));
  return { version: bytes[0], ticketId: idAt(0), eventId: idAt(1), seatId: idAt(2) };
}

/** The QR text of a payload and its signature. */
export function ticketCodeOf(payloadBytes: Uint8Array, signature: Uint8Array): string {
  return `${TICKET_CODE_PREFIX}.${toBase64Url(payloadBytes)}.${toBase64Url(signature)}`;
}

/** Reads a scanned code against the organization's public key; never rejects. */
export async function readTicketCode(code: string, publicKeyHex: string): Promise<TicketCodeReading> {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== TICKET_CODE_PREFIX) return { kind: 'malformed' };
  const bytes = fromBase64Url(parts[1]);
  const signature = fromBase64Url(parts[2]);
  const payload = bytes && decodeTicketPayload(bytes);
  if (!payload || !signature || signature.length !== SIGNATURE_BYTES) return { kind: 'malformed' };
  return (await verifies(signature, bytes, publicKeyHex)) ? { kind: 'signed', payload } : { kind: 'forged', payload };
}

/**
 * What a person types when the QR cannot be read: the ticket id's first ten hex digits,
 * 'A1B2C-3D4E5'. It is looked up in the replica, so it proves only what the replica knows.
 */
export function ticketShortCode(ticketId: string): string {
  const digits = ticketId.replace(/-/g, '').slice(0, 10).toUpperCase();
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** A typed short code as the prefix of a ticket id ('a1b2c3d4e5'), or null if it cannot be one. */
export function shortCodePrefix(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '').toLowerCase();
  return /^[0-9a-f]{10}$/.test(digits) ? digits : null;
}

async function verifies(signature: Uint8Array, bytes: Uint8Array, publicKeyHex: string): Promise<boolean> {
  try {
    return await verifyAsync(signature, bytes, hexToBytes(publicKeyHex));
  } catch {
    return false; // a key that is not a curve point verifies nothing
  }
}

function uuidToBytes(uuid: string): Uint8Array {
  if (!UUID_PATTERN.test(uuid)) throw new Error(`not a uuid: ${uuid}`);
  return hexToBytes(uuid.replace(/-/g, ''));
}

function bytesToUuid(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
