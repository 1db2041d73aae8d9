import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';
import { FullPageSpinner } from '../../ui/Spinner';
import { useMyProfile } from '../../session/use-my-profile';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthStore } from '../../session/auth-store';
import { InvitationBanner } from './InvitationBanner';
import { INVITATION_PARAM, useInvitationPreview, type InvitationPreviewState } from './invitation';
import { RegisterForm } from './RegisterForm';
import type { RegistrationMode } from './use-registration-form';

/** Without a usable invitation the person may still register a company of their own, or sign in. */
function UnusableInvitationChoices() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to="/register" className={buttonClasses('primary', 'lg', 'sm:flex-1')}>
        Registrar mi empresa
      </Link>
      <Link to="/login" className={buttonClasses('outline', 'lg', 'sm:flex-1')}>
        Iniciar sesión
      </Link>
    </div>
  );
}

function modeOf(token: string | null, invitation: InvitationPreviewState | null): RegistrationMode | null {
  if (!token) return { kind: 'organizer' };
  if (invitation?.status !== 'ready' || invitation.preview.expired) return null;
  const { email, organization_name: organizationName } = invitation.preview;
  return { kind: 'staff', invitationToken: token, invitedEmail: email, organizationName };
}

/**
 * /register: a new organizer, or (with ?invitacion=…) a person invited to an organizer's
 * team. Someone signed in whose account already has a profile goes to the dashboard; an
 * account left without one by an interrupted registration may finish it here.
 */
export function RegisterPage() {
  const { loading, session } = useAuthStore();
  const { status: profileStatus, profile } = useMyProfile();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(INVITATION_PARAM);
  const invitation = useInvitationPreview(token);
  // While the form registers it navigates by itself; the checks below must not race it.
  const [working, setWorking] = useState(false);

  if (loading) return <FullPageSpinner label="Verificando sesión…" />;
  if (session && !working && profileStatus === 'ready' && profile) return <Navigate to="/dashboard" replace />;

  const mode = modeOf(token, invitation);
  return (
    <AuthSplitLayout
      title={mode?.kind === 'staff' ? 'Únete a tu equipo' : 'Crear cuenta'}
      subtitle={mode?.kind === 'staff' ? 'Crea tu cuenta de taquillero en un minuto.' : 'Registra tu empresa y empieza a vender tus graderías.'}
      wide
    >
      {invitation && (
        <div className="mb-6">
          <InvitationBanner state={invitation} action="Crea tu cuenta" />
        </div>
      )}
      {session && !working && mode?.kind === 'organizer' && (
        <div className="mb-6">
          <Alert>Termina tu registro con el mismo correo y contraseña de tu cuenta.</Alert>
        </div>
      )}
      {mode ? (
        <RegisterForm mode={mode} onWorkingChange={setWorking} />
      ) : (
        invitation?.status !== 'loading' && <UnusableInvitationChoices />
      )}
    </AuthSplitLayout>
  );
}
