// The payment routes, shared by the local server (supabase/local/payments-routes.ts) and the
// Edge Functions (supabase/functions/payment-*): each takes the request and the two ways to
// reach the database — as the caller (their JWT) or as the service role — and answers.
// Errors are JSON {error, code} in Spanish with a 4xx; nothing is written on a refusal.
import type { PaymentProvider, ProviderNotification } from './provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

export type RpcResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string; code: string | null };
/** A database function called by name with named arguments, as PostgREST's /rpc does. */
export type Rpc = <T>(fn: string, args: Record<string, unknown>) => Promise<RpcResult<T>>;

/** get_sandbox_payment's answer: what a checkout shows and needs. */
export interface CheckoutPayment {
  payment_id: string;
  status: 'pending' | 'completed' | 'failed';
  amount: number;
  reservation_id: string;
  reservation_status: string;
  expires_at: string | null;
  seconds_left: number | null;
  customer_name: string;
  event_name: string;
  event_slug: string;
  seats: string[];
}

const MAX_BODY_BYTES = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}

const refusal = (status: number, message: string, code: string | null = null) => jsonResponse({ error: message, code }, status);
const fromRpc = (failure: { status: number; message: string; code: string | null }) =>
  refusal(failure.status >= 500 ? 502 : failure.status, failure.status >= 500 ? 'Error interno del servidor' : failure.message, failure.code);

async function readBody(request: Request): Promise<{ ok: true; raw: string } | { ok: false; response: Response }> {
  const raw = await request.text();
  if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) return { ok: false, response: refusal(413, 'La solicitud es demasiado grande') };
  return { ok: true, raw };
}

async function readJson(request: Request): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const body = await readBody(request);
  if (!body.ok) return body;
  try {
    const value = JSON.parse(body.raw) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // Answered below.
  }
  return { ok: false, response: refusal(400, 'El cuerpo de la solicitud no es JSON válido') };
}

// Webhook ---------------------------------------------------------------------------------

/** Applies one verified notification through the only function allowed to settle payments. */
export function confirmNotification(asService: Rpc, notification: ProviderNotification) {
  return asService<Record<string, unknown>>('confirm_provider_payment', {
    notification_id: notification.id,
    payment_id: notification.paymentId,
    status: notification.status,
    amount: notification.amount,
    provider: notification.provider,
    provider_reference: notification.providerReference,
  });
}

/**
 * POST /functions/v1/payment-webhook: where the provider tells us a payment or refund
 * happened. No JWT (the provider has none): the HMAC signature is the authentication.
 * Forged → 401; malformed → 400; replayed, late, wrong amount, unknown → the database's 4xx.
 */
export async function handlePaymentWebhook(request: Request, { provider, asService }: { provider: PaymentProvider; asService: Rpc }): Promise<Response> {
  if (request.method !== 'POST') return refusal(405, 'Método no permitido');
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const check = await provider.verifyNotification(body.raw, request.headers);
  if (!check.ok) return refusal(check.status, check.message, check.status === 401 ? 'invalid_signature' : 'invalid_notification');
  const applied = await confirmNotification(asService, check.notification);
  return applied.ok ? jsonResponse(applied.value) : fromRpc(applied);
}

// Checkout --------------------------------------------------------------------------------

function paymentIdOf(body: Record<string, unknown>): string | null {
  return typeof body.payment_id === 'string' && UUID.test(body.payment_id) ? body.payment_id : null;
}

const paymentNotFound = () => refusal(404, 'Pago no encontrado', 'payment_not_found');

/** A checkout that can still be paid; otherwise the refusal the visitor reads. */
function payableCheckout(payment: CheckoutPayment): Response | null {
  if (payment.status !== 'pending') return refusal(409, 'Este pago ya fue procesado', 'payment_already_settled');
  if (payment.reservation_status === 'expired' || payment.seconds_left === 0) {
    return refusal(409, 'Tu reserva expiró y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.', 'hold_expired');
  }
  if (payment.reservation_status !== 'pending') return refusal(409, 'La reserva ya está cerrada y no se puede pagar', 'reservation_closed');
  return null;
}

