// What a conflict was, in the cashier's words: 'Venta en efectivo de A-1, A-2 para Juan
// Pérez', 'Pago de la reserva de Juan Pérez (A-1)'. Read from the op's payload and the
// replica; a reservation whose sale the server refused is found in that sale's conflict,
// since it never existed on the server and the replica no longer shows it.
import { counted } from '../domain/plural';
import type { PaymentMethod } from '../domain/reservation-schemas';
import { formatCOP } from '../domain/money';
import { ticketShortCode } from '../domain/ticket-code';
import { seatLabelsOf, withStandFloors } from '../db/reservation-sale-queries';
import type { SeatRow } from '../db/rows';
import type { ConflictRecord } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { opKindLabel } from './sync-labels';
import { seatsByIds } from '../db/seat-catalog';
import { reservationBuckets, reservationSeatBuckets } from '../db/row-buckets';

const SALE_BY_METHOD: Record<PaymentMethod, string> = {
  cash: 'Venta en efectivo',
  marked_paid: 'Venta pagada',
  mercadopago: 'Venta con pago en línea',
};

/** 'Venta en efectivo de A-1, A-2 para Juan Pérez'. */
export function describeSale(paymentMethod: unknown, seatLabels: string, customerName: string | null): string {
  const sale = SALE_BY_METHOD[paymentMethod as PaymentMethod] ?? 'Venta';
  return `${sale} de ${seatLabels} para ${customerName ?? 'cliente sin nombre'}`;
}

/** What the cashier did after the sale, on its reservation; refused with it, redone with its resolution. */
export function describeFollowUp(kind: string): string {
  if (kind === 'reservations-process-payment') return 'El pago de esta venta';
  if (kind === 'reservations-cancel') return 'La cancelación de esta venta';
  return opKindLabel(kind);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

async function seatLabels(db: TaquillaDatabase, seatIds: readonly string[]): Promise<string> {
  const seats = (await seatsByIds(db, [...seatIds])).filter((seat): seat is SeatRow => seat !== undefined);
  if (seats.length === 0) return counted(seatIds.length, 'asiento', 'asientos');
  return seatLabelsOf(await withStandFloors(db, seats));
}

/** 'Juan Pérez (A-1, A-2)': from the replica, or from the refused sale that was to create it. */
async function reservationOf(db: TaquillaDatabase, reservationId: string): Promise<string> {
  const reservation = await reservationBuckets.get(db, reservationId);
  if (reservation) {
    const held = await reservationSeatBuckets.where(db, 'reservation_id', [reservationId]);
    const labels = held.length > 0 ? ` (${await seatLabels(db, held.map((row) => row.seat_id))})` : '';
    return `${reservation.customer_name}${labels}`;
  }
  const refusedSale = (await db.conflicts.toArray()).find((other) => other.op.kind === 'reservations-create-manual' && other.op.payload.id === reservationId);
  if (refusedSale) return `${text(refusedSale.op.payload.customer_name) ?? 'cliente sin nombre'} (${await seatLabels(db, ids(refusedSale.op.payload.seat_ids))})`;
  return 'un cliente que ya no está en este dispositivo';
}

async function rowName(db: TaquillaDatabase, table: 'graderias' | 'events', payload: Record<string, unknown>): Promise<string> {
  const named = text(payload.name) ?? (typeof payload.id === 'string' ? (await db[table].get(payload.id))?.name : undefined);
  return named ? ` «${named}»` : '';
}

/** One sentence saying what the refused or unsent op tried to do. */
export async function describeAttempt(db: TaquillaDatabase, conflict: ConflictRecord): Promise<string> {
  const { kind, payload } = conflict.op;
  const reservationId = text(payload.reservation_id);
  switch (kind) {
    case 'reservations-create-manual':
      return describeSale(payload.payment_method, await seatLabels(db, ids(payload.seat_ids)), text(payload.customer_name));
    case 'reservations-process-payment':
      return `Pago de la reserva de ${reservationId ? await reservationOf(db, reservationId) : 'un cliente'}`;
    case 'reservations-cancel':
      return `Cancelación de la reserva de ${reservationId ? await reservationOf(db, reservationId) : 'un cliente'}`;
    case 'reservations-refund': {
      const amount = typeof payload.amount === 'number' ? `${formatCOP(payload.amount)} ` : '';
      return `Reembolso de ${amount}a ${reservationId ? await reservationOf(db, reservationId) : 'un cliente'}`;
    }
    case 'reservations-release-unpaid': {
      const count = ids(payload.reservation_ids).length;
      const event = text(payload.event_id) ? (await db.events.get(String(payload.event_id)))?.name : undefined;
      return `Liberar ${counted(count, 'reserva sin pagar', 'reservas sin pagar')}${event ? ` de «${event}»` : ''}`;
    }
    case 'graderias-create':
    case 'graderias-update':
      return `${opKindLabel(kind)}${await rowName(db, 'graderias', payload)}`;
    case 'events-create':
    case 'events-update':
      return `${opKindLabel(kind)}${await rowName(db, 'events', payload)}`;
    case 'check-in': {
      const ticketId = text(payload.ticket_id);
      const gate = text(payload.gate);
      return `Ingreso de la entrada ${ticketId ? ticketShortCode(ticketId) : 'sin código'}${gate ? ` por ${gate}` : ''}`;
    }
    default:
      return opKindLabel(kind);
  }
}
