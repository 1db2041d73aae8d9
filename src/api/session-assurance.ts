// Whether a session still owes its second factor, read from the session itself (works
// offline). No supabase-js here: the sign-in page asks before the client has loaded.
import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of a session's access token, read locally (works offline). */
function assuranceOf(session: Session): string | null {
  try {
    const payload = session.access_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : null;
  } catch {
    return null;
  }
}

/**
 * True when the session's user has a verified factor this session has not proved yet: what
 * supabase-js's getAuthenticatorAssuranceLevel calls nextLevel aal2 above currentLevel, read
 * from the stored session so that an aal2 device keeps working offline.
 */
export function sessionNeedsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const hasVerifiedFactor = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return hasVerifiedFactor && assuranceOf(session) !== 'aal2';
}
