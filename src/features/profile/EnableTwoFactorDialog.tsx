// 'Activar' on the Security card: scan the QR (or type the secret) in any authenticator app,
// confirm with its code, then keep the recovery codes shown once.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { createRecoveryCodes, startTotpEnrolment, verifyTotpCode, type TotpEnrolment } from '../../api/mfa';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';
import { Spinner } from '../../ui/Spinner';
import { RecoveryCodesList } from './RecoveryCodesList';

type Step = { name: 'starting' } | { name: 'scan'; enrolment: TotpEnrolment } | { name: 'codes'; codes: string[] | null };

export function EnableTwoFactorDialog({ email, onClose, onEnabled }: { email: string; onClose: () => void; onEnabled: () => void }) {
  const formId = useId();
  const [step, setStep] = useState<Step>({ name: 'starting' });
  const [code, setCode] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void startTotpEnrolment().then((started) => {
      if (!current) return;
      if (started.ok) setStep({ name: 'scan', enrolment: started.value });
      else setError(started.message);
    });
    return () => {
      current = false;
    };
  }, []);

  const makeRecoveryCodes = async () => {
    setWorking(true);
    const made = await createRecoveryCodes();
    setWorking(false);
    setError(made.ok ? null : made.message);
    setStep({ name: 'codes', codes: made.ok ? made.value : null });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'scan' || working) return;
    setWorking(true);
    setError(null);
    const verified = await verifyTotpCode(step.enrolment.factorId, code);
    setWorking(false);
    if (!verified.ok) {
      setError(verified.message);
      return;
    }
    onEnabled();
    await makeRecoveryCodes();
  };

  const footer =
    step.name === 'codes' ? (
      <>
        {!step.codes && (
          <Button variant="outline" onClick={makeRecoveryCodes} disabled={working}>
            Reintentar
          </Button>
        )}
        <Button onClick={onClose} disabled={working}>
          Listo, ya los guardé
        </Button>
      </>
    ) : (
      <>
        <Button variant="outline" onClick={onClose} disabled={working}>
          Cancelar
        </Button>
        <Button type="submit" form={formId} disabled={working || step.name !== 'scan'}>
          {working ? 'Verificando…' : 'Activar'}
        </Button>
      </>
    );

  return (
    <Dialog
      title={step.name === 'codes' ? 'Verificación en dos pasos activada' : 'Activar verificación en dos pasos'}
      description={
        step.name === 'codes'
          ? 'Desde ahora te pediremos un código de tu aplicación al iniciar sesión.'
          : 'Escanea el código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).'
      }
      onClose={working ? () => {} : onClose}
      footer={footer}
    >
      <div className="space-y-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        {step.name === 'starting' && !error && <Spinner label="Preparando el código QR…" />}
        {step.name === 'scan' && (
          <form id={formId} noValidate onSubmit={confirm} className="space-y-4">
            <img
              src={step.enrolment.qrImage}
              alt="Código QR para tu aplicación de autenticación"
              className="mx-auto size-48 rounded-lg border border-stone-200 bg-white p-2"
            />
            <div className="text-sm text-stone-600">
              <p>¿No puedes escanearlo? Escribe esta clave en la aplicación:</p>
              <code data-testid="totp-secret" className="mt-1 block rounded bg-stone-100 px-2 py-1 font-mono text-sm break-all text-stone-900">
                {step.enrolment.secret}
              </code>
            </div>
            <OneTimeCodeField value={code} onChange={setCode} />
          </form>
        )}
        {step.name === 'codes' && step.codes && <RecoveryCodesList codes={step.codes} email={email} />}
      </div>
    </Dialog>
  );
}
