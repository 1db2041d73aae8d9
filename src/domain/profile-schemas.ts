// The rules of spec §5 for "Mi Perfil". The spec ignores an invalid personal save in
// silence; we show why instead, so every rule here carries a Spanish message. The server
// (check_profile_fields, update_user_profile) holds the same name and document rules.
import { z } from 'zod';
import {
  ADDRESS_LIMIT,
  BUSINESS_DESCRIPTION_LIMIT,
  COMPANY_NAME_LIMIT,
  DOCUMENT_NUMBER_LIMIT,
  FULL_NAME_LIMIT,
  maxText,
  PHONE_LIMIT,
  RNT_LIMIT,
  type TextLimit,
} from './text-limits';

export const MINIMUM_DOCUMENT_LENGTH = 6;
export const MINIMUM_PASSWORD_LENGTH = 8;
export const MAXIMUM_PHOTO_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** Forms hold '' for an empty field; update_user_profile clears an optional field on ''. */
const trimmedText = z.string().transform((value) => value.trim());

/** Trimmed, then within its column. */
function trimmedWithin(textLimit: TextLimit) {
  return trimmedText.check(maxText(textLimit));
}

export const personalInfoSchema = z.object({
  full_name: trimmedText.pipe(z.string().min(1, 'El nombre completo es requerido').check(maxText(FULL_NAME_LIMIT))),
  document_number: trimmedText
    .refine((value) => value === '' || value.length >= MINIMUM_DOCUMENT_LENGTH, {
      error: `La cédula debe tener al menos ${MINIMUM_DOCUMENT_LENGTH} caracteres`,
    })
    .check(maxText(DOCUMENT_NUMBER_LIMIT)),
  phone: trimmedWithin(PHONE_LIMIT),
  address: trimmedWithin(ADDRESS_LIMIT),
});

/** Spec §5: business information has no validation beyond the columns' lengths; it is trimmed. */
export const businessInfoSchema = z.object({
  company_name: trimmedWithin(COMPANY_NAME_LIMIT),
  rnt: trimmedWithin(RNT_LIMIT),
  business_description: trimmedWithin(BUSINESS_DESCRIPTION_LIMIT),
});

/** What a chosen photo file must be before it is uploaded: type first, as the spec checks it. */
export const profilePhotoSchema = z.object({
  type: z.enum(ACCEPTED_PHOTO_TYPES, { error: 'Solo se permiten archivos JPG, PNG y GIF' }),
  size: z.number().max(MAXIMUM_PHOTO_BYTES, 'La imagen debe ser menor a 5MB'),
});

export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'Ingresa tu contraseña actual'),
    new_password: z.string().min(MINIMUM_PASSWORD_LENGTH, 'La contraseña debe tener al menos 8 caracteres'),
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    error: 'Las contraseñas no coinciden',
    path: ['confirm_password'],
  });

export type PersonalInfoForm = z.input<typeof personalInfoSchema>;
export type PersonalInfoChanges = z.output<typeof personalInfoSchema>;
export type BusinessInfoForm = z.input<typeof businessInfoSchema>;
export type BusinessInfoChanges = z.output<typeof businessInfoSchema>;
export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;

/** The first problem with a chosen photo, or null when it may be uploaded. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  const result = profilePhotoSchema.safeParse({ type: file.type, size: file.size });
  return result.success ? null : result.error.issues[0].message;
}
