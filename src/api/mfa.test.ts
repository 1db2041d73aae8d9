import type { Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { mfaErrorMessage, sessionNeedsSecondFactor, WRONG_CODE } from './mfa';

vi.mock('./supabase-client', () => ({ supabase: { auth: {} } }));

/** A session whose access token carries `aal` (signature irrelevant: only the payload is read). */
function sessionWith(aal: string | null, factorStatus: 'verified' | 'unverified' | null): Session {
  const payload = btoa(JSON.stringify(aal ? { sub: 'u1', aal } : { sub: 'u1' })).replace(/=+$/, '');
  const factors = factorStatus ? [{ id: 'f1', factor_type: 'totp', status: factorStatus }] : [];
  return { access_token: `eyJhbGciOiJIUzI1NiJ9.${payload}.firma`, user: { id: 'u1', factors } } as unknown as Session;
}

describe('sessionNeedsSecondFactor', () => {
  it('is true for a password-only session of a user with a verified factor', () => {
    expect(sessionNeedsSecondFactor(sessionWith('aal1', 'verified'))).toBe(true);
    expect(sessionNeedsSecondFactor(sessionWith(null, 'verified'))).toBe(true);
  });

  it('is false once the session proved the factor, and for users without a verified one', () => {
    expect(sessionNeedsSecondFactor(sessionWith('aal2', 'verified'))).toBe(false);
    expect(sessionNeedsSecondFactor(sessionWith('aal1', 'unverified'))).toBe(false);
    expect(sessionNeedsSecondFactor(sessionWith('aal1', null))).toBe(false);
    expect(sessionNeedsSecondFactor(null)).toBe(false);
  });
});

describe('mfaErrorMessage', () => {
  it("turns GoTrue's codes into Spanish, whatever language the server wrote", () => {
    expect(mfaErrorMessage({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })).toBe(WRONG_CODE);
    expect(mfaErrorMessage({ code: 'over_request_rate_limit', message: 'Too many requests' })).toMatch(/^Demasiados códigos incorrectos/);
    expect(mfaErrorMessage({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' })).toMatch(/^No hay conexión/);
    expect(mfaErrorMessage({ code: 'something_new', message: 'Unexpected failure' })).toBe(
      'No pudimos completar la verificación en dos pasos. Intenta nuevamente.',
    );
  });
});
