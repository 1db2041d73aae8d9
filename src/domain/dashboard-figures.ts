// The dashboard's figures (spec §2 Dashboard, §4 'Other states', §9), from plain replica
// rows and the moment they are asked for. Days are the box office's: Colombia's calendar.
import { moneyReceivedByStand, receivedAmountOf } from './revenue';
import { occupancyPercent, potentialRevenue, type PricedSeat } from './pricing';
import { displayedStatusOf } from './reservation-status';
import { seatStatusForEvent, type ReservationStatus } from './seat-status';

// Colombia has kept UTC−5 all year since 1993 (America/Bogota has no daylight saving), so
// a fixed offset gives the festival's calendar day whatever zone the device is set to.
const BOGOTA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant → its day in Bogotá, 'YYYY-MM-DD'. */
export function bogotaDayOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant Bogotá's day starts (local midnight). */
export function startOfBogotaDay(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) - BOGOTA_OFFSET_MS);
}

/** ('2025-06-13', 1) → '2025-06-14' */
export function shiftCalendarDay(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one date to the other (negative when `to` comes first). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

// ——— The rows the figures are made of: the replica's columns they need, nothing more. ———

export interface VenueFacts {
  id: string;
  name: string;
  location_name: string | null;
  is_active: boolean;
  total_capacity: number;
  base_price: number;
}

export interface EventFacts {
  id: string;
  event_date: string;
  event_time: string;
  end_date: string;
  is_active: boolean;
}

export interface EventVenueLink {
  event_id: string;
  graderia_id: string;
}

export interface ReservationFacts {
  id: string;
  status: ReservationStatus;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An active reservation_seats row with the seat it sells (missing while a sync is half done). */
export interface SaleFacts {
  event_id: string;
  reservation_id: string;
  /** What the seat was sold for (its premium included). */
  price: number;
  seat: { graderia_id: string; is_active: boolean } | undefined;
}

/** A seat of a venue on sale: whether it is switched off and its premium, for the venue's potential. */
export interface SeatFacts extends PricedSeat {
  graderia_id: string;
}

export interface PaymentFacts {
  reservation_id: string;
  /** 'refund': money handed back (absent on rows stored before refunds existed: a charge). */
  kind?: 'charge' | 'refund';
  amount: number;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  updated_at: string;
}

export interface DashboardRows {
  venues: VenueFacts[];
  events: EventFacts[];
  eventVenues: EventVenueLink[];
  reservations: ReservationFacts[];
  activeSales: SaleFacts[];
  payments: PaymentFacts[];
  /** The seats of the active venues an active event sells (other venues' potential is 0). */
  seats: SeatFacts[];
}

// ——— Occupancy and the featured venue ———

export interface VenueOccupancy {
  venue: VenueFacts;
  /** Active events selling the venue: each offers every seat once. */
  eventCount: number;
  capacity: number;
  occupied: number;
  percent: number;
  /** Money received for its seats ('Ingresos' everywhere means money received). */
  revenue: number;
  /** Every active seat at its own price, once per event (domain/pricing potentialRevenue). */
  potential: number;
}

function seatsByVenue(seats: readonly SeatFacts[]): Map<string, SeatFacts[]> {
  const byVenue = new Map<string, SeatFacts[]>();
  for (const seat of seats) {
    const venueSeats = byVenue.get(seat.graderia_id);
    if (venueSeats) venueSeats.push(seat);
    else byVenue.set(seat.graderia_id, [seat]);
  }
  return byVenue;
}

/**
 * Each active venue over the active events that sell it. Sales open and close with the
 * event's switch, not its dates (DESIGN 'Dates'), and a venue in maintenance sells
 * nothing, so these are the seats on sale now. Occupied means reserved or paid (spec §4),
 * as seat_status_for_event derives it: an overdue cash hold no longer counts.
 */
export function venueOccupancies(rows: DashboardRows, now: Date): VenueOccupancy[] {
  const activeEvents = new Set(rows.events.filter((event) => event.is_active).map((event) => event.id));
  const offered = new Set(rows.eventVenues.filter((link) => activeEvents.has(link.event_id)).map((link) => `${link.event_id}/${link.graderia_id}`));
  const holders = new Map(rows.reservations.map((reservation) => [reservation.id, reservation]));
  const occupiedByVenue = new Map<string, number>();
  for (const { event_id, reservation_id, seat } of rows.activeSales) {
    if (!seat || !offered.has(`${event_id}/${seat.graderia_id}`)) continue;
    const status = seatStatusForEvent(seat, holders.get(reservation_id), now);
    if (status === 'reserved' || status === 'paid') occupiedByVenue.set(seat.graderia_id, (occupiedByVenue.get(seat.graderia_id) ?? 0) + 1);
  }
  const received = moneyReceivedByStand(
    rows.activeSales.flatMap(({ event_id, reservation_id, price, seat }) =>
      seat && activeEvents.has(event_id) ? [{ reservation_id, price, stand_id: seat.graderia_id }] : [],
    ),
    rows.payments,
  );
  const venueSeats = seatsByVenue(rows.seats);
  return rows.venues
    .filter((venue) => venue.is_active)
    .map((venue) => {
      const eventCount = rows.eventVenues.filter((link) => link.graderia_id === venue.id && activeEvents.has(link.event_id)).length;
      const capacity = venue.total_capacity * eventCount;
      const occupied = occupiedByVenue.get(venue.id) ?? 0;
      return {
        venue,
        eventCount,
        capacity,
        occupied,
        percent: occupancyPercent(occupied, capacity),
        revenue: received.get(venue.id) ?? 0,
        potential: potentialRevenue(venue.base_price, venueSeats.get(venue.id) ?? [], eventCount),
      };
    });
}

export interface TotalOccupancy {
  occupied: number;
  capacity: number;
  percent: number;
}

export function totalOccupancyOf(venues: readonly VenueOccupancy[]): TotalOccupancy {
  const occupied = venues.reduce((sum, venue) => sum + venue.occupied, 0);
  const capacity = venues.reduce((sum, venue) => sum + venue.capacity, 0);
  return { occupied, capacity, percent: occupancyPercent(occupied, capacity) };
}

/** The fullest venue on sale (then the one with more seats sold, then by name); null when none is on sale. */
export function featuredVenueOf(venues: readonly VenueOccupancy[]): VenueOccupancy | null {
  const onSale = venues.filter((venue) => venue.capacity > 0);
  const ranked = [...onSale].sort(
    (a, b) => b.percent - a.percent || b.occupied - a.occupied || a.venue.name.localeCompare(b.venue.name, 'es'),
  );
  return ranked[0] ?? null;
}

// ——— Revenue, reservations and venues ———

/** Today against yesterday; a percentage means nothing when yesterday brought in nothing. */
export type ChangeVsYesterday = { kind: 'percent'; percent: number } | { kind: 'nothing-yesterday' };

export interface DailyRevenue {
  today: number;
  yesterday: number;
  change: ChangeVsYesterday;
}

/**
 * Money actually received: completed charges, on the Bogotá day they completed, minus the
 * completed refunds, on the day the money went back (a cash refund at the gate is money out
 * of the box office that day). A payment's row changes only when it completes, so its
 * updated_at is when the money moved.
 */
export function dailyRevenueOf(payments: readonly PaymentFacts[], now: Date): DailyRevenue {
  const today = bogotaDayOf(now);
  const yesterday = shiftCalendarDay(today, -1);
  const totals = { [today]: 0, [yesterday]: 0 };
  for (const payment of payments) {
    const day = bogotaDayOf(payment.updated_at);
    if (day in totals) totals[day] += receivedAmountOf(payment);
  }
  const change: ChangeVsYesterday =
    totals[yesterday] === 0
      ? { kind: 'nothing-yesterday' }
      : { kind: 'percent', percent: Math.round(((totals[today] - totals[yesterday]) / totals[yesterday]) * 100) };
  return { today: totals[today], yesterday: totals[yesterday], change };
}

const ACTIVE_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'paid'];

/**
 * When the reservation stopped being active, or null while it still is. A cancelled row
 * is not touched after its cancellation; a cash hold ends at its expiry.
 */
function closedAt(reservation: ReservationFacts, now: Date): number | null {
  const status = displayedStatusOf(reservation, now);
  if (ACTIVE_STATUSES.includes(status)) return null;
  if (status === 'expired' && reservation.expires_at) return Date.parse(reservation.expires_at);
  return Date.parse(reservation.updated_at);
}

export interface ActiveReservations {
  /** Pending (hold not overdue), confirmed and paid: spec §4. */
  count: number;
  /** Active now minus active when today began in Bogotá. */
  changeSinceYesterday: number;
}

export function activeReservationsOf(reservations: readonly ReservationFacts[], now: Date): ActiveReservations {
  const todayBegan = startOfBogotaDay(bogotaDayOf(now)).getTime();
  let count = 0;
  let activeWhenTodayBegan = 0;
  for (const reservation of reservations) {
    const closed = closedAt(reservation, now);
    if (closed === null) count += 1;
    if (Date.parse(reservation.created_at) < todayBegan && (closed === null || closed > todayBegan)) activeWhenTodayBegan += 1;
  }
  return { count, changeSinceYesterday: count - activeWhenTodayBegan };
}

export interface VenueCounts {
  active: number;
  /** Switched off: the spec's 'en mantenimiento'. */
  inMaintenance: number;
}

export function venueCountsOf(venues: readonly Pick<VenueFacts, 'is_active'>[]): VenueCounts {
  const active = venues.filter((venue) => venue.is_active).length;
  return { active, inMaintenance: venues.length - active };
}

