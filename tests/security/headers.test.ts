// Issue 13, point 5: every answer of the app and of each API carries the security headers
// (hono's secure-headers), refusals and 404s included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomJwtSecret } from '../../supabase/local/jwt.ts';
import { createServer } from '../../supabase/local/server.ts';
import { startTestServer, type RunningServer } from '../../supabase/local/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type Request = { method?: string; path: string; body?: unknown; auth?: boolean; status: number };

const REQUESTS: Record<string, Request> = {
  'the app at /': { path: '/', status: 200 },
  'a client-side route': { path: '/dashboard', status: 200 },
  'a build asset': { path: '/assets/app-1234.js', status: 200 },
  'a missing asset (404)': { path: '/assets/no-existe-999.js', status: 404 },
  'the runtime config': { path: '/app-config.json', status: 200 },
  'an rpc': { method: 'POST', path: '/rest/v1/rpc/get_event_by_slug', body: { event_slug: 'festival-bambuco-2025' }, auth: true, status: 200 },
  'an rpc refused without apikey (401)': { method: 'POST', path: '/rest/v1/rpc/get_event_by_slug', body: {}, status: 401 },
  'an unknown API path (404)': { path: '/rest/v1/events', auth: true, status: 404 },
  'an auth route': { method: 'POST', path: '/auth/v1/token?grant_type=password', body: { email: 'nadie@ejemplo.co', password: 'x' }, auth: true, status: 400 },
  'a storage route': { path: '/storage/v1/object/public/profile-pictures/nadie/foto.png', status: 404 },
  'a function': { method: 'POST', path: '/functions/v1/ai-assistant', body: { message: 'hola', context: {} }, auth: true, status: 200 },
  'the local mailbox': { path: '/_dev/correo', status: 200 },
  'the mailbox styles': { path: '/_dev/correo.css', status: 200 },
};

async function send({ method = 'GET', path, body, auth }: Request): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { ...(auth ? { apikey: server.anonKey } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it.each(Object.entries(REQUESTS))('%s', async (_label, request) => {
    const response = await send(request);
    await response.arrayBuffer();
    expect(response.status).toBe(request.status);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = response.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=(self)');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  });

  it('the mailbox page has no inline script or style for the policy to block', async () => {
    const page = await (await fetch(`${server.url}/_dev/correo`)).text();
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<link rel="stylesheet" href="/_dev/correo.css">');
  });

  it('lets an app built against another Supabase (VITE_SUPABASE_URL) call that origin, and no other', async () => {
    const app = createServer({
      engine: server.engine,
      jwtSecret: randomJwtSecret(),
      storageDir: server.storageDir,
      staticDir: server.staticDir,
      externalSupabaseUrl: 'https://proyecto.supabase.co/rest/v1',
    });
    const response = await app.request('/');
    expect(directives(response.headers.get('content-security-policy') ?? '').get('connect-src')).toEqual([
      "'self'",
      'https://proyecto.supabase.co',
    ]);
  });
});
