// The chosen event's seat leases as the manual sale shows them (issue 21): which seats are
// safe for this device, which belong to another gate, and whether the device is offline now.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { leasesOfEvent } from '../../db/seat-lease-queries';
import type { SeatLeaseRow } from '../../db/rows';
import { leaseBoundariesPassed, leaseMarks, type LeaseMark } from '../../domain/seat-leases';
import { useReplicaQuery } from '../../session/replica-hooks';
import { syncStatusStore } from '../../sync/sync-status-store';
import { useClock } from '../../ui/use-clock';

const NONE = { deviceId: null, leases: [] as SeatLeaseRow[] };

export interface SaleLeases {
  marks: Map<string, LeaseMark>;
  /** Open leases of the event: device name → seats, for the list beside the map. */
  holders: { deviceName: string; mine: boolean; seats: number }[];
  offline: boolean;
}

function saleLeasesAt(leases: readonly SeatLeaseRow[], deviceId: string | null, now: Date, offline: boolean): SaleLeases {
  const marks = leaseMarks(leases, deviceId, now);
  const holders = new Map<string, { deviceName: string; mine: boolean; seats: number }>();
  for (const mark of marks.values()) {
    const key = `${mark.kind}:${mark.deviceName}`;
    const holder = holders.get(key) ?? { deviceName: mark.deviceName, mine: mark.kind === 'mine', seats: 0 };
    holder.seats += 1;
    holders.set(key, holder);
  }
  return { marks, holders: [...holders.values()], offline };
}

export function useEventLeases(eventId: string): SaleLeases {
  const read = useReplicaQuery(async (db, deviceId) => ({ deviceId, leases: await leasesOfEvent(db, eventId) }), [eventId]);
  const online = useStore(syncStatusStore, (status) => status.online);
  const now = useClock(30_000);
  const { deviceId, leases } = read.status === 'ready' ? read.data : NONE;
  // The same answer until a lease starts or ends: the seat picker is not drawn again on each tick.
  // Counted on the tick, not on each keystroke in the sale's form (a lease has a row per seat).
  const openNow = useMemo(() => leaseBoundariesPassed(leases, now), [leases, now]);
  return useMemo(() => saleLeasesAt(leases, deviceId, now, !online), [leases, deviceId, openNow, online]);
}
