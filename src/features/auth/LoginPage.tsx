import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sessionNeedsSecondFactor } from '../../api/session-assurance';
import { FullPageSpinner, Spinner } from '../../ui/Spinner';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthStore } from '../../session/auth-store';
import { InvitationBanner } from './InvitationBanner';
import { INVITATION_PARAM, useInvitationPreview } from './invitation';
import { LoginForm } from './LoginForm';

// Only for someone already signed in (the code step of an account with two-factor on, an
// invitation to accept): their code (supabase-js's calls) stays out of the form's first paint.
const SecondFactorStep = lazy(() => import('./SecondFactorStep').then((module) => ({ default: module.SecondFactorStep })));
const AcceptInvitationCard = lazy(() => import('./AcceptInvitationCard').then((module) => ({ default: module.AcceptInvitationCard })));

/** `prepareSignIn`: the app's session machinery, which the form starts before signing in (LoginForm). */
export function LoginPage({ prepareSignIn }: { prepareSignIn?: () => Promise<void> }) {
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
        <Suspense fallback={<Spinner label="Cargando…" />}>
          <SecondFactorStep session={session} />
        </Suspense>
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
        <Suspense fallback={<Spinner label="Cargando…" />}>
          <AcceptInvitationCard token={invitationToken} email={session.user.email ?? ''} />
        </Suspense>
      ) : (
        <LoginForm
          invitationToken={invitationToken}
          invitedEmail={invitation?.status === 'ready' ? invitation.preview.email : undefined}
          onWorkingChange={setWorking}
          prepareSignIn={prepareSignIn}
        />
      )}
    </AuthSplitLayout>
  );
}
