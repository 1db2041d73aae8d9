import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './signature.ts';

const SECRET = 'secreto-del-webhook';
const BODY = '{"id":"n-1","type":"payment","data":{"payment_id":"x","status":"approved","amount":1000,"reference":"r"}}';
const NOW = 1_800_000_000;

describe('provider notification signatures', () => {
  it('accepts the body signed with the secret', async () => {
    expect(await verifySignature(SECRET, BODY, await signatureHeader(SECRET, BODY, NOW), NOW)).toEqual({ ok: true });
  });

  it('refuses another secret, a changed body, a changed timestamp, or no header', async () => {
    const header = await signatureHeader(SECRET, BODY, NOW);
    expect(await verifySignature('otro', BODY, header, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifySignature(SECRET, BODY.replace('1000', '1'), header, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifySignature(SECRET, BODY, header.replace(`ts=${NOW}`, `ts=${NOW + 1}`), NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifySignature(SECRET, BODY, null, NOW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses malformed headers and ones older or newer than 5 minutes', async () => {
    for (const header of ['v1=abcd', 'ts=abc,v1=abcd', `ts=${NOW},v1=xyz`, `ts=${NOW}`]) {
      expect(await verifySignature(SECRET, BODY, header, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(await verifySignature(SECRET, BODY, await signatureHeader(SECRET, BODY, NOW - 301), NOW)).toEqual({ ok: false, reason: 'stale' });
    expect(await verifySignature(SECRET, BODY, await signatureHeader(SECRET, BODY, NOW + 301), NOW)).toEqual({ ok: false, reason: 'stale' });
  });
});
