// The public page's ?source= tag, apart from the form's zod schema (public-booking-schema.ts):
// the page reads it on load, and the schema loads only when a visitor starts booking.
import { SOURCE_LIMIT } from './text-limit-sizes';

export const DEFAULT_BOOKING_SOURCE = 'public_web';
const SOURCE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${SOURCE_LIMIT.max}}$`);

/** The page's ?source= tag (a campaign, a partner site); one the server would refuse falls back to the default. */
export function bookingSourceOf(sourceParam: string | null): string {
  return sourceParam !== null && SOURCE_PATTERN.test(sourceParam) ? sourceParam : DEFAULT_BOOKING_SOURCE;
}
