// Spec §7: upload into the user's folder of the profile-pictures bucket, then save the
// public URL through update_user_profile. Each step has its own message (spec §9).
import { removeProfilePicture, updateMyProfile, uploadProfilePicture, type MyProfile } from '../../api/profile';

export type PhotoChangeOutcome = { ok: true; profile: MyProfile } | { ok: false; message: string };

export const PHOTO_UPLOAD_FAILED = 'Error al subir la imagen';
export const PROFILE_UPDATE_FAILED = 'Error al actualizar el perfil';

export async function changeProfilePhoto(userId: string, file: File, previousUrl: string | null | undefined): Promise<PhotoChangeOutcome> {
  let url: string;
  try {
    url = await uploadProfilePicture(userId, file);
  } catch {
    return { ok: false, message: PHOTO_UPLOAD_FAILED };
  }
  try {
    const profile = await updateMyProfile({ profile_picture: url });
    // Only now is the old photo unused; until the save succeeds it is still the one shown.
    void removeProfilePicture(userId, previousUrl);
    return { ok: true, profile };
  } catch {
    void removeProfilePicture(userId, url);
    return { ok: false, message: PROFILE_UPDATE_FAILED };
  }
}
