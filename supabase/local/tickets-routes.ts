// `POST /functions/v1/tickets` on the local server: the logic is the Edge Function's own
// (supabase/functions/_shared/tickets/handlers.ts); only the way to reach the database
// differs (SQL on the engine here, PostgREST there). Like hosted functions with JWT
// verification on, a valid JWT (the anon key will do) is required; the per-address limit
// is server.ts's, as for the other public doors.
import { Hono } from 'hono';
import type { Engine } from './engine.ts';
import type { JwtKeys } from './jwt.ts';
import { authenticateRequest } from './request-auth.ts';
import { engineRpc } from './payments-routes.ts';
import { jsonResponse } from '../functions/_shared/payments/handlers.ts';
import { ticketsHandler } from '../functions/_shared/tickets/handlers.ts';

/** The database functions this route calls; nothing else is reachable through it. */
const CALLABLE = new Set(['get_reservation_tickets', 'read_ticket', 'ticket_signing_key', 'store_ticket_signing_key']);

export function ticketsRoutes(engine: Engine, keys: JwtKeys): Hono {
  const app = new Hono();
  const asService = engineRpc(engine, { role: 'service_role' }, CALLABLE);
  const handleTickets = ticketsHandler();
  app.post('/tickets', async (c) => {
    const auth = await authenticateRequest(c.req.raw.headers, keys);
    if (!auth.ok) return jsonResponse({ error: 'Token de acceso inválido o ausente', code: 'invalid_jwt' }, 401);
    return handleTickets(c.req.raw, { asCaller: engineRpc(engine, auth.claims, CALLABLE), asService });
  });
  return app;
}
