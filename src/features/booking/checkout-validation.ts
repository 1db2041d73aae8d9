// The checkout form's rules (zod), loaded by use-checkout-form.ts when a visitor picks a
// first seat: someone who only looks at the map does not download the schemas.
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';
import { publicBookingSchema } from '../../domain/public-booking-schema';

export type CheckoutCheck = { ok: true; data: ReturnType<typeof publicBookingSchema.parse> } | { ok: false; errors: FieldErrors };

export function checkCheckout(values: unknown): CheckoutCheck {
  const parsed = publicBookingSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}
