import { useState } from 'react';
import { initialsOf } from '../../domain/initials';

/** The photo when there is one that loads; otherwise the initials of spec §4. */
export function ProfileAvatar({ fullName, pictureUrl }: { fullName: string | null; pictureUrl: string | null | undefined }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (pictureUrl && pictureUrl !== brokenUrl) {
    return (
      <img
        src={pictureUrl}
        alt="Foto de perfil"
        onError={() => setBrokenUrl(pictureUrl)}
        className="size-24 shrink-0 rounded-full object-cover ring-4 ring-brand-50"
      />
    );
  }
  return (
    <span
      data-testid="profile-initials"
      className="flex size-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-rose-500 text-3xl font-bold text-white ring-4 ring-brand-50"
      aria-label="Foto de perfil sin imagen"
      role="img"
    >
      {initialsOf(fullName)}
    </span>
  );
}
