// Whether the card shows 'Reembolsar', and why it is disabled when it is. Organizers refund
// cash in the box office, offline too; staff see the button disabled with the reason (the
// server refuses their refund anyway). A card payment goes back through the payment
// provider, so it needs the connection: offline the button says so instead of queueing.
import { cashRefundRefusalFor, hasRefund, moneyHeld, paidByCard, STAFF_REFUND_MESSAGE, type MoneyFacts } from '../../domain/refunds';
import type { ReservationStatus } from '../../domain/seat-status';
import type { MemberRole } from '../../session/use-my-role';

export const CARD_REFUND_OFFLINE = 'Sin conexión: el reembolso con tarjeta se hace a través del proveedor de pagos y requiere internet';
export const CARD_REFUND_WAITING = 'Reembolso solicitado al proveedor de pagos: esperando su confirmación';

export type RefundAvailability =
  | { kind: 'hidden' }
  | { kind: 'disabled'; reason: string }
  | { kind: 'cash' | 'card'; amount: number };

/** What decides it: a ReservationListItem has both. */
interface RefundFacts {
  status: ReservationStatus;
  payments: readonly MoneyFacts[];
}

function cardRefundAvailabilityOf(item: RefundFacts, online: boolean): RefundAvailability {
  // A card refund asked for and not yet confirmed (or refused) by the provider.
  if (hasRefund(item.payments)) return { kind: 'disabled', reason: CARD_REFUND_WAITING };
  if (!online) return { kind: 'disabled', reason: CARD_REFUND_OFFLINE };
  return { kind: 'card', amount: moneyHeld(item.payments) };
}

export function refundAvailabilityOf(item: RefundFacts, role: MemberRole | 'unknown', online: boolean): RefundAvailability {
  if (item.status !== 'paid') return { kind: 'hidden' };
  if (role === 'staff') return { kind: 'disabled', reason: STAFF_REFUND_MESSAGE };
  if (paidByCard(item.payments)) return cardRefundAvailabilityOf(item, online);
  const refusal = cashRefundRefusalFor(item.status, item.payments);
  if (refusal) return { kind: 'disabled', reason: refusal };
  return { kind: 'cash', amount: moneyHeld(item.payments) };
}
