// Refunding a paid card booking through the payment provider (organizers only, online).
// The server records the refund as a pending payment of kind 'refund' and asks the
// provider; the provider's signed notification completes it, which cancels the booking and
// frees its seats. The app sees the outcome through sync (payments and reservations rows).
//
// Refusals (ApiError code): not_authenticated / invalid_jwt 401, forbidden 403 (staff),
// reservation_not_found 404, reason_required 400, field_too_long 400, not_paid 409,
// not_card_payment 409 (refund cash at the box office instead), already_refunded 409,
// provider_refused 502 (the refund is marked failed and may be asked for again).
import { invokeFunction } from './functions';

export interface CardRefundRequest {
  reservationId: string;
  reason: string;
  /** The device asking, for the reservation log. */
  deviceId?: string | null;
}

export interface CardRefundStarted {
  refund_id: string;
  charge_payment_id: string;
  reservation_id: string;
  amount: number;
  /** 'pending' until the provider's notification arrives (the sandbox's arrives at once). */
  status: 'pending';
  provider_reference: string | null;
}

export function requestCardRefund({ reservationId, reason, deviceId = null }: CardRefundRequest): Promise<CardRefundStarted> {
  return invokeFunction<CardRefundStarted>('payment-refund', { reservation_id: reservationId, reason, device_id: deviceId });
}
