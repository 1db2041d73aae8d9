import { useEffect } from 'react';
import { useAuthStore } from './auth-store';
import { forgetMyProfile, loadMyProfile, useMyProfileStore } from './my-profile-store';

/** The signed-in user's profile, loaded on first use and forgotten on sign-out. */
export function useMyProfile() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const state = useMyProfileStore();

  useEffect(() => {
    if (userId) void loadMyProfile(userId);
    else forgetMyProfile();
    if (!userId) return;
    // A profile that could not load offline loads when the connection returns.
    const loadWhenOnline = () => void loadMyProfile(userId);
    window.addEventListener('online', loadWhenOnline);
    return () => window.removeEventListener('online', loadWhenOnline);
  }, [userId]);

  const reload = () => {
    if (userId) void loadMyProfile(userId, { force: true });
  };
  return { ...state, reload };
}
