// Whether the card shows 'Reembolsar', and why it is disabled when it is. Organizers refund
// cash in the box office, offline too; staff see the button disabled with the reason (the
// server refuses their refund anyway). A card payment goes back through the payment
// provider, which needs the connection and the provider's refund call (the payments work of
// issue 14): until that is connected the button says so instead of pretending.
import type { ReservationListItem } from '../../db/reservation-queries';
import { cashRefundRefusalFor, moneyHeld, paidByCard, STAFF_REFUND_MESSAGE } from '../../domain/refunds';
import type { MemberRole } from '../team/use-my-role';

export const CARD_REFUND_UNAVAILABLE = 'Reembolso con tarjeta: requiere conexión con el proveedor de pagos';

export type RefundAvailability =
  | { kind: 'hidden' }
  | { kind: 'disabled'; reason: string }
  | { kind: 'cash'; amount: number };

export function refundAvailabilityOf(item: Pick<ReservationListItem, 'status' | 'payments'>, role: MemberRole | 'unknown'): RefundAvailability {
  if (item.status !== 'paid') return { kind: 'hidden' };
  if (role === 'staff') return { kind: 'disabled', reason: STAFF_REFUND_MESSAGE };
  if (paidByCard(item.payments)) return { kind: 'disabled', reason: CARD_REFUND_UNAVAILABLE };
  const refusal = cashRefundRefusalFor(item.status, item.payments);
  if (refusal) return { kind: 'disabled', reason: refusal };
  return { kind: 'cash', amount: moneyHeld(item.payments) };
}
