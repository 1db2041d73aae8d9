// Issue 13, point 1: the embedded server as `npm start` runs it signs with a secret of its own,
// so a token forged with Supabase CLI's published demo secret (on the internet) is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKeyOf, killStarted, runStart, stopRun, urlOf, type StartRun } from '../../supabase/local/start-process.ts';

const PUBLIC_DEMO_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The anon key every Supabase CLI project printed, signed with that secret. */
const PUBLIC_DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const DEMO_USER_ID = 'a0000000-0000-4000-8000-000000000001';

let workDir: string;
let server: StartRun;
let url: string;
let anonKey: string;

function forge(claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(PUBLIC_DEMO_SECRET));
}

async function rpc(fn: string, apikey: string, token: string, body: unknown = {}): Promise<Response> {
  return fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-forged-'));
  const staticDir = path.join(workDir, 'dist');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = runStart({ TAQUILLA_DATA_DIR: path.join(workDir, 'data'), TAQUILLA_STATIC_DIR: staticDir });
  url = await urlOf(server);
  anonKey = await anonKeyOf(url);
}, 120_000);

afterAll(async () => {
  if (server) await stopRun(server);
  killStarted();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('tokens signed with the published demo secret', () => {
  it('a forged service_role token is refused with 401 on sync_pull and any rpc', async () => {
    const serviceRole = await forge({ role: 'service_role', iss: 'supabase-demo' });
    for (const [apikey, token] of [
      [serviceRole, serviceRole],
      [anonKey, serviceRole],
    ]) {
      const pull = await rpc('sync_pull', apikey, token, { cursor: null });
      expect(pull.status).toBe(401);
      expect(JSON.stringify(await pull.json())).not.toContain(DEMO_USER_ID);
      expect((await rpc('get_event_by_slug', apikey, token, { event_slug: 'festival-bambuco-2025' })).status).toBe(401);
    }
  });

  it('a forged authenticated token for the demo organizer is refused with 401 on rpc, and by auth and storage', async () => {
    const organizer = await forge({ role: 'authenticated', aud: 'authenticated', sub: DEMO_USER_ID, email: 'demo@taquilla.co' });
    expect((await rpc('sync_pull', anonKey, organizer, { cursor: null })).status).toBe(401);
    expect((await rpc('get_my_profile', anonKey, organizer)).status).toBe(401);
    const user = await fetch(`${url}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${organizer}` } });
    // GoTrue answers a bad JWT on /user with 403 bad_jwt; either way nothing of the account.
    expect(user.status).toBeOneOf([401, 403]);
    expect(await user.text()).not.toContain('demo@taquilla.co');
    const listing = await fetch(`${url}/storage/v1/object/list/profile-pictures`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${organizer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: DEMO_USER_ID }),
    });
    expect(listing.status).toBeGreaterThanOrEqual(400);
    expect(listing.status).toBeLessThan(500);
  });

  it('the demo anon key every Supabase CLI printed is refused; the installation’s own works', async () => {
    expect(anonKey).not.toBe(PUBLIC_DEMO_ANON_KEY);
    expect((await rpc('get_event_by_slug', PUBLIC_DEMO_ANON_KEY, PUBLIC_DEMO_ANON_KEY, { event_slug: 'festival-bambuco-2025' })).status).toBe(401);
    expect((await rpc('get_event_by_slug', anonKey, anonKey, { event_slug: 'festival-bambuco-2025' })).status).toBe(200);
  });
});
