// Supabase Edge Function entry (Deno). The answers come from assistant.ts, which the
// embedded local server also uses, so both backends reply alike; here the caller's figures
// are read through PostgREST with the caller's own JWT (facts-over-http.ts).
//
// The logic imports the help centre's content from src/ (plain data modules with no
// runtime imports). `supabase functions deploy ai-assistant` bundles files outside
// supabase/functions with its default (Docker) bundler; `--use-api` cannot, so do not use it.
//
// Environment: SUPABASE_URL and SUPABASE_ANON_KEY (set by Supabase). Optional:
// AI_ASSISTANT_OPENAI_URL, AI_ASSISTANT_OPENAI_KEY, AI_ASSISTANT_OPENAI_MODEL for an
// OpenAI-compatible chat endpoint that rewords the answer (the local answer is the fallback).
import { parseAssistantRequest, respondToAssistantMessage, type FactsLoader } from './assistant.ts';
import { chatModelConfigFrom } from './chat-model.ts';
import { fetchAssistantFacts } from './facts-over-http.ts';

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

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

const chatModel = chatModelConfigFrom((name) => Deno.env.get(name));

function factsLoaderFor(request: Request): FactsLoader | undefined {
  const url = Deno.env.get('SUPABASE_URL');
  const apiKey = Deno.env.get('SUPABASE_ANON_KEY');
  const authorization = request.headers.get('Authorization');
  if (!url || !apiKey || !authorization) return undefined;
  return (eventName) => fetchAssistantFacts({ url, apiKey, authorization }, eventName);
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Método no permitido' }, 405);
  const parsed = parseAssistantRequest(await request.json().catch(() => null));
  if (!parsed.ok) return json({ error: parsed.error }, 400);
  const response = await respondToAssistantMessage(parsed.request, { loadFacts: factsLoaderFor(request), chatModel });
  return json({ response }, 200);
});
