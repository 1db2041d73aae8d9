// The ticket behind a code, asked of the server each time the page opens: the status a
// customer sees must be today's (a refunded booking's ticket reads 'Anulada'), so the page
// is online-only, like the public booking pages. Offline it says so and asks again when the
// browser is back online.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { getTicketByCode, type Ticket } from '../../api/tickets';

export type TicketState =
  | { status: 'loading' }
  | { status: 'ready'; ticket: Ticket }
  | { status: 'invalid' }
  | { status: 'offline' }
  | { status: 'error'; message: string };

function stateForError(error: unknown): TicketState {
  if (error instanceof ApiError && error.code === 'invalid_ticket') return { status: 'invalid' };
  if (error instanceof ApiError && error.code === 'network_error') return { status: 'offline' };
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

export function useTicket(code: string) {
  const [state, setState] = useState<TicketState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getTicketByCode(code).then(
      (ticket) => current && setState({ status: 'ready', ticket }),
      (error: unknown) => current && setState(stateForError(error)),
    );
    return () => {
      current = false;
    };
  }, [code, attempt]);

  useEffect(() => {
    if (state.status !== 'offline') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [state.status, retry]);

  return { state, retry };
}
