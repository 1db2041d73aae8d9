import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { useAuthStore } from '../../session/auth-store';
import { BusinessInfoCard } from './BusinessInfoCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { ProfilePhotoCard } from './ProfilePhotoCard';
import { ProfileSkeleton } from './ProfileSkeleton';
import { SecurityCard } from './SecurityCard';
import { useMyProfile } from '../../session/use-my-profile';
import { useServerReachable } from './use-server-reachable';

const LOAD_FAILED = 'Error al cargar tu perfil de usuario. Intenta nuevamente o contacta soporte.';

/** `teamCard`: the team section, composed by the app (features do not import each other). */
export function ProfilePage({ teamCard }: { teamCard?: ReactNode }) {
  const { status, profile, reload } = useMyProfile();
  const user = useAuthStore((state) => state.user);
  const online = useServerReachable();
  // The sign-in address is the main email; the profile's copy was taken at registration.
  const email = user?.email ?? profile?.email ?? '';

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Mi Perfil" description="Tu información personal, de empresa y de seguridad." />
      {status === 'error' ? (
        <Alert variant="destructive" title={LOAD_FAILED}>
          <Button variant="outline" size="sm" className="mt-2" onClick={reload}>
            Reintentar
          </Button>
        </Alert>
      ) : status !== 'ready' || !user ? (
        <ProfileSkeleton />
      ) : !profile ? (
        <Alert>Tu cuenta aún no tiene un perfil de organizador.</Alert>
      ) : (
        <div className="space-y-6">
          <ProfilePhotoCard profile={profile} userId={user.id} email={email} online={online} />
          <PersonalInfoCard profile={profile} email={email} online={online} />
          <BusinessInfoCard profile={profile} online={online} />
          <SecurityCard email={email} online={online} />
          {teamCard}
        </div>
      )}
    </div>
  );
}
