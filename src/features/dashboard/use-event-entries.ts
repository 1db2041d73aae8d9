import { entryCountsOf, type EventEntryCount } from '../../db/check-in-report-queries';
import type { EventRow } from '../../db/rows';
import { useReplicaQuery } from '../../session/replica-hooks';

export interface EventEntries {
  event: EventRow;
  entries: EventEntryCount;
}

/** The active events with tickets sold, by date, with their checked-in vs sold: live, so another gate's scans show on the next pull. */
export function useEventEntries() {
  return useReplicaQuery(async (db): Promise<EventEntries[]> => {
    const events = (await db.events.orderBy('event_date').toArray()).filter((event) => event.is_active);
    const counts = await entryCountsOf(db, events.map((event) => event.id));
    return events.map((event) => ({ event, entries: counts.get(event.id)! })).filter(({ entries }) => entries.sold > 0);
  }, []);
}
