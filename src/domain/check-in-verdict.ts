// What a gate says about a scanned ticket, offline, from the organization's public key and
// the device's replica. The order of the checks is the order of trust: a code that cannot be
// read, then one the key did not sign, then what the replica knows of the ticket (its event,
// whether it was revoked, its stand, its earlier scans). A ticket sold after the device's last
// pull is not in the replica yet: its signature alone makes it valid. A device that has not
// received its organization's key yet says so: a real ticket is never called forged for that.
import { formatDateTime } from './dates';
import { readTicketCode, shortCodePrefix, TICKET_CODE_PREFIX } from './ticket-code';
import type { ReservationStatus } from './seat-status';

/** The ticket as the replica knows it: a reservation_seats row and its reservation's status. */
export interface KnownTicket {
  ticketId: string;
  eventId: string;
  seatId: string;
  /** The row is active: its seat was not released or refunded. */
  active: boolean;
  /** As the screens show it (a hold past its expiry is 'expired'); null if the reservation is not in the replica. */
  reservationStatus: ReservationStatus | null;
}

/** Where the seat is, to show it in green and to check the gate's stands. */
export interface TicketSeat {
  standId: string;
  standName: string;
  /** 'Fila A · Asiento 1'. */
  seatLabel: string;
}

/** An accepted scan, from the replica (this device's own included, before they sync). */
export interface TicketScan {
  scannedAt: string;
  gate: string;
  deviceId: string;
}

/** The replica reads a verdict needs; each one an indexed lookup, never a table scan. */
export interface VerdictLookups {
  ticket(ticketId: string): Promise<KnownTicket | undefined>;
  /** The tickets whose id starts with these ten hex digits (a typed short code). */
  ticketsWithShortCode(prefix: string): Promise<KnownTicket[]>;
  seat(seatId: string): Promise<TicketSeat | undefined>;
  scansOf(ticketId: string): Promise<TicketScan[]>;
}

export interface GateSetup {
  eventId: string;
  /** The stands this gate lets in; empty: every stand of the event. */
  standIds: readonly string[];
}

export interface ScannedTicket {
  ticketId: string;
  eventId: string;
  seatId: string;
  seat: TicketSeat | null;
}

export type RevocationReason = 'cancelled' | 'unpaid' | 'released';

export type CheckInVerdict =
  | { kind: 'valid'; ticket: ScannedTicket }
  | { kind: 'already_used'; ticket: ScannedTicket; firstScan: TicketScan; scans: number }
  | { kind: 'other_event'; ticket: ScannedTicket }
  | { kind: 'revoked'; ticket: ScannedTicket; reason: RevocationReason }
  | { kind: 'wrong_stand'; ticket: ScannedTicket }
  | { kind: 'forged' }
  | { kind: 'malformed' }
  | { kind: 'unknown_key' }
  | { kind: 'not_found' };

export type VerdictKind = CheckInVerdict['kind'];

/** Only a valid verdict lets the person in (and is queued as a check-in). */
export function letsIn(verdict: CheckInVerdict): verdict is Extract<CheckInVerdict, { kind: 'valid' }> {
  return verdict.kind === 'valid';
}

type Identity = Pick<KnownTicket, 'ticketId' | 'eventId' | 'seatId'>;

/** What the scanned text names: a signed ticket (checked), or a typed code to find. */
async function identify(
  text: string,
  publicKeyHex: string | null | undefined,
  lookups: VerdictLookups,
): Promise<{ identity: Identity; known: KnownTicket | undefined } | Extract<CheckInVerdict, { kind: 'forged' | 'malformed' | 'unknown_key' | 'not_found' }>> {
  const trimmed = text.trim();
  if (trimmed.toUpperCase().startsWith(`${TICKET_CODE_PREFIX}.`)) {
    // Without the key a well-formed code can be neither trusted nor refused; an empty key
    // verifies nothing, so the reading only tells well-formed from malformed.
    if (!publicKeyHex) return (await readTicketCode(trimmed, '')).kind === 'malformed' ? { kind: 'malformed' } : { kind: 'unknown_key' };
    const reading = await readTicketCode(trimmed, publicKeyHex);
    if (reading.kind !== 'signed') return { kind: reading.kind };
    const identity = reading.payload;
    const known = await lookups.ticket(identity.ticketId);
    // A signed code naming another seat or event than the replica's row was not made by us.
    if (known && (known.eventId !== identity.eventId || known.seatId !== identity.seatId)) return { kind: 'forged' };
    return { identity, known };
  }
  const prefix = shortCodePrefix(trimmed);
  if (!prefix) return { kind: 'malformed' };
  const found = await lookups.ticketsWithShortCode(prefix);
  // Two tickets sharing ten hex digits is unlikely but possible: only the QR can tell them apart.
  if (found.length !== 1) return { kind: 'not_found' };
  return { identity: found[0], known: found[0] };
}

