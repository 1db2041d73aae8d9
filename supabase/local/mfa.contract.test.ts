// Two-factor sign-in driven with the real supabase-js `auth.mfa` API over HTTP, as the app
// (and a hosted project) uses it: enrol a TOTP factor, prove it with a code computed here by
// otpauth, get an aal2 session; a password-only (aal1) session of that user reaches no
// organization data; wrong, replayed and brute-forced codes are refused in Spanish; recovery
// codes turn the factor off once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { decodeJwt } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const PASSWORD = 'Montaña-Rusa-2025';

/** The code an authenticator app shows now, or `steps` periods of 30 s later (GoTrue accepts one step of skew). */
function codeFor(secret: string, steps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code that is not valid now nor one step around it. */
function wrongCodeFor(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

async function organizer(): Promise<{ supabase: SupabaseClient; email: string }> {
  const supabase = server.client();
  const email = uniqueEmail('mfa');
  const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  const registration = await supabase.rpc('register_organizer', { p_full_name: 'Laura Gómez', p_company_name: 'Eventos del Huila' });
  if (registration.error) throw registration.error;
  return { supabase, email };
}

/** Enrols and verifies a TOTP factor on `supabase`; answers the factor id and its secret. */
async function enrolTotp(supabase: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mi teléfono', issuer: 'Taquilla' });
  if (error) throw error;
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) });
  if (verified.error) throw verified.error;
  return { factorId: data.id, secret: data.totp.secret };
}

async function signIn(email: string): Promise<SupabaseClient> {
  const supabase = server.client();
  const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return supabase;
}

async function accessClaims(supabase: SupabaseClient) {
  const { data } = await supabase.auth.getSession();
  return decodeJwt(data.session!.access_token) as { aal: string; amr: { method: string }[] };
}

describe('enrolling a TOTP factor', () => {
  it('answers a QR code, the secret and its otpauth URI, and nothing counts until a code proves it', async () => {
    const { supabase } = await organizer();
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mi teléfono', issuer: 'Taquilla' });
    expect(error).toBeNull();
    expect(data!.type).toBe('totp');
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toContain(`secret=${data!.totp.secret}`);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/Taquilla:/);

    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data!.all).toHaveLength(1);
    expect(factors.data!.totp).toEqual([]);
    // The secret never comes back after enrolment.
    expect(JSON.stringify((await supabase.auth.getUser()).data.user)).not.toContain(data!.totp.secret);
  });

  it('a right code verifies the factor and turns the session into aal2 with password and totp in amr', async () => {
    const { supabase } = await organizer();
    const { factorId } = await enrolTotp(supabase);

    const claims = await accessClaims(supabase);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((claim) => claim.method).sort()).toEqual(['password', 'totp']);
    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data!.totp.map((factor) => [factor.id, factor.status])).toEqual([[factorId, 'verified']]);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await supabase.rpc('get_my_profile')).error).toBeNull();
  });

  it('a refreshed aal2 session stays aal2', async () => {
    const { supabase } = await organizer();
    await enrolTotp(supabase);
    const { error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect((await accessClaims(supabase)).aal).toBe('aal2');
  });
});

describe('refusing codes', () => {
  it('a wrong code is a Spanish 422 and leaves the factor unverified and the session aal1', async () => {
    const { supabase } = await organizer();
    const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: data!.id, code: wrongCodeFor(data!.totp.secret) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(error!.message).toMatch(/^Código incorrecto/);
    expect((await supabase.auth.mfa.listFactors()).data!.totp).toEqual([]);
    expect((await accessClaims(supabase)).aal).toBe('aal1');
  });

  it('a code already accepted cannot be used again, not even on a new challenge', async () => {
    const { supabase, email } = await organizer();
    const { factorId, secret } = await enrolTotp(supabase);
    const usedCode = codeFor(secret);

    const thief = await signIn(email);
    const { error } = await thief.auth.mfa.challengeAndVerify({ factorId, code: usedCode });
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(error!.message).toBe('Este código ya se usó. Espera el siguiente código de tu aplicación.');
    expect((await accessClaims(thief)).aal).toBe('aal1');
  });

  it('a challenge is spent by its first right code', async () => {
    const { supabase, email } = await organizer();
    const { factorId, secret } = await enrolTotp(supabase);
    const again = await signIn(email);
    const challenge = await again.auth.mfa.challenge({ factorId });
    const first = await again.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 1) });
    expect(first.error).toBeNull();
    const second = await again.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 1) });
    expect(second.error).toMatchObject({ status: 422 });
  });

  it('after 5 wrong codes the factor refuses every code for 15 minutes, even the right one (429)', async () => {
    const { supabase, email } = await organizer();
    const { factorId, secret } = await enrolTotp(supabase);
    const attacker = await signIn(email);
    const wrong = wrongCodeFor(secret);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await attacker.auth.mfa.challengeAndVerify({ factorId, code: wrong });
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const { error } = await attacker.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error!.message).toBe('Demasiados códigos incorrectos. Espera 15 minutos e intenta nuevamente.');
    expect((await accessClaims(attacker)).aal).toBe('aal1');
  });

  it('a factor takes at most 30 open challenges in 15 minutes, and a user at most 10 enrolments', async () => {
    const { supabase } = await organizer();
    const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    for (let n = 0; n < 30; n += 1) expect((await supabase.auth.mfa.challenge({ factorId: data!.id })).error).toBeNull();
    const refused = await supabase.auth.mfa.challenge({ factorId: data!.id });
    expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(refused.error!.message).toBe('Demasiadas solicitudes de verificación. Espera 15 minutos e intenta nuevamente.');

    for (let n = 1; n < 10; n += 1) expect((await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: `f${n}` })).error).toBeNull();
    const eleventh = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'f10' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });

  it("another user's factor is not found", async () => {
    const laura = await organizer();
    const { factorId } = await enrolTotp(laura.supabase);
    const mallory = await organizer();
    const { error } = await mallory.supabase.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unenroll = await mallory.supabase.auth.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 404 });
  });
});

