// '¡Reserva completada!' shows after a cash booking on this page, and after an approved
// card payment: the sandbox checkout comes back here with router state bookingCompleted.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function cameBackCompleted(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { bookingCompleted?: unknown }).bookingCompleted === true;
}

export function useBookingCompleted() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromCheckout = cameBackCompleted(location.state);
  const [completed, setCompleted] = useState(fromCheckout);

  useEffect(() => {
    // Said once: a reload of this history entry must not announce the booking again.
    if (fromCheckout) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [fromCheckout, navigate, location.pathname, location.search]);

  return [completed, setCompleted] as const;
}
