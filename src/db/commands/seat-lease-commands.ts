// 'seat-leases-create' and 'seat-leases-return' (issue 21). The lease shows at once as rows of
// seat_leases under the server's own ids (leaseRowId); the server re-checks everything (no
// overlap, no sold seats, the caller's organization) and its answer replaces them.
import { seatLeaseCreateSchema, seatLeaseReturnSchema } from '../../domain/seat-leases';
import type { SeatLeaseRow } from '../rows';
import { leaseRowId } from '../seat-lease-row-id';
import { readSyncState } from '../sync-state';
import { defineCommand } from './command-definition';

export const createSeatLease = defineCommand({
  schema: seatLeaseCreateSchema,
  entityIdOf: (payload) => payload.lease_id,
  async apply(changes, payload, { db, organizationId, now }) {
    const existing = await db.seat_leases.where('lease_id').equals(payload.lease_id).first();
    const { device_id: thisDevice } = await readSyncState(db);
    // A top-up keeps the lease's device, name and window, as the server does.
    const base = existing ?? {
      device_id: payload.device_id ?? thisDevice,
      device_name: payload.device_name,
      starts_at: payload.starts_at ?? now,
      ends_at: payload.ends_at,
      returned_at: null,
    };
    const rows: SeatLeaseRow[] = payload.seat_ids.map((seatId) => ({
      id: leaseRowId(payload.lease_id, seatId),
      lease_id: payload.lease_id,
      organization_id: organizationId,
      event_id: payload.event_id,
      seat_id: seatId,
      device_id: base.device_id,
      device_name: base.device_name,
      starts_at: base.starts_at,
      ends_at: base.ends_at,
      returned_at: base.returned_at,
      created_by: null,
      created_at: now,
      updated_at: now,
    }));
    await changes.put('seat_leases', rows);
  },
});

export const returnSeatLease = defineCommand({
  schema: seatLeaseReturnSchema,
  entityIdOf: (payload) => payload.lease_id,
  async apply(changes, payload, { db, now }) {
    const rows = await db.seat_leases.where('lease_id').equals(payload.lease_id).toArray();
    const open = rows.filter((row) => row.returned_at === null && row.ends_at > now);
    await changes.put('seat_leases', open.map((row) => ({ ...row, returned_at: row.starts_at > now ? row.starts_at : now, updated_at: now })));
  },
});
