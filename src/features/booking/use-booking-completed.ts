// '¡Reserva completada!' shows after a cash booking on this page, and after an approved
// card payment: the sandbox checkout comes back here with router state bookingCompleted and
// the booking's ids, so the page can ask for its tickets (the payment id is the visitor's
// key to them).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Which booking was completed: what its tickets are asked by. */
export interface CompletedBooking {
  reservationId: string;
  paymentId: string;
}

/** A booking completed on this visit; `booking` is null when the ids did not come along. */
export interface BookingCompletion {
  booking: CompletedBooking | null;
}

export interface BookingCompletedState {
  bookingCompleted: true;
  booking?: CompletedBooking;
}

function completionOf(state: unknown): BookingCompletion | null {
  if (typeof state !== 'object' || state === null || (state as { bookingCompleted?: unknown }).bookingCompleted !== true) return null;
  const booking = (state as { booking?: Partial<CompletedBooking> }).booking;
  const complete = typeof booking?.reservationId === 'string' && typeof booking.paymentId === 'string';
  return { booking: complete ? { reservationId: booking.reservationId!, paymentId: booking.paymentId! } : null };
}

export function useBookingCompleted() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromCheckout = completionOf(location.state);
  const [completed, setCompleted] = useState<BookingCompletion | null>(fromCheckout);

  useEffect(() => {
    // Said once: a reload of this history entry must not announce the booking again.
    if (fromCheckout) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [fromCheckout !== null, navigate, location.pathname, location.search]);

  return [completed, setCompleted] as const;
}
