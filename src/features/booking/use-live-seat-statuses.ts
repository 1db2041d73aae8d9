// Keeps the seat map live (spec §7 "Polling"): the statuses every 5 s while the visitor
// picks seats, every 10 s while they fill in the checkout (only their selection's
// availability matters then), nothing while the tab is hidden, and at once when it is
// shown again. Each poll sends the version it has, so a poll that finds nothing new is
// answered in a few bytes and repaints nothing. A failed refresh keeps the last statuses:
// a blip must not repaint the map.
import { useEffect, useEffectEvent, useRef } from 'react';
import type { PublicEvent } from '../../api/events';
import { getSeatStatusesSince, type EventSeatStatuses } from '../../api/public-booking';

export const MAP_REFRESH_MS = 5_000;
export const CHECKOUT_REFRESH_MS = 10_000;

export function useLiveSeatStatuses(event: PublicEvent, intervalMs: number, onStatuses: (statuses: EventSeatStatuses) => void): void {
  // The latest callback, called when an answer arrives, so a new callback does not restart the timer.
  const showStatuses = useEffectEvent(onStatuses);
  // The version of what is shown: the event's own until a poll brings a newer one.
  const knownVersion = useRef(event.seat_statuses_version);
  useEffect(() => {
    knownVersion.current = event.seat_statuses_version;
  }, [event]);

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
        const update = await getSeatStatusesSince(event, knownVersion.current);
        if (stopped) return;
        knownVersion.current = update.version;
        if (update.statuses) showStatuses(update.statuses);
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
  }, [event, intervalMs]);
}
