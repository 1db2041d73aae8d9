// Supabase Edge Function: where to send a visitor to pay a card booking (the provider's checkout).
import { handleStartCheckout } from '../_shared/payments/handlers.ts';
import { servePayments } from '../_shared/payments/edge.ts';

servePayments((request, { provider, asCallerOf }) => handleStartCheckout(request, { provider, asCaller: asCallerOf(request) }));
