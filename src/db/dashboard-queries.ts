// What /dashboard reads from the replica: the plain rows domain/dashboard-figures works
// on, and the newest reservation log entries with their customer and seats (the spec's
// 'reservation_logs: latest 10, newest first, with nested reservation, seats and venue').
import { RECENT_ACTIVITY_ACTIONS, RECENT_ACTIVITY_LIMIT, type ActivityEntry } from '../domain/dashboard-activity';
import type { DashboardRows } from '../domain/dashboard-figures';
import type { EventRow, GraderiaRow, ReservationLogRow, ReservationRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { byCreatedAt, paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from './row-buckets';
import { seatsByIds, seatsOfStands } from './seat-catalog';

export interface DashboardReplicaRows extends DashboardRows {
  venues: GraderiaRow[];
  events: EventRow[];
  activity: ActivityEntry[];
}

/** The active sales of the active events with the seat each sells: only sold seats are read, not whole stands. */
async function activeSalesOf(db: TaquillaDatabase, events: readonly EventRow[]): Promise<DashboardRows['activeSales']> {
  const activeEventIds = events.filter((event) => event.is_active).map((event) => event.id);
  const sales = (await reservationSeatBuckets.where(db, 'event_id', activeEventIds)).filter((sale) => sale.active);
  const seats = await seatsByIds(db, sales.map((sale) => sale.seat_id));
  return sales.map((sale, index) => ({ event_id: sale.event_id, reservation_id: sale.reservation_id, price: sale.price, seat: seats[index] }));
}

/** The seats of the active stands an active event sells, for their potential: the others' is 0. */
async function seatsOnSaleOf(
  db: TaquillaDatabase,
  { venues, events, eventVenues }: Pick<DashboardRows, 'venues' | 'events' | 'eventVenues'>,
): Promise<DashboardRows['seats']> {
  const activeEventIds = new Set(events.filter((event) => event.is_active).map((event) => event.id));
  const activeVenueIds = new Set(venues.filter((venue) => venue.is_active).map((venue) => venue.id));
  const onSale = new Set(
    eventVenues.filter((link) => activeEventIds.has(link.event_id) && activeVenueIds.has(link.graderia_id)).map((link) => link.graderia_id),
  );
  return seatsOfStands(db, [...onSale]);
}

async function activityEntryOf(
  db: TaquillaDatabase,
  log: ReservationLogRow,
  reservations: ReadonlyMap<string, ReservationRow>,
  venueNames: ReadonlyMap<string, string>,
): Promise<ActivityEntry> {
  const sales = await reservationSeatBuckets.where(db, 'reservation_id', [log.reservation_id]);
  const seats = await seatsByIds(db, sales.map((sale) => sale.seat_id));
  return {
    log,
    customerName: reservations.get(log.reservation_id)?.customer_name ?? null,
    seats: seats.map((seat) => ({ venue_name: (seat && venueNames.get(seat.graderia_id)) ?? '' })),
  };
}

async function recentActivityEntries(db: TaquillaDatabase, reservations: readonly ReservationRow[], venues: readonly GraderiaRow[]): Promise<ActivityEntry[]> {
  const logs = (await reservationLogBuckets.where(db, 'action', RECENT_ACTIVITY_ACTIONS))
    .sort((a, b) => byCreatedAt(b, a))
    .slice(0, RECENT_ACTIVITY_LIMIT);
  const reservationsById = new Map(reservations.map((reservation) => [reservation.id, reservation]));
  const venueNames = new Map(venues.map((venue) => [venue.id, venue.name]));
  return Promise.all(logs.map((log) => activityEntryOf(db, log, reservationsById, venueNames)));
}

export async function readDashboardRows(db: TaquillaDatabase): Promise<DashboardReplicaRows> {
  const [venues, events, eventVenues, reservations, payments] = await Promise.all([
    db.graderias.toArray(),
    db.events.toArray(),
    db.event_graderias.toArray(),
    reservationBuckets.all(db),
    paymentBuckets.all(db),
  ]);
  const [activeSales, seats, activity] = await Promise.all([
    activeSalesOf(db, events),
    seatsOnSaleOf(db, { venues, events, eventVenues }),
    recentActivityEntries(db, reservations, venues),
  ]);
  return { venues, events, eventVenues, reservations, activeSales, payments, seats, activity };
}
