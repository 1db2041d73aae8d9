// 'Cambiar contraseña' (spec §4). Closing it drops what was typed: the form lives and dies
// with the dialog, which is the "clears" of the spec.
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../domain/field-errors';
import { passwordChangeSchema, type PasswordChangeForm } from '../../domain/profile-schemas';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { showToast } from '../../ui/toast/toast-store';
import { PasswordStrengthHint } from '../../ui/PasswordStrengthHint';
import { passwordWeakness, usePasswordStrength } from '../../ui/use-password-strength';
import { InputField } from '../../ui/validated-fields';
import { changePassword } from './change-password';

export const PASSWORD_CHANGED = '✅ Contraseña actualizada exitosamente';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [working, setWorking] = useState(false);
  // The server's refusal: for the current password under its field, otherwise above the form.
  const [refusal, setRefusal] = useState<{ field?: 'current_password'; message: string } | null>(null);
  const strength = usePasswordStrength(values.new_password, [email]);
  const errors = useMemo(() => {
    const result = showErrors ? passwordChangeSchema.safeParse(values) : null;
    const found: Partial<Record<keyof PasswordChangeForm, string>> = result && !result.success ? fieldErrorsOf(result.error) : {};
    // The server's strength rule, with its Spanish reason, once the form was submitted.
    if (showErrors && strength && !strength.ok && !found.new_password) found.new_password = strength.message;
    return found;
  }, [showErrors, values, strength]);
  const close = useCallback(() => {
    if (!working) onClose();
  }, [working, onClose]);

  const setField = (field: keyof PasswordChangeForm, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (refusal?.field === field || !refusal?.field) setRefusal(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setShowErrors(true);
    if (!passwordChangeSchema.safeParse(values).success) return;
    setWorking(true);
    if (await passwordWeakness(values.new_password, [email])) {
      setWorking(false);
      return;
    }
    const outcome = await changePassword(email, values.current_password, values.new_password);
    setWorking(false);
    if (outcome.ok) {
      showToast({ title: PASSWORD_CHANGED, variant: 'success' });
      onClose();
    } else {
      setRefusal(outcome);
    }
  };

  return (
    <Dialog
      title="Cambiar contraseña"
      description="Confirma tu contraseña actual y elige una nueva."
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={working}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={working}>
            {working ? 'Cambiando...' : 'Cambiar Contraseña'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {refusal && !refusal.field && <Alert variant="destructive">{refusal.message}</Alert>}
        {/* Lets password managers tie the new password to this account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <InputField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={values.current_password}
          error={refusal?.field === 'current_password' ? refusal.message : errors.current_password}
          onChange={(event) => setField('current_password', event.target.value)}
        />
        <InputField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          hint={<PasswordStrengthHint verdict={strength} />}
          value={values.new_password}
          error={errors.new_password}
          onChange={(event) => setField('new_password', event.target.value)}
        />
        <InputField
          label="Confirmar nueva contraseña"
          type="password"
          autoComplete="new-password"
          value={values.confirm_password}
          error={errors.confirm_password}
          onChange={(event) => setField('confirm_password', event.target.value)}
        />
      </form>
    </Dialog>
  );
}
