// The 'Completa tu Reserva' form (spec §5 "Public reservation form"), checked with the
// messages book_seats gives for the same fields, in the same limits, so what passes here
// is refused by the server only for what changed meanwhile (a seat taken, the event closed).
import { z } from 'zod';
import { optionalText } from './form-values';
import { DOCUMENT_TYPES } from './reservation-schemas';
import {
  DOCUMENT_NUMBER_LIMIT,
  EMAIL_LIMIT,
  FULL_NAME_LIMIT,
  maxText,
  NOTES_LIMIT,
  PHONE_LIMIT,
  requiredText,
} from './text-limits';

export const PUBLIC_PAYMENT_METHODS = ['mercadopago', 'cash'] as const;

/** book_seats' own email check: something@something.something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const publicBookingSchema = z.object({
  customer_name: requiredText('El nombre es requerido', FULL_NAME_LIMIT),
  customer_phone: requiredText('El teléfono es requerido', PHONE_LIMIT),
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Tipo de documento inválido' }).default('CC'),
  document_number: requiredText('El documento es requerido', DOCUMENT_NUMBER_LIMIT),
  customer_email: optionalText.check(maxText(EMAIL_LIMIT)).refine(
    (email) => email === null || EMAIL_PATTERN.test(email),
    'Correo electrónico inválido',
  ),
  notes: optionalText.check(maxText(NOTES_LIMIT)),
  payment_method: z.enum(PUBLIC_PAYMENT_METHODS, { error: 'Método de pago inválido' }).default('mercadopago'),
});

export { bookingSourceOf, DEFAULT_BOOKING_SOURCE } from './booking-source';
