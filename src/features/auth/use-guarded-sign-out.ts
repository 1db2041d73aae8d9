import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { requestSync } from '../../sync/sync-session';
import { syncStatusStore } from '../../sync/sync-status-store';
import { signOut } from './sign-out';

/**
 * 'Cerrar sesión' with the outbox in mind: with nothing queued it signs out at once; with
 * ops still queued it first asks (the warning), and may wait for the sync to send them
 * before signing out. Nothing queued is dropped either way: it stays in this user's replica.
 */
export function useGuardedSignOut(onSignedOut: () => void) {
  const pendingCount = useStore(syncStatusStore, (status) => status.pendingCount);
  const online = useStore(syncStatusStore, (status) => status.online);
  const [warning, setWarning] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOutNow = useCallback(async () => {
    setSigningOut(true);
    setWarning(false);
    setWaiting(false);
    await signOut();
    onSignedOut();
  }, [onSignedOut]);

  useEffect(() => {
    if (waiting && pendingCount === 0) void signOutNow();
  }, [waiting, pendingCount, signOutNow]);

  return {
    pendingCount,
    online,
    warning,
    waiting,
    signingOut,
    request: () => (pendingCount > 0 ? setWarning(true) : void signOutNow()),
    signOutAnyway: () => void signOutNow(),
    waitForSync: () => {
      setWaiting(true);
      requestSync();
    },
    keepSession: () => {
      setWarning(false);
      setWaiting(false);
    },
  };
}

export type GuardedSignOut = ReturnType<typeof useGuardedSignOut>;
