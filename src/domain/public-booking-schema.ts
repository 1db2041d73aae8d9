// The 'Completa tu Reserva' form (spec §5 "Public reservation form"), checked with the
// messages book_seats gives for the same fields, in the same limits, so what passes here
// is refused by the server only for what changed meanwhile (a seat taken, the event closed).
import { z } from 'zod';
import { DOCUMENT_TYPES } from './reservation-schemas';

export const PUBLIC_PAYMENT_METHODS = ['mercadopago', 'cash'] as const;

/** book_seats' own email check: something@something.something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function tooLong(label: string): string {
  return `El campo ${label} es demasiado largo`;
}

function requiredText(message: string, label: string, maxLength: number) {
  return z.string({ error: message }).trim().min(1, message).max(maxLength, tooLong(label));
}

/** Blank (or absent) is null; anything else is trimmed and checked. */
function optionalText(label: string, maxLength: number) {
  return z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .refine((value) => value === null || value.length <= maxLength, tooLong(label));
}

export const publicBookingSchema = z.object({
  customer_name: requiredText('El nombre es requerido', 'Nombre completo', 120),
  customer_phone: requiredText('El teléfono es requerido', 'Teléfono', 30),
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Tipo de documento inválido' }).default('CC'),
  document_number: requiredText('El documento es requerido', 'Número de documento', 30),
  customer_email: optionalText('Correo electrónico', 254).refine(
    (email) => email === null || EMAIL_PATTERN.test(email),
    'Correo electrónico inválido',
  ),
  notes: optionalText('Notas', 1000),
  payment_method: z.enum(PUBLIC_PAYMENT_METHODS, { error: 'Método de pago inválido' }).default('mercadopago'),
});


export const DEFAULT_BOOKING_SOURCE = 'public_web';
const SOURCE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

/** The page's ?source= tag (a campaign, a partner site); one the server would refuse falls back to the default. */
export function bookingSourceOf(sourceParam: string | null): string {
  return sourceParam !== null && SOURCE_PATTERN.test(sourceParam) ? sourceParam : DEFAULT_BOOKING_SOURCE;
}
