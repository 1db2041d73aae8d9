// Everything /dashboard shows, computed once per read of the replica.
import type { DashboardReplicaRows } from '../../db/dashboard-queries';
import type { EventRow } from '../../db/rows';
import { recentActivityOf, type ActivityItem } from '../../domain/dashboard-activity';
import {
  activeReservationsOf,
  dailyRevenueOf,
  featuredVenueOf,
  totalOccupancyOf,
  venueCountsOf,
  venueOccupancies,
  type ActiveReservations,
  type DailyRevenue,
  type TotalOccupancy,
  type VenueCounts,
  type VenueOccupancy,
} from '../../domain/dashboard-figures';
import { upcomingEventsOf, type UpcomingEvent } from '../../domain/dashboard-upcoming-events';
import { festivalBannerEventOf } from '../../domain/festival-banner';

export interface DashboardFigures {
  occupancy: TotalOccupancy;
  revenue: DailyRevenue;
  reservations: ActiveReservations;
  venues: VenueCounts;
  featuredVenue: VenueOccupancy | null;
  activity: ActivityItem[];
  upcomingEvents: UpcomingEvent<EventRow>[];
  /** The organization's own event the banner invites to share, or null for no banner. */
  bannerEvent: EventRow | null;
}

export function dashboardFiguresOf(rows: DashboardReplicaRows, now: Date): DashboardFigures {
  const occupancies = venueOccupancies(rows, now);
  return {
    occupancy: totalOccupancyOf(occupancies),
    revenue: dailyRevenueOf(rows.payments, now),
    reservations: activeReservationsOf(rows.reservations, now),
    venues: venueCountsOf(rows.venues),
    featuredVenue: featuredVenueOf(occupancies),
    activity: recentActivityOf(rows.activity),
    upcomingEvents: upcomingEventsOf(rows.events, now),
    bannerEvent: festivalBannerEventOf(rows.events, now),
  };
}
