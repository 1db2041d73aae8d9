import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { sessionNeedsSecondFactor } from '../../api/mfa';
import { fieldErrorsOf } from '../../domain/field-errors';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { FullPageSpinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toast/toast-store';
import { PasswordStrengthHint } from '../../ui/PasswordStrengthHint';
import { passwordWeakness, usePasswordStrength } from '../../ui/use-password-strength';
import { InputField } from '../../ui/validated-fields';
import { forgetMyProfile } from '../../session/my-profile-store';
import { newPasswordSchema, type NewPasswordForm } from '../../domain/auth-schemas';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthStore } from '../../session/auth-store';
import { FORGOT_PASSWORD_PATH, INVALID_LINK_MESSAGE, setNewPassword } from './password-recovery';
import { isRecoverySession, openedFromRecoveryLink, recoveryLinkRefused } from '../../session/recovery-session';
import { SecondFactorStep } from './SecondFactorStep';

/** supabase-js announces the recovery a moment after it stored the session; past this, the link failed. */
const RECOVERY_ARRIVAL_GRACE_MS = 3000;

function useRecoveryArrivalWindow(): boolean {
  const [waiting, setWaiting] = useState(openedFromRecoveryLink);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), RECOVERY_ARRIVAL_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting;
}

function NoRecoveryNotice({ refused }: { refused: boolean }) {
  return (
    <div className="space-y-5">
      {refused ? (
        <Alert variant="destructive">{INVALID_LINK_MESSAGE}</Alert>
      ) : (
        <Alert>Abre el enlace que te enviamos por correo para elegir tu nueva contraseña. Si no lo tienes, pide uno nuevo.</Alert>
      )}
      <Link to={FORGOT_PASSWORD_PATH} className={buttonClasses('primary', 'lg', 'w-full')}>
        Pedir un enlace nuevo
      </Link>
    </div>
  );
}

function NewPasswordFormView({ email }: { email: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<NewPasswordForm>({ password: '', confirm_password: '' });
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = newPasswordSchema.safeParse(values);
  const strength = usePasswordStrength(values.password, [email]);
  const errors: Partial<Record<keyof NewPasswordForm, string>> = attempted && !check.success ? fieldErrorsOf(check.error) : {};
  if (attempted && strength && !strength.ok && !errors.password) errors.password = strength.message;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    if (!check.success || pending) return;
    setPending(true);
    // The server's rule, checked here first so the reason shows under the field.
    if (await passwordWeakness(check.data.password, [email])) {
      setPending(false);
      return;
    }
    const result = await setNewPassword(check.data.password);
    if (!result.ok) {
      setPending(false);
      setFailure(result.message);
      return;
    }
    forgetMyProfile();
    showToast({ title: 'Contraseña actualizada', description: 'Ya puedes usar tu nueva contraseña.', variant: 'success' });
    navigate('/dashboard', { replace: true });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Elegir contraseña nueva">
      <p className="text-sm text-stone-600">
        Cuenta: <strong className="text-stone-900">{email}</strong>
      </p>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <InputField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 8 caracteres"
        value={values.password}
        hint={<PasswordStrengthHint verdict={strength} />}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <InputField
        label="Confirmar nueva contraseña"
        type="password"
        autoComplete="new-password"
        value={values.confirm_password}
        error={errors.confirm_password}
        onChange={(event) => setValues({ ...values, confirm_password: event.target.value })}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Guardando…' : 'Guardar y entrar'}
      </Button>
    </form>
  );
}

/** Where a recovery link lands: only the session that link opened may set the password here. */
export function ResetPasswordPage() {
  const { loading, session } = useAuthStore();
  const waitingForRecovery = useRecoveryArrivalWindow();
  const recovering = session !== null && isRecoverySession(session.user.id);

  if (loading || (waitingForRecovery && !recovering && !recoveryLinkRefused)) {
    return <FullPageSpinner label="Verificando el enlace…" />;
  }
  if (!recovering) {
    return (
      <AuthSplitLayout title="Restablece tu contraseña" subtitle="Con el enlace que te enviamos por correo eliges una nueva.">
        <NoRecoveryNotice refused={recoveryLinkRefused || openedFromRecoveryLink} />
      </AuthSplitLayout>
    );
  }
  // The link proves the mailbox, not the phone: with two-factor on, the code comes first (GoTrue
  // refuses the new password from a session that has not proved it).
  if (sessionNeedsSecondFactor(session)) {
    return (
      <AuthSplitLayout title="Código de verificación" subtitle="Antes de elegir la contraseña nueva, confirma que eres tú.">
        <SecondFactorStep session={session} onVerified={() => {}} />
      </AuthSplitLayout>
    );
  }
  return (
    <AuthSplitLayout title="Elige una contraseña nueva" subtitle="Úsala la próxima vez que inicies sesión en Taquilla.">
      <NewPasswordFormView email={session.user.email ?? ''} />
    </AuthSplitLayout>
  );
}
