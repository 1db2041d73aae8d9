// After a right password, an account with two-factor on proves its authenticator code (or
// spends a recovery code) before any organizer page opens.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@supabase/supabase-js';
import { redeemRecoveryCode, verifyTotpCode } from '../../api/mfa';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form-fields';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';
import { showToast } from '../../ui/toast/toast-store';
import { signOut } from './sign-out';

export const RECOVERY_CODE_USED =
  'Entraste con un código de recuperación. La verificación en dos pasos quedó desactivada: actívala de nuevo en Mi Perfil.';

interface SecondFactorStepProps {
  session: Session;
  /** What happens once the session is aal2 (or two-factor was turned off); default: open the dashboard. */
  onVerified?: () => void;
}

export function SecondFactorStep({ session, onVerified }: SecondFactorStepProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const factorId = session.user.factors?.find((factor) => factor.status === 'verified' && factor.factor_type === 'totp')?.id ?? '';

  const switchMode = () => {
    setMode(mode === 'app' ? 'recovery' : 'app');
    setCode('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setWorking(true);
    setError(null);
    const outcome = mode === 'app' ? await verifyTotpCode(factorId, code) : await redeemRecoveryCode(code);
    if (!outcome.ok) {
      setWorking(false);
      setError(outcome.message);
      return;
    }
    if (mode === 'recovery') showToast({ title: RECOVERY_CODE_USED, variant: 'success' });
    if (onVerified) onVerified();
    else navigate('/dashboard', { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Verificación en dos pasos">
      {error && <Alert variant="destructive">{error}</Alert>}
      {mode === 'app' ? (
        <>
          <p className="text-sm text-stone-600">Abre tu aplicación de autenticación e ingresa el código de 6 dígitos para {session.user.email}.</p>
          <OneTimeCodeField value={code} onChange={setCode} />
        </>
      ) : (
        <TextField
          label="Código de recuperación"
          name="codigo-recuperacion"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxx-xxxx-xxxx-xxxx"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={working}>
        {working ? 'Verificando…' : 'Verificar'}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" onClick={switchMode} className="font-medium text-brand-700 hover:underline">
          {mode === 'app' ? 'Usar un código de recuperación' : 'Usar el código de la aplicación'}
        </button>
        <button type="button" onClick={() => void signOut()} className="text-stone-600 hover:underline" disabled={working}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
