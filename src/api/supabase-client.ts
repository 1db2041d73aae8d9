import { createClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config';
import { rememberableSessionStorage, sessionStorageKey } from './session-storage';

export const supabase = createClient(supabaseUrl(), supabaseAnonKey(), {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    // A password-recovery link lands with the session in the URL hash (implicit flow):
    // supabase-js stores it, clears the hash and emits PASSWORD_RECOVERY. The implicit flow
    // also works when the link is opened in another browser than the one that asked (PKCE
    // would need the code verifier left in the asking browser's storage). Nothing else in a
    // URL is taken for a sign-in: no page of ours expects one.
    detectSessionInUrl: (_url, params) => params.type === 'recovery' && Boolean(params.access_token),
    flowType: 'implicit',
    storage: rememberableSessionStorage,
    // supabase-js's default key, spelled out: the app reads the same slot (device-session.ts).
    storageKey: sessionStorageKey(),
  },
});
