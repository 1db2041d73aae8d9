// Checks a password without touching the app's own session: a throwaway client signs in,
// and its session is ended at once. Used when signing in again on the app's client would
// replace a session that proved its second factor (aal2) with a password-only one.
import { createClient, type AuthError } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config';

export async function checkPasswordApart(email: string, password: string): Promise<{ error: AuthError | null }> {
  const client = createClient(supabaseUrl(), supabaseAnonKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'taquilla-comprobar-clave' },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (!error) await client.auth.signOut({ scope: 'local' });
  return { error };
}
