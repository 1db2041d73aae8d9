import type { SeatStatus } from '../domain/seat-status';
import { publicEventOfLayout } from './compact-event';
import { askEventLayout, takeEarlyEventLayout } from './early-event-layout';

export interface PublicSeat {
  /** The seat's id on the page: its place, from which serverSeatIdOf (api/compact-event) derives the server's id. */
  id: string;
  row_letter: string;
  seat_number: string;
  column_number: number;
  floor_number: number;
  seat_type: 'premium' | 'regular';
  price_multiplier: number;
  is_active: boolean;
  /** For this event when the page loads; get_event_seat_statuses_since refreshes it. */
  status: SeatStatus;
}

export interface PublicVenue {
  id: string;
  name: string;
  base_price: number;
  seats: PublicSeat[];
  /** The stand's size (get_event_layout sends it): what maps a seat to its place in the status codes. */
  rows?: number;
  columns?: number;
  floors?: number;
}

export interface PublicEvent {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
  image_url: string | null;
  is_active: boolean;
  venues: PublicVenue[];
  /** The version of the statuses the seats carry, for get_event_seat_statuses_since. */
  seat_statuses_version?: string;
}

/**
 * An active event for the public page; a missing or inactive one fails with code
 * event_not_found. Asked through get_event_layout (kilobytes where get_event_by_slug sends
 * megabytes for a large stand) and decoded into the same shape. The page's first ask takes
 * the answer asked for as the app started, if any (early-event-layout.ts).
 */
export async function getEventBySlug(slug: string): Promise<PublicEvent> {
  return publicEventOfLayout(await (takeEarlyEventLayout(slug) ?? askEventLayout(slug)));
}
