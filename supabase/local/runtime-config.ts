// What the built app needs to reach this server, served at run time instead of baked into the
// build: a new secret (JWT_SECRET, or a new data folder) changes the anon key with no rebuild.
// The API is this same origin, so the app takes its own address as the Supabase URL.
// The anon key is public by design (role anon); it is the same key hosted Supabase shows.
import type { Context } from 'hono';

export const RUNTIME_CONFIG_PATH = '/app-config.json';
/** The meta tag through which the served page carries the same key (static-app.ts, src/api/config.ts). */
export const ANON_KEY_META = 'taquilla-anon-key';

export interface RuntimeConfig {
  anonKey: string;
}

export function runtimeConfigHandler(anonKey: string | Promise<string>) {
  return async (c: Context): Promise<Response> => {
    const config: RuntimeConfig = { anonKey: await anonKey };
    // Always asked again when online; the app keeps its own copy for offline starts.
    c.header('Cache-Control', 'no-cache');
    return c.json(config);
  };
}
