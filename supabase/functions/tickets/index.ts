// Supabase Edge Function: a booking's signed tickets, or one ticket read back from its code
// (logic in ../_shared/tickets/handlers.ts, shared with the local server).
//
// Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (set by Supabase).
// The service role reads only the organization's signing key and, once a code's signature
// checks out, its ticket; who may see a booking's tickets is get_reservation_tickets'
// decision, called with the caller's own JWT. Imports src/domain/ticket-code.ts, whose
// @noble imports deno.json maps to npm: (deploy with the default bundler, as ai-assistant).
// The local server limits calls per address (RATE_LIMIT_TICKETS_PER_ADDRESS); on hosted
// Supabase that limit is not this function's: put it in a proxy in front, as for bookings.
import { postgrestRpc } from '../_shared/payments/postgrest-rpc.ts';
import { jsonResponse } from '../_shared/payments/handlers.ts';
import { ticketsHandler } from '../_shared/tickets/handlers.ts';

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

const handleTickets = ticketsHandler();

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const url = Deno.env.get('SUPABASE_URL');
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !anonKey || !serviceKey) {
    console.error('[tickets] faltan SUPABASE_URL, SUPABASE_ANON_KEY o SUPABASE_SERVICE_ROLE_KEY');
    return jsonResponse({ error: 'Error interno del servidor', code: 'misconfigured' }, 500, corsHeaders);
  }
  const response = await handleTickets(request, {
    asCaller: postgrestRpc({ url, apiKey: anonKey, authorization: request.headers.get('Authorization') ?? `Bearer ${anonKey}` }),
    asService: postgrestRpc({ url, apiKey: serviceKey, authorization: `Bearer ${serviceKey}` }),
  });
  for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
  return response;
});
