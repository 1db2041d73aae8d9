// 'Desactivar' asks for a current code: whoever borrows an open session cannot turn it off.
import { useId, useState, type FormEvent } from 'react';
import { disableTotp } from '../../api/mfa';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';

interface DisableTwoFactorDialogProps {
  factorId: string;
  onClose: () => void;
  onDisabled: () => void;
}

export function DisableTwoFactorDialog({ factorId, onClose, onDisabled }: DisableTwoFactorDialogProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setWorking(true);
    setError(null);
    const outcome = await disableTotp(factorId, code);
    setWorking(false);
    if (outcome.ok) onDisabled();
    else setError(outcome.message);
  };

  return (
    <Dialog
      title="Desactivar verificación en dos pasos"
      description="Ingresa el código que muestra tu aplicación de autenticación para confirmar."
      onClose={working ? () => {} : onClose}
      alert
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={working}>
            Cancelar
          </Button>
          <Button variant="destructive" type="submit" form={formId} disabled={working}>
            {working ? 'Desactivando…' : 'Desactivar'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <OneTimeCodeField value={code} onChange={setCode} />
      </form>
    </Dialog>
  );
}
