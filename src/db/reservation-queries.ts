// What /reservations reads from the replica (spec §2 'Reservas'): the stat cards, the list
// with its search box and date filter, and each card's event, seats, payments and conflicts.
import { eventRunsOn, matchesReservationSearch, shortReservationId } from '../domain/reservation-search';
import { seatLongLabel, seatShortLabel } from '../domain/seat-label';
import { displayedStatusOf, RESERVATION_STATUS_LABELS } from '../domain/reservation-status';
import type { ReservationStatus } from '../domain/seat-status';
import type { EventRow, PaymentRow, ReservationRow } from './rows';
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

export interface ReservationListItem {
  reservation: ReservationRow;
  shortId: string;
  /** Expired as soon as a cash hold is overdue (see displayedStatusOf). */
  status: ReservationStatus;
  statusLabel: string;
  event: Pick<EventRow, 'id' | 'name' | 'event_date' | 'event_time' | 'end_date'> | null;
  seats: ReservedSeat[];
  payments: PaymentRow[];
  /** Payments or cancellations of this reservation the server refused, still to be seen to. */
  conflicts: ConflictRecord[];
  /** A walk-in cash sale ('Venta rápida'): where and by whom; null for every other sale. */
  walkIn: WalkInSale | null;
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

async function reservedSeatsOf(db: TaquillaDatabase, reservationId: string): Promise<ReservedSeat[]> {
  const sales = await reservationSeatBuckets.where(db, 'reservation_id', [reservationId]);
  const seats = await seatsByIds(db, sales.map((sale) => sale.seat_id));
  const graderias = await db.graderias.bulkGet(seats.map((seat) => seat?.graderia_id ?? ''));
  const placed = sales.map((sale, index) => ({ sale, seat: seats[index], stand: graderias[index] }));
  placed.sort((a, b) => (a.seat && b.seat ? compareSeatPlaces(a.seat, b.seat) : 0));
  return placed.map(({ sale, seat, stand }) => ({
    seat_id: sale.seat_id,
    row_letter: seat?.row_letter ?? '',
    seat_number: seat?.seat_number ?? '',
    label: seat ? seatLongLabel(seat, stand?.floors ?? 1) : '',
    code: seat ? seatShortLabel(seat, stand?.floors ?? 1) : '',
    price: sale.price,
    venue_name: stand?.name ?? '',
    active: sale.active,
  }));
}

function conflictsByReservation(conflicts: readonly ConflictRecord[]): Map<string, ConflictRecord[]> {
  const byReservation = new Map<string, ConflictRecord[]>();
  for (const conflict of conflicts) {
    const reservationId = conflict.op.payload.reservation_id;
    if (typeof reservationId !== 'string') continue;
    byReservation.set(reservationId, [...(byReservation.get(reservationId) ?? []), conflict]);
  }
  return byReservation;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** From the sale's 'created' entry, which marks a walk-in (see apply_reservations_create_manual). */
async function walkInOf(db: TaquillaDatabase, reservationId: string): Promise<WalkInSale | null> {
  const logs = await reservationLogBuckets.where(db, 'reservation_id', [reservationId]);
  const created = logs.find((log) => log.action === 'created' && log.details.walk_in === true);
  if (!created) return null;
  const { device_name, device_id, cashier_name } = created.details;
  return { deviceName: textOrNull(device_name), deviceId: textOrNull(device_id), cashierName: textOrNull(cashier_name) };
}

async function listItemOf(db: TaquillaDatabase, reservation: ReservationRow, conflicts: ConflictRecord[], now: Date): Promise<ReservationListItem> {
  const event = await db.events.get(reservation.event_id);
  const status = displayedStatusOf(reservation, now);
  return {
    reservation,
    shortId: shortReservationId(reservation.id),
    status,
    statusLabel: RESERVATION_STATUS_LABELS[status],
    event: event ? { id: event.id, name: event.name, event_date: event.event_date, event_time: event.event_time, end_date: event.end_date } : null,
    seats: await reservedSeatsOf(db, reservation.id),
    payments: (await paymentBuckets.where(db, 'reservation_id', [reservation.id])).sort(byCreatedAt),
    conflicts,
    walkIn: reservation.source === 'manual' ? await walkInOf(db, reservation.id) : null,
  };
}

function passesFilters(item: ReservationListItem, { search = '', eventDate }: ReservationFilters): boolean {
  if (eventDate && !(item.event && eventRunsOn(item.event, eventDate))) return false;
  const { id, customer_name, customer_email } = item.reservation;
  return matchesReservationSearch({ id, customer_name, customer_email, venue_names: item.seats.map((seat) => seat.venue_name) }, search);
}

/** Newest first, filtered by the search box and the date filter. */
export async function listReservations(db: TaquillaDatabase, filters: ReservationFilters, now: Date): Promise<ReservationListItem[]> {
  const reservations = (await reservationBuckets.all(db)).sort((a, b) => byCreatedAt(b, a));
  const conflicts = conflictsByReservation(await db.conflicts.toArray());
  const items = await Promise.all(reservations.map((reservation) => listItemOf(db, reservation, conflicts.get(reservation.id) ?? [], now)));
  return items.filter((item) => passesFilters(item, filters));
}

export async function findReservation(db: TaquillaDatabase, reservationId: string, now: Date): Promise<ReservationListItem | undefined> {
  const reservation = await reservationBuckets.get(db, reservationId);
  if (!reservation) return undefined;
  const conflicts = conflictsByReservation(await db.conflicts.toArray());
  return listItemOf(db, reservation, conflicts.get(reservationId) ?? [], now);
}

/**
 * The five stat cards, counted like get_reservation_stats but by the status the cards show:
 * an overdue cash hold counts as expired (in the total only), as it will once synced.
 */
export async function reservationStats(db: TaquillaDatabase, now: Date): Promise<ReservationStats> {
  const stats: ReservationStats = { total: 0, confirmed: 0, pending: 0, paid: 0, cancelled: 0 };
  for (const reservation of await reservationBuckets.all(db)) {
    stats.total += 1;
    const status = displayedStatusOf(reservation, now);
    if (status !== 'expired') stats[status] += 1;
  }
  return stats;
}
