import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { decideSandboxPayment, getSandboxPayment, type SandboxPayment } from '../../../api/public-booking';
import type { BookingCompletedState } from '../use-booking-completed';

/** Refusals after which the page shows how the payment stands instead of buttons that can only fail. */
const SETTLED_MEANWHILE = ['payment_already_settled', 'hold_expired', 'reservation_closed'];

/**
 * Approving or rejecting the payment on the sandbox provider's page: the provider notifies
 * our webhook, and the answer is the payment afterwards. An approval
 * returns the visitor to the event, whose page shows the success message from the router
 * state; a rejection stays here and shows its outcome.
 */
export function useSettlePayment(paymentId: string, show: (payment: SandboxPayment) => void) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function settle(approved: boolean) {
    setPending(true);
    setError(null);
    try {
      const settled = await decideSandboxPayment(paymentId, approved);
      if (settled.status === 'completed') {
        // replace: Back must not lead to a checkout that was already paid.
        const state: BookingCompletedState = { bookingCompleted: true, booking: { reservationId: settled.reservation_id, paymentId: settled.payment_id } };
        navigate(`/event/${settled.event_slug}`, { replace: true, state });
      } else {
        show(settled);
      }
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      // Settled meanwhile (another tab) or the hold ended: show how it stands.
      if (cause instanceof ApiError && SETTLED_MEANWHILE.includes(cause.code)) {
        await getSandboxPayment(paymentId).then(show, () => undefined);
      }
    } finally {
      setPending(false);
    }
  }

  return { settle, pending, error };
}
