// What the manual reservation dialog reads while the cashier fills it in: the events that
// sell, the chosen event's stands with each seat's status for it, and the quote of the
// selection — the total the command will store.
import { listEvents } from '../../db/event-queries';
import { NO_EVENT_SEATS, quoteManualSale, readEventSeats, seatPickerAt, type ManualSaleQuote, type VenueForSale } from '../../db/reservation-sale-queries';
import type { EventRow } from '../../db/rows';
import { useDerived, useHoldsClock, useReplicaQuery } from '../../session/replica-hooks';

const NO_VENUES: VenueForSale[] = [];

/** The active events, or null while the replica has not answered (an empty list means none). */
export function useEventsOnSale(): EventRow[] | null {
  const read = useReplicaQuery(async (db) => (await listEvents(db)).filter((event) => event.is_active), []);
  return read.status === 'ready' ? read.data : null;
}

/** The chosen event's seats with their status, which a hold that runs out frees while the dialog is open. */
export function useVenuesForSale(eventId: string): { venues: VenueForSale[]; loading: boolean } {
  const read = useReplicaQuery(async (db) => (eventId ? readEventSeats(db, eventId) : NO_EVENT_SEATS), [eventId]);
  const now = useHoldsClock(read, (rows) => rows.holders.values());
  const venues = useDerived(read, (rows) => seatPickerAt(rows, now), [now]);
  return venues.status === 'ready' ? { venues: venues.data, loading: false } : { venues: NO_VENUES, loading: venues.status === 'loading' };
}

export function useSaleQuote(eventId: string, seatIds: readonly string[], discountCode: string): ManualSaleQuote | null {
  const read = useReplicaQuery(
    (db) => quoteManualSale(db, { event_id: eventId, seat_ids: seatIds, discount_code: discountCode }, new Date()),
    [eventId, seatIds.join(','), discountCode],
  );
  return read.status === 'ready' ? read.data : null;
}
