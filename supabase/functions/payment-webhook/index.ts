// Supabase Edge Function: the payment provider's notifications (deploy with --no-verify-jwt;
// config.toml says so: the provider has no JWT, the HMAC signature authenticates it).
// Logic: ../_shared/payments/handlers.ts, shared with the local server.
import { handlePaymentWebhook } from '../_shared/payments/handlers.ts';
import { servePayments } from '../_shared/payments/edge.ts';

servePayments((request, { provider, asService }) => handlePaymentWebhook(request, { provider, asService }));
