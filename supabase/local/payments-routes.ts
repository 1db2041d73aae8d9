// The payment routes of `/functions/v1` on the local server: the logic is the Edge
// Functions' own (supabase/functions/_shared/payments/handlers.ts); only the way to reach
// the database differs (SQL on the engine here, PostgREST there).
//   POST /payment-webhook   the provider's signed notifications (no JWT: the signature is the key)
//   POST /payment-checkout  {payment_id} → {redirect_url, expires_at, seconds_left}
//   POST /payment-sandbox   {payment_id, approved}: the sandbox's hosted page deciding (sandbox only)
//   POST /payment-refund    {reservation_id, reason, device_id?}: an organizer's card refund
import { Hono, type Context } from 'hono';
import type { Engine } from './engine.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { fromDatabaseError } from './postgrest-errors.ts';
import { ACT_AS_CALLER_SQL, actAsCallerParams, authenticateRequest } from './request-auth.ts';
import {
  handleCardRefund, handlePaymentWebhook, handleSandboxDecision, handleStartCheckout, jsonResponse, type Rpc,
} from '../functions/_shared/payments/handlers.ts';
import { SandboxProvider } from '../functions/_shared/payments/sandbox-provider.ts';

/** The database functions these routes call; nothing else is reachable through them. */
const CALLABLE = new Set(['get_sandbox_payment', 'confirm_provider_payment', 'request_card_refund']);

/** A database function called in one transaction as `claims`' role, like PostgREST's /rpc; only `callable` ones. */
export function engineRpc(engine: Engine, claims: Claims, callable: ReadonlySet<string> = CALLABLE): Rpc {
  return async <T>(fn: string, args: Record<string, unknown>) => {
    if (!callable.has(fn)) throw new Error(`Función no permitida: ${fn}`);
    const names = Object.keys(args);
    const text = `select public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})::text as result`;
    try {
      const result = await engine.transaction(async (tx) => {
        await tx.query(ACT_AS_CALLER_SQL, actAsCallerParams(claims));
        return (await tx.query<{ result: string }>(text, Object.values(args))).rows[0].result;
      });
      return { ok: true as const, value: JSON.parse(result) as T };
    } catch (error) {
      const { status, body } = fromDatabaseError(error, claims.role);
      return { ok: false as const, status, message: body.message, code: body.details };
    }
  };
}

export interface PaymentsOptions {
  /** Signs the sandbox's notifications and verifies every notification; never sent to a browser. */
  webhookSecret: string;
}

export function paymentsRoutes(engine: Engine, keys: JwtKeys, { webhookSecret }: PaymentsOptions): Hono {
  const app = new Hono();
  const asService = engineRpc(engine, { role: 'service_role' });
  // The sandbox delivers in-process to the same handler a provider's HTTP request reaches.
  const deliver = (request: Request): Promise<Response> => handlePaymentWebhook(request, { provider: sandbox, asService });
  const sandbox: SandboxProvider = new SandboxProvider({ secret: webhookSecret, deliver });
  const provider = sandbox;

  const asCallerOf = async (c: Context): Promise<Rpc | Response> => {
    const auth = await authenticateRequest(c.req.raw.headers, keys);
    if (!auth.ok) return jsonResponse({ error: 'Token de acceso inválido o ausente', code: 'invalid_jwt' }, 401);
    return engineRpc(engine, auth.claims);
  };

  app.post('/payment-webhook', (c) => handlePaymentWebhook(c.req.raw, { provider, asService }));
  app.post('/payment-checkout', async (c) => {
    const asCaller = await asCallerOf(c);
    return asCaller instanceof Response ? asCaller : handleStartCheckout(c.req.raw, { provider, asCaller });
  });
  app.post('/payment-sandbox', async (c) => {
    const asCaller = await asCallerOf(c);
    return asCaller instanceof Response ? asCaller : handleSandboxDecision(c.req.raw, { sandbox, asCaller });
  });
  app.post('/payment-refund', async (c) => {
    const asCaller = await asCallerOf(c);
    return asCaller instanceof Response ? asCaller : handleCardRefund(c.req.raw, { provider, asCaller, asService });
  });
  return app;
}
