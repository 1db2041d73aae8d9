import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PasswordStrengthHint } from '../../ui/PasswordStrengthHint';
import { InputField, SelectField, TextAreaField } from '../../ui/validated-fields';
import { ORGANIZER_DOCUMENT_TYPES } from '../../domain/auth-schemas';
import { INVITATION_PARAM } from './invitation';
import { RegistrationConsents } from './RegistrationConsents';
import { useRegistrationForm, type RegistrationMode } from './use-registration-form';

const DOCUMENT_TYPE_OPTIONS = ORGANIZER_DOCUMENT_TYPES.map(({ value, label }) => ({ value, label }));

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

interface RegisterFormProps {
  mode: RegistrationMode;
  onWorkingChange: (working: boolean) => void;
}

/** An organizer registers their company; an invited person (mode staff) gives only their own data. */
export function RegisterForm({ mode, onWorkingChange }: RegisterFormProps) {
  const { values, setField, errors, failure, pending, submit, passwordStrength } = useRegistrationForm(mode, onWorkingChange);
  const invited = mode.kind === 'staff';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const loginPath = invited ? `/login?${INVITATION_PARAM}=${encodeURIComponent(mode.invitationToken)}` : '/login';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Crear cuenta">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <FieldGroup title="Tus datos">
        <InputField label="Nombre completo" autoComplete="name" value={values.full_name} error={errors.full_name} onChange={(event) => setField('full_name', event.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Teléfono" type="tel" autoComplete="tel" placeholder="300 123 4567" value={values.phone} error={errors.phone} onChange={(event) => setField('phone', event.target.value)} />
          <InputField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            placeholder="tu@empresa.com"
            value={values.email}
            readOnly={invited}
            hint={invited ? 'El correo de tu invitación' : undefined}
            error={errors.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </div>
        <InputField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 8 caracteres"
          value={values.password}
          hint={<PasswordStrengthHint verdict={passwordStrength} />}
          error={errors.password}
          onChange={(event) => setField('password', event.target.value)}
        />
      </FieldGroup>
      {!invited && (
        <FieldGroup title="Tu empresa">
          <InputField label="Nombre de la empresa" autoComplete="organization" value={values.company_name} error={errors.company_name} onChange={(event) => setField('company_name', event.target.value)} />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <SelectField
              label="Tipo de documento"
              options={DOCUMENT_TYPE_OPTIONS}
              value={values.document_type}
              error={errors.document_type}
              onChange={(event) => setField('document_type', event.target.value as typeof values.document_type)}
            />
            <InputField label="NIT o cédula" inputMode="numeric" value={values.document_number} error={errors.document_number} onChange={(event) => setField('document_number', event.target.value)} />
          </div>
          <TextAreaField
            label="Descripción del negocio"
            rows={3}
            placeholder="Qué eventos organizas y dónde (opcional)"
            value={values.business_description}
            error={errors.business_description}
            onChange={(event) => setField('business_description', event.target.value)}
          />
        </FieldGroup>
      )}
      <RegistrationConsents
        acceptTerms={values.accept_terms}
        wantsUpdates={values.wants_updates}
        termsError={errors.accept_terms}
        onChange={(field, checked) => setField(field, checked)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creando cuenta…' : invited ? 'Crear cuenta y unirme' : 'Crear cuenta'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        ¿Ya tienes cuenta?{' '}
        <Link to={loginPath} className="font-semibold text-brand-700 hover:underline">
          Inicia sesión
        </Link>
      </p>
    </form>
  );
}
