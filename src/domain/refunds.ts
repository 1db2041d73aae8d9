// 'Reembolsar' (issue 14): which bookings can be refunded, for how much, and the server's
// words when not — the rules apply_reservations_refund enforces (check_refund_request), so
// the cashier hears them before anything is queued. A refund is a payment of kind 'refund'
// beside the charge; the booking becomes 'cancelled' (no 'refunded' status: the refund row
// and the 'refunded' log entry tell it apart from a cancelled hold).
import { z } from 'zod';
import { entityId } from './form-values';
import type { ReservationStatus } from './seat-status';
import { REFUND_REASON_LIMIT, requiredText } from './text-limits';

export interface MoneyFacts {
  /** Absent on rows stored before refunds existed: a charge. */
  kind?: 'charge' | 'refund';
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  payment_method: 'cash' | 'mercadopago' | 'marked_paid';
  amount: number;
}

export const REFUND_REASON_REQUIRED = 'El motivo del reembolso es obligatorio';
export const DUPLICATE_REFUND_MESSAGE =
  'Reembolso duplicado: otra taquilla ya reembolsó esta reserva. No entregues el dinero (si ya lo entregaste, recupéralo)';
export const NOT_PAID_MESSAGE = 'Solo se pueden reembolsar reservas pagadas';
export const CARD_REFUND_MESSAGE = 'Esta reserva se pagó con tarjeta: el reembolso se hace a través del proveedor de pagos y requiere conexión';
export const STAFF_REFUND_MESSAGE = 'Solo el organizador puede reembolsar reservas';

const isRefund = (payment: MoneyFacts) => payment.kind === 'refund';
const isCompletedCharge = (payment: MoneyFacts) => !isRefund(payment) && payment.status === 'completed';

/** Σ completed charges − Σ refunds not failed: what a refund must give back. */
export function moneyHeld(payments: readonly MoneyFacts[]): number {
  return payments.reduce((sum, payment) => {
    if (isCompletedCharge(payment)) return sum + payment.amount;
    if (isRefund(payment) && payment.status !== 'failed') return sum - payment.amount;
    return sum;
  }, 0);
}

export function hasRefund(payments: readonly MoneyFacts[]): boolean {
  return payments.some((payment) => isRefund(payment) && payment.status !== 'failed');
}

/** How the booking was paid: card when any completed charge came through the provider. */
export function paidByCard(payments: readonly MoneyFacts[]): boolean {
  return payments.some((payment) => isCompletedCharge(payment) && payment.payment_method === 'mercadopago');
}

/** Why this booking cannot be refunded in cash, as the server would say it; null when it can. */
export function cashRefundRefusalFor(status: ReservationStatus, payments: readonly MoneyFacts[]): string | null {
  if (hasRefund(payments)) return DUPLICATE_REFUND_MESSAGE;
  if (status !== 'paid' || moneyHeld(payments) <= 0) return NOT_PAID_MESSAGE;
  if (paidByCard(payments)) return CARD_REFUND_MESSAGE;
  return null;
}

export const refundReservationSchema = z.object({
  reservation_id: entityId,
  amount: z.number({ error: 'El monto del reembolso debe ser mayor a 0' }).int('El monto debe ser un número entero').positive('El monto del reembolso debe ser mayor a 0'),
  reason: requiredText(REFUND_REASON_REQUIRED, REFUND_REASON_LIMIT),
  method: z.literal('cash', { error: 'Método de reembolso inválido: sin conexión solo se reembolsa en efectivo' }).default('cash'),
});

export type RefundReservationPayload = z.output<typeof refundReservationSchema>;

export const MAX_RELEASED_HOLDS = 500;

export const releaseUnpaidSchema = z.object({
  event_id: entityId,
  reservation_ids: z
    .array(entityId)
    .min(1, 'Selecciona al menos una reserva para liberar')
    .max(MAX_RELEASED_HOLDS, `Se pueden liberar como máximo ${MAX_RELEASED_HOLDS} reservas a la vez`)
    .transform((ids) => [...new Set(ids)]),
});

/** A hold 'Liberar reservas sin pagar' takes back: pending or confirmed, with no money received. */
export function isUnpaidHold(status: ReservationStatus, payments: readonly MoneyFacts[]): boolean {
  return (status === 'pending' || status === 'confirmed') && !payments.some(isCompletedCharge);
}

export const BULK_RELEASE_REASON = 'Liberada: reserva sin pagar';
