import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { submitSupportMessage } from '../../api/support';
import type { FieldErrors } from '../../domain/field-errors';
import { showToast } from '../../ui/toast/toast-store';
import { useMyProfile } from '../../session/use-my-profile';
import { checkSupportMessage, fieldOfServerRefusal, type SupportMessageForm } from './support-message-schema';

const EMPTY_FORM: SupportMessageForm = { name: '', email: '', subject: '', message: '' };
const SEND_FAILED = 'No se pudo enviar el mensaje. Intenta nuevamente.';

/**
 * The contact form's state. Errors show once the organizer has tried to send, then follow
 * every keystroke; name and email start from the profile, since support answers by email.
 */
export function useSupportMessageForm() {
  const { profile } = useMyProfile();
  const [values, setValues] = useState<SupportMessageForm>(EMPTY_FORM);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!profile) return;
    setValues((current) => ({
      ...current,
      name: current.name || profile.full_name || '',
      email: current.email || profile.email || '',
    }));
  }, [profile]);

  const check = checkSupportMessage(values);
  const errors: FieldErrors = { ...(attempted && !check.ok ? check.errors : {}), ...serverErrors };

  const setField = <Field extends keyof SupportMessageForm>(field: Field, value: SupportMessageForm[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _answered, ...others }) => others);
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (!check.ok || pending) return;
    setPending(true);
    try {
      await submitSupportMessage(check.request);
      showToast({ title: 'Mensaje enviado', description: `Te responderemos a ${check.request.email}.`, variant: 'success' });
      setSentTo(check.request.email);
      setAttempted(false);
      setValues((current) => ({ ...current, subject: '', message: '' }));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfServerRefusal(error.code) : null;
      if (field) setServerErrors({ [field]: (error as ApiError).message });
      else setFailure(error instanceof ApiError ? error.message : SEND_FAILED);
    } finally {
      setPending(false);
    }
  };

  return { values, setField, errors, failure, sentTo, pending, submit };
}
