// What the gate's scans add up to, from the replica (so offline too): how many of an event's
// tickets came in, per stand, and which tickets came in twice through two devices — a second
// offline gate cannot know of the first one's scan until both have synced.
import { isTicketHolder } from '../domain/check-in-counts';
import { groupBy } from '../domain/group-by';
import { seatShortLabel } from '../domain/seat-label';
import { ticketShortCode } from '../domain/ticket-code';
import type { ReservationSeatRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { seatById, seatsByIds } from './seat-catalog';
import { reservationBuckets, reservationSeatBuckets } from './row-buckets';

export interface EntryCount {
  /** Tickets: active seats of paid or confirmed reservations. */
  sold: number;
  /** Of those, how many have been scanned in. */
  checkedIn: number;
}

export interface StandEntryCount extends EntryCount {
  standId: string;
  standName: string;
}

export interface EventEntryCount extends EntryCount {
  eventId: string;
  byStand: StandEntryCount[];
}

/**
 * The event's tickets (seats of paid or confirmed reservations still held). No clock: only a
 * pending hold runs out, and a hold is not a ticket, so screens count these without re-reading on each tick.
 */
async function ticketsOfEvent(db: TaquillaDatabase, eventId: string): Promise<ReservationSeatRow[]> {
  const sales = (await reservationSeatBuckets.where(db, 'event_id', [eventId])).filter((sale) => sale.active);
  const reservations = await reservationBuckets.byIds(db, [...new Set(sales.map((sale) => sale.reservation_id))]);
  const holding = new Set(reservations.filter((reservation) => reservation && isTicketHolder(reservation.status)).map((reservation) => reservation!.id));
  return sales.filter((sale) => holding.has(sale.reservation_id));
}

/** Sold and checked in for one event, in all and per stand the event sells (by stand name). */
export async function eventEntryCount(db: TaquillaDatabase, eventId: string): Promise<EventEntryCount> {
  const [tickets, scans, links] = await Promise.all([
    ticketsOfEvent(db, eventId),
    db.ticket_check_ins.where('event_id').equals(eventId).toArray(),
    db.event_graderias.where('event_id').equals(eventId).toArray(),
  ]);
  const scanned = new Set(scans.map((scan) => scan.ticket_id));
  const seats = await seatsByIds(db, tickets.map((ticket) => ticket.seat_id));
  const stands = (await db.graderias.bulkGet(links.map((link) => link.graderia_id))).filter((stand) => stand !== undefined);
  const byStand = new Map<string, StandEntryCount>(
    stands.map((stand) => [stand.id, { standId: stand.id, standName: stand.name, sold: 0, checkedIn: 0 }]),
  );
  let checkedIn = 0;
  tickets.forEach((ticket, index) => {
    const entered = scanned.has(ticket.id);
    if (entered) checkedIn += 1;
    const stand = seats[index] && byStand.get(seats[index].graderia_id);
    if (!stand) return;
    stand.sold += 1;
    if (entered) stand.checkedIn += 1;
  });
  const ordered = [...byStand.values()].sort((a, b) => a.standName.localeCompare(b.standName, 'es'));
  return { eventId, sold: tickets.length, checkedIn, byStand: ordered };
}

/** Sold and checked in for each of these events. */
export async function entryCountsOf(db: TaquillaDatabase, eventIds: readonly string[]): Promise<Map<string, EventEntryCount>> {
  const counts = await Promise.all(eventIds.map((eventId) => eventEntryCount(db, eventId)));
  return new Map(counts.map((count) => [count.eventId, count]));
}

export interface DoubleEntry {
  ticketId: string;
  /** 'A1B2C-3D4E5', as printed under the QR. */
  shortCode: string;
  eventId: string;
  eventName: string;
  /** 'Gradería Norte · A-1'; the seat id if the seat is not in the replica. */
  seatName: string;
  /** Every accepted scan, earliest (the entry) first. */
  scans: { deviceId: string; gate: string; scannedAt: string }[];
}

async function seatNameOf(db: TaquillaDatabase, seatId: string): Promise<string> {
  const seat = await seatById(db, seatId);
  const stand = seat && (await db.graderias.get(seat.graderia_id));
  return seat && stand ? `${stand.name} · ${seatShortLabel(seat, stand.floors)}` : seatId;
}

/**
 * 'Entradas usadas dos veces': tickets with accepted scans from two or more devices, latest
 * first. Scans of one device are one gate's repeated reads, not a second person.
 */
export async function doubleEntries(db: TaquillaDatabase, eventId?: string): Promise<DoubleEntry[]> {
  const scans = eventId ? await db.ticket_check_ins.where('event_id').equals(eventId).toArray() : await db.ticket_check_ins.toArray();
  const doubled = [...groupBy(scans, (scan) => scan.ticket_id).values()].filter((group) => new Set(group.map((scan) => scan.device_id)).size > 1);
  const entries = await Promise.all(
    doubled.map(async (group): Promise<DoubleEntry> => {
      const ordered = [...group].sort((a, b) => Date.parse(a.scanned_at) - Date.parse(b.scanned_at));
      const first = ordered[0];
      const event = await db.events.get(first.event_id);
      return {
        ticketId: first.ticket_id,
        shortCode: ticketShortCode(first.ticket_id),
        eventId: first.event_id,
        eventName: event?.name ?? 'Evento no encontrado',
        seatName: await seatNameOf(db, first.seat_id),
        scans: ordered.map((scan) => ({ deviceId: scan.device_id, gate: scan.gate, scannedAt: scan.scanned_at })),
      };
    }),
  );
  return entries.sort((a, b) => Date.parse(b.scans.at(-1)!.scannedAt) - Date.parse(a.scans.at(-1)!.scannedAt));
}
