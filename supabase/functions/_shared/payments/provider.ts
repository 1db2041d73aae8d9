// The payment-provider adapter: what Taquilla needs from a card payment provider, whichever
// it is. The sandbox (sandbox-provider.ts) is the first implementation; a real one
// (MercadoPago) implements the same three calls against its API and its webhook format.
// Runtime-neutral (fetch, Web Crypto): used by the local server and by Edge Functions.

/** What a checkout is for: one pending card charge of a booking, until its hold ends. */
export interface CheckoutRequest {
  paymentId: string;
  amount: number;
  /** The hold's end: the provider's checkout must end with it (MercadoPago: expiration_date_to). */
  expiresAt: string;
  description: string;
}

export interface CheckoutSession {
  /** Where the visitor pays: the provider's hosted page (a path on this site for the sandbox). */
  redirectUrl: string;
}

/**
 * A notification the provider signed, as the database applies it. `paymentId` is our
 * payment row (the charge, or the refund), which the provider echoes back (MercadoPago:
 * external_reference); `id` is the provider's own, unique per notification.
 */
export interface ProviderNotification {
  id: string;
  provider: string;
  paymentId: string;
  status: 'approved' | 'rejected';
  amount: number;
  providerReference: string | null;
}

export type NotificationCheck =
  | { ok: true; notification: ProviderNotification }
  | { ok: false; status: 400 | 401; message: string };

export interface RefundRequest {
  /** Our refund row (kind 'refund'), which the provider's refund notification names. */
  refundId: string;
  /** The charge being refunded. */
  chargePaymentId: string;
  amount: number;
}

export type RefundAnswer = { ok: true; providerReference: string | null } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: string;
  startCheckout(checkout: CheckoutRequest): Promise<CheckoutSession>;
  /** Signature first, then shape; anything else is refused before the database is asked. */
  verifyNotification(rawBody: string, headers: Headers): Promise<NotificationCheck>;
  /** Asks the provider to give the money back; its signed notification completes the refund later. */
  refund(refund: RefundRequest): Promise<RefundAnswer>;
}
