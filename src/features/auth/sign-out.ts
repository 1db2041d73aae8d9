import { supabase } from '../../api/supabase-client';
import { forgetMyProfile } from '../../session/my-profile-store';

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  // Offline the server cannot be told; the device must still forget the session.
  if (error) await supabase.auth.signOut({ scope: 'local' });
  forgetMyProfile();
}
