import { useLiveQuery } from 'dexie-react-hooks';
import { useAuthStore } from './auth-store';
import { useMyProfile } from './use-my-profile';
import { useReplica } from './replica-hooks';

export type MemberRole = 'organizer' | 'staff';

/**
 * The signed-in member's role, from the profile store. Until the profile has loaded — and
 * offline it may never load, or its request may hang — the replica's copy of the member's
 * profile row answers instead: a cashier at a gate with no signal must not be shown the
 * organizer's editing buttons, and an organizer with no signal must still reach them.
 * 'unknown' while neither has answered (the server refuses a staff member's edits anyway).
 */
export function useMyRole(): MemberRole | 'unknown' {
  return useRoleAndProfileStatus().role;
}

/** The role and the profile's status from one profile subscription (useMyProfile loads it on first use). */
function useRoleAndProfileStatus(): { role: MemberRole | 'unknown'; status: ReturnType<typeof useMyProfile>['status'] } {
  const { status, profile } = useMyProfile();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const db = useReplica();
  const replicaRole = useLiveQuery(
    async () => (status !== 'ready' && db && userId ? ((await db.profiles.get(userId))?.role ?? null) : null),
    [status, db, userId],
  );
  return { role: (status === 'ready' ? profile?.role : replicaRole) ?? 'unknown', status };
}

/**
 * useMyRole, or 'coming' while the role is unknown and the profile is on its way: screens
 * that differ by role wait for it then, rather than show one role's screen and switch. Offline
 * the profile may never come (and the replica had no row yet, on a first sign-in that has not
 * synced): the role stays 'unknown' and the screen shows the organizer's view; the server
 * refuses a staff member's edits anyway.
 */
export function useMyRoleOnceKnown(): MemberRole | 'unknown' | 'coming' {
  const { role, status } = useRoleAndProfileStatus();
  const coming = role === 'unknown' && (status === 'idle' || status === 'loading') && navigator.onLine;
  return coming ? 'coming' : role;
}
