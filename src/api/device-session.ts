// The session supabase-js keeps on this device, read straight from its storage slot.
// supabase-js answers "no session" while it cannot refresh an expired access token (offline),
// yet the refresh token that lets the device sync later is still there: the app opens on it.
// Only a refusal by the server (supabase-js then empties the slot) or signing out ends it.
import type { Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { rememberableSessionStorage, sessionStorageKey } from './session-storage';

export { sessionStorageKey };

const storedSession = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number(),
  user: z.looseObject({ id: z.string().min(1) }),
});

/** null without a session, and where there is no browser storage to read (Node tests). */
export function readDeviceSession(key?: string): Session | null {
  try {
    const parsed = storedSession.safeParse(JSON.parse(rememberableSessionStorage.getItem(key ?? sessionStorageKey()) ?? 'null'));
    return parsed.success ? (parsed.data as unknown as Session) : null;
  } catch {
    return null;
  }
}

/** Empties the slot at once, with no server call: what signing out does on the device. */
export function forgetDeviceSession(key: string = sessionStorageKey()): void {
  for (const suffix of ['', '-user', '-code-verifier']) rememberableSessionStorage.removeItem(`${key}${suffix}`);
}

/** True once the access token can no longer be sent (supabase-js refreshes 90 s before). */
export function accessTokenExpired(session: Pick<Session, 'expires_at'>, nowMs: number = Date.now(), marginMs = 0): boolean {
  return (session.expires_at ?? 0) * 1000 - nowMs <= marginMs;
}
