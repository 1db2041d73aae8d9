// The rest of the origin: CORS for the browser, the built app with its SPA fallback, and
// the ai-assistant function as supabase-js invokes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { startTestServer, type RunningServer } from './test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('CORS', () => {
  it.each(['/auth/v1/token?grant_type=password', '/rest/v1/rpc/get_event_by_slug', '/storage/v1/object/profile-pictures/a/b.png', '/functions/v1/ai-assistant'])(
    'answers the preflight of %s with the headers supabase-js sends',
    async (apiPath) => {
      const response = await fetch(`${server.url}${apiPath}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version, x-upsert',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
      for (const header of ['apikey', 'authorization', 'content-type', 'content-profile', 'accept-profile', 'prefer', 'x-client-info', 'x-supabase-api-version', 'x-upsert']) {
        expect(allowed).toContain(header);
      }
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    },
  );

  it('exposes Content-Range and X-Supabase-Api-Version on answers', async () => {
    const response = await fetch(`${server.url}/rest/v1/rpc/get_event_by_slug`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Content-Range.*X-Supabase-Api-Version/);
  });
});

describe('compression', () => {
  it('gzips answers for clients that accept it, as hosted Supabase does', async () => {
    const response = await fetch(`${server.url}/rest/v1/rpc/get_event_by_slug`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()).slug).toBe('festival-bambuco-2025');
  });
});

describe('the built app', () => {
  it('serves index.html for client-side routes', async () => {
    for (const route of ['/', '/dashboard', '/event/festival-bambuco-2025', '/venues/123/ver']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves assets with long caching and a missing file with an extension as 404', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing-999.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicon.ico`)).status).toBe(404);
    const traversal = await fetch(`${server.url}/..%2F..%2F..%2F..%2Fetc%2Fpasswd`);
    expect(await traversal.text()).not.toContain('root:');
  });
});

describe('ai-assistant function', () => {
  it('answers through supabase-js functions.invoke', async () => {
    const { data, error } = await server.client().functions.invoke('ai-assistant', {
      body: { message: '¿Cuánto cuesta un asiento premium?', context: { page: 'event', is_authenticated: false } },
    });
    expect(error).toBeNull();
    expect(data.response).toMatch(/1,5/);
  });

  it('refuses an empty message with a Spanish error', async () => {
    const { error } = await server.client().functions.invoke('ai-assistant', { body: { message: '   ', context: {} } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'El mensaje no puede estar vacío' });
  });

  it('answers an unknown function with 404', async () => {
    const { error } = await server.client().functions.invoke('no-existe', { body: {} });
    expect(((error as FunctionsHttpError).context as Response).status).toBe(404);
  });
});
