// Forgot-password end to end with the real supabase-js: resetPasswordForEmail mails a link to
// the local mailbox, the link signs in once (session in the redirect's hash, type recovery),
// and that session may set a new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from './mailbox.ts';
import { DEMO_EMAIL, startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function mailTo(email: string): Promise<StoredMail[]> {
  const answer = await fetch(`${server.url}/_dev/correo.json`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as StoredMail[]).filter((mail) => mail.to === email);
}

async function signUp(email: string, password: string) {
  const { error } = await server.client().auth.signUp({ email, password });
  expect(error).toBeNull();
}

async function requestLink(email: string, redirectTo = `${server.url}/restablecer-contrasena`): Promise<string> {
  const { error } = await server.client().auth.resetPasswordForEmail(email, { redirectTo });
  expect(error).toBeNull();
  const [latest] = await mailTo(email);
  return latest.links[0].url;
}

/** Follows a mail link the way a browser would, without following the redirect. */
async function openLink(link: string): Promise<URL> {
  const answer = await fetch(link, { redirect: 'manual' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

const hashOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('password recovery', () => {
  it('mails a link that signs in once and lets the user choose a new password', async () => {
    const email = uniqueEmail('recupera');
    await signUp(email, 'ClaveVieja123');
    const link = await requestLink(email);
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({ subject: 'Restablece tu contraseña de Taquilla', links: [{ label: 'Restablecer contraseña' }] });

    const landing = await openLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/restablecer-contrasena`);
    const hash = hashOf(landing);
    expect(hash.get('type')).toBe('recovery');
    expect(landing.search).toBe('');

    const recovering = server.client();
    const restored = await recovering.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    expect(restored.data.user?.email).toBe(email);
    expect((await recovering.auth.updateUser({ password: 'ClaveNueva456' })).error).toBeNull();

    expect((await server.client().auth.signInWithPassword({ email, password: 'ClaveNueva456' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'ClaveVieja123' })).error).toMatchObject({ code: 'invalid_credentials' });

    const reused = hashOf(await openLink(link));
    expect(Object.fromEntries(reused)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const unknown = uniqueEmail('nadie');
    const known = await fetch(`${server.url}/auth/v1/recover`, recoverRequest(DEMO_EMAIL));
    const missing = await fetch(`${server.url}/auth/v1/recover`, recoverRequest(unknown));
    expect([known.status, missing.status]).toEqual([200, 200]);
    expect(await missing.json()).toEqual(await known.json());
    expect(await mailTo(unknown)).toEqual([]);
  });

  it('refuses a link older than one hour', async () => {
    const email = uniqueEmail('vencido');
    await signUp(email, 'ClaveVieja123');
    const link = await requestLink(email);
    await server.engine.query("update auth.recovery_tokens set created_at = now() - interval '61 minutes'");
    expect(hashOf(await openLink(link)).get('error_code')).toBe('otp_expired');
  });

  it('keeps only the newest link of an account alive', async () => {
    const email = uniqueEmail('dos-enlaces');
    await signUp(email, 'ClaveVieja123');
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(hashOf(await openLink(first)).get('error_code')).toBe('otp_expired');
    expect(hashOf(await openLink(second)).get('type')).toBe('recovery');
  });

  it('never sends the reader to another site', async () => {
    const email = uniqueEmail('redireccion');
    await signUp(email, 'ClaveVieja123');
    const landing = await openLink(await requestLink(email, 'https://otro-sitio.example/robar'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/`);
  });

  it('lets verifyOtp redeem the token of the link', async () => {
    const email = uniqueEmail('verificar');
    await signUp(email, 'ClaveVieja123');
    const token = new URL(await requestLink(email)).searchParams.get('token')!;
    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await server.client().auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('shows the mailbox as a page with the link', async () => {
    const email = uniqueEmail('pagina');
    await signUp(email, 'ClaveVieja123');
    const link = await requestLink(email);
    const page = await fetch(`${server.url}/_dev/correo`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Correo local');
    expect(html).toContain(`Para ${email}`);
    expect(html).toContain(link.replaceAll('&', '&amp;'));
  });
});

function recoverRequest(email: string): RequestInit {
  return {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  };
}
