import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { JwtKeys, LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './jwt.ts';

const keys = new JwtKeys(LOCAL_JWT_SECRET);
const subject = {
  userId: 'a0000000-0000-4000-8000-000000000001',
  email: 'demo@taquilla.co',
  sessionId: 'b0000000-0000-4000-8000-000000000001',
  userMetadata: { full_name: 'Laura Gómez' },
  appMetadata: { provider: 'email' },
};

describe('JwtKeys', () => {
  it('accepts the well-known local anon key as role anon', async () => {
    expect(await keys.verify(LOCAL_ANON_KEY)).toMatchObject({ ok: true, claims: { role: 'anon' } });
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
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    expect(await keys.verify(superuser)).toEqual({ ok: false, reason: 'invalid' });
    expect(await keys.verify('no-es-un-jwt')).toEqual({ ok: false, reason: 'invalid' });
  });
});
