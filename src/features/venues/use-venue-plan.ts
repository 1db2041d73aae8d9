import { findGraderia, seatsOfGraderia } from '../../db/venue-queries';
import { eventsSellingStand, standSeatStatusesForEvent } from '../../db/venue-occupancy-queries';
import type { EventRow, GraderiaRow, SeatRow } from '../../db/rows';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import type { SeatStatus } from '../../domain/seat-status';
import { useReplicaQuery } from '../../session/replica-hooks';
import { leasesOfEvent } from '../../db/seat-lease-queries';
import { leaseMarks, type LeaseMark } from '../../domain/seat-leases';

export interface VenuePlan {
  graderia: GraderiaRow;
  seats: SeatRow[];
  /** The events that sell the stand; the plan shows seat statuses for one of them. */
  events: EventRow[];
  event: EventRow | null;
  statuses: Map<string, SeatStatus>;
  /** Free seats of the chosen event held by an open lease of a gate device (issue 21). */
  leases: Map<string, LeaseMark>;
}

/** The first active event selling the stand, else its first event. */
export function defaultEventOf(events: readonly EventRow[]): EventRow | null {
  return events.find((event) => event.is_active) ?? events[0] ?? null;
}

async function loadVenuePlan(db: TaquillaDatabase, deviceId: string | null, graderiaId: string, chosenEventId: string | null): Promise<VenuePlan | null> {
  const graderia = await findGraderia(db, graderiaId);
  if (!graderia) return null;
  const [seats, events] = await Promise.all([seatsOfGraderia(db, graderiaId), eventsSellingStand(db, graderiaId)]);
  const event = events.find((candidate) => candidate.id === chosenEventId) ?? defaultEventOf(events);
  const now = new Date();
  const [statuses, leases] = await Promise.all([
    standSeatStatusesForEvent(db, seats, event?.id ?? null, now),
    leasesOfEvent(db, event?.id ?? ''),
  ]);
  return { graderia, seats, events, event, statuses, leases: leaseMarks(leases, deviceId, now) };
}

export function useVenuePlan(graderiaId: string, chosenEventId: string | null) {
  return useReplicaQuery((db, deviceId) => loadVenuePlan(db, deviceId, graderiaId, chosenEventId), [graderiaId, chosenEventId]);
}
