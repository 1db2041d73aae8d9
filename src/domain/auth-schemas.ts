// The sign-up and password forms' rules with their Spanish messages. The server holds the
// same limits (GoTrue's minimum password length 8, register_organizer's document rule), so
// it refuses only what a form could not know, such as an address that is already taken.
import { z } from 'zod';
import { MINIMUM_DOCUMENT_LENGTH, MINIMUM_PASSWORD_LENGTH } from './profile-schemas';
import {
  BUSINESS_DESCRIPTION_LIMIT,
  COMPANY_NAME_LIMIT,
  DOCUMENT_NUMBER_LIMIT,
  EMAIL_LIMIT,
  FULL_NAME_LIMIT,
  maxText,
  PHONE_LIMIT,
} from './text-limits';

/** GoTrue's own email check: something@something.something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the spaces, dashes and leading + people type. */
const PHONE_PATTERN = /^\+?[\d\s-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const ORGANIZER_DOCUMENT_TYPES = [
  { value: 'NIT', label: 'NIT' },
  { value: 'CC', label: 'Cédula de ciudadanía' },
  { value: 'CE', label: 'Cédula de extranjería' },
] as const;
export type OrganizerDocumentType = (typeof ORGANIZER_DOCUMENT_TYPES)[number]['value'];
const DOCUMENT_TYPE_VALUES = ORGANIZER_DOCUMENT_TYPES.map((type) => type.value) as [OrganizerDocumentType, ...OrganizerDocumentType[]];

/** Sign-up keeps its own shorter limit and message; the profile's column takes up to 2000. */

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'El correo es requerido')
  .regex(EMAIL_PATTERN, 'Correo electrónico inválido')
  .transform((email) => email.toLowerCase())
  .check(maxText(EMAIL_LIMIT));

const newPassword = z.string().min(MINIMUM_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MINIMUM_PASSWORD_LENGTH} caracteres`);

/** Colombian numbers have 7 (landline) to 10 digits; 15 is the international maximum. */
const phone = z
  .string()
  .trim()
  .min(1, 'El teléfono es requerido')
  .refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15, 'Ingresa un teléfono válido')
  .check(maxText(PHONE_LIMIT));

/** Shared by both sign-up forms: who the person is and how they sign in. */
const personalFields = {
  full_name: z.string().trim().min(1, 'El nombre completo es requerido').check(maxText(FULL_NAME_LIMIT)),
  phone,
  email: emailSchema,
  password: newPassword,
  accept_terms: z.literal(true, { error: 'Debes aceptar los términos y la política de privacidad' }),
  wants_updates: z.boolean(),
};

export const organizerRegistrationSchema = z.object({
  ...personalFields,
  company_name: z.string().trim().min(1, 'El nombre de la empresa es requerido').check(maxText(COMPANY_NAME_LIMIT)),
  document_type: z.enum(DOCUMENT_TYPE_VALUES, { error: 'Selecciona el tipo de documento' }),
  document_number: z
    .string()
    .trim()
    .min(1, 'El documento es requerido')
    .min(MINIMUM_DOCUMENT_LENGTH, `El documento debe tener al menos ${MINIMUM_DOCUMENT_LENGTH} caracteres`)
    .check(maxText(DOCUMENT_NUMBER_LIMIT)),
  business_description: z.string().trim().check(maxText(BUSINESS_DESCRIPTION_LIMIT)),
});

/** An invited team member joins an existing organization: personal fields only. */
export const staffRegistrationSchema = z.object(personalFields);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z
  .object({ password: newPassword, confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    error: 'Las contraseñas no coinciden',
    path: ['confirm_password'],
  });

export type OrganizerRegistrationForm = z.input<typeof organizerRegistrationSchema>;
/** What the sign-up inputs hold before validation: the terms box may still be unticked. */
export type RegistrationFormValues = Omit<OrganizerRegistrationForm, 'accept_terms'> & { accept_terms: boolean };
export type OrganizerRegistration = z.output<typeof organizerRegistrationSchema>;
export type StaffRegistrationForm = z.input<typeof staffRegistrationSchema>;
export type StaffRegistration = z.output<typeof staffRegistrationSchema>;
export type NewPasswordForm = z.input<typeof newPasswordSchema>;
