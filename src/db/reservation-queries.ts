// What /reservations reads from the replica (spec §2 'Reservas'): the stat cards, the list
// with its search box and date filter, and each card's event, seats, payments and conflicts.
import { groupBy } from '../domain/group-by';
import { eventRunsOn, matchesSearchWords, searchTextsOf, searchWordsOf, shortReservationId } from '../domain/reservation-search';
import { seatLongLabel, seatShortLabel } from '../domain/seat-label';
import { displayedStatusOf, RESERVATION_STATUS_LABELS } from '../domain/reservation-status';
import type { ReservationStatus } from '../domain/seat-status';
import type { EventRow, PaymentRow, ReservationRow, ReservationSeatRow } from './rows';
import type { ConflictRecord } from './sync-records';
import type { TaquillaDatabase } from './taquilla-database';
import { compareSeatPlaces } from './venue-queries';
import { byCreatedAt, paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from './row-buckets';
import { seatsByIds } from './seat-catalog';

export interface ReservedSeat {
  seat_id: string;
  row_letter: string;
  seat_number: string;
  /** 'Fila A · Asiento 1', with 'Piso 2 · ' first when the stand has several floors. */
  label: string;
  /** 'A-1', or 'P2-A-1' when the stand has several floors. */
  code: string;
  price: number;
  venue_name: string;
  /** False once the reservation was cancelled or expired: the seat is free again. */
  active: boolean;
}

/** A card as read from the replica; its status follows the clock (listItemAt). */
export interface ReservationCard {
  reservation: ReservationRow;
  shortId: string;
  event: Pick<EventRow, 'id' | 'name' | 'event_date' | 'event_time' | 'end_date'> | null;
  seats: ReservedSeat[];
  payments: PaymentRow[];
  /** Payments or cancellations of this reservation the server refused, still to be seen to. */
  conflicts: ConflictRecord[];
  /** A walk-in cash sale ('Venta rápida'): where and by whom; null for every other sale. */
  walkIn: WalkInSale | null;
  /** What the search box looks through, normalized once when read rather than on each keystroke. */
  searchTexts: string[];
}

export interface ReservationListItem extends ReservationCard {
  /** Expired as soon as a cash hold is overdue (see displayedStatusOf). */
  status: ReservationStatus;
  statusLabel: string;
}

export interface WalkInSale {
  /** The gate's name on the selling device ('Puerta Norte'), as it sent it. */
  deviceName: string | null;
  /** The pushing device's id, from the server's own record; null until the sale has synced. */
  deviceId: string | null;
  /** The cashier who pushed it, from the server; null until the sale has synced. */
  cashierName: string | null;
}

export interface ReservationFilters {
  search?: string;
  /** 'YYYY-MM-DD': only reservations for events running that day. */
  eventDate?: string | null;
}

export interface ReservationStats {
  total: number;
  confirmed: number;
  pending: number;
  paid: number;
  cancelled: number;
}

/** What the cards show besides each reservation's own row, read once for all of them. */
interface CardRows {
  events: ReadonlyMap<string, EventRow>;
  seats: ReadonlyMap<string, ReservedSeat[]>;
  payments: ReadonlyMap<string, PaymentRow[]>;
  walkIns: ReadonlyMap<string, WalkInSale>;
  conflicts: ReadonlyMap<string, ConflictRecord[]>;
}

async function reservedSeatsOf(db: TaquillaDatabase, reservationIds: readonly string[]): Promise<Map<string, ReservedSeat[]>> {
  const sales = await reservationSeatBuckets.where(db, 'reservation_id', reservationIds);
  const seats = new Map((await seatsByIds(db, [...new Set(sales.map((sale) => sale.seat_id))])).filter((seat) => seat !== undefined).map((seat) => [seat.id, seat]));
  const standIds = [...new Set([...seats.values()].map((seat) => seat.graderia_id))];
  const stands = new Map((await db.graderias.bulkGet(standIds)).filter((stand) => stand !== undefined).map((stand) => [stand.id, stand]));
  const seatOf = (sale: ReservationSeatRow): ReservedSeat => {
    const seat = seats.get(sale.seat_id);
    const stand = seat && stands.get(seat.graderia_id);
    return {
      seat_id: sale.seat_id,
      row_letter: seat?.row_letter ?? '',
      seat_number: seat?.seat_number ?? '',
      label: seat ? seatLongLabel(seat, stand?.floors ?? 1) : '',
      code: seat ? seatShortLabel(seat, stand?.floors ?? 1) : '',
      price: sale.price,
      venue_name: stand?.name ?? '',
      active: sale.active,
    };
  };
  const inPlaceOrder = (a: ReservationSeatRow, b: ReservationSeatRow) => {
    const [seatA, seatB] = [seats.get(a.seat_id), seats.get(b.seat_id)];
    return seatA && seatB ? compareSeatPlaces(seatA, seatB) : 0;
  };
  const byReservation = groupBy(sales, (sale) => sale.reservation_id);
  return new Map([...byReservation].map(([id, ofReservation]) => [id, ofReservation.sort(inPlaceOrder).map(seatOf)]));
}

function conflictsByReservation(conflicts: readonly ConflictRecord[]): Map<string, ConflictRecord[]> {
  const withReservation = conflicts.filter((conflict) => typeof conflict.op.payload.reservation_id === 'string');
  return groupBy(withReservation, (conflict) => conflict.op.payload.reservation_id as string);
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** From each sale's 'created' entry, which marks a walk-in (see apply_reservations_create_manual). */
async function walkInsOf(db: TaquillaDatabase, reservationIds: readonly string[]): Promise<Map<string, WalkInSale>> {
  const logs = await reservationLogBuckets.where(db, 'reservation_id', reservationIds);
  const walkIns = new Map<string, WalkInSale>();
  for (const log of logs) {
    if (log.action !== 'created' || log.details.walk_in !== true || walkIns.has(log.reservation_id)) continue;
    const { device_name, device_id, cashier_name } = log.details;
    walkIns.set(log.reservation_id, { deviceName: textOrNull(device_name), deviceId: textOrNull(device_id), cashierName: textOrNull(cashier_name) });
  }
  return walkIns;
}

/**
 * Every related row of these reservations in one read per table. Read card by card, a
 * list of 10,000 bookings asked IndexedDB 40,000 times at once and the tab ran out of memory
 * (BENCHMARKS.md, the twentieth session).
 */
async function cardRowsOf(db: TaquillaDatabase, reservations: readonly ReservationRow[]): Promise<CardRows> {
  const ids = reservations.map((reservation) => reservation.id);
  const manualIds = reservations.filter((reservation) => reservation.source === 'manual').map((reservation) => reservation.id);
  const eventIds = [...new Set(reservations.map((reservation) => reservation.event_id))];
  const [events, seats, payments, walkIns, conflicts] = await Promise.all([
    db.events.bulkGet(eventIds),
    reservedSeatsOf(db, ids),
    paymentBuckets.where(db, 'reservation_id', ids),
    walkInsOf(db, manualIds),
    db.conflicts.toArray(),
  ]);
  return {
    events: new Map(events.filter((event) => event !== undefined).map((event) => [event.id, event])),
    seats,
    payments: groupBy(payments.sort(byCreatedAt), (payment) => payment.reservation_id),
    walkIns,
    conflicts: conflictsByReservation(conflicts),
  };
}

function cardOf(reservation: ReservationRow, rows: CardRows): ReservationCard {
  const event = rows.events.get(reservation.event_id);
  const seats = rows.seats.get(reservation.id) ?? [];
  return {
    reservation,
    shortId: shortReservationId(reservation.id),
    event: event ? { id: event.id, name: event.name, event_date: event.event_date, event_time: event.event_time, end_date: event.end_date } : null,
    seats,
    payments: rows.payments.get(reservation.id) ?? [],
    conflicts: rows.conflicts.get(reservation.id) ?? [],
    walkIn: rows.walkIns.get(reservation.id) ?? null,
    searchTexts: searchTextsOf({ ...reservation, venue_names: seats.map((seat) => seat.venue_name) }),
  };
}

async function cardsOf(db: TaquillaDatabase, reservations: readonly ReservationRow[]): Promise<ReservationCard[]> {
  const rows = await cardRowsOf(db, reservations);
  return reservations.map((reservation) => cardOf(reservation, rows));
}

/** The card as shown at `now`: a cash hold that ran out shows 'Expirada' without any write. */
export function listItemAt(card: ReservationCard, now: Date): ReservationListItem {
  const status = displayedStatusOf(card.reservation, now);
  return { ...card, status, statusLabel: RESERVATION_STATUS_LABELS[status] };
}

function passesFilters(card: ReservationCard, words: readonly string[], eventDate: string | null | undefined): boolean {
  if (eventDate && !(card.event && eventRunsOn(card.event, eventDate))) return false;
  return matchesSearchWords(card.searchTexts, words);
}

/** Every reservation's card, newest first: what the list, its filters and the stat cards work on. */
export async function readReservationCards(db: TaquillaDatabase): Promise<ReservationCard[]> {
  return cardsOf(db, (await reservationBuckets.all(db)).sort((a, b) => byCreatedAt(b, a)));
}

/** The cards the search box and the date filter let through, as shown at `now`. */
export function reservationListAt(cards: readonly ReservationCard[], filters: ReservationFilters, now: Date): ReservationListItem[] {
  const words = searchWordsOf(filters.search ?? '');
  return cards.filter((card) => passesFilters(card, words, filters.eventDate)).map((card) => listItemAt(card, now));
}

export async function findReservation(db: TaquillaDatabase, reservationId: string, now: Date): Promise<ReservationListItem | undefined> {
  const reservation = await reservationBuckets.get(db, reservationId);
  return reservation && listItemAt((await cardsOf(db, [reservation]))[0], now);
}

/**
 * The five stat cards, counted like get_reservation_stats but by the status the cards show:
 * an overdue cash hold counts as expired (in the total only), as it will once synced.
 */
export function reservationStatsAt(cards: readonly ReservationCard[], now: Date): ReservationStats {
  const stats: ReservationStats = { total: 0, confirmed: 0, pending: 0, paid: 0, cancelled: 0 };
  for (const { reservation } of cards) {
    stats.total += 1;
    const status = displayedStatusOf(reservation, now);
    if (status !== 'expired') stats[status] += 1;
  }
  return stats;
}
