import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { getSandboxPayment, type SandboxPayment } from '../../../api/public-booking';
import { entityId } from '../../../domain/form-values';
import { useBrowserOnline } from '../use-browser-online';

export type SandboxPaymentState =
  | { status: 'loading' }
  | { status: 'ready'; payment: SandboxPayment }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'error'; message: string };

const LOADING: SandboxPaymentState = { status: 'loading' };
const NOT_FOUND: SandboxPaymentState = { status: 'not-found' };
const OFFLINE: SandboxPaymentState = { status: 'offline' };

function stateForError(error: unknown): SandboxPaymentState {
  if (error instanceof ApiError && error.code === 'payment_not_found') return NOT_FOUND;
  if (error instanceof ApiError && error.code === 'network_error') return OFFLINE;
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The payment behind a sandbox checkout link. Online-only like the public page: the answer
 * decides whether seats get paid. A malformed id is not asked for: the server would answer
 * with Postgres' own (English) cast error instead of 'Pago no encontrado'.
 */
export function useSandboxPayment(paymentId: string) {
  const online = useBrowserOnline();
  const [state, setState] = useState<SandboxPaymentState>(LOADING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    if (!entityId.safeParse(paymentId).success) {
      setState(NOT_FOUND);
      return;
    }
    let current = true;
    setState(LOADING);
    getSandboxPayment(paymentId).then(
      (payment) => current && setState({ status: 'ready', payment }),
      (error: unknown) => current && setState(stateForError(error)),
    );
    // An answer for a previous id (or a previous attempt) must not replace the current one.
    return () => {
      current = false;
    };
  }, [paymentId, attempt, online]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows the payment as the server returned it after settling, without asking again. */
  const show = useCallback((payment: SandboxPayment) => setState({ status: 'ready', payment }), []);
  return { state: online ? state : OFFLINE, retry, show };
}
