import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { listEventSummaries, type EventSummary } from '../../db/event-summary-queries';
import type { TaquillaDatabase } from '../../db/taquilla-database';

export type EventSummariesRead =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; summaries: EventSummary[] };

/**
 * The events list, live: any change to the replica (a sync, a write on another tab)
 * shows at once. A failed read becomes a state the screen shows, with a way to read again.
 */
export function useEventSummaries(db: TaquillaDatabase | null): EventSummariesRead & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const read = useLiveQuery(async (): Promise<EventSummariesRead> => {
    if (!db) return { status: 'loading' };
    try {
      return { status: 'ready', summaries: await listEventSummaries(db, new Date()) };
    } catch {
      return { status: 'error' };
    }
  }, [db, attempt]);
  return { ...(read ?? { status: 'loading' }), retry: () => setAttempt((count) => count + 1) };
}
