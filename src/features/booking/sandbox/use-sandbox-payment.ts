import { getSandboxPayment } from '../../../api/public-booking';
import { isEntityId } from '../../../domain/entity-id';
import { useOnlineAnswer } from '../use-online-answer';

/** A malformed id is not asked for: the server would answer with Postgres' own (English) cast error. */
const isPaymentId = (paymentId: string) => isEntityId(paymentId);

/** The payment behind a sandbox checkout link; the answer decides whether seats get paid. */
export function useSandboxPayment(paymentId: string) {
  return useOnlineAnswer({ key: paymentId, ask: getSandboxPayment, notFoundCode: 'payment_not_found', isWellFormed: isPaymentId });
}
