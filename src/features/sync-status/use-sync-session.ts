import { useEffect } from 'react';
import { startSyncSession, stopSyncSession } from '../../sync/sync-session';
import { showToast } from '../../ui/toast/toast-store';
import { useAuthStore } from '../../session/auth-store';
import { useMyProfile } from '../../session/use-my-profile';

function showReplicaNotice(message: string): void {
  showToast({ title: message, variant: 'error' });
}

/**
 * Keeps the signed-in user's replica syncing while the organizer layout is shown. A
 * profile that failed to load (no connection) does not hold it back: the replica from the
 * last visit is what lets the cashier keep working offline. An account known to have no
 * profile has nothing to sync.
 */
export function useSyncSession(): void {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { status, profile } = useMyProfile();
  const organizationId = profile?.organization_id ?? null;
  const profileSettled = status === 'error' || (status === 'ready' && profile !== null);

  useEffect(() => {
    if (userId && profileSettled) void startSyncSession({ userId, organizationId, tell: showReplicaNotice });
  }, [userId, profileSettled, organizationId]);

  useEffect(() => {
    if (!userId) stopSyncSession();
  }, [userId]);

  useEffect(() => stopSyncSession, []);
}
