import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { getSandboxPayment, settleSandboxPayment, type SandboxPayment } from '../../../api/public-booking';

/**
 * Approving or rejecting the payment, as the provider would report it back. An approval
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
      const settled = await settleSandboxPayment(paymentId, approved);
      if (settled.status === 'completed') {
        // replace: Back must not lead to a checkout that was already paid.
        navigate(`/event/${settled.event_slug}`, { replace: true, state: { bookingCompleted: true } });
      } else {
        show(settled);
      }
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      // Settled meanwhile (another tab): show how it ended instead of buttons that can only fail.
      if (cause instanceof ApiError && cause.code === 'payment_already_settled') {
        await getSandboxPayment(paymentId).then(show, () => undefined);
      }
    } finally {
      setPending(false);
    }
  }

  return { settle, pending, error };
}
