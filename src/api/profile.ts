import { callRpc } from './rpc';

export interface MyProfile {
  id: string;
  full_name: string | null;
  email: string | null;
  role: 'organizer' | 'staff';
  organization_id: string | null;
  organization: { id: string; name: string } | null;
  company_name?: string | null;
  profile_picture?: string | null;
}

/** The signed-in user's profile, or null when the account has not registered as organizer. */
export function getMyProfile(): Promise<MyProfile | null> {
  return callRpc<MyProfile | null>('get_my_profile');
}
