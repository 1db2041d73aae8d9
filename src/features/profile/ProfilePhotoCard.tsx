import { useRef, useState, type ChangeEvent } from 'react';
import type { MyProfile } from '../../api/profile';
import { ACCEPTED_PHOTO_TYPES, photoFileProblem } from '../../domain/profile-schemas';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { showToast } from '../../ui/toast/toast-store';
import { changeProfilePhoto } from './change-profile-photo';
import { replaceMyProfile } from '../../session/my-profile-store';
import { ProfileAvatar } from './ProfileAvatar';
import { NEEDS_CONNECTION } from './use-server-reachable';

export const PHOTO_UPDATED = '✅ Foto de perfil actualizada';

interface ProfilePhotoCardProps {
  profile: MyProfile;
  userId: string;
  email: string;
  online: boolean;
}

export function ProfilePhotoCard({ profile, userId, email, online }: ProfilePhotoCardProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // A refused file is explained under the button until the next choice, not in a passing toast.
  const [problem, setProblem] = useState<string | null>(null);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires a change.
    event.target.value = '';
    if (!file) return;
    const refusal = photoFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setUploading(true);
    const outcome = await changeProfilePhoto(userId, file, profile.profile_picture);
    setUploading(false);
    if (outcome.ok) {
      replaceMyProfile(outcome.profile);
      showToast({ title: PHOTO_UPDATED, variant: 'success' });
    } else {
      showToast({ title: outcome.message, variant: 'error' });
    }
  };

  return (
    <Card className="flex flex-col items-center gap-5 p-5 text-center sm:flex-row sm:p-6 sm:text-left" role="region" aria-label="Foto de perfil">
      <ProfileAvatar fullName={profile.full_name} pictureUrl={profile.profile_picture} />
      <div className="w-full min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-semibold wrap-anywhere text-stone-900">{profile.full_name || email}</h2>
        <p className="text-sm wrap-anywhere text-stone-500">{email}</p>
        {profile.organization && <p className="text-sm wrap-break-word text-stone-500">{profile.organization.name}</p>}
      </div>
      <div className="flex flex-col items-center gap-1.5 sm:items-end">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Archivo de foto de perfil"
          onChange={onFileChosen}
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={uploading || !online}>
          {uploading ? 'Subiendo...' : 'Cambiar foto'}
        </Button>
        <p className="text-xs text-stone-500">JPG, PNG o GIF. Máximo 5MB.</p>
        {!online && <p className="text-xs font-medium text-amber-700">{NEEDS_CONNECTION}</p>}
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {problem}
          </p>
        )}
      </div>
    </Card>
  );
}
