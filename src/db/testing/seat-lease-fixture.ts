// A lease of one seat to another gate's tablet, 'Tablet norte', as a sync brings it: for the
// tests of the screens that show whose seats are whose.
import type { SeatLeaseRow } from '../rows';
import { BOX_OFFICE_NOW } from './box-office-fixture';
import { ORGANIZATION_ID } from './test-replica';

export function otherGatesLease(eventId: string, seatId: string, { startsAt = BOX_OFFICE_NOW, endsAt }: { startsAt?: Date; endsAt: Date }): SeatLeaseRow {
  const stamp = BOX_OFFICE_NOW.toISOString();
  return {
    id: crypto.randomUUID(), organization_id: ORGANIZATION_ID, lease_id: crypto.randomUUID(), event_id: eventId, seat_id: seatId,
    device_id: 'tablet-norte', device_name: 'Tablet norte', starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString(),
    returned_at: null, created_by: null, created_at: stamp, updated_at: stamp,
  };
}
