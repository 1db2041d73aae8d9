// A seat's status for one event (spec §4), derived the way public.seat_status_for_event
// derives it on the server: seats have no status of their own, an event's active sale
// of the seat decides.
import { occupancyPercent } from './pricing';

export type SeatStatus = 'available' | 'reserved' | 'paid' | 'blocked';
export type ReservationStatus = 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';

/** The reservation behind a seat's active sale for the event. */
export interface SaleHolder {
  status: ReservationStatus;
  expires_at: string | null;
}

export function seatStatusForEvent(seat: { is_active: boolean }, holder: SaleHolder | undefined, now: Date): SeatStatus {
  if (!seat.is_active) return 'blocked';
  if (!holder) return 'available';
  if (holder.status === 'paid') return 'paid';
  if (holder.status === 'confirmed') return 'reserved';
  // An overdue pending hold is as good as expired, even before the server marks it so.
  if (holder.status === 'pending' && holder.expires_at !== null && new Date(holder.expires_at) > now) return 'reserved';
  return 'available';
}

export interface Occupancy {
  total: number;
  available: number;
  /** Spec §4: occupied means reserved or paid. */
  occupied: number;
  blocked: number;
  percent: number;
}

export function occupancyOf(statuses: Iterable<SeatStatus>): Occupancy {
  const counts = { total: 0, available: 0, occupied: 0, blocked: 0 };
  for (const status of statuses) {
    counts.total += 1;
    if (status === 'available') counts.available += 1;
    else if (status === 'blocked') counts.blocked += 1;
    else counts.occupied += 1;
  }
  return { ...counts, percent: occupancyPercent(counts.occupied, counts.total) };
}
