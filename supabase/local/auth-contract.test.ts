// /auth/v1 driven by the real supabase-js client, as the app drives it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('sign-up', () => {
  it('signs up confirmed, with a session, and the new user can register as organizer', async () => {
    const supabase = server.client();
    const email = uniqueEmail('registro');
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'ClaveSegura1',
      options: { data: { full_name: 'Ana Rojas' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Ana Rojas' });

    const registered = await supabase.rpc('register_organizer', {
      p_full_name: 'Ana Rojas',
      p_company_name: 'Eventos Rojas',
    });
    expect(registered.error).toBeNull();
    expect(registered.data).toMatchObject({ full_name: 'Ana Rojas', role: 'organizer' });
    const profile = await supabase.rpc('get_my_profile');
    expect(profile.data).toMatchObject({ email, organization: { name: 'Eventos Rojas' } });
  });

  it('refuses a taken email and a short password with GoTrue codes', async () => {
    const supabase = server.client();
    const taken = await supabase.auth.signUp({ email: DEMO_EMAIL, password: 'OtraClave123' });
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    const weak = await supabase.auth.signUp({ email: uniqueEmail('debil'), password: 'corta' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});

describe('password sign-in', () => {
  it('signs in the demo organizer', async () => {
    const supabase = server.client();
    const { data, error } = await supabase.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(DEMO_EMAIL);
    expect(data.session?.expires_in).toBe(3600);
    const profile = await supabase.rpc('get_my_profile');
    expect(profile.data).toMatchObject({ full_name: 'Laura Gómez', organization: { name: 'Eventos del Huila' } });
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await server.client().auth.signInWithPassword({ email: DEMO_EMAIL, password: 'NoEsLaClave1' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('returns the signed-in user from getUser', async () => {
    const supabase = server.client();
    await supabase.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: DEMO_EMAIL, aud: 'authenticated', user_metadata: { full_name: 'Laura Gómez' } });
  });
});

describe('health', () => {
  it('answers with the anon key, as GoTrue does, so a device can tell the server is reachable', async () => {
    const answer = await fetch(`${server.url}/auth/v1/health`, { headers: { apikey: server.anonKey } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ name: 'GoTrue' });
  });
});

describe('refresh tokens', () => {
  it('rotates on refresh and refuses a token that was already used', async () => {
    const supabase = server.client();
    const email = uniqueEmail('refresco');
    const signedUp = await supabase.auth.signUp({ email, password: 'ClaveSegura1' });
    const firstToken = signedUp.data.session!.refresh_token;

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(firstToken);
    expect((await supabase.auth.getUser()).data.user?.email).toBe(email);

    const secondToken = refreshed.data.session!.refresh_token;
    await supabase.auth.refreshSession();
    // Replaying a token two rotations old is theft-like: refused, and the session ends.
    const replay = await server.client().auth.refreshSession({ refresh_token: firstToken });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const afterReplay = await server.client().auth.refreshSession({ refresh_token: secondToken });
    expect(afterReplay.error).not.toBeNull();
  });

  it('gives a client that lost the answer to a refresh the same new token on retry', async () => {
    const supabase = server.client();
    const { data } = await supabase.auth.signUp({ email: uniqueEmail('reintento'), password: 'ClaveSegura1' });
    const token = data.session!.refresh_token;
    const first = await server.client().auth.refreshSession({ refresh_token: token });
    const retry = await server.client().auth.refreshSession({ refresh_token: token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('keeps a refresh token valid for a multi-day festival offline, and refuses one unused past its lifetime', async () => {
    const { data } = await server.client().auth.signUp({ email: uniqueEmail('festival'), password: 'ClaveSegura1' });
    const session = data.session!;
    const ageToken = (days: number) =>
      server.engine.query(`update auth.refresh_tokens set created_at = now() - make_interval(days => $2) where token = $1`, [
        session.refresh_token,
        days,
      ]);

    // Five days at a gate with no signal: still refreshes.
    await ageToken(5);
    const afterFestival = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(afterFestival.error).toBeNull();

    // Unused for longer than the 30-day lifetime: refused as GoTrue does, and the session ends.
    const later = afterFestival.data.session!;
    await server.engine.query(`update auth.refresh_tokens set created_at = now() - interval '31 days' where token = $1`, [later.refresh_token]);
    const expired = await server.client().auth.refreshSession({ refresh_token: later.refresh_token });
    expect(expired.error).toMatchObject({ status: 400, code: 'session_expired' });
    const revoked = await server.engine.query<{ live: number }>(
      'select count(*)::int as live from auth.refresh_tokens where session_id = (select session_id from auth.refresh_tokens where token = $1) and not revoked',
      [later.refresh_token],
    );
    expect(revoked.rows[0].live).toBe(0);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await server.client().auth.refreshSession({ refresh_token: 'no-existe' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-out', () => {
  it('ends the session: the old refresh token is refused and getUser fails', async () => {
    const supabase = server.client();
    const { data } = await supabase.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const { access_token: accessToken, refresh_token: refreshToken } = data.session!;
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();

    const refresh = await server.client().auth.refreshSession({ refresh_token: refreshToken });
    expect(refresh.error).toMatchObject({ status: 400 });
    const user = await server.client().auth.getUser(accessToken);
    expect(user.error).not.toBeNull();
  });

  it('with scope local keeps the other sessions of the user', async () => {
    const laptop = server.client();
    const phone = server.client();
    await laptop.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await phone.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await laptop.auth.signOut({ scope: 'local' });
    expect((await phone.auth.getUser()).data.user?.email).toBe(DEMO_EMAIL);
    expect((await phone.auth.refreshSession()).error).toBeNull();
  });
});

describe('updateUser', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const supabase = server.client();
    const email = uniqueEmail('clave');
    await supabase.auth.signUp({ email, password: 'ClaveVieja1' });
    const updated = await supabase.auth.updateUser({ password: 'ClaveNueva2' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);

    const withOld = await server.client().auth.signInWithPassword({ email, password: 'ClaveVieja1' });
    expect(withOld.error).toMatchObject({ code: 'invalid_credentials' });
    const withNew = await server.client().auth.signInWithPassword({ email, password: 'ClaveNueva2' });
    expect(withNew.error).toBeNull();
  });

  it('refuses a short new password and merges metadata', async () => {
    const supabase = server.client();
    await supabase.auth.signUp({ email: uniqueEmail('meta'), password: 'ClaveSegura1', options: { data: { a: 1 } } });
    const weak = await supabase.auth.updateUser({ password: '1234567' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const merged = await supabase.auth.updateUser({ data: { b: 2 } });
    expect(merged.data.user?.user_metadata).toEqual({ a: 1, b: 2 });
  });
});

describe('raw GoTrue contract', () => {
  it('refuses a request without apikey and a bearer that is not a valid JWT', async () => {
    const noKey = await fetch(`${server.url}/auth/v1/user`);
    expect(noKey.status).toBe(401);
    const badJwt = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: 'Bearer nada.de.esto' },
    });
    expect(badJwt.status).toBe(403);
    expect(await badJwt.json()).toMatchObject({ code: 'bad_jwt', error_code: 'bad_jwt' });
  });
});
