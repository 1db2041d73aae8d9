// The visitor's seats on the public page and what the server says about the others. The
// click handler is stable and reads the latest selection from a ref, so the seat rows it
// is passed to never re-render for a new handler (see SeatPicker).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PublicEvent, PublicSeat } from '../../api/events';
import type { EventSeatStatuses } from '../../api/public-booking';
import { reconcileSelection, seatUnavailableMessage, toggleSeatSelection } from '../../domain/seat-selection';
import type { SeatStatus } from '../../domain/seat-status';
import type { SeatLook } from '../../ui/seat-styles';
import { showToast } from '../../ui/toast/toast-store';
import { eventSeatsOf, unavailableSeatsFrom, unavailableSeatsOnLoad, type UnavailableSeats } from './event-seats';

export function useSeatSelection(event: PublicEvent) {
  const [unavailable, setUnavailable] = useState<UnavailableSeats>(() => unavailableSeatsOnLoad(event));
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  /** Seats taken by someone else while in this visitor's selection, until they close the banner. */
  const [droppedIds, setDroppedIds] = useState<readonly string[]>([]);
  const [limitReached, setLimitReached] = useState(false);
  const latest = useRef({ unavailable, selectedIds });

  const commit = useCallback((next: { unavailable?: UnavailableSeats; selectedIds?: readonly string[] }) => {
    latest.current = { ...latest.current, ...next };
    if (next.unavailable) setUnavailable(next.unavailable);
    if (next.selectedIds) setSelectedIds(next.selectedIds);
  }, []);

  /** Every seat of the event by id (12,500 on the largest stand): built once, for the screen too. */
  const eventSeats = useMemo(() => eventSeatsOf(event), [event]);
  const toggleSeat = useCallback(
    (seat: PublicSeat) => {
      const { unavailable: current, selectedIds: selected } = latest.current;
      const outcome = toggleSeatSelection(selected, seat.id, !current.has(seat.id));
      const standFloors = eventSeats.get(seat.id)?.standFloors ?? 1;
      if (outcome.refusal === 'unavailable') showToast({ title: seatUnavailableMessage(seat, standFloors), variant: 'error' });
      else setLimitReached(outcome.refusal === 'limit');
      commit({ selectedIds: outcome.selected });
    },
    [commit, eventSeats],
  );

  const applyStatuses = useCallback(
    (statuses: EventSeatStatuses) => {
      const fresh = unavailableSeatsFrom(statuses);
      const { kept, dropped } = reconcileSelection(latest.current.selectedIds, (id) => fresh.has(id));
      commit({ unavailable: fresh, selectedIds: kept });
      if (dropped.length > 0) setDroppedIds((shown) => [...shown, ...dropped]);
    },
    [commit],
  );

  /** Seats book_seats found taken: out of the selection and shown as reserved until the next refresh. */
  const markTaken = useCallback(
    (seatIds: readonly string[]) => {
      const { unavailable: current, selectedIds: selected } = latest.current;
      const next = new Map(current);
      for (const id of seatIds) if (!next.has(id)) next.set(id, 'reserved');
      commit({ unavailable: next, selectedIds: selected.filter((id) => !seatIds.includes(id)) });
    },
    [commit],
  );

  /** After a booking its seats are this visitor's: reserved on the map, and a fresh selection. */
  const completeBooking = useCallback(
    (bookedIds: readonly string[]) => {
      markTaken(bookedIds);
      commit({ selectedIds: [] });
      setLimitReached(false);
    },
    [commit, markTaken],
  );

  const dismissDropped = useCallback(() => setDroppedIds([]), []);

  /**
   * 'Mejores N asientos juntos' (issue 21): the shared best-available rule, loaded on first use
   * so the page's first bundle stays small. False when no N free seats sit together.
   */
  const chooseBestTogether = useCallback(
    async (count: number): Promise<boolean> => {
      const { bestAvailableSeats } = await import('../../domain/best-available-seats');
      const { unavailable: current } = latest.current;
      const seats = event.venues.flatMap((venue) =>
        venue.seats.map((seat) => ({ ...seat, graderia_id: venue.id, status: (seat.is_active ? (current.get(seat.id) ?? 'available') : 'blocked') as SeatStatus })),
      );
      const best = bestAvailableSeats(seats, count);
      if (!best) return false;
      setLimitReached(false);
      commit({ selectedIds: best.map((seat) => seat.id) });
      return true;
    },
    [commit, event],
  );

  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const lookOf = useCallback(
    (seatId: string): SeatLook => (selectedSet.has(seatId) ? 'selected' : (unavailable.get(seatId) ?? 'available')),
    [selectedSet, unavailable],
  );

  return { eventSeats, selectedIds, droppedIds, limitReached, lookOf, toggleSeat, applyStatuses, markTaken, completeBooking, dismissDropped, chooseBestTogether };
}

export type SeatSelection = ReturnType<typeof useSeatSelection>;
