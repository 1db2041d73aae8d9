import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sessionNeedsSecondFactor } from '../../api/mfa';
import { FullPageSpinner } from '../../ui/Spinner';
import { AcceptInvitationCard } from './AcceptInvitationCard';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthStore } from '../../session/auth-store';
import { InvitationBanner } from './InvitationBanner';
import { INVITATION_PARAM, useInvitationPreview } from './invitation';
import { LoginForm } from './LoginForm';
import { SecondFactorStep } from './SecondFactorStep';

export function LoginPage() {
  const { loading, session } = useAuthStore();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get(INVITATION_PARAM);
  const invitation = useInvitationPreview(invitationToken);
  // While the form signs in (and redeems an invitation) it navigates by itself.
  const [working, setWorking] = useState(false);

  if (loading) return <FullPageSpinner label="Verificando sesión…" />;
  if (session && !working && sessionNeedsSecondFactor(session)) {
    return (
      <AuthSplitLayout title="Código de verificación" subtitle="Tu cuenta tiene activada la verificación en dos pasos.">
        <SecondFactorStep session={session} />
      </AuthSplitLayout>
    );
  }
  const signedInWithInvitation = session !== null && !working && invitationToken !== null;
  if (session && !working && !signedInWithInvitation) return <Navigate to="/dashboard" replace />;
  return (
    <AuthSplitLayout title="Iniciar sesión" subtitle="Bienvenido de nuevo. Ingresa a tu panel de organizador.">
      {invitation && (
        <div className="mb-6">
          <InvitationBanner state={invitation} action="Inicia sesión" />
        </div>
      )}
      {signedInWithInvitation ? (
        <AcceptInvitationCard token={invitationToken} email={session.user.email ?? ''} />
      ) : (
        <LoginForm
          invitationToken={invitationToken}
          invitedEmail={invitation?.status === 'ready' ? invitation.preview.email : undefined}
          onWorkingChange={setWorking}
        />
      )}
    </AuthSplitLayout>
  );
}
