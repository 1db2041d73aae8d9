// Supabase Edge Function: the sandbox provider's hosted page deciding (approve / reject).
// Answers 404 unless the sandbox is the configured provider: with a real provider, the
// visitor pays on the provider's own page and nothing here can approve a payment.
import { handleSandboxDecision, jsonResponse } from '../_shared/payments/handlers.ts';
import { servePayments } from '../_shared/payments/edge.ts';

servePayments(async (request, { sandbox, asCallerOf }) =>
  sandbox
    ? handleSandboxDecision(request, { sandbox, asCaller: asCallerOf(request) })
    : jsonResponse({ error: 'Función no encontrada', code: 'not_found' }, 404));
