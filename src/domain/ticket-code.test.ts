import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readTicketCode, shortCodePrefix, ticketShortCode } from './ticket-code';
import { newTicketKeyPair, signTicketCode } from './ticket-signing';

const ticket = {
  ticketId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  eventId: '0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b',
  seatId: 'a1b2c3d4-e5f6-8789-9abc-def012345678',
};
const keys = newTicketKeyPair();
const code = signTicketCode(ticket, keys.secretKeyHex);

function flipCharAt(text: string, index: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const next = alphabet[(alphabet.indexOf(text[index]) + 1) % alphabet.length];
  return text.slice(0, index) + next + text.slice(index + 1);
}

describe('ticket codes', () => {
  it('read back, signed, what was signed', async () => {
    expect(await readTicketCode(code, keys.publicKeyHex)).toEqual({ kind: 'signed', payload: { ...ticket, version: 1 } });
    expect(code.length).toBeLessThan(160);
  });

  it('are forged under another organization’s key', async () => {
    expect((await readTicketCode(code, newTicketKeyPair().publicKeyHex)).kind).toBe('forged');
  });

  it('are forged when any character of the payload or signature changes', async () => {
    const [prefix, payload] = code.split('.');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: prefix.length + 1, max: code.length - 1 }), async (index) => {
        fc.pre(code[index] !== '.');
        // the last character of each base64url part carries padding bits that decode to nothing
        fc.pre(index !== prefix.length + payload.length && index !== code.length - 1);
        expect((await readTicketCode(flipCharAt(code, index), keys.publicKeyHex)).kind).not.toBe('signed');
      }),
    );
  });

  it('are malformed when truncated, padded, re-prefixed or not base64url', async () => {
    for (let length = 0; length < code.length; length += 7) {
      expect((await readTicketCode(code.slice(0, length), keys.publicKeyHex)).kind).not.toBe('signed');
    }
    expect(await readTicketCode(code.replace('TQ1', 'TQ2'), keys.publicKeyHex)).toEqual({ kind: 'malformed' });
    expect(await readTicketCode(`${code}.x`, keys.publicKeyHex)).toEqual({ kind: 'malformed' });
    expect(await readTicketCode('TQ1.***.***', keys.publicKeyHex)).toEqual({ kind: 'malformed' });
    expect(await readTicketCode('', keys.publicKeyHex)).toEqual({ kind: 'malformed' });
  });

  it('verify nothing with a key that is not a key', async () => {
    expect((await readTicketCode(code, 'zz')).kind).toBe('forged');
    expect((await readTicketCode(code, '00'.repeat(32))).kind).toBe('forged');
  });

  it('have a short code a person can type, read back as the id’s prefix', () => {
    expect(ticketShortCode(ticket.ticketId)).toBe('3F2B8-C1E9A');
    expect(shortCodePrefix(' 3f2b8-c1e9a ')).toBe('3f2b8c1e9a');
    expect(shortCodePrefix('3F2B8C1E9')).toBeNull();
    expect(shortCodePrefix('3F2B8-C1E9G')).toBeNull();
  });

  it('refuse to sign what is not a uuid', () => {
    expect(() => signTicketCode({ ...ticket, seatId: 'A-1' }, keys.secretKeyHex)).toThrow();
  });
});
