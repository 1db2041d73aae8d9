import { ApiError } from '../../api/api-error';

const BOOKING_FAILED = 'Error al crear la reserva. Por favor intenta nuevamente.';

/**
 * What the visitor reads when book_seats refuses: the server's Spanish message, except a
 * missing or closed event, which the spec words for visitors as 'El evento no está disponible'.
 */
export function bookingErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BOOKING_FAILED;
  if (error.code === 'event_not_found' || error.code === 'event_inactive') return 'El evento no está disponible';
  return error.message;
}
