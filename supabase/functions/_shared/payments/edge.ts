// What the payment Edge Functions share on hosted Supabase: the configured provider, the
// two database doors, CORS and Deno.serve. Environment (supabase secrets set …):
//   PAYMENT_WEBHOOK_SECRET  the provider's webhook signing secret (required)
//   PAYMENT_PROVIDER        required, no default: 'sandbox' (the only one so far; see README to
//                           plug a real one). The sandbox approves any payment for free, so a
//                           deployment must choose it on purpose, never by forgetting a setting.
//   SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY  set by Supabase
import { jsonResponse, type Rpc } from './handlers.ts';
import type { PaymentProvider } from './provider.ts';
import { postgrestRpc } from './postgrest-rpc.ts';
import { SandboxProvider } from './sandbox-provider.ts';

// Deno's globals, declared here so this file also type-checks with the project's Node tsconfig.
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export interface EdgePayments {
  provider: PaymentProvider;
  /** Present only while the sandbox is the provider. */
  sandbox: SandboxProvider | null;
  asService: Rpc;
  asCallerOf(request: Request): Rpc;
}

type Environment = (name: string) => string | undefined;

function required(env: Environment, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`Falta la variable de entorno ${name}`);
  return value;
}

export function edgePayments(env: Environment = (name) => Deno.env.get(name)): EdgePayments {
  const url = required(env, 'SUPABASE_URL');
  const serviceKey = required(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const anonKey = required(env, 'SUPABASE_ANON_KEY');
  const secret = required(env, 'PAYMENT_WEBHOOK_SECRET');
  const providerName = required(env, 'PAYMENT_PROVIDER');
  if (providerName !== 'sandbox') throw new Error(`Proveedor de pagos desconocido: ${providerName}`);
  const webhookUrl = `${url.replace(/\/+$/, '')}/functions/v1/payment-webhook`;
  // The sandbox provider posts its signed notifications to our webhook over HTTP, like a real provider.
  const sandbox = new SandboxProvider({
    secret,
    deliver: async (request) => fetch(webhookUrl, { method: 'POST', headers: request.headers, body: await request.text() }),
  });
  return {
    provider: sandbox,
    sandbox,
    asService: postgrestRpc({ url, apiKey: serviceKey, authorization: `Bearer ${serviceKey}` }),
    asCallerOf: (request) => postgrestRpc({ url, apiKey: anonKey, authorization: request.headers.get('Authorization') ?? `Bearer ${anonKey}` }),
  };
}

/** Deno.serve with CORS and POST only; a misconfiguration answers 500 without details. */
export function servePayments(handle: (request: Request, payments: EdgePayments) => Promise<Response>): void {
  let payments: EdgePayments | undefined;
  Deno.serve(async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return jsonResponse({ error: 'Método no permitido', code: 'method_not_allowed' }, 405, corsHeaders);
    try {
      // Built once per function instance: the environment does not change while it runs.
      payments ??= edgePayments();
    } catch (error) {
      console.error('[payments] configuración incompleta:', error);
      return jsonResponse({ error: 'Error interno del servidor', code: 'misconfigured' }, 500, corsHeaders);
    }
    const response = await handle(request, payments);
    for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
    return response;
  });
}
