// Issue 13, point 3: recovery and invitation links are built from SITE_URL and its allow
// list, never from the Host, Origin or X-Forwarded-* headers of the request that asked for
// them, and a redirect_to outside the list falls back to the site URL. Over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from '../../supabase/local/mailbox.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';
import { rawRequest } from './raw-http.ts';

/** A public address unlike the one the test server listens on, so a link built from the request would show. */
const SITE_URL = 'https://taquilla.festival.example';
const ALLOWED = 'http://localhost:5173/**';
const EVIL = 'http://evil.example';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ siteUrl: SITE_URL, redirectAllowList: [ALLOWED] });
});
afterAll(() => server?.stop());

async function mailsTo(email: string): Promise<StoredMail[]> {
  return ((await (await fetch(`${server.url}/_dev/correo.json`)).json()) as StoredMail[]).filter((mail) => mail.to === email);
}

async function newAccount(): Promise<string> {
  const email = uniqueEmail('redirige');
  const { error } = await server.client().auth.signUp({ email, password: 'ClaveSegura1' });
  expect(error).toBeNull();
  return email;
}

/** POST /recover as a script would send it, with whatever headers the attacker likes. */
async function recover(email: string, { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {}) {
  const answer = await rawRequest(server.url, `/auth/v1/recover${query}`, {
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
  expect(answer.status, answer.text).toBe(200);
  const [mail] = await mailsTo(email);
  return new URL(mail.links[0].url);
}

/** Opens the mailed link on this server (the site URL's DNS would lead here) and returns where it redirects. */
async function landingOf(link: URL): Promise<URL> {
  const answer = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

function expectOnSite(link: URL) {
  expect(link.origin).toBe(SITE_URL);
  expect(link.pathname).toBe('/auth/v1/verify');
  expect(link.searchParams.get('redirect_to')).toBe(`${SITE_URL}/`);
}

describe('recovery links stay on the site URL', () => {
  it('ignores a foreign Origin', async () => {
    const email = await newAccount();
    const link = await recover(email, { headers: { origin: EVIL } });
    expectOnSite(link);
    const landing = await landingOf(link);
    expect(landing.origin).toBe(SITE_URL);
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('recovery');
  });

  it('replaces a redirect_to outside the allow list by the site URL', async () => {
    const email = await newAccount();
    const link = await recover(email, { query: `?redirect_to=${encodeURIComponent(`${EVIL}/restablecer-contrasena`)}` });
    expectOnSite(link);
    expect((await landingOf(link)).origin).toBe(SITE_URL);
  });

  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
    ['Forwarded', { forwarded: 'host=evil.example;proto=http' }],
  ])('ignores a forged %s header', async (_name, headers) => {
    const email = await newAccount();
    expectOnSite(await recover(email, { headers }));
  });

  it('refuses look-alikes of allowed places: other ports, user-info tricks, javascript:', async () => {
    for (const redirect of [
      'http://localhost:5174/restablecer-contrasena',
      `${SITE_URL}@evil.example/`,
      'http://localhost:5173.evil.example/',
      'javascript:alert(1)//localhost:5173/',
    ]) {
      const email = await newAccount();
      const link = await recover(email, { query: `?redirect_to=${encodeURIComponent(redirect)}` });
      expect(link.searchParams.get('redirect_to'), redirect).toBe(`${SITE_URL}/`);
    }
  });

  it('keeps a redirect on the allow list and on the site URL itself', async () => {
    const email = await newAccount();
    const allowed = 'http://localhost:5173/restablecer-contrasena';
    const link = await recover(email, { query: `?redirect_to=${encodeURIComponent(allowed)}`, headers: { origin: EVIL } });
    expect(link.origin).toBe(SITE_URL);
    expect(link.searchParams.get('redirect_to')).toBe(allowed);
    expect(`${(await landingOf(link)).origin}`).toBe('http://localhost:5173');

    const onSite = `${SITE_URL}/restablecer-contrasena`;
    const second = await newAccount();
    expect((await recover(second, { query: `?redirect_to=${encodeURIComponent(onSite)}` })).searchParams.get('redirect_to')).toBe(onSite);
  });

  it('sends a refused or unknown link back to the site URL, not to the redirect_to it names', async () => {
    const answer = await fetch(
      `${server.url}/auth/v1/verify?type=recovery&token=no-existe&redirect_to=${encodeURIComponent(EVIL)}`,
      { redirect: 'manual' },
    );
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!).origin).toBe(SITE_URL);
  });
});

describe('staff invitation links', () => {
  it('start at the site URL whatever Origin and Host the organizer’s request carried', async () => {
    const organizer = server.client();
    const { data, error } = await organizer.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    const invitee = uniqueEmail('invitada');
    const answer = await rawRequest(server.url, '/rest/v1/rpc/invite_staff', {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
        origin: EVIL,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
      body: JSON.stringify({ email: invitee }),
    });
    expect(answer.status, answer.text).toBe(200);
    const [mail] = await mailsTo(invitee);
    expect(mail.links.map((link) => new URL(link.url).origin)).toEqual([SITE_URL, SITE_URL]);
    expect(mail.links.map((link) => new URL(link.url).pathname)).toEqual(['/register', '/login']);
  });
});
