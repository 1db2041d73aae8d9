// A one-off auth client beside the app's own, keeping nothing on the device. The app's client
// remembers a failed refresh for a minute (supabase-js's cooldown) and answers with it even
// after the connection is back; this one has no such memory. It also lets a signed-out device
// end a session it no longer keeps.
import { AuthClient, isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config';

export function detachedAuthClient(): InstanceType<typeof AuthClient> {
  const anonKey = supabaseAnonKey();
  return new AuthClient({
    url: `${supabaseUrl()}/auth/v1`,
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    // A key of its own, so supabase-js does not take it for a second copy of the app's client.
    storageKey: 'taquilla-auth-aparte',
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** The server could not be asked (no connection, a 5xx, a rate limit): try again later. */
export function serverUnreachable(error: AuthError): boolean {
  return isAuthRetryableFetchError(error) || (error.status ?? 0) >= 500 || error.status === 429 || !error.status;
}
