import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { getEventBySlug, type PublicEvent } from '../../api/events';
import { useBrowserOnline } from './use-browser-online';

type PublicEventState =
  | { status: 'loading' }
  | { status: 'ready'; event: PublicEvent }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'error'; message: string };

const OFFLINE: PublicEventState = { status: 'offline' };

function stateForError(error: unknown): PublicEventState {
  if (error instanceof ApiError && error.code === 'event_not_found') return { status: 'not-found' };
  if (error instanceof ApiError && error.code === 'network_error') return OFFLINE;
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The public page is online-only: seat statuses shown from a stale copy would sell seats
 * that are gone. Offline it says so, and it loads again by itself when the network returns.
 */
export function usePublicEvent(slug: string) {
  const online = useBrowserOnline();
  const [state, setState] = useState<PublicEventState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    let current = true;
    setState({ status: 'loading' });
    getEventBySlug(slug).then(
      (event) => current && setState({ status: 'ready', event }),
      (error: unknown) => current && setState(stateForError(error)),
    );
    // A slower answer for a previous slug must not replace the current one.
    return () => {
      current = false;
    };
  }, [slug, attempt, online]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: online ? state : OFFLINE, retry };
}