function revocationOf(known: KnownTicket | undefined): RevocationReason | null {
  if (!known) return null;
  if (!known.active) return 'released';
  const status = known.reservationStatus;
  if (status === 'cancelled' || status === 'expired') return 'cancelled';
  if (status === 'pending') return 'unpaid';
  return null;
}

const byScanTime = (a: TicketScan, b: TicketScan) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt);

/** The verdict on one scanned or typed code. */
export async function judgeScan(
  text: string,
  { publicKeyHex, gate, lookups }: { publicKeyHex: string | null | undefined; gate: GateSetup; lookups: VerdictLookups },
): Promise<CheckInVerdict> {
  const identified = await identify(text, publicKeyHex, lookups);
  if ('kind' in identified) return identified;
  const { identity, known } = identified;
  const [seat, scans] = await Promise.all([lookups.seat(identity.seatId), lookups.scansOf(identity.ticketId)]);
  const ticket: ScannedTicket = { ticketId: identity.ticketId, eventId: identity.eventId, seatId: identity.seatId, seat: seat ?? null };
  if (identity.eventId !== gate.eventId) return { kind: 'other_event', ticket };
  const revocation = revocationOf(known);
  if (revocation) return { kind: 'revoked', ticket, reason: revocation };
  if (gate.standIds.length > 0 && seat && !gate.standIds.includes(seat.standId)) return { kind: 'wrong_stand', ticket };
  if (scans.length > 0) return { kind: 'already_used', ticket, firstScan: [...scans].sort(byScanTime)[0], scans: scans.length };
  return { kind: 'valid', ticket };
}

export interface VerdictText {
  title: string;
  detail: string;
  tone: 'go' | 'stop' | 'warn';
}

const REVOCATION_TEXT: Record<RevocationReason, string> = {
  cancelled: 'La reserva de esta entrada fue cancelada.',
  unpaid: 'La reserva de esta entrada no está pagada.',
  released: 'El asiento de esta entrada fue liberado o reembolsado.',
};

function seatText(ticket: ScannedTicket): string {
  return ticket.seat ? `${ticket.seat.standName} · ${ticket.seat.seatLabel}` : 'Asiento no encontrado en este dispositivo';
}

/** What the gate's screen says, big: Spanish for the person at the gate. */
export function verdictText(verdict: CheckInVerdict): VerdictText {
  switch (verdict.kind) {
    case 'valid':
      return { title: 'Entrada válida', detail: seatText(verdict.ticket), tone: 'go' };
    case 'already_used':
      return {
        title: 'Entrada ya usada',
        detail: `Ingresó el ${formatDateTime(verdict.firstScan.scannedAt)} por ${verdict.firstScan.gate}. ${seatText(verdict.ticket)}`,
        tone: 'stop',
      };
    case 'other_event':
      return { title: 'Entrada de otro evento', detail: 'Esta entrada no es para el evento de esta puerta.', tone: 'stop' };
    case 'revoked':
      return { title: 'Entrada anulada', detail: `${REVOCATION_TEXT[verdict.reason]} ${seatText(verdict.ticket)}`, tone: 'stop' };
    case 'wrong_stand':
      return { title: 'Otra gradería', detail: `${seatText(verdict.ticket)}: esta puerta no atiende esa gradería.`, tone: 'warn' };
    case 'forged':
      return { title: 'Entrada falsa', detail: 'La firma del código no es de esta organización.', tone: 'stop' };
    case 'malformed':
      return { title: 'Código ilegible', detail: 'No es un código de entrada de Taquilla, o está incompleto. Escanéalo otra vez.', tone: 'warn' };
    case 'unknown_key':
      return {
        title: 'Falta sincronizar',
        detail: 'Este dispositivo aún no tiene la clave de las entradas de la organización. Conéctalo a internet un momento para sincronizar.',
        tone: 'warn',
      };
    case 'not_found':
      return { title: 'Código no encontrado', detail: 'Ese código corto no está en este dispositivo. Escanea el QR de la entrada.', tone: 'warn' };
  }
}
