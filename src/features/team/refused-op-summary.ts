import { counted } from '../../domain/plural';
import type { RefusedMemberOp } from '../../api/team';

const SALE_KIND = 'reservations-create-manual';


/** One line the organizer can act on: who bought what, as the removed cashier typed it. */
export function refusedOpSummary(op: RefusedMemberOp): string {
  if (op.kind !== SALE_KIND) return `Cambio sin registrar (${op.kind})`;
  const customer = typeof op.payload.customer_name === 'string' && op.payload.customer_name.trim() ? op.payload.customer_name.trim() : 'cliente sin nombre';
  const seats = Array.isArray(op.payload.seat_ids) ? op.payload.seat_ids.length : 0;
  return `Venta a ${customer} · ${counted(seats, 'asiento', 'asientos')}`;
}

export const isRefusedSale = (op: RefusedMemberOp) => op.kind === SALE_KIND;
