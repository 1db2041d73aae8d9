// Where the app finds its Supabase. A static build for hosted Supabase carries
// VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. A build served by the embedded backend
// carries nothing: it gets the anon key from the server that serves it at run time (each
// installation signs its keys with its own secret, so a key cannot be baked in), and keeps
// it so that the installed app still starts offline. The served page carries the key in a
// meta tag; a page from the service worker's precache has none and asks /app-config.json.
export const RUNTIME_CONFIG_PATH = '/app-config.json';
/** The meta tag the embedded server writes the key into (supabase/local/static-app.ts). */
export const ANON_KEY_META = 'taquilla-anon-key';
export const RUNTIME_CONFIG_STORAGE_KEY = 'taquilla.runtime-config';

export interface RuntimeConfig {
  anonKey: string;
}

/** How long to wait for the server when a kept copy could be used instead (a weak festival signal). */
const WAIT_WITH_COPY_MS = 2500;
const WAIT_WITHOUT_COPY_MS = 15000;
/** Offline and never online before: every call will fail anyway, and say so in Spanish. */
const NO_KEY = 'sin-clave';

let runtimeConfig: RuntimeConfig | null = null;

function builtFor(): { url?: string; anonKey?: string } {
  return { url: import.meta.env.VITE_SUPABASE_URL || undefined, anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || undefined };
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return typeof value === 'object' && value !== null && typeof (value as RuntimeConfig).anonKey === 'string' && (value as RuntimeConfig).anonKey !== '';
}

function keptCopy(storage: Storage): RuntimeConfig | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(RUNTIME_CONFIG_STORAGE_KEY) ?? 'null');
    return isRuntimeConfig(kept) ? kept : null;
  } catch {
    return null;
  }
}

function givenByPage(page: Document): RuntimeConfig | null {
  const anonKey = page.querySelector<HTMLMetaElement>(`meta[name="${ANON_KEY_META}"]`)?.content;
  return anonKey ? { anonKey } : null;
}

async function askServer(fetchConfig: typeof fetch, timeoutMs: number): Promise<RuntimeConfig | null> {
  try {
    // From the API's origin: under `vite` dev the page's own origin is Vite's, not the backend's.
    const response = await fetchConfig(new URL(RUNTIME_CONFIG_PATH, supabaseUrl()), { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isRuntimeConfig(body) ? { anonKey: body.anonKey } : null;
  } catch {
    return null;
  }
}

function keepCopy(storage: Storage, config: RuntimeConfig): void {
  try {
    storage.setItem(RUNTIME_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage full or blocked: this start still works, only an offline start would not.
  }
}

/**
 * Must finish before the supabase client is created (main.tsx). The key the served page
 * carries wins, then the server's answer; without either (offline, server restarting) the
 * copy kept from the last online start is used.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch, storage: Storage = localStorage, page: Document = document): Promise<void> {
  if (builtFor().anonKey) return;
  const given = givenByPage(page);
  if (given) {
    runtimeConfig = given;
    // Kept in a task of its own, once the first page's requests have left (main.tsx): a page's
    // first touch of localStorage opens it, 5-10 ms of the main thread in a fresh tab.
    setTimeout(() => keepCopy(storage, given), 0);
    return;
  }
  const kept = keptCopy(storage);
  const fresh = navigator.onLine || !kept ? await askServer(fetchConfig, kept ? WAIT_WITH_COPY_MS : WAIT_WITHOUT_COPY_MS) : null;
  if (fresh) keepCopy(storage, fresh);
  runtimeConfig = fresh ?? kept;
}

/** The app and the embedded API share one origin unless a hosted project is configured. */
export function supabaseUrl(): string {
  return builtFor().url || window.location.origin;
}

export function supabaseAnonKey(): string {
  return builtFor().anonKey || runtimeConfig?.anonKey || NO_KEY;
}

/**
 * Where the embedded backend keeps the mail it would send (recovery links, invitations),
 * or null for a hosted project, which sends real mail. A local server is recognised by
 * its address: the same origin as the app, or localhost while Vite's dev server runs apart.
 */
export function localMailboxUrl(): string | null {
  const apiUrl = new URL(supabaseUrl());
  const isLocal = apiUrl.origin === window.location.origin || ['localhost', '127.0.0.1', '[::1]'].includes(apiUrl.hostname);
  return isLocal ? `${apiUrl.origin}/_dev/correo` : null;
}
