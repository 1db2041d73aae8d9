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