/**
 * POST /functions/v1/payment-checkout {payment_id}: after book_seats, where to send the
 * visitor to pay. The provider's checkout ends with the hold.
 */
export async function handleStartCheckout(request: Request, { provider, asCaller }: { provider: PaymentProvider; asCaller: Rpc }): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const paymentId = paymentIdOf(body.value);
  if (!paymentId) return paymentNotFound();
  const found = await asCaller<CheckoutPayment>('get_sandbox_payment', { payment_id: paymentId });
  if (!found.ok) return fromRpc(found);
  const closed = payableCheckout(found.value);
  if (closed) return closed;
  const session = await provider.startCheckout({
    paymentId,
    amount: found.value.amount,
    expiresAt: found.value.expires_at!,
    description: `${found.value.event_name}: ${found.value.seats.join(', ')}`,
  });
  return jsonResponse({ redirect_url: session.redirectUrl, expires_at: found.value.expires_at, seconds_left: found.value.seconds_left });
}

/**
 * POST /functions/v1/payment-sandbox {payment_id, approved}: the sandbox's hosted page
 * deciding. The sandbox provider — not our database — signs and delivers the notification
 * to the webhook; the answer is the checkout as it stands afterwards. Served only while the
 * sandbox is the provider.
 */
export async function handleSandboxDecision(request: Request, { sandbox, asCaller }: { sandbox: SandboxProvider; asCaller: Rpc }): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const paymentId = paymentIdOf(body.value);
  if (!paymentId) return paymentNotFound();
  if (typeof body.value.approved !== 'boolean') return refusal(400, 'Resultado de pago inválido', 'invalid_outcome');
  const found = await asCaller<CheckoutPayment>('get_sandbox_payment', { payment_id: paymentId });
  if (!found.ok) return fromRpc(found);
  const closed = payableCheckout(found.value);
  if (closed) return closed;
  const delivered = await sandbox.decideCheckout({ paymentId, amount: found.value.amount }, body.value.approved);
  if (!delivered.ok) return delivered;
  const settled = await asCaller<CheckoutPayment>('get_sandbox_payment', { payment_id: paymentId });
  return settled.ok ? jsonResponse(settled.value) : fromRpc(settled);
}

// Refunds ---------------------------------------------------------------------------------

interface RefundRecorded {
  refund_id: string;
  charge_payment_id: string;
  reservation_id: string;
  amount: number;
  status: 'pending';
}

/**
 * POST /functions/v1/payment-refund {reservation_id, reason, device_id?}, signed in as an
 * organizer: records the pending refund (request_card_refund checks who and what), then
 * asks the provider; the provider's signed refund notification completes it and cancels
 * the booking. A provider that refuses at once fails the refund row, so it can be retried.
 */
export async function handleCardRefund(
  request: Request,
  { provider, asCaller, asService }: { provider: PaymentProvider; asCaller: Rpc; asService: Rpc },
): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const { reservation_id: reservationId, reason, device_id: deviceId = null } = body.value;
  if (typeof reservationId !== 'string' || !UUID.test(reservationId)) return refusal(404, 'Reserva no encontrada', 'reservation_not_found');
  if (typeof reason !== 'string') return refusal(400, 'Indica el motivo del reembolso', 'reason_required');
  if (deviceId !== null && typeof deviceId !== 'string') return refusal(400, 'Dispositivo inválido', 'invalid_device');
  const recorded = await asCaller<RefundRecorded>('request_card_refund', { reservation_id: reservationId, reason, device_id: deviceId });
  if (!recorded.ok) return fromRpc(recorded);
  const refund = recorded.value;
  const answer = await provider.refund({ refundId: refund.refund_id, chargePaymentId: refund.charge_payment_id, amount: refund.amount });
  if (!answer.ok) {
    await confirmNotification(asService, {
      id: `refund-refused-${refund.refund_id}`, provider: provider.name, paymentId: refund.refund_id,
      status: 'rejected', amount: refund.amount, providerReference: null,
    });
    return refusal(502, `El proveedor de pagos no aceptó el reembolso: ${answer.message}`, 'provider_refused');
  }
  return jsonResponse({ ...refund, provider_reference: answer.providerReference }, 202);
}
