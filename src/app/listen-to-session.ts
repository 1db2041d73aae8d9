// Loaded by start-session.ts when the session is needed: supabase-js's auth client feeds the
// session store for the life of the app.
import { readDeviceSession } from '../api/device-session';
import { supabase } from '../api/supabase-client';
import { listenToAuthChanges } from '../session/auth-store';

export function listenToSession(onPasswordRecovery: () => void): void {
  listenToAuthChanges(supabase.auth, { deviceSession: () => readDeviceSession(), onPasswordRecovery });
}
