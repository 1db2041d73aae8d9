// What the manual reservation dialog reads while the cashier fills it in: the events that
// sell, the chosen event's stands with each seat's status for it, and the quote of the
// selection — the total the command will store.
import { listEvents } from '../../db/event-queries';
import { quoteManualSale, seatPickerForEvent, type ManualSaleQuote, type VenueForSale } from '../../db/reservation-sale-queries';
import type { EventRow } from '../../db/rows';
import { useReplicaQuery } from '../../session/replica-hooks';

const NO_VENUES: VenueForSale[] = [];

/** The active events, or null while the replica has not answered (an empty list means none). */
export function useEventsOnSale(): EventRow[] | null {
  const read = useReplicaQuery(async (db) => (await listEvents(db)).filter((event) => event.is_active), []);
  return read.status === 'ready' ? read.data : null;
}

export function useVenuesForSale(eventId: string): { venues: VenueForSale[]; loading: boolean } {
  const read = useReplicaQuery(async (db) => (eventId ? seatPickerForEvent(db, eventId, new Date()) : NO_VENUES), [eventId]);
  return read.status === 'ready' ? { venues: read.data, loading: false } : { venues: NO_VENUES, loading: read.status === 'loading' };
}

export function useSaleQuote(eventId: string, seatIds: readonly string[], discountCode: string): ManualSaleQuote | null {
  const read = useReplicaQuery(
    (db) => quoteManualSale(db, { event_id: eventId, seat_ids: seatIds, discount_code: discountCode }, new Date()),
    [eventId, seatIds.join(','), discountCode],
  );
  return read.status === 'ready' ? read.data : null;
}
