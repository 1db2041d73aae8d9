// Lookups over the event's seats that the booking screen needs on every click: which stand
// a seat belongs to (for its price), and which seats cannot be sold right now.
import type { PublicEvent, PublicSeat, PublicVenue } from '../../api/events';
import type { EventSeatStatuses } from '../../api/public-booking';
import { builtOnFirstUse } from '../../domain/built-on-first-use';
import { standFloorsOf } from '../../domain/seat-label';
import type { SeatStatus } from '../../domain/seat-status';

export interface EventSeat {
  seat: PublicSeat;
  venue: PublicVenue;
  /** How many floors the seat's stand has: its name carries the floor when more than one. */
  standFloors: number;
  /** Position in the event's plan (venue, floor, row, number): selections are listed in this order. */
  order: number;
}

export type UnavailableStatus = Exclude<SeatStatus, 'available'>;
/** Only the seats that cannot be sold: every other seat of the event is available. */
export type UnavailableSeats = ReadonlyMap<string, UnavailableStatus>;

/** The event's seats by id, as a click and the selection's summary look them up. */
export type EventSeats = Pick<ReadonlyMap<string, EventSeat>, 'get'>;

/**
 * Built on the first lookup, not with the page: the map's first render looks up no seat (the
 * selection is empty), and indexing the largest stand's 12,500 seats took 7-8 ms of a first
 * visit's main thread (BENCHMARKS.md, issue 17's summary); the first click pays them, once.
 */
export function eventSeatsOf(event: PublicEvent): EventSeats {
  const byId = builtOnFirstUse(() => indexEventSeats(event));
  return { get: (seatId) => byId().get(seatId) };
}

function indexEventSeats(event: PublicEvent): ReadonlyMap<string, EventSeat> {
  const seats = new Map<string, EventSeat>();
  for (const venue of event.venues) {
    const standFloors = standFloorsOf(venue.seats);
    for (const seat of venue.seats) seats.set(seat.id, { seat, venue, standFloors, order: seats.size });
  }
  return seats;
}

/** The statuses get_event_by_slug sent with the plan, until the first refresh. */
export function unavailableSeatsOnLoad(event: PublicEvent): UnavailableSeats {
  const unavailable = new Map<string, UnavailableStatus>();
  for (const venue of event.venues) {
    for (const seat of venue.seats) if (seat.status !== 'available') unavailable.set(seat.id, seat.status);
  }
  return unavailable;
}

export function unavailableSeatsFrom(statuses: EventSeatStatuses): UnavailableSeats {
  const unavailable = new Map<string, UnavailableStatus>();
  for (const venue of statuses.venues) {
    for (const id of venue.reserved) unavailable.set(id, 'reserved');
    for (const id of venue.paid) unavailable.set(id, 'paid');
    for (const id of venue.blocked) unavailable.set(id, 'blocked');
  }
  return unavailable;
}

/** The chosen seats in plan order, with their stand; ids no longer in the plan are skipped. */
export function chosenSeatsOf(eventSeats: EventSeats, seatIds: readonly string[]): EventSeat[] {
  return seatIds.flatMap((id) => eventSeats.get(id) ?? []).sort((a, b) => a.order - b.order);
}
