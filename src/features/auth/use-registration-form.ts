import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';
import { showToast } from '../../ui/toast/toast-store';
import { passwordWeakness, usePasswordStrength } from '../../ui/use-password-strength';
import { loadMyProfile } from '../../session/my-profile-store';
import { organizerRegistrationSchema, staffRegistrationSchema, type RegistrationFormValues } from '../../domain/auth-schemas';
import { registerInvitedStaff, registerNewOrganizer, type RegistrationResult } from './register-account';

export type RegistrationMode = { kind: 'organizer' } | { kind: 'staff'; invitationToken: string; invitedEmail: string; organizationName: string };

const EMPTY_FORM: RegistrationFormValues = {
  full_name: '',
  phone: '',
  email: '',
  password: '',
  company_name: '',
  document_type: 'NIT',
  document_number: '',
  business_description: '',
  accept_terms: false,
  wants_updates: false,
};

function errorsOf(mode: RegistrationMode, values: RegistrationFormValues): FieldErrors {
  const schema = mode.kind === 'organizer' ? organizerRegistrationSchema : staffRegistrationSchema;
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

function register(mode: RegistrationMode, values: RegistrationFormValues): Promise<RegistrationResult> {
  return mode.kind === 'organizer'
    ? registerNewOrganizer(organizerRegistrationSchema.parse(values))
    : registerInvitedStaff(staffRegistrationSchema.parse(values), mode.invitationToken);
}

/**
 * The sign-up form's state. Errors show once the person has tried to submit, then follow
 * every keystroke. On success the profile is loaded before the dashboard opens, so the
 * organizer layout never sees the account without its organization.
 */
export function useRegistrationForm(mode: RegistrationMode, onWorkingChange: (working: boolean) => void) {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY_FORM);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const invitedEmail = mode.kind === 'staff' ? mode.invitedEmail : null;
  useEffect(() => {
    if (invitedEmail) setValues((current) => ({ ...current, email: invitedEmail }));
  }, [invitedEmail]);

  const validationErrors = errorsOf(mode, values);
  const personalInputs = [values.email, values.full_name];
  const passwordStrength = usePasswordStrength(values.password, personalInputs);
  // The server's rule, known as soon as it is checked; a submit waits for it (below).
  if (passwordStrength && !passwordStrength.ok && !validationErrors.password) validationErrors.password = passwordStrength.message;
  const errors: FieldErrors = { ...(attempted ? validationErrors : {}), ...serverErrors };

  const setField = <Field extends keyof RegistrationFormValues>(field: Field, value: RegistrationFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _answered, ...others }) => others);
  };

  const finish = async (outcome: RegistrationResult) => {
    if (!outcome.ok) {
      if (outcome.field) setServerErrors({ [outcome.field]: outcome.message });
      else setFailure(outcome.message);
      setPending(false);
      onWorkingChange(false);
      return;
    }
    await loadMyProfile(outcome.profile.id, { force: true });
    const organization = outcome.profile.organization?.name ?? 'tu organización';
    showToast({
      title: mode.kind === 'organizer' ? '¡Bienvenido a Taquilla!' : `Te uniste al equipo de ${organization}`,
      description: mode.kind === 'organizer' ? `Tu organización ${organization} está lista.` : undefined,
      variant: 'success',
    });
    navigate('/dashboard', { replace: true });
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (Object.keys(validationErrors).length > 0 || pending) return;
    setPending(true);
    const weakness = await passwordWeakness(values.password, personalInputs);
    if (weakness) {
      setServerErrors({ password: weakness });
      setPending(false);
      return;
    }
    onWorkingChange(true);
    await finish(await register(mode, values));
  };

  return { values, setField, errors, failure, pending, submit, passwordStrength };
}
