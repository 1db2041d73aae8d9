// The figures of the venues list (spec §9), computed per event. A stand's figures are
// taken over the active events that sell it: each such event offers every seat once, so
// capacity, occupied seats, revenue and potential add up over those events. A stand that
// no active event sells is shown as one free offer of its seats, so its card still says
// how many seats it has and what they could bring in. Its potential counts each active seat
// at its own price (domain/pricing), so a sold-out stand's 'Recaudo' never exceeds it.
import { occupancyPercent, potentialRevenue, type PricedSeat } from '../../domain/pricing';

export interface StandFigureInputs {
  /** Seats of the stand (rows × columns × floors). */
  seats: number;
  basePrice: number;
  activeEventCount: number;
  /** Seats reserved or paid, summed over the active events. */
  occupied: number;
  /** The stand's seat rows: a switched-off one is never available, a premium one costs more. */
  standSeats: readonly PricedSeat[];
  /** Money received for its seats over the active events (domain/revenue: 'Recaudo' is money in, not seats × base price). */
  received: number;
}

export interface StandFigures {
  activeEventCount: number;
  capacity: number;
  occupied: number;
  available: number;
  percent: number;
  revenue: number;
  potential: number;
}

export function standFiguresOf({ seats, basePrice, activeEventCount, occupied, standSeats, received }: StandFigureInputs): StandFigures {
  const offers = Math.max(1, activeEventCount);
  const capacity = seats * offers;
  const inactiveSeats = standSeats.filter((seat) => !seat.is_active).length;
  return {
    activeEventCount,
    capacity,
    occupied,
    available: Math.max(0, capacity - occupied - inactiveSeats * offers),
    percent: occupancyPercent(occupied, capacity),
    revenue: received,
    potential: potentialRevenue(basePrice, standSeats, offers),
  };
}

export interface VenuesSummary {
  venueCount: number;
  activeCount: number;
  capacity: number;
  occupied: number;
  revenue: number;
  potential: number;
}

export function venuesSummaryOf(stands: ReadonlyArray<{ isActive: boolean; figures: StandFigures }>): VenuesSummary {
  const summary: VenuesSummary = { venueCount: 0, activeCount: 0, capacity: 0, occupied: 0, revenue: 0, potential: 0 };
  for (const { isActive, figures } of stands) {
    summary.venueCount += 1;
    if (isActive) summary.activeCount += 1;
    summary.capacity += figures.capacity;
    summary.occupied += figures.occupied;
    summary.revenue += figures.revenue;
    summary.potential += figures.potential;
  }
  return summary;
}
