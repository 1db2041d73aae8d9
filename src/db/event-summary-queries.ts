// What the events list shows on each card, read from the replica in one pass: the stands
// the event sells, where they are, its live reservations and the money they brought in.
import { groupBy } from '../domain/group-by';
import { displayedStatusOf } from '../domain/reservation-status';
import { moneyAwaited, moneyReceived } from '../domain/revenue';
import { entryCountsOf, type EventEntryCount } from './check-in-report-queries';
import { listEvents } from './event-queries';
import { paymentBuckets, reservationBuckets } from './row-buckets';
import type { EventGraderiaRow, EventRow, GraderiaRow, PaymentRow, ReservationRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';

export interface EventSummary {
  event: EventRow;
  venueCount: number;
  /** The distinct locations of the stands the event sells, in the order of their names. */
  locations: string[];
  /** Spec §4: pending, confirmed and paid reservations count as active. */
  activeReservations: number;
  /** 'Ingresos': money received for the event (completed charges minus refunds), as the dashboard counts it. */
  revenue: number;
  /** Confirmed bookings not paid yet (a card payment still unconfirmed): shown apart, never as income. */
  awaited: number;
  /** Tickets checked in at the gate against tickets sold, in all and per stand. */
  entries: EventEntryCount;
}

/** By the status every screen shows: a pending hold past its expiry is as good as expired. */
export function isActiveReservation(reservation: Pick<ReservationRow, 'status' | 'expires_at'>, now: Date): boolean {
  const status = displayedStatusOf(reservation, now);
  return status === 'pending' || status === 'confirmed' || status === 'paid';
}

function locationsOf(graderias: GraderiaRow[]): string[] {
  const sorted = [...graderias].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const locations = sorted.map((graderia) => graderia.location_name?.trim()).filter((location): location is string => !!location);
  return [...new Set(locations)];
}

/** What the events list's cards are made of, as read: eventSummariesAt counts them at a time. */
export interface EventSummaryRows {
  events: EventRow[];
  links: EventGraderiaRow[];
  graderias: GraderiaRow[];
  reservations: ReservationRow[];
  payments: PaymentRow[];
  /** Entries need no clock (entryCountsOf): counted as read. */
  entries: Map<string, EventEntryCount>;
}

export async function readEventSummaryRows(db: TaquillaDatabase): Promise<EventSummaryRows> {
  const [events, links, graderias, reservations, payments] = await Promise.all([
    listEvents(db),
    db.event_graderias.toArray(),
    db.graderias.toArray(),
    reservationBuckets.all(db),
    paymentBuckets.all(db),
  ]);
  const entries = await entryCountsOf(db, events.map((event) => event.id));
  return { events, links, graderias, reservations, payments, entries };
}

/** Every event of the organization by start date and time, with its card figures at `now` (a hold may have run out). */
export function eventSummariesAt({ events, links, graderias, reservations, payments, entries }: EventSummaryRows, now: Date): EventSummary[] {
  const eventOfReservation = new Map(reservations.map((reservation) => [reservation.id, reservation.event_id]));
  const paymentsByEvent = groupBy(payments, (payment) => eventOfReservation.get(payment.reservation_id) ?? '');
  const graderiaById = new Map(graderias.map((graderia) => [graderia.id, graderia]));
  const linksByEvent = groupBy(links, (link) => link.event_id);
  const reservationsByEvent = groupBy(reservations, (reservation) => reservation.event_id);

  return events.map((event) => {
    const sold = (linksByEvent.get(event.id) ?? [])
      .map((link) => graderiaById.get(link.graderia_id))
      .filter((graderia): graderia is GraderiaRow => graderia !== undefined);
    const ofEvent = reservationsByEvent.get(event.id) ?? [];
    return {
      event,
      venueCount: sold.length,
      locations: locationsOf(sold),
      activeReservations: ofEvent.filter((reservation) => isActiveReservation(reservation, now)).length,
      revenue: moneyReceived(paymentsByEvent.get(event.id) ?? []),
      awaited: moneyAwaited(ofEvent, paymentsByEvent.get(event.id) ?? []),
      entries: entries.get(event.id)!,
    };
  });
}
