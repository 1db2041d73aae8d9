import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { remembersSession } from '../../api/session-storage';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxField, TextField } from '../../ui/form-fields';
import { showToast } from '../../ui/toast/toast-store';
import { forgetMyProfile, loadMyProfile } from '../../session/my-profile-store';
import { INVITATION_PARAM, joinInvitedTeam } from './invitation';
import { FORGOT_PASSWORD_PATH } from './recovery-paths';

interface LoginFormProps {
  /** From an invitation link: redeemed right after signing in. */
  invitationToken?: string | null;
  /** The email the invitation is for, filled in for the person. */
  invitedEmail?: string;
  /** Tells the page a sign-in is under way, so it does not leave before the invitation is redeemed. */
  onWorkingChange?: (working: boolean) => void;
  /**
   * Starts the app's session machinery (supabase-js's auth client feeding the session store),
   * so the store hears the new session. The form shows before it has loaded.
   */
  prepareSignIn?: () => Promise<void>;
}

const OFFLINE_MESSAGE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';

/**
 * The sign-in code and the auth client (supabase-js, about 30 kB gzip, and the session's
 * checks) stay out of the form's first paint: they load as soon as the person starts using
 * the form, and a submit that comes first waits for them.
 */
function loadSignIn(prepareSignIn: () => Promise<void>) {
  return Promise.all([import('./sign-in'), prepareSignIn()]).then(([module]) => module.signInWithEmail);
}

/** An invitation that cannot be redeemed does not stop the sign-in: the toast says why on the next screen. */
async function joinTeamAfterSignIn(token: string): Promise<void> {
  const joined = await joinInvitedTeam(token);
  forgetMyProfile();
  if (joined.ok) {
    showToast({ title: `Te uniste al equipo de ${joined.profile.organization?.name ?? 'tu organización'}`, variant: 'success' });
  } else {
    showToast({ title: 'No pudimos unirte al equipo', description: joined.message, variant: 'error' });
  }
}

const nothingToPrepare = () => Promise.resolve();

export function LoginForm({ invitationToken, invitedEmail, onWorkingChange, prepareSignIn = nothingToPrepare }: LoginFormProps) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const setWorking = (working: boolean) => {
    setSubmitting(working);
    onWorkingChange?.(working);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setWorking(true);
    setErrorMessage(null);
    let signInWithEmail;
    try {
      signInWithEmail = await loadSignIn(prepareSignIn);
    } catch {
      // Offline, or a deploy removed the chunk: the next submit tries again.
      setWorking(false);
      setErrorMessage(OFFLINE_MESSAGE);
      return;
    }
    const result = await signInWithEmail(
      String(form.get('email')),
      String(form.get('password')),
      form.get('remember') === 'on',
    );
    if (result.ok && result.needsSecondFactor) {
      // The page shows the 'Código de verificación' step for the new session.
      setWorking(false);
      return;
    }
    if (result.ok) {
      if (invitationToken) await joinTeamAfterSignIn(invitationToken);
      // Asked now, while the organizer's screens download: the replica's first sync waits
      // for it (features/sync-status/use-sync-session), and so does the dashboard.
      else void loadMyProfile(result.userId);
      navigate('/dashboard', { replace: true });
      return;
    }
    setWorking(false);
    setErrorMessage(result.message);
  };

  const prefetch = () => void loadSignIn(prepareSignIn).catch(() => undefined);

  const registerPath = invitationToken ? `/register?${INVITATION_PARAM}=${encodeURIComponent(invitationToken)}` : '/register';
  return (
    <form
      onSubmit={onSubmit}
      // The first sign of someone signing in: fetch what the submit needs meanwhile.
      onFocus={prefetch}
      onPointerDown={prefetch}
      className="space-y-5"
      aria-label="Iniciar sesión"
    >
      {errorMessage && <Alert variant="destructive">{errorMessage}</Alert>}
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="username"
        placeholder="tu@empresa.com"
        defaultValue={invitedEmail}
        key={invitedEmail}
        required
      />
      <TextField label="Contraseña" name="password" type="password" autoComplete="current-password" required />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label="Recordarme" name="remember" defaultChecked={remembersSession()} />
        <Link to={FORGOT_PASSWORD_PATH} className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Iniciando sesión…' : 'Iniciar sesión'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        ¿No tienes cuenta?{' '}
        <Link to={registerPath} className="font-semibold text-brand-700 hover:underline">
          Regístrate
        </Link>
      </p>
    </form>
  );
}
