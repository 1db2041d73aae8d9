// What the leases screen reads (issue 21): the events, the chosen event's stands with each
// seat's status, its leases (whose is this device's) and sold seats, for the map and the
// per-device sizing help.
import { listEvents } from '../../db/event-queries';
import { seatPickerForEvent, type VenueForSale } from '../../db/reservation-sale-queries';
import type { EventRow } from '../../db/rows';
import { leasesOfEvent, soldSeatIdsOfEvent, type EventLeases } from '../../db/seat-lease-queries';
import { useReplicaQuery } from '../../session/replica-hooks';

export interface LeaseDesk extends EventLeases {
  venues: VenueForSale[];
  soldSeatIds: Set<string>;
}

export function useLeaseEvents(): EventRow[] | null {
  const read = useReplicaQuery(async (db) => listEvents(db), []);
  return read.status === 'ready' ? read.data : null;
}

export function useLeaseDesk(eventId: string, now: Date): LeaseDesk | null {
  const read = useReplicaQuery(
    async (db): Promise<LeaseDesk> => {
      const [venues, leases, soldSeatIds] = await Promise.all([
        seatPickerForEvent(db, eventId, now), leasesOfEvent(db, eventId), soldSeatIdsOfEvent(db, eventId),
      ]);
      return { venues, soldSeatIds, ...leases };
    },
    [eventId, now.getTime()],
  );
  return eventId && read.status === 'ready' ? read.data : null;
}
