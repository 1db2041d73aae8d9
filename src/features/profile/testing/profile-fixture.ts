// What the profile screen's tests share: a signed-in organizer with a stored profile, and
// a reset of the stores the screen reads and writes.
import { cleanup } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import type { MyProfile } from '../../../api/profile';
import { NO_SYNC_SESSION, syncStatusStore } from '../../../sync/sync-status-store';
import { dismissToast, toastStore } from '../../../ui/toast/toast-store';
import { useAuthStore } from '../../../session/auth-store';
import { forgetMyProfile, forgetProfileOnDevice, useMyProfileStore } from '../../../session/my-profile-store';

export const USER_ID = 'a0000000-0000-4000-8000-000000000001';
export const EMAIL = 'laura@eventoshuila.co';

export const LAURA: MyProfile = {
  id: USER_ID,
  full_name: 'Laura Gómez Perdomo',
  email: EMAIL,
  role: 'organizer',
  organization_id: 'o1',
  organization: { id: 'o1', name: 'Eventos del Huila' },
  document_number: '1075234567',
  phone: '3001234567',
  address: '',
  company_name: 'Eventos del Huila SAS',
  rnt: '45678',
  business_description: 'Palcos y graderías\npara el Festival del Bambuco',
  profile_picture: null,
};

/** Signs Laura in with her profile already loaded, as the sidebar leaves it. */
export function signInLaura(user: Partial<User> = {}, profile: MyProfile = LAURA): void {
  useAuthStore.setState({ loading: false, user: { id: USER_ID, email: EMAIL, factors: [], ...user } as User });
  useMyProfileStore.setState({ userId: USER_ID, status: 'ready', profile, errorMessage: null });
}

export function currentToast() {
  return toastStore.getState().current;
}

export function goOffline(): void {
  syncStatusStore.setState({ online: false, state: 'offline' });
}

export function resetProfileScreen(): void {
  cleanup();
  dismissToast();
  forgetMyProfile();
  forgetProfileOnDevice();
  syncStatusStore.setState(NO_SYNC_SESSION);
  useAuthStore.setState({ loading: true, session: null, user: null });
}
