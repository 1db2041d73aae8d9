import { useState } from 'react';
import { eventSummariesAt, readEventSummaryRows, type EventSummary } from '../../db/event-summary-queries';
import { useDerived, useHoldsClock, useReplicaQuery, type ReplicaQueryState } from '../../session/replica-hooks';

/**
 * The events list, live: any change to the replica (a sync, a write on another tab)
 * shows at once. A failed read becomes a state the screen shows, with a way to read again.
 * The clock counts the rows already read, and only when a hold runs out.
 */
export function useEventSummaries(): ReplicaQueryState<EventSummary[]> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const read = useReplicaQuery(readEventSummaryRows, [attempt]);
  const now = useHoldsClock(read, (rows) => rows.reservations);
  return { ...useDerived(read, (rows) => eventSummariesAt(rows, now), [now]), retry: () => setAttempt((count) => count + 1) };
}
