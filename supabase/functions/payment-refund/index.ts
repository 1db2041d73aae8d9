// Supabase Edge Function: an organizer's card refund through the provider.
import { handleCardRefund } from '../_shared/payments/handlers.ts';
import { servePayments } from '../_shared/payments/edge.ts';

servePayments((request, { provider, asService, asCallerOf }) =>
  handleCardRefund(request, { provider, asService, asCaller: asCallerOf(request) }));
