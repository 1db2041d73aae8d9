// Supabase Edge Function entry (Deno). The answers come from assistant.ts, which the
// embedded local server also uses, so both backends reply alike.
import { answerAssistantMessage, parseAssistantRequest } from './assistant.ts';

// Deno's global, declared here so this file also type-checks with the project's Node tsconfig.
declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown };

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Método no permitido' }, 405);
  const parsed = parseAssistantRequest(await request.json().catch(() => null));
  if (!parsed.ok) return json({ error: parsed.error }, 400);
  return json({ response: answerAssistantMessage(parsed.request) }, 200);
});
