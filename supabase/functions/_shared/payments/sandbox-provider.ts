// The first payment provider: a sandbox that moves no money but speaks the protocol a real
// provider does. Its "hosted page" is /pago/sandbox/{payment_id} on our own site; when the
// visitor presses 'Aprobar pago' there, the sandbox (not our database) decides, signs a
// notification with the webhook secret and delivers it to our webhook, exactly where a
// real provider's notification arrives. Refunds are simulated the same way.
import type { CheckoutRequest, CheckoutSession, NotificationCheck, PaymentProvider, RefundAnswer, RefundRequest } from './provider.ts';
import { SIGNATURE_HEADER, signatureHeader, verifySignature } from './signature.ts';

/** The sandbox's notification body: MercadoPago's shape, trimmed to what we read. */
interface SandboxNotificationBody {
  id: string;
  type: 'payment' | 'refund';
  data: { payment_id: string; status: 'approved' | 'rejected'; amount: number; reference: string };
}

export interface SandboxProviderOptions {
  /** Shared with our webhook only; the browser never sees it. */
  secret: string;
  /** Hands a signed notification to our webhook, as the provider's servers would over HTTP. */
  deliver(request: Request): Promise<Response>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseNotification(rawBody: string): SandboxNotificationBody | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const candidate = body as Partial<SandboxNotificationBody> | null;
  const data = candidate?.data;
  const wellFormed =
    typeof candidate?.id === 'string' && candidate.id.length > 0 && candidate.id.length <= 200 &&
    (candidate.type === 'payment' || candidate.type === 'refund') &&
    typeof data?.payment_id === 'string' && UUID.test(data.payment_id) &&
    (data.status === 'approved' || data.status === 'rejected') &&
    Number.isSafeInteger(data.amount) && typeof data.reference === 'string' && data.reference.length <= 200;
  return wellFormed ? (candidate as SandboxNotificationBody) : null;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #secret: string;
  readonly #deliver: SandboxProviderOptions['deliver'];

  constructor({ secret, deliver }: SandboxProviderOptions) {
    this.#secret = secret;
    this.#deliver = deliver;
  }

  async startCheckout(checkout: CheckoutRequest): Promise<CheckoutSession> {
    return { redirectUrl: `/pago/sandbox/${checkout.paymentId}` };
  }

  async verifyNotification(rawBody: string, headers: Headers): Promise<NotificationCheck> {
    const signature = await verifySignature(this.#secret, rawBody, headers.get(SIGNATURE_HEADER));
    if (!signature.ok) {
      return { ok: false, status: 401, message: signature.reason === 'stale' ? 'La notificación de pago expiró' : 'Firma de la notificación de pago inválida' };
    }
    const body = parseNotification(rawBody);
    if (!body) return { ok: false, status: 400, message: 'Notificación de pago inválida' };
    return {
      ok: true,
      notification: {
        id: body.id, provider: this.name, paymentId: body.data.payment_id, status: body.data.status,
        amount: body.data.amount, providerReference: body.data.reference,
      },
    };
  }

  async refund(refund: RefundRequest): Promise<RefundAnswer> {
    const reference = `sbx_refund_${crypto.randomUUID()}`;
    const answer = await this.#notify({ type: 'refund', payment_id: refund.refundId, status: 'approved', amount: refund.amount, reference });
    if (!answer.ok) return { ok: false, message: await errorMessageOf(answer) };
    return { ok: true, providerReference: reference };
  }

  /** The hosted page's two buttons: the visitor paid (or the card was declined). Sandbox only. */
  async decideCheckout(checkout: { paymentId: string; amount: number }, approved: boolean): Promise<Response> {
    return this.#notify({
      type: 'payment', payment_id: checkout.paymentId, status: approved ? 'approved' : 'rejected',
      amount: checkout.amount, reference: `sbx_payment_${crypto.randomUUID()}`,
    });
  }

  async #notify(data: SandboxNotificationBody['data'] & { type: SandboxNotificationBody['type'] }): Promise<Response> {
    const { type, ...rest } = data;
    const rawBody = JSON.stringify({ id: `sbx_notification_${crypto.randomUUID()}`, type, data: rest } satisfies SandboxNotificationBody);
    return this.#deliver(new Request('http://sandbox.invalid/payment-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await signatureHeader(this.#secret, rawBody) },
      body: rawBody,
    }));
  }
}

async function errorMessageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : 'El proveedor de pagos no respondió';
}
