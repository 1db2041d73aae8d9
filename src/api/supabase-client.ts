import { createClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config';
import { rememberableSessionStorage } from './session-storage';

export const supabase = createClient(supabaseUrl(), supabaseAnonKey(), {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    storage: rememberableSessionStorage,
  },
});
