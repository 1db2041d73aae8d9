import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { getEventBySlug, type PublicEvent } from '../../api/events';

type PublicEventState =
  | { status: 'loading' }
  | { status: 'ready'; event: PublicEvent }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export function usePublicEvent(slug: string) {
  const [state, setState] = useState<PublicEventState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getEventBySlug(slug).then(
      (event) => current && setState({ status: 'ready', event }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.code === 'event_not_found') setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    // A slower answer for a previous slug must not replace the current one.
    return () => {
      current = false;
    };
  }, [slug, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
