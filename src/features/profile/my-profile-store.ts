import { create } from 'zustand';
import { getMyProfile, type MyProfile } from '../../api/profile';

type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

interface MyProfileState {
  /** Whose profile this is, so a late answer for a previous user is dropped. */
  userId: string | null;
  status: ProfileStatus;
  profile: MyProfile | null;
  errorMessage: string | null;
}

const EMPTY: MyProfileState = { userId: null, status: 'idle', profile: null, errorMessage: null };

const OFFLINE_MESSAGE = 'Sin conexión: tu perfil se cargará cuando vuelva la conexión.';

// The sidebar and the dashboard both show the profile: one store, one request.
export const useMyProfileStore = create<MyProfileState>(() => EMPTY);

export async function loadMyProfile(userId: string, { force = false } = {}): Promise<void> {
  const current = useMyProfileStore.getState();
  if (!force && current.userId === userId && (current.status === 'loading' || current.status === 'ready')) return;
  // Offline the request would first wait out supabase-js's refresh of an expired session
  // (about 30 s) and then fail anyway; meanwhile the pages and the replica would wait for it.
  if (!navigator.onLine) {
    useMyProfileStore.setState({ userId, status: 'error', errorMessage: OFFLINE_MESSAGE });
    return;
  }
  useMyProfileStore.setState({ userId, status: 'loading', errorMessage: null });
  try {
    const profile = await getMyProfile();
    if (useMyProfileStore.getState().userId === userId) useMyProfileStore.setState({ status: 'ready', profile });
  } catch (error) {
    if (useMyProfileStore.getState().userId !== userId) return;
    const errorMessage = error instanceof Error ? error.message : 'Error al cargar tu perfil de usuario.';
    useMyProfileStore.setState({ status: 'error', errorMessage });
  }
}

/**
 * Puts the profile a save answered into the store, so the sidebar's user card shows the
 * new name at once without asking the server again.
 */
export function replaceMyProfile(profile: MyProfile): void {
  if (useMyProfileStore.getState().userId !== profile.id) return;
  useMyProfileStore.setState({ status: 'ready', profile, errorMessage: null });
}

export function forgetMyProfile(): void {
  useMyProfileStore.setState(EMPTY);
}