describe('signing in once a factor is verified', () => {
  it('a password-only session is aal1 with aal2 next, and reaches no organization data until the code', async () => {
    const { supabase, email } = await organizer();
    const { factorId, secret } = await enrolTotp(supabase);

    const later = await signIn(email);
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const profile = await later.rpc('get_my_profile');
    expect(profile.error).toMatchObject({ code: '42501', details: 'second_factor_required' });
    expect(profile.error!.message).toBe('Ingresa el código de verificación en dos pasos para continuar');
    expect(profile.status).toBe(403);
    const pull = await later.rpc('sync_pull', { cursor: null });
    expect(pull.status).toBe(403);
    expect(pull.data).toBeNull();

    const { error } = await later.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(error).toBeNull();
    expect((await later.rpc('get_my_profile')).data).toMatchObject({ full_name: 'Laura Gómez' });
    expect((await later.rpc('sync_pull', { cursor: null })).error).toBeNull();
  });

  it('verifying a factor ends the other password-only sessions of the user', async () => {
    const { supabase, email } = await organizer();
    const other = await signIn(email);
    await enrolTotp(supabase);
    const { error } = await other.auth.refreshSession();
    expect(error).not.toBeNull();
  });
});

describe('changing the password with two-factor on', () => {
  it('needs a session that proved the second factor, as GoTrue does', async () => {
    const { supabase, email } = await organizer();
    await enrolTotp(supabase);
    const passwordOnly = await signIn(email);
    const refused = await passwordOnly.auth.updateUser({ password: 'Otra-Clave-Segura-2026' });
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(refused.error!.message).toBe('Ingresa el código de verificación en dos pasos antes de cambiar la contraseña.');

    const { error } = await supabase.auth.updateUser({ password: 'Otra-Clave-Segura-2026' });
    expect(error).toBeNull();
  });
});

describe('turning two-factor off', () => {
  it('an aal1 session cannot unenrol a verified factor; an aal2 one can, and the user is back to password only', async () => {
    const { supabase, email } = await organizer();
    const { factorId } = await enrolTotp(supabase);

    const passwordOnly = await signIn(email);
    const refused = await passwordOnly.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const { data, error } = await supabase.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    await supabase.auth.refreshSession();
    expect((await accessClaims(supabase)).aal).toBe('aal1');
    expect((await supabase.auth.mfa.listFactors()).data!.all).toEqual([]);
    expect((await passwordOnly.rpc('get_my_profile')).error).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are made only by an aal2 session: ten distinct codes', async () => {
    const { supabase, email } = await organizer();
    const before = await supabase.rpc('create_mfa_recovery_codes');
    expect(before.status).toBe(403);
    await enrolTotp(supabase);
    const { data, error } = await supabase.rpc('create_mfa_recovery_codes');
    expect(error).toBeNull();
    expect(data).toHaveLength(10);
    expect(new Set(data).size).toBe(10);
    for (const code of data as string[]) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const passwordOnly = await signIn(email);
    expect((await passwordOnly.rpc('create_mfa_recovery_codes')).status).toBe(403);
  });

  it('a right code, once, removes the factor so the password-only session reaches the organization', async () => {
    const { supabase, email } = await organizer();
    await enrolTotp(supabase);
    const codes = (await supabase.rpc('create_mfa_recovery_codes')).data as string[];

    const lostPhone = await signIn(email);
    const wrong = await lostPhone.rpc('use_mfa_recovery_code', { p_code: 'aaaa-bbbb-cccc-dddd' });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({ message: 'Código de recuperación incorrecto', details: 'invalid_recovery_code' });
    expect((await lostPhone.rpc('get_my_profile')).status).toBe(403);

    const used = await lostPhone.rpc('use_mfa_recovery_code', { p_code: ` ${codes[3].toUpperCase()} ` });
    expect(used.error).toBeNull();
    expect(used.data).toEqual({ second_factor_removed: true });
    expect((await lostPhone.auth.mfa.listFactors()).data!.all).toEqual([]);
    expect((await lostPhone.rpc('get_my_profile')).data).toMatchObject({ full_name: 'Laura Gómez' });

    const again = await lostPhone.rpc('use_mfa_recovery_code', { p_code: codes[3] });
    expect(again.status).toBe(409);
  });

  it('after 5 wrong codes an account is refused with a Spanish 429 for 15 minutes, even with a right code', async () => {
    const { supabase, email } = await organizer();
    await enrolTotp(supabase);
    const codes = (await supabase.rpc('create_mfa_recovery_codes')).data as string[];
    const attacker = await signIn(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.rpc('use_mfa_recovery_code', { p_code: `zzzz-zzzz-zzzz-zzz${attempt}` })).status).toBe(400);
    }
    const blocked = await attacker.rpc('use_mfa_recovery_code', { p_code: codes[0] });
    expect(blocked.status).toBe(429);
    expect(blocked.error!.message).toBe('Demasiados intentos con códigos de recuperación. Espera 15 minutos e intenta nuevamente.');
    expect((await attacker.auth.mfa.listFactors()).data!.totp).toHaveLength(1);
  });
});
