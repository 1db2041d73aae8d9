// The well-known key of a local Supabase (role anon, signed with the local JWT secret):
// the embedded backend accepts it by default, so a plain `npm start` needs no .env file.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The app and the embedded API share one origin unless a hosted project is configured. */
export function supabaseUrl(): string {
  return import.meta.env.VITE_SUPABASE_URL || window.location.origin;
}

export function supabaseAnonKey(): string {
  return import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
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
