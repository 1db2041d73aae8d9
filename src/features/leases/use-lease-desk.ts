// What the leases screen reads (issue 21): the events, the chosen event's stands with each
// seat's status, its leases (whose is this device's) and sold seats, for the map and the
// per-device sizing help.
import { listEvents } from '../../db/event-queries';
import { readEventSeats, seatPickerAt, type VenueForSale } from '../../db/reservation-sale-queries';
import type { EventRow, SeatLeaseRow } from '../../db/rows';
import { leasesOfEvent, soldSeatIdsOfEvent } from '../../db/seat-lease-queries';
import { useDerived, useHoldsClock, useReplicaQuery } from '../../session/replica-hooks';

export interface LeaseDesk {
  /** This device's sync id (whose leases are 'mine'); null before its first sync session. */
  deviceId: string | null;
  leases: SeatLeaseRow[];
  venues: VenueForSale[];
  soldSeatIds: Set<string>;
}

export function useLeaseEvents(): EventRow[] | null {
  const read = useReplicaQuery(async (db) => listEvents(db), []);
  return read.status === 'ready' ? read.data : null;
}

/** A hold that runs out frees its seat from the rows already read: the clock reads no table again. */
export function useLeaseDesk(eventId: string): LeaseDesk | null {
  const read = useReplicaQuery(async (db, deviceId) => {
    const [seats, leases, soldSeatIds] = await Promise.all([readEventSeats(db, eventId), leasesOfEvent(db, eventId), soldSeatIdsOfEvent(db, eventId)]);
    return { seats, soldSeatIds, deviceId, leases };
  }, [eventId]);
  const now = useHoldsClock(read, (rows) => rows.seats.holders.values());
  const desk = useDerived(read, ({ seats, ...rest }): LeaseDesk => ({ venues: seatPickerAt(seats, now), ...rest }), [now]);
  return eventId && desk.status === 'ready' ? desk.data : null;
}
