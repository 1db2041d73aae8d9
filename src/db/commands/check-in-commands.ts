// 'check-in': the gate let a ticket in. The scan shows at once as a row of ticket_check_ins
// under the id the device made, with this device's id, so the next scan of the same ticket on
// this device is 'already used' offline; the server's row replaces it when the op is answered.
import { checkInSchema } from '../../domain/check-in-schema';
import type { TicketCheckInRow } from '../rows';
import { readSyncState } from '../sync-state';
import { defineCommand } from './command-definition';

export const checkInTicket = defineCommand({
  schema: checkInSchema,
  entityIdOf: (payload) => payload.check_in_id,
  async apply(changes, payload, { db, organizationId, now }) {
    const { device_id } = await readSyncState(db);
    const row: TicketCheckInRow = {
      id: payload.check_in_id,
      organization_id: organizationId,
      event_id: payload.event_id,
      ticket_id: payload.ticket_id,
      seat_id: payload.seat_id,
      device_id,
      gate: payload.gate,
      scanned_at: payload.scanned_at,
      created_at: now,
      updated_at: now,
    };
    await changes.put('ticket_check_ins', [row]);
  },
});
