// The hosted configuration: the sandbox approves any payment for free, so it must be chosen
// on purpose. A deployment that forgot PAYMENT_PROVIDER refuses every payment door (500
// without details) instead of quietly serving the sandbox.
import { describe, expect, it } from 'vitest';
import { edgePayments } from './edge.ts';

const complete: Record<string, string> = {
  SUPABASE_URL: 'https://proyecto.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  SUPABASE_ANON_KEY: 'anon',
  PAYMENT_WEBHOOK_SECRET: 'secreto-del-webhook',
  PAYMENT_PROVIDER: 'sandbox',
};
const environment = (values: Record<string, string>) => (name: string) => values[name];

describe('edgePayments', () => {
  it('serves the sandbox only when PAYMENT_PROVIDER names it', () => {
    expect(edgePayments(environment(complete)).sandbox).not.toBeNull();
  });

  it('refuses to start without PAYMENT_PROVIDER, or with one it does not know', () => {
    const { PAYMENT_PROVIDER: _left, ...withoutProvider } = complete;
    expect(() => edgePayments(environment(withoutProvider))).toThrow('PAYMENT_PROVIDER');
    expect(() => edgePayments(environment({ ...complete, PAYMENT_PROVIDER: 'otro' }))).toThrow('desconocido');
  });

  it('refuses to start without the webhook secret', () => {
    const { PAYMENT_WEBHOOK_SECRET: _left, ...withoutSecret } = complete;
    expect(() => edgePayments(environment(withoutSecret))).toThrow('PAYMENT_WEBHOOK_SECRET');
  });
});
