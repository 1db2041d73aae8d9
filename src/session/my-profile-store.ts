import { create } from 'zustand';
import type { MyProfile } from '../api/profile';

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

// The last profile the server gave, kept on the device: offline (or while supabase-js waits
// to refresh an expired session) the sidebar still shows the person's name and organization,
// and the replica opens without waiting for the server. Forgotten when signing out.
const DEVICE_COPY_KEY = 'taquilla:mi-perfil';

function keptProfileOf(userId: string): MyProfile | null {
  try {
    const kept = JSON.parse(localStorage.getItem(DEVICE_COPY_KEY) ?? 'null') as { userId?: string; profile?: MyProfile } | null;
    return kept?.userId === userId && kept.profile?.id === userId ? kept.profile : null;
  } catch {
    return null;
  }
}

function keepOnDevice(userId: string, profile: MyProfile | null): void {
  try {
    if (profile) localStorage.setItem(DEVICE_COPY_KEY, JSON.stringify({ userId, profile }));
    else localStorage.removeItem(DEVICE_COPY_KEY);
  } catch {
    // Storage full or blocked: only the offline copy is missing.
  }
}

/** Signing out: the next person at a shared device must not see this one's profile. */
export function forgetProfileOnDevice(): void {
  localStorage.removeItem(DEVICE_COPY_KEY);
}

export async function loadMyProfile(userId: string, { force = false } = {}): Promise<void> {
  const current = useMyProfileStore.getState();
  if (!force && current.userId === userId && (current.status === 'loading' || current.status === 'ready')) return;
  const kept = keptProfileOf(userId);
  useMyProfileStore.setState(kept ? { userId, status: 'ready', profile: kept, errorMessage: null } : { userId, status: 'loading', errorMessage: null });
  // Offline the request would first wait out supabase-js's refresh of an expired session
  // (about 30 s) and then fail anyway.
  if (!navigator.onLine) {
    if (!kept) useMyProfileStore.setState({ status: 'error', errorMessage: OFFLINE_MESSAGE });
    return;
  }
  try {
    // Imported here: the assistant on the public pages reads this store, and a visitor, who
    // has no profile to load, must not download supabase-js with it (app/start-session.ts).
    const { getMyProfile } = await import('../api/profile');
    const profile = await getMyProfile();
    if (useMyProfileStore.getState().userId !== userId) return;
    useMyProfileStore.setState({ status: 'ready', profile, errorMessage: null });
    keepOnDevice(userId, profile);
  } catch (error) {
    if (useMyProfileStore.getState().userId !== userId || kept) return;
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
  keepOnDevice(profile.id, profile);
}

export function forgetMyProfile(): void {
  useMyProfileStore.setState(EMPTY);
}
