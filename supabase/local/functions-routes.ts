// `/functions/v1`: the Edge Functions the app invokes, served in-process. Like hosted
// functions with JWT verification on, a valid JWT (the anon key will do) is required,
// except by the payment webhook, which the provider's HMAC signature authenticates.
// The ai-assistant logic is the Edge Function's own; only the reading of the caller's
// figures differs (SQL as the caller here, PostgREST there).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Engine } from './engine.ts';
import type { JwtKeys } from './jwt.ts';
import { authenticateRequest } from './request-auth.ts';
import { assistantFactsLoader } from './assistant-facts.ts';
import { parseAssistantRequest, respondToAssistantMessage } from '../functions/ai-assistant/assistant.ts';
import { chatModelConfigFrom } from '../functions/ai-assistant/chat-model.ts';
import { paymentsRoutes, type PaymentsOptions } from './payments-routes.ts';
import { ticketsRoutes } from './tickets-routes.ts';

export function functionsRoutes(engine: Engine, keys: JwtKeys, payments: PaymentsOptions): Hono {
  const app = new Hono();
  const chatModel = chatModelConfigFrom((name) => process.env[name]);

  app.post(
    '/ai-assistant',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'El mensaje es demasiado grande' }, 413) }),
    async (c) => {
      const auth = await authenticateRequest(c.req.raw.headers, keys);
      if (!auth.ok) return c.json({ error: 'Token de acceso inválido o ausente' }, 401);
      const parsed = parseAssistantRequest(await c.req.json().catch(() => null));
      if (!parsed.ok) return c.json({ error: parsed.error }, 400);
      const loadFacts = assistantFactsLoader(engine, auth.claims);
      return c.json({ response: await respondToAssistantMessage(parsed.request, { loadFacts, chatModel }) });
    },
  );

  app.route('/', paymentsRoutes(engine, keys, payments));
  app.route('/', ticketsRoutes(engine, keys));

  app.all('*', (c) => c.json({ error: 'Función no encontrada' }, 404));
  return app;
}
