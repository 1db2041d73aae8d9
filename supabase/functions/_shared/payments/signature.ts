// HMAC-SHA256 signatures of provider notifications, with Web Crypto only, so the same code
// runs in Node (the local server), in Deno (Supabase Edge Functions) and in browsers' tests.
//
// Header: `x-signature: ts=<unix seconds>,v1=<hex HMAC of "<ts>.<raw body>">` — the shape
// MercadoPago and Stripe use: the timestamp is signed with the body, so a captured request
// cannot be re-sent with a fresh timestamp, and old ones are refused outright.

export const SIGNATURE_HEADER = 'x-signature';
/** How old a signed request may be; replays inside it are stopped by the notification id. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export async function signatureHeader(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${timestamp}.${rawBody}`));
  return `ts=${timestamp},v1=${toHex(mac)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** crypto.subtle.verify compares in constant time, so the signature leaks nothing byte by byte. */
export async function verifySignature(
  secret: string,
  rawBody: string,
  header: string | null,
  now = Math.floor(Date.now() / 1000),
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map(header.split(',').map((part) => {
    const [key, ...value] = part.trim().split('=');
    return [key, value.join('=')] as const;
  }));
  const timestamp = Number(parts.get('ts'));
  const mac = fromHex(parts.get('v1') ?? '');
  if (!Number.isSafeInteger(timestamp) || !mac) return { ok: false, reason: 'malformed' };
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, encoder.encode(`${timestamp}.${rawBody}`));
  return valid ? { ok: true } : { ok: false, reason: 'mismatch' };
}
