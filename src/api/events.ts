import type { SeatStatus } from '../domain/seat-status';
import { callPublicRpc } from './public-api';

export interface PublicSeat {
  id: string;
  row_letter: string;
  seat_number: string;
  column_number: number;
  floor_number: number;
  seat_type: 'premium' | 'regular';
  price_multiplier: number;
  is_active: boolean;
  /** For this event, as seat_status_for_event derives it when the page loads; get_event_seat_statuses refreshes it. */
  status: SeatStatus;
}

export interface PublicVenue {
  id: string;
  name: string;
  base_price: number;
  seats: PublicSeat[];
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
}

/** An active event for the public page; a missing or inactive one fails with code event_not_found. */
export function getEventBySlug(slug: string): Promise<PublicEvent> {
  return callPublicRpc<PublicEvent>('get_event_by_slug', { event_slug: slug });
}
