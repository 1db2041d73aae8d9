import { useState } from 'react';
import { eventSummariesAt, readEventSummaryRows, type EventSummary } from '../../db/event-summary-queries';
import { useClock } from '../../ui/use-clock';
import { useDerived, useReplicaQuery, type ReplicaQueryState } from '../../session/replica-hooks';

/**
 * The events list, live: any change to the replica (a sync, a write on another tab)
 * shows at once. A failed read becomes a state the screen shows, with a way to read again.
 * The clock counts the rows already read: a tick reads nothing again.
 */
export function useEventSummaries(): ReplicaQueryState<EventSummary[]> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const now = useClock();
  const read = useReplicaQuery(readEventSummaryRows, [attempt]);
  return { ...useDerived(read, (rows) => eventSummariesAt(rows, now), [now]), retry: () => setAttempt((count) => count + 1) };
}
