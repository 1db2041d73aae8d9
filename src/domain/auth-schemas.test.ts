import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { emailOfLength, expectLimit, plainText, type LimitCase } from './testing/text-limit-cases';
import {
  emailSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  organizerRegistrationSchema,
  staffRegistrationSchema,
  type OrganizerRegistrationForm,
} from './auth-schemas';

const validOrganizer: OrganizerRegistrationForm = {
  full_name: '  Ana Rojas ',
  phone: '+57 300 123 4567',
  email: ' Ana@Eventos.CO ',
  password: 'ClaveSegura1',
  company_name: ' Eventos Rojas ',
  document_type: 'NIT',
  document_number: ' 900123456-7 ',
  business_description: '',
  accept_terms: true,
  wants_updates: false,
};

function errorsOf(form: Partial<Record<keyof OrganizerRegistrationForm, unknown>>) {
  const parsed = organizerRegistrationSchema.safeParse({ ...validOrganizer, ...form });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('organizerRegistrationSchema', () => {
  it('accepts a complete form, trimmed and with the email in lower case', () => {
    expect(organizerRegistrationSchema.parse(validOrganizer)).toEqual({
      ...validOrganizer,
      full_name: 'Ana Rojas',
      email: 'ana@eventos.co',
      company_name: 'Eventos Rojas',
      document_number: '900123456-7',
    });
  });

  it.each([
    ['full_name', '   ', 'El nombre completo es requerido'],
    ['phone', '', 'El teléfono es requerido'],
    ['phone', '12345', 'Ingresa un teléfono válido'],
    ['phone', '300-ABC-4567', 'Ingresa un teléfono válido'],
    ['email', '', 'El correo es requerido'],
    ['email', 'ana@eventos', 'Correo electrónico inválido'],
    ['password', 'corta12', 'La contraseña debe tener al menos 8 caracteres'],
    ['company_name', ' ', 'El nombre de la empresa es requerido'],
    ['document_type', '', 'Selecciona el tipo de documento'],
    ['document_number', '', 'El documento es requerido'],
    ['document_number', '12345', 'El documento debe tener al menos 6 caracteres'],
    ['business_description', 'x'.repeat(2001), 'El campo Descripción del negocio es demasiado largo'],
    ['accept_terms', false, 'Debes aceptar los términos y la política de privacidad'],
  ] as const)('refuses %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it('leaves the updates checkbox optional', () => {
    expect(errorsOf({ wants_updates: true })).toEqual({});
  });
});

describe('staffRegistrationSchema', () => {
  it('asks only personal fields', () => {
    const { company_name: _c, document_type: _t, document_number: _n, business_description: _d, ...personal } = validOrganizer;
    expect(staffRegistrationSchema.safeParse(personal).success).toBe(true);
    expect(Object.keys(staffRegistrationSchema.shape).sort()).toEqual(
      ['accept_terms', 'email', 'full_name', 'password', 'phone', 'wants_updates'],
    );
  });
});

describe('forgotPasswordSchema', () => {
  it.each([
    ['', 'El correo es requerido'],
    ['nadie', 'Correo electrónico inválido'],
  ])('refuses %j', (email, message) => {
    const parsed = forgotPasswordSchema.safeParse({ email });
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual({ email: message });
  });
});

describe('newPasswordSchema', () => {
  it.each([
    [{ password: 'corta', confirm_password: 'corta' }, { password: 'La contraseña debe tener al menos 8 caracteres' }],
    [{ password: 'ClaveNueva1', confirm_password: 'ClaveNueva2' }, { confirm_password: 'Las contraseñas no coinciden' }],
    [{ password: 'ClaveNueva1', confirm_password: 'ClaveNueva1' }, {}],
  ])('checks %j', (form, errors) => {
    const parsed = newPasswordSchema.safeParse(form);
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual(errors);
  });
});

describe('sign-up and invitation text limits', () => {
  /** A valid phone (10 digits) spread over `length` characters with spaces. */
  const phoneOfLength = (length: number) => `300${' '.repeat(length - 10)}1234567`;
  const PERSONAL_LIMITS: LimitCase[] = [
    ['full_name', 120, 'Nombre completo', plainText],
    ['email', 254, 'Correo electrónico', emailOfLength],
    ['phone', 30, 'Teléfono', phoneOfLength],
  ];

  it.each<LimitCase>([
    ...PERSONAL_LIMITS,
    ['company_name', 160, 'Nombre de la empresa', plainText],
    ['document_number', 30, 'Número de documento', plainText],
  ])('organizer %s takes %i characters', (...limit) => {
    expectLimit(errorsOf, limit);
  });

  it.each(PERSONAL_LIMITS)('invited staff %s takes %i characters', (...limit) => {
    const { company_name: _c, document_type: _t, document_number: _n, business_description: _d, ...personal } = validOrganizer;
    expectLimit((change) => {
      const parsed = staffRegistrationSchema.safeParse({ ...personal, ...change });
      return parsed.success ? {} : fieldErrorsOf(parsed.error);
    }, limit);
  });

  it('takes a sign-up business description as long as the profile does', () => {
    expect(errorsOf({ business_description: plainText(2000) })).toEqual({});
  });

  it('refuses a staff invitation or recovery address over 254 characters', () => {
    expect(emailSchema.safeParse(emailOfLength(254)).success).toBe(true);
    const parsed = emailSchema.safeParse(emailOfLength(255));
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual(['El campo Correo electrónico es demasiado largo']);
  });
});
