// The signed-in user's profile. Unlike the organization's data it is not replicated nor
// queued in the outbox: reads and writes are online RPCs, so the profile screen needs a
// connection to save.
import { callRpc } from './rpc';
import { supabase } from './supabase-client';

export interface MyProfile {
  id: string;
  full_name: string | null;
  email: string | null;
  role: 'organizer' | 'staff';
  organization_id: string | null;
  organization: { id: string; name: string } | null;
  document_number?: string | null;
  phone?: string | null;
  address?: string | null;
  company_name?: string | null;
  rnt?: string | null;
  business_description?: string | null;
  profile_picture?: string | null;
  two_fa_enabled?: boolean;
}

/** The fields update_user_profile takes: an absent field keeps its value, '' clears it. */
export interface ProfileChanges {
  full_name?: string;
  document_number?: string;
  phone?: string;
  address?: string;
  profile_picture?: string;
  company_name?: string;
  rnt?: string;
  business_description?: string;
}

export const PROFILE_PICTURES_BUCKET = 'profile-pictures';

/** The signed-in user's profile, or null when the account has not registered as organizer. */
export function getMyProfile(): Promise<MyProfile | null> {
  return callRpc<MyProfile | null>('get_my_profile');
}

/** Saves the given fields and answers the whole profile as stored. */
export function updateMyProfile(changes: ProfileChanges): Promise<MyProfile> {
  const args = Object.fromEntries(Object.entries(changes).map(([field, value]) => [`p_${field}`, value]));
  return callRpc<MyProfile>('update_user_profile', args);
}

const EXTENSION_BY_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/**
 * Uploads a photo into the user's own folder (the bucket's policies allow no other) and
 * answers its public URL. Each upload gets a new name, so no browser or CDN cache can keep
 * showing the previous photo under the same URL.
 */
export async function uploadProfilePicture(userId: string, file: Blob): Promise<string> {
  const extension = EXTENSION_BY_TYPE[file.type] ?? 'img';
  const path = `${userId}/avatar-${Date.now()}.${extension}`;
  const pictures = supabase.storage.from(PROFILE_PICTURES_BUCKET);
  const { error } = await pictures.upload(path, file, { contentType: file.type, cacheControl: '31536000' });
  if (error) throw error;
  return pictures.getPublicUrl(path).data.publicUrl;
}

/** Deletes a replaced photo if it is one of ours; a leftover file harms no one, so failures are ignored. */
export async function removeProfilePicture(userId: string, publicUrl: string | null | undefined): Promise<void> {
  const marker = `/object/public/${PROFILE_PICTURES_BUCKET}/`;
  const at = publicUrl?.indexOf(marker) ?? -1;
  if (!publicUrl || at < 0) return;
  const path = decodeURIComponent(publicUrl.slice(at + marker.length));
  if (!path.startsWith(`${userId}/`)) return;
  await supabase.storage.from(PROFILE_PICTURES_BUCKET).remove([path]).catch(() => undefined);
}
