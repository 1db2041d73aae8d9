// Which session may set a new password without the current one: the one a recovery link
// opened (supabase-js emits PASSWORD_RECOVERY for it). Remembered for the tab in
// sessionStorage, so a reload of the reset page keeps working and another tab does not.
// No supabase import here: the auth store, in the entry bundle, uses this.

const RECOVERY_KEY = 'taquilla:recuperacion';

/**
 * Read once when the app starts, before supabase-js clears the hash: whether this page was
 * opened from a recovery link, and whether the server refused that link.
 */
const startingHash = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1));
export const openedFromRecoveryLink = startingHash.get('type') === 'recovery';
export const recoveryLinkRefused = startingHash.has('error_code') || startingHash.has('error_description');

export function markRecoverySession(userId: string): void {
  sessionStorage.setItem(RECOVERY_KEY, userId);
}

export function isRecoverySession(userId: string): boolean {
  return sessionStorage.getItem(RECOVERY_KEY) === userId;
}

export function endRecoverySession(): void {
  sessionStorage.removeItem(RECOVERY_KEY);
}
