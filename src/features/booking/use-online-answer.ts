import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useBrowserOnline } from './use-browser-online';

export type OnlineAnswer<Value> =
  | { status: 'loading' }
  | { status: 'ready'; value: Value }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'error'; message: string };

/** How soon a request that did not get through is tried again while the browser says it is online. */
export const RETRY_UNREACHABLE_MS = 3000;

const LOADING = { status: 'loading' } as const;
const NOT_FOUND = { status: 'not-found' } as const;
const OFFLINE = { status: 'offline' } as const;

interface Question<Value> {
  /** What is asked for: the event's slug, the payment's id. */
  key: string;
  ask(key: string): Promise<Value>;
  /** The error code the server answers when nothing has that key. */
  notFoundCode: string;
  /** A key that cannot exist is not asked for: it is not found. */
  isWellFormed?(key: string): boolean;
}

function stateForError<Value>(error: unknown, notFoundCode: string): OnlineAnswer<Value> {
  if (error instanceof ApiError && error.code === notFoundCode) return NOT_FOUND;
  if (error instanceof ApiError && error.code === 'network_error') return OFFLINE;
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The public pages are online-only: an event's seats or a payment shown from a stale copy
 * would sell seats that are gone. Offline they say so, and they ask again by themselves
 * when the network returns.
 */
export function useOnlineAnswer<Value>({ key, ask, notFoundCode, isWellFormed = () => true }: Question<Value>) {
  const online = useBrowserOnline();
  const [state, setState] = useState<OnlineAnswer<Value>>(LOADING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    if (!isWellFormed(key)) {
      setState(NOT_FOUND);
      return;
    }
    let current = true;
    setState(LOADING);
    ask(key).then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState(stateForError(error, notFoundCode)),
    );
    // An answer for a previous key (or a previous attempt) must not replace the current one.
    return () => {
      current = false;
    };
    // `ask`, `notFoundCode` and `isWellFormed` are fixed per page: only the key and attempts ask again.
  }, [key, attempt, online]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // The browser says 'online' as soon as an interface is up, before requests get through (a
  // network still joining, a gate's flaky signal): the 'online' event alone may come too early.
  const unreachable = online && state.status === 'offline';
  useEffect(() => {
    if (!unreachable) return;
    const timer = setTimeout(retry, RETRY_UNREACHABLE_MS);
    return () => clearTimeout(timer);
  }, [unreachable, retry]);

  /** Shows a value the server returned some other way (e.g. after settling), without asking again. */
  const show = useCallback((value: Value) => setState({ status: 'ready', value }), []);
  return { state: online ? state : OFFLINE, retry, show };
}
