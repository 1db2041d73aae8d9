// How the embedded server reads the caller's figures for the ai-assistant function: the
// same public.assistant_facts the Edge Function calls through PostgREST, run here in one
// transaction as the caller's role with the caller's JWT claims, as rpc-routes.ts does.
import type { AssistantFacts, FactsLoader } from '../functions/ai-assistant/assistant.ts';
import type { Engine } from './engine.ts';
import type { Claims } from './jwt.ts';
import { ACT_AS_CALLER_SQL, actAsCallerParams } from './request-auth.ts';

/** A loader for signed-in callers; none for the anon key, who has no organization to read. */
export function assistantFactsLoader(engine: Engine, claims: Claims): FactsLoader | undefined {
  if (claims.role !== 'authenticated') return undefined;
  return (eventName) =>
    engine.transaction(async (tx) => {
      await tx.query(ACT_AS_CALLER_SQL, actAsCallerParams(claims));
      const { rows } = await tx.query<{ facts: AssistantFacts }>('select public.assistant_facts(event_name => $1) as facts', [eventName]);
      return rows[0].facts;
    });
}
