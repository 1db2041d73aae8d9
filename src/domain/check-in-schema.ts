// The 'check-in' op: one accepted scan of a ticket at a gate. The server derives the event
// and seat from the ticket itself; event_id and seat_id travel only so that a device can
// replay the op's optimistic row for a ticket sold after its last pull (valid on its
// signature), and the server ignores them.
import { z } from 'zod';
import { entityId } from './form-values';

/** A gate's name as the tablet shows it in 'ya ingresó por …'. */
export const GATE_NAME_LIMIT = 60;
export const GATE_NAME_REQUIRED = 'Escribe el nombre de la puerta';

export const gateNameSchema = z
  .string({ error: GATE_NAME_REQUIRED })
  .trim()
  .min(1, GATE_NAME_REQUIRED)
  .max(GATE_NAME_LIMIT, `El nombre de la puerta admite hasta ${GATE_NAME_LIMIT} caracteres`);

export const checkInSchema = z.object({
  check_in_id: entityId,
  ticket_id: entityId,
  event_id: entityId,
  seat_id: entityId,
  gate: gateNameSchema,
  scanned_at: z.iso.datetime({ offset: true, error: 'Hora de lectura inválida' }),
});

export type CheckInPayload = z.output<typeof checkInSchema>;
