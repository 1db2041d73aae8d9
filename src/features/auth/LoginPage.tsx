import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/Spinner';
import { AcceptInvitationCard } from './AcceptInvitationCard';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthStore } from './auth-store';
import { InvitationBanner } from './InvitationBanner';
import { INVITATION_PARAM, useInvitationPreview } from './invitation';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { loading, session } = useAuthStore();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get(INVITATION_PARAM);
  const invitation = useInvitationPreview(invitationToken);
  // While the form signs in (and redeems an invitation) it navigates by itself.
  const [working, setWorking] = useState(false);

  if (loading) return <FullPageSpinner label="Verificando sesión…" />;
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
