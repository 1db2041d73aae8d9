// `/functions/v1`: the Edge Functions the app invokes, served in-process. Like hosted
// functions with JWT verification on, a valid JWT (the anon key will do) is required.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { JwtKeys } from './jwt.ts';
import { authenticateRequest } from './request-auth.ts';
import { answerAssistantMessage, parseAssistantRequest } from '../functions/ai-assistant/assistant.ts';

export function functionsRoutes(keys: JwtKeys): Hono {
  const app = new Hono();

  app.post(
    '/ai-assistant',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'El mensaje es demasiado grande' }, 413) }),
    async (c) => {
      const auth = await authenticateRequest(c.req.raw.headers, keys);
      if (!auth.ok) return c.json({ error: 'Token de acceso inválido o ausente' }, 401);
      const parsed = parseAssistantRequest(await c.req.json().catch(() => null));
      if (!parsed.ok) return c.json({ error: parsed.error }, 400);
      return c.json({ response: answerAssistantMessage(parsed.request) });
    },
  );

  app.all('*', (c) => c.json({ error: 'Función no encontrada' }, 404));
  return app;
}
