import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { JwtKeys, randomJwtSecret, signApiKey } from './jwt.ts';

const secret = randomJwtSecret();
const keys = new JwtKeys(secret);
const subject = {
  userId: 'a0000000-0000-4000-8000-000000000001',
  email: 'demo@taquilla.co',
  sessionId: 'b0000000-0000-4000-8000-000000000001',
  userMetadata: { full_name: 'Laura Gómez' },
  appMetadata: { provider: 'email' },
};

describe('JwtKeys', () => {
  it('accepts the API keys signed with its secret, with their role', async () => {
    expect(await keys.verify(await signApiKey(secret, 'anon'))).toMatchObject({ ok: true, claims: { role: 'anon' } });
    expect(await keys.verify(await signApiKey(secret, 'service_role'))).toMatchObject({ ok: true, claims: { role: 'service_role' } });
  });

  it('draws a different random secret each time', () => {
    expect(randomJwtSecret()).not.toBe(randomJwtSecret());
    expect(randomJwtSecret().length).toBeGreaterThanOrEqual(32);
  });

  it('signs access tokens with the claims the database reads', async () => {
    expect(await keys.verify(await keys.signAccessToken(subject))).toMatchObject({
      ok: true,
      claims: { sub: subject.userId, role: 'authenticated', aud: 'authenticated', email: subject.email, session_id: subject.sessionId },
    });
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 7200;
    expect(await keys.verify(await keys.signAccessToken(subject, twoHoursAgo))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, a foreign role and garbage', async () => {
    const foreign = await new JwtKeys('otro-secreto-de-al-menos-treinta-y-dos-caracteres').signAccessToken(subject);
    expect(await keys.verify(foreign)).toEqual({ ok: false, reason: 'invalid' });
    const superuser = await new SignJWT({ role: 'postgres' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect(await keys.verify(superuser)).toEqual({ ok: false, reason: 'invalid' });
    expect(await keys.verify('no-es-un-jwt')).toEqual({ ok: false, reason: 'invalid' });
  });
});
