import { describe, expect, it } from 'vitest';
import { judgeScan, letsIn, type GateSetup, verdictText, type KnownTicket, type TicketScan, type TicketSeat, type VerdictKind, type VerdictLookups } from './check-in-verdict';
import { ticketShortCode } from './ticket-code';
import { newTicketKeyPair, signTicketCode } from './ticket-signing';

const KEYS = newTicketKeyPair();
const OTHER_ORGANIZATION = newTicketKeyPair();
const EVENT = '11111111-1111-4111-8111-111111111111';
const OTHER_EVENT = '22222222-2222-4222-8222-222222222222';
const NORTE = 'a0000000-0000-4000-8000-00000000000a';
const SUR = 'b0000000-0000-4000-8000-00000000000b';

const ids = (n: number) => `c${String(n).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const seatId = (n: number) => `d${String(n).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

function ticket(n: number, overrides: Partial<KnownTicket> = {}): KnownTicket {
  return { ticketId: ids(n), eventId: EVENT, seatId: seatId(n), active: true, reservationStatus: 'paid', ...overrides };
}

// The replica: 1 paid, 2 confirmed, 3 cancelled, 4 seat released, 5 pending hold, 6 other event,
// 7 in Sur, 8 scanned twice (Puerta 2 first), 9 sold after the last pull (only its seat is known).
const TICKETS = [
  ticket(1),
  ticket(2, { reservationStatus: 'confirmed' }),
  ticket(3, { reservationStatus: 'cancelled' }),
  ticket(4, { active: false }),
  ticket(5, { reservationStatus: 'pending' }),
  ticket(6, { eventId: OTHER_EVENT }),
  ticket(7),
  ticket(8),
];
const SCANS: Record<string, TicketScan[]> = {
  [ids(8)]: [
    { scannedAt: '2025-06-13T19:10:00.000Z', gate: 'Puerta 1', deviceId: 'tablet-1' },
    { scannedAt: '2025-06-13T19:02:00.000Z', gate: 'Puerta 2', deviceId: 'tablet-2' },
  ],
};

function seatOf(id: string): TicketSeat | undefined {
  const n = Number(id.slice(1, 8));
  if (!n) return undefined;
  return n === 7
    ? { standId: SUR, standName: 'Gradería Sur', seatLabel: 'Fila B · Asiento 7' }
    : { standId: NORTE, standName: 'Gradería Norte', seatLabel: `Fila A · Asiento ${n}` };
}

const lookups: VerdictLookups = {
  ticket: async (id) => TICKETS.find((known) => known.ticketId === id),
  ticketsWithShortCode: async (prefix) => TICKETS.filter((known) => known.ticketId.replace(/-/g, '').startsWith(prefix)),
  seat: async (id) => seatOf(id),
  scansOf: async (id) => SCANS[id] ?? [],
};

/** The replica's ticket n, or one it does not have. */
const t = (n: number) => TICKETS.find((known) => known.ticketId === ids(n)) ?? ticket(n);

const code = (known: Pick<KnownTicket, 'ticketId' | 'eventId' | 'seatId'>, secretKeyHex = KEYS.secretKeyHex) =>
  signTicketCode({ ticketId: known.ticketId, eventId: known.eventId, seatId: known.seatId }, secretKeyHex);

const allStands: GateSetup = { eventId: EVENT, standIds: [] };
const norteOnly: GateSetup = { eventId: EVENT, standIds: [NORTE] };

function tamperedPayload(text: string): string {
  const [prefix, payload, signature] = text.split('.');
  const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
  return [prefix, flipped, signature].join('.');
}

const valid1 = code(t(1));
const cases: { name: string; text: string; gate?: typeof allStands; publicKeyHex?: string | null; kind: VerdictKind }[] = [
  { name: 'a paid ticket', text: valid1, kind: 'valid' },
  { name: 'a confirmed ticket', text: code(t(2)), kind: 'valid' },
  { name: 'a ticket sold after the last pull, on its signature', text: code(t(9)), kind: 'valid' },
  { name: 'the QR read with spaces around it (a wedge scanner)', text: `  ${valid1}\n`, kind: 'valid' },
  { name: 'a typed short code', text: ticketShortCode(ids(1)), kind: 'valid' },
  { name: 'a typed short code in lower case without the dash', text: ticketShortCode(ids(2)).replace('-', '').toLowerCase(), kind: 'valid' },
  { name: 'a ticket scanned before at another gate', text: code(t(8)), kind: 'already_used' },
  { name: 'a ticket of another event', text: code(t(6)), kind: 'other_event' },
  { name: 'a short code of another event', text: ticketShortCode(ids(6)), kind: 'other_event' },
  { name: 'a ticket of a cancelled reservation', text: code(t(3)), kind: 'revoked' },
  { name: 'a ticket whose seat was released or refunded', text: code(t(4)), kind: 'revoked' },
  { name: 'a seat of an unpaid hold', text: ticketShortCode(ids(5)), kind: 'revoked' },
  { name: 'a ticket of a stand this gate does not serve', text: code(t(7)), gate: norteOnly, kind: 'wrong_stand' },
  { name: 'a ticket of the stand this gate serves', text: code(t(1)), gate: norteOnly, kind: 'valid' },
  { name: 'a code signed with another organization’s key', text: code(t(1), OTHER_ORGANIZATION.secretKeyHex), kind: 'forged' },
  { name: 'a code whose payload was modified', text: tamperedPayload(valid1), kind: 'forged' },
  { name: 'a code whose signature was swapped for another ticket’s', text: `${valid1.split('.').slice(0, 2).join('.')}.${code(t(2)).split('.')[2]}`, kind: 'forged' },
  {
    name: 'a signed code naming another seat than the replica’s ticket',
    text: code({ ...t(1), seatId: seatId(2) }),
    kind: 'forged',
  },
  { name: 'a truncated code', text: valid1.slice(0, -5), kind: 'malformed' },
  { name: 'a code cut before its signature', text: valid1.split('.').slice(0, 2).join('.'), kind: 'malformed' },
  { name: 'a code with its payload cut', text: valid1.replace(/\.(.{10})[^.]*\./, '.$1.'), kind: 'malformed' },
  { name: 'another format’s text', text: 'https://example.com/entrada', kind: 'malformed' },
  { name: 'nothing', text: '   ', kind: 'malformed' },
  { name: 'a short code no ticket has', text: 'FFFFF-FFFFF', kind: 'not_found' },
  { name: 'a real ticket before the key synced', text: valid1, publicKeyHex: null, kind: 'unknown_key' },
  { name: 'a truncated code before the key synced', text: valid1.slice(0, 30), publicKeyHex: null, kind: 'malformed' },
];

describe('judgeScan', () => {
  it.each(cases)('$name → $kind', async ({ text, gate = allStands, publicKeyHex = KEYS.publicKeyHex, kind }) => {
    const verdict = await judgeScan(text, { publicKeyHex, gate, lookups });
    expect(verdict.kind).toBe(kind);
    expect(letsIn(verdict)).toBe(kind === 'valid');
  });

  it('shows the seat of a valid ticket', async () => {
    const verdict = await judgeScan(valid1, { publicKeyHex: KEYS.publicKeyHex, gate: allStands, lookups });
    expect(verdictText(verdict)).toEqual({ title: 'Entrada válida', detail: 'Gradería Norte · Fila A · Asiento 1', tone: 'go' });
  });

  it('says when and through which gate a used ticket came in: the earliest scan', async () => {
    const verdict = await judgeScan(code(t(8)), { publicKeyHex: KEYS.publicKeyHex, gate: allStands, lookups });
    expect(verdict).toMatchObject({ kind: 'already_used', scans: 2, firstScan: { gate: 'Puerta 2', deviceId: 'tablet-2' } });
    const text = verdictText(verdict);
    expect(text.title).toBe('Entrada ya usada');
    expect(text.detail).toContain('por Puerta 2');
    // 19:02 UTC is 2:02 p. m. in Bogotá, whatever the device's zone.
    expect(text.detail).toContain('2:02 p. m.');
  });

  it('tells the revocation reason in Spanish', async () => {
    const cancelled = await judgeScan(code(t(3)), { publicKeyHex: KEYS.publicKeyHex, gate: allStands, lookups });
    expect(verdictText(cancelled)).toMatchObject({ title: 'Entrada anulada', tone: 'stop' });
    expect(verdictText(cancelled).detail).toContain('cancelada');
  });

  it('never calls a ticket forged because the device lacks the key', async () => {
    const verdict = await judgeScan(valid1, { publicKeyHex: undefined, gate: allStands, lookups });
    expect(verdictText(verdict).title).toBe('Falta sincronizar');
  });

  it('gives every verdict a Spanish title', () => {
    const kinds = new Set(cases.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['already_used', 'forged', 'malformed', 'not_found', 'other_event', 'revoked', 'unknown_key', 'valid', 'wrong_stand']);
  });
});
