// The replica reads of the gate: a scanned ticket's facts for its verdict (each one a lookup
// by primary key or index, so a verdict costs the same over 100 tickets or 12.500), the
// organization's public key, and an event's scans.
import type { GateSetup, KnownTicket, TicketScan, TicketSeat, VerdictLookups } from '../domain/check-in-verdict';
import { judgeScan, type CheckInVerdict } from '../domain/check-in-verdict';
import { displayedStatusOf } from '../domain/reservation-status';
import { seatLongLabel } from '../domain/seat-label';
import type { GraderiaRow, ReservationSeatRow, TicketCheckInRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { seatById } from './seat-catalog';
import { reservationBuckets, reservationSeatBuckets } from './row-buckets';

/** The key tickets are checked with; null until the device has synced it. */
export async function ticketPublicKey(db: TaquillaDatabase): Promise<string | null> {
  const organization = await db.organizations.toCollection().first();
  return organization?.ticket_public_key ?? null;
}

/** 'a1b2c3d4e5' → 'a1b2c3d4-e5': the same ten digits as the start of a uuid. */
function idPrefixOf(shortCodeDigits: string): string {
  return `${shortCodeDigits.slice(0, 8)}-${shortCodeDigits.slice(8)}`;
}

export function scanOf(row: TicketCheckInRow): TicketScan {
  return { scannedAt: row.scanned_at, gate: row.gate, deviceId: row.device_id };
}

/** Lookups over the replica; stands are read once per lookups object (they are few). */
export function replicaVerdictLookups(db: TaquillaDatabase, now: Date): VerdictLookups {
  const stands = new Map<string, Promise<GraderiaRow | undefined>>();
  const standOf = (id: string) => {
    if (!stands.has(id)) stands.set(id, db.graderias.get(id));
    return stands.get(id)!;
  };
  const known = async (sale: ReservationSeatRow): Promise<KnownTicket> => {
    const reservation = await reservationBuckets.get(db, sale.reservation_id);
    return {
      ticketId: sale.id,
      eventId: sale.event_id,
      seatId: sale.seat_id,
      active: sale.active,
      reservationStatus: reservation ? displayedStatusOf(reservation, now) : null,
    };
  };
  return {
    async ticket(ticketId) {
      const sale = await reservationSeatBuckets.get(db, ticketId);
      return sale && known(sale);
    },
    async ticketsWithShortCode(prefix) {
      const sales = await reservationSeatBuckets.withIdPrefix(db, idPrefixOf(prefix), 2);
      return Promise.all(sales.map(known));
    },
    async seat(seatId): Promise<TicketSeat | undefined> {
      const seat = await seatById(db, seatId);
      const stand = seat && (await standOf(seat.graderia_id));
      if (!seat || !stand) return undefined;
      return { standId: stand.id, standName: stand.name, seatLabel: seatLongLabel(seat, stand.floors) };
    },
    async scansOf(ticketId) {
      return (await db.ticket_check_ins.where('ticket_id').equals(ticketId).toArray()).map(scanOf);
    },
  };
}

/** The verdict on a scanned or typed code at this gate, from the replica alone. */
export async function gateVerdict(
  db: TaquillaDatabase,
  text: string,
  gate: GateSetup,
  { now, lookups = replicaVerdictLookups(db, now) }: { now: Date; lookups?: VerdictLookups },
): Promise<CheckInVerdict> {
  return judgeScan(text, { publicKeyHex: await ticketPublicKey(db), gate, lookups });
}
