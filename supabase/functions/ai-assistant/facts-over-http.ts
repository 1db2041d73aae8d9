// How the Edge Function reads the caller's figures on hosted Supabase: the assistant_facts
// RPC through PostgREST with the caller's own Authorization header, so row ownership is
// checked by the database exactly as for any call the app makes. Plain fetch: nothing to
// import in Deno.
import type { AssistantFacts } from './organization-facts.ts';

export interface RestTarget {
  /** The project's URL (SUPABASE_URL). */
  url: string;
  /** The anon key (SUPABASE_ANON_KEY): the gateway wants one, the bearer decides the role. */
  apiKey: string;
  /** The caller's 'Bearer <jwt>'. */
  authorization: string;
}

/** The caller's facts; throws when PostgREST refuses (no organization, expired session, …). */
export async function fetchAssistantFacts(target: RestTarget, eventName: string | null, fetchImpl: typeof fetch = fetch): Promise<AssistantFacts> {
  const response = await fetchImpl(`${target.url.replace(/\/+$/, '')}/rest/v1/rpc/assistant_facts`, {
    method: 'POST',
    headers: { apikey: target.apiKey, Authorization: target.authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event_name: eventName }),
  });
  if (!response.ok) throw new Error(`assistant_facts respondió ${response.status}`);
  return (await response.json()) as AssistantFacts;
}
