// The dashboard's festival banner (spec §9 'Festival banner') invites the organizer to share a
// public page. It must be the organization's own page: a new organization was shown the demo
// organization's festival. The demo organization, which owns the spec's festival, keeps it.
import type { EventFacts } from './dashboard-figures';
import { DEMO_FESTIVAL_SLUG } from './demo-festival';
import { upcomingEventsOf } from './dashboard-upcoming-events';

export interface BannerEventFacts extends EventFacts {
  slug: string;
}

/**
 * The event the banner shows, from the organization's own events: its active demo festival
 * (only the demo organization can own that slug), else its next public event — active and not
 * over, a running festival included — else null: no banner at all.
 */
export function festivalBannerEventOf<Event extends BannerEventFacts>(ownEvents: readonly Event[], now: Date): Event | null {
  const demoFestival = ownEvents.find((event) => event.slug === DEMO_FESTIVAL_SLUG && event.is_active);
  if (demoFestival) return demoFestival;
  return upcomingEventsOf(ownEvents, now, 1)[0]?.event ?? null;
}
