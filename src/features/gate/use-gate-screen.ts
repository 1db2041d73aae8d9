// What the gate screen reads from the replica, live: the events to choose from, the stands of
// the chosen one, and its checked-in vs sold counts (other gates' scans arrive with each pull).
import { eventEntryCount, type EventEntryCount } from '../../db/check-in-report-queries';
import { graderiasOfEvent, listEvents } from '../../db/event-queries';
import type { EventRow, GraderiaRow } from '../../db/rows';
import { useReplicaQuery } from '../../session/replica-hooks';

export interface GateScreenRows {
  events: EventRow[];
  stands: GraderiaRow[];
  counts: EventEntryCount | null;
}

export function useGateScreen(eventId: string | null) {
  return useReplicaQuery<GateScreenRows>(
    async (db) => {
      const events = await listEvents(db);
      const chosen = events.some((event) => event.id === eventId) ? eventId : null;
      if (!chosen) return { events, stands: [], counts: null };
      const [stands, counts] = await Promise.all([graderiasOfEvent(db, chosen), eventEntryCount(db, chosen)]);
      return { events, stands: stands.sort((a, b) => a.name.localeCompare(b.name, 'es')), counts };
    },
    [eventId],
  );
}
