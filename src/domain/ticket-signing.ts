// Signing tickets: only the holder of an organization's private key does it — the `tickets`
// function on the server (and tests). Kept apart from ticket-code.ts so that no device's
// bundle carries a signer or the JavaScript SHA-512 it needs.
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { encodeTicketPayload, ticketCodeOf, type TicketPayload } from './ticket-code';

// Synchronous signing needs a synchronous SHA-512 (WebCrypto's is asynchronous).
ed.hashes.sha512 = sha512;

/** The QR text for a ticket. */
export function signTicketCode(payload: Omit<TicketPayload, 'version'>, secretKeyHex: string): string {
  const bytes = encodeTicketPayload(payload);
  return ticketCodeOf(bytes, ed.sign(bytes, hexToBytes(secretKeyHex)));
}

/** A new key pair for an organization, hex encoded (32 bytes each). */
export function newTicketKeyPair(): { secretKeyHex: string; publicKeyHex: string } {
  const secretKey = ed.utils.randomSecretKey();
  return { secretKeyHex: bytesToHex(secretKey), publicKeyHex: bytesToHex(ed.getPublicKey(secretKey)) };
}
