// Keeps the seat map live (spec §7 "Polling"): the statuses every 5 s while the visitor
// picks seats, every 10 s while they fill in the checkout (only their selection's
// availability matters then), nothing while the tab is hidden, and at once when it is
// shown again. A failed refresh keeps the last statuses: a blip must not repaint the map.
import { useEffect, useRef } from 'react';
import { getEventSeatStatuses, type EventSeatStatuses } from '../../api/public-booking';

export const MAP_REFRESH_MS = 5_000;
export const CHECKOUT_REFRESH_MS = 10_000;

export function useLiveSeatStatuses(slug: string, intervalMs: number, onStatuses: (statuses: EventSeatStatuses) => void): void {
  // The latest callback, read when an answer arrives, so a new callback does not restart the timer.
  const latestOnStatuses = useRef(onStatuses);
  useEffect(() => {
    latestOnStatuses.current = onStatuses;
  });

  useEffect(() => {
    let stopped = false;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scheduleNext = () => {
      clearTimeout(timer);
      if (!stopped && !document.hidden) timer = setTimeout(refresh, intervalMs);
    };
    const refresh = async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const statuses = await getEventSeatStatuses(slug);
        if (!stopped) latestOnStatuses.current(statuses);
      } catch {
        // Keep what is shown; going offline is the page's concern (it shows the offline card).
      } finally {
        inFlight = false;
        scheduleNext();
      }
    };
    const onVisibilityChange = () => {
      clearTimeout(timer);
      if (!document.hidden) void refresh();
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    scheduleNext();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [slug, intervalMs]);
}
