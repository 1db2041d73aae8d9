import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ConfigModule = typeof import('./config');

async function freshConfig(): Promise<ConfigModule> {
  vi.resetModules();
  return import('./config');
}

function answering(body: unknown, status = 200): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as never;
}

const unreachable = vi.fn(async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the runtime configuration of a build served by the embedded backend', () => {
  it('takes the anon key from the server that serves the app, and keeps it', async () => {
    const config = await freshConfig();
    const fetchConfig = answering({ anonKey: 'clave-de-esta-instalacion' });
    await config.loadRuntimeConfig(fetchConfig, localStorage);
    expect(config.supabaseAnonKey()).toBe('clave-de-esta-instalacion');
    expect(config.supabaseUrl()).toBe(window.location.origin);
    expect(String(vi.mocked(fetchConfig).mock.calls[0][0])).toBe(`${window.location.origin}/app-config.json`);
    expect(JSON.parse(localStorage.getItem(config.RUNTIME_CONFIG_STORAGE_KEY)!)).toEqual({ anonKey: 'clave-de-esta-instalacion' });
  });

  it('prefers a new key from the server over the kept one (the secret changed)', async () => {
    localStorage.setItem('taquilla.runtime-config', JSON.stringify({ anonKey: 'clave-vieja' }));
    const config = await freshConfig();
    await config.loadRuntimeConfig(answering({ anonKey: 'clave-nueva' }), localStorage);
    expect(config.supabaseAnonKey()).toBe('clave-nueva');
  });

  it('starts offline with the key kept from the last online start, without waiting for the network', async () => {
    localStorage.setItem('taquilla.runtime-config', JSON.stringify({ anonKey: 'clave-guardada' }));
    setOnline(false);
    const config = await freshConfig();
    const fetchConfig = answering({ anonKey: 'no-deberia-preguntar' });
    await config.loadRuntimeConfig(fetchConfig, localStorage);
    expect(config.supabaseAnonKey()).toBe('clave-guardada');
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('falls back to the kept key when the server cannot be reached or answers garbage', async () => {
    localStorage.setItem('taquilla.runtime-config', JSON.stringify({ anonKey: 'clave-guardada' }));
    const config = await freshConfig();
    await config.loadRuntimeConfig(unreachable, localStorage);
    expect(config.supabaseAnonKey()).toBe('clave-guardada');
    await config.loadRuntimeConfig(answering({ anonKey: 42 }), localStorage);
    expect(config.supabaseAnonKey()).toBe('clave-guardada');
    await config.loadRuntimeConfig(answering({ message: 'no' }, 500), localStorage);
    expect(config.supabaseAnonKey()).toBe('clave-guardada');
  });

  it('takes the key the served page carries without asking the server, and keeps it', async () => {
    localStorage.setItem('taquilla.runtime-config', JSON.stringify({ anonKey: 'clave-vieja' }));
    const page = document.implementation.createHTMLDocument('');
    page.head.innerHTML = '<meta name="taquilla-anon-key" content="clave-de-la-pagina">';
    const config = await freshConfig();
    const fetchConfig = answering({ anonKey: 'no-deberia-preguntar' });
    await config.loadRuntimeConfig(fetchConfig, localStorage, page);
    expect(config.supabaseAnonKey()).toBe('clave-de-la-pagina');
    expect(fetchConfig).not.toHaveBeenCalled();
    // Kept in a later task: a fresh tab's first touch of localStorage stays off the first page's path.
    expect(JSON.parse(localStorage.getItem(config.RUNTIME_CONFIG_STORAGE_KEY)!)).toEqual({ anonKey: 'clave-vieja' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(config.RUNTIME_CONFIG_STORAGE_KEY)!)).toEqual({ anonKey: 'clave-de-la-pagina' });
  });

  it('with no server and no copy, still starts with a key every call will refuse', async () => {
    const config = await freshConfig();
    await config.loadRuntimeConfig(unreachable, localStorage);
    expect(config.supabaseAnonKey()).toBe('sin-clave');
  });
});

describe('a static build for hosted Supabase', () => {
  it('uses the URL and key it was built with and asks no server', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://proyecto.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'clave-del-proyecto');
    const config = await freshConfig();
    const fetchConfig = answering({ anonKey: 'otra' });
    await config.loadRuntimeConfig(fetchConfig, localStorage);
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(config.supabaseUrl()).toBe('https://proyecto.supabase.co');
    expect(config.supabaseAnonKey()).toBe('clave-del-proyecto');
  });
});
