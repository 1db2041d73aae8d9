// The public page's compact answers (get_event_layout, get_event_seat_statuses_since)
// decoded into the shapes the page has always used (PublicEvent, EventSeatStatuses), so the
// seat map does not know how they travelled. Pure: no client here, so tests can decode the
// database's own answers with it.
//
// A seat's id on the page is its place ('stand/floor/row/column'), not its server id: that
// id is a SHA-256 of the place (domain/seat-id), about 100 ms of a phone's first render for
// the 12,500 seats of the largest stand, yet needed only for the few seats a visitor books.
import { seatIndexOf, seatsOfCompactStand, statusCodesReader, type CompactStand, type DerivedSeat } from '../domain/compact-seats';
import { seatIdOfPlace, seatPlaceOf } from '../domain/seat-id';
import type { SeatStatus } from '../domain/seat-status';
import type { PublicEvent, PublicSeat, PublicVenue } from './events';
import type { EventSeatStatuses, VenueSeatStatuses } from './public-booking';

/** A stand's status codes (see domain/compact-seats): two bits a seat in plan order. */
export interface StandStatusCodes {
  id: string;
  statuses: string;
}

/** get_event_seat_statuses_since's answer: the version, and the codes unless the known version is current. */
export interface CompactSeatStatuses {
  version: string;
  venues?: StandStatusCodes[];
}

interface CompactVenue extends CompactStand {
  name: string;
  base_price: number;
}

/** get_event_layout's answer: the event, its stands' layouts and every status. */
export interface EventLayout extends Omit<PublicEvent, 'venues' | 'seat_statuses_version'> {
  venues: CompactVenue[];
  seat_statuses: Required<CompactSeatStatuses>;
}

/** Field by field rather than `{ ...seat, status }`: an object spread 12,500 times cost a first visit 3 ms more. */
function pageSeatOf(seat: DerivedSeat, status: SeatStatus): PublicSeat {
  const { id, row_letter, seat_number, column_number, floor_number, seat_type, price_multiplier, is_active } = seat;
  return { id, row_letter, seat_number, column_number, floor_number, seat_type, price_multiplier, is_active, status };
}

function publicVenueOf(venue: CompactVenue, statusCodes: string | undefined): PublicVenue {
  const statusOf = statusCodesReader(statusCodes ?? '');
  const { id, name, base_price, rows, columns, floors } = venue;
  const seats = seatsOfCompactStand(venue, seatPlaceOf).map((seat) => pageSeatOf(seat, statusOf(seat.index)));
  return { id, name, base_price, rows, columns, floors, seats };
}

/** A page seat's id on the server: derived from its place, or the page id itself where the layout named the seat's id. */
export function serverSeatIdOf(pageSeatId: string): string {
  return pageSeatId.includes('/') ? seatIdOfPlace(pageSeatId) : pageSeatId;
}

/** The page ids among `pageSeatIds` of the seats the server named by their ids (a booking's seats, the seats it found taken). */
export function pageSeatIdsNamed(pageSeatIds: readonly string[], serverIds: readonly string[]): string[] {
  const named = new Set(serverIds);
  return pageSeatIds.filter((id) => named.has(serverSeatIdOf(id)));
}

/** The compact answer decoded into the page's shape: every seat, with its status. */
export function publicEventOfLayout(layout: EventLayout): PublicEvent {
  const { venues, seat_statuses: statuses, ...event } = layout;
  const codes = new Map(statuses.venues.map((venue) => [venue.id, venue.statuses]));
  return { ...event, seat_statuses_version: statuses.version, venues: venues.map((venue) => publicVenueOf(venue, codes.get(venue.id))) };
}

/** A poll's outcome: the current version, and the statuses only when they changed. */
export interface SeatStatusesUpdate {
  version: string;
  statuses: EventSeatStatuses | null;
}

function unavailableListsOf(venue: PublicVenue, statusCodes: string): VenueSeatStatuses | null {
  const { rows, columns } = venue;
  if (rows === undefined || columns === undefined) return null;
  const statusOf = statusCodesReader(statusCodes);
  const lists: VenueSeatStatuses = { id: venue.id, reserved: [], paid: [], blocked: [] };
  for (const seat of venue.seats) {
    const status = statusOf(seatIndexOf({ rows, columns }, seat.floor_number, seat.row_letter, seat.column_number));
    if (status !== 'available') lists[status].push(seat.id);
  }
  return lists;
}

/** A poll's answer against the event on the page: null statuses when the known version was current. */
export function seatStatusesUpdateOf(event: PublicEvent, answer: CompactSeatStatuses): SeatStatusesUpdate {
  if (!answer.venues) return { version: answer.version, statuses: null };
  const venues = new Map(event.venues.map((venue) => [venue.id, venue]));
  return {
    version: answer.version,
    statuses: {
      venues: answer.venues.flatMap(({ id, statuses }) => {
        const venue = venues.get(id);
        return (venue && unavailableListsOf(venue, statuses)) ?? [];
      }),
    },
  };
}
