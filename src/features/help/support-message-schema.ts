// The contact form's rules, with the same limits and Spanish messages as
// submit_support_message (supabase/migrations/20261122170000_create_support_messages.sql),
// so the server refuses only what the form could not know (a lost connection, a session gone).
import { z } from 'zod';
import { SUPPORT_SUBJECTS, type SupportMessageRequest, type SupportSubject } from '../../api/support';
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';

export const SUPPORT_SUBJECT_LABELS: Record<SupportSubject, string> = {
  technical: 'Soporte técnico',
  billing: 'Facturación',
  reservations: 'Reservas',
  venues: 'Graderías',
  general: 'Consulta general',
  feature: 'Nueva funcionalidad',
};

export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

/** The server's own email check: something@something.something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const supportMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'El nombre es requerido')
    .max(NAME_MAX_LENGTH, `El nombre no puede superar ${NAME_MAX_LENGTH} caracteres`),
  email: z
    .string()
    .trim()
    .min(1, 'El correo es requerido')
    .max(EMAIL_MAX_LENGTH, `El correo no puede superar ${EMAIL_MAX_LENGTH} caracteres`)
    .regex(EMAIL_PATTERN, 'Correo electrónico inválido'),
  subject: z.enum(SUPPORT_SUBJECTS, { error: 'Selecciona un asunto' }),
  message: z
    .string()
    .trim()
    .min(1, 'El mensaje es requerido')
    .min(MESSAGE_MIN_LENGTH, `El mensaje debe tener al menos ${MESSAGE_MIN_LENGTH} caracteres`)
    .max(MESSAGE_MAX_LENGTH, 'El mensaje no puede superar 5.000 caracteres'),
});

/** What the inputs hold: the subject is '' until one is chosen. */
export interface SupportMessageForm {
  name: string;
  email: string;
  subject: SupportSubject | '';
  message: string;
}

export type SupportMessageCheck = { ok: true; request: SupportMessageRequest } | { ok: false; errors: FieldErrors };

export function checkSupportMessage(form: SupportMessageForm): SupportMessageCheck {
  const parsed = supportMessageSchema.safeParse(form);
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}

const FIELD_OF_SERVER_CODE: Record<string, keyof SupportMessageForm> = {
  name_required: 'name',
  name_too_long: 'name',
  email_required: 'email',
  email_too_long: 'email',
  invalid_email: 'email',
  subject_required: 'subject',
  invalid_subject: 'subject',
  message_required: 'message',
  message_too_short: 'message',
  message_too_long: 'message',
};

/** The field a server refusal is about, to show its message under that input; null for the rest. */
export function fieldOfServerRefusal(code: string): keyof SupportMessageForm | null {
  return FIELD_OF_SERVER_CODE[code] ?? null;
}
