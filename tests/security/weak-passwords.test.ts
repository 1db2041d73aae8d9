// Issue 13 point 3: weak and common passwords are refused by the server itself at sign-up,
// at a password change and at a recovery reset, with GoTrue's weak_password code and the
// reason in Spanish. The demo seed (inserted by SQL) still signs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from '../../supabase/local/mailbox.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';

const WEAK = ['12345678', 'aaaaaaaa', 'password', 'contraseña1'];

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function countUsers(): Promise<number> {
  const { rows } = await server.engine.query<{ count: number }>('select count(*)::int as count from auth.users');
  return rows[0].count;
}

async function signUpRaw(email: string, password: string) {
  const answer = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: answer.status, body: (await answer.json()) as { code: string; msg: string; weak_password?: { reasons: string[] } } };
}

function expectWeak(error: { code?: string; message: string; status?: number } | null, password: string) {
  expect(error?.status, password).toBe(422);
  expect(error?.code, password).toBe('weak_password');
  expect(error?.message, password).toMatch(/^(Esta contraseña es fácil de adivinar|La contraseña debe tener)/);
}

describe('weak passwords', () => {
  it.each(WEAK)('are refused at sign-up: %s', async (password) => {
    const before = await countUsers();
    const answer = await signUpRaw(uniqueEmail('debil'), password);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['guessable'] } });
    expect(answer.body.msg).toMatch(/^Esta contraseña es fácil de adivinar\./);
    expect(await countUsers()).toBe(before);
  });

  it('gives the pattern found as the reason, and refuses the address as password', async () => {
    expect((await signUpRaw(uniqueEmail('repite'), 'aaaaaaaa')).body.msg).toContain('Caracteres repetidos');
    const email = 'xiomara.zuluaga@ejemplo.co';
    expect((await signUpRaw(email, 'xiomarazuluaga')).status).toBe(422);
  });

  it('are refused at a password change (PUT /auth/v1/user), and the old password keeps working', async () => {
    const email = uniqueEmail('cambia');
    const client = server.client();
    expect((await client.auth.signUp({ email, password: 'ClaveSegura1' })).error).toBeNull();
    for (const password of WEAK) expectWeak((await client.auth.updateUser({ password })).error, password);
    expect((await server.client().auth.signInWithPassword({ email, password: 'ClaveSegura1' })).error).toBeNull();
  });

  it('are refused when a recovery link sets the new password', async () => {
    const email = uniqueEmail('recupera-debil');
    expect((await server.client().auth.signUp({ email, password: 'ClaveSegura1' })).error).toBeNull();
    expect((await server.client().auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/restablecer-contrasena` })).error).toBeNull();
    const mails = ((await (await fetch(`${server.url}/_dev/correo.json`)).json()) as StoredMail[]).filter((mail) => mail.to === email);
    const link = new URL(mails[0].links[0].url);
    const landing = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    const hash = new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1));
    const recovering = server.client();
    expect((await recovering.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! })).error).toBeNull();
    expectWeak((await recovering.auth.updateUser({ password: 'contraseña1' })).error, 'contraseña1');
    expect((await recovering.auth.updateUser({ password: 'Festival-Gradas-77' })).error).toBeNull();
  });

  it('leave the demo seed password working for sign-in', async () => {
    expect((await server.client().auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).error).toBeNull();
  });
});
