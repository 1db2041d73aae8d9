import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { registerOutsideBookingPages, type LocationSource } from './registration-rule';
import type { UpdateFlow } from './update-flow';

type LocationListener = Parameters<LocationSource['subscribe']>[0];

/** The router's location for registration-rule.ts, fed from useLocation (a <BrowserRouter> has no subscribe). */
function createLocationFeed(pathname: string) {
  let state = { location: { pathname } };
  const listeners = new Set<LocationListener>();
  return {
    get state() {
      return state;
    },
    subscribe(listener: LocationListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(next: string) {
      if (next === state.location.pathname) return;
      state = { location: { pathname: next } };
      for (const listener of [...listeners]) listener(state);
    },
  };
}

let markFirstPageShown = () => {};
const firstPageShown = new Promise<void>((resolve) => (markFirstPageShown = resolve));
/** In case the first page never shows (it failed): the worker still registers. */
const FIRST_PAGE_WAIT_MS = 10_000;

/**
 * Rendered inside the routes' Suspense (routes.tsx): it commits with the first page's
 * content, not with the loading spinner, and says so.
 */
export function FirstPageShown() {
  useEffect(() => markFirstPageShown(), []);
  return null;
}

/**
 * Once the first page has shown its content and the load event has passed: the worker's
 * script and its precache (the whole app) must not share a slow connection with the page's
 * own chunks and data. (On a fast network the load event comes before the page's chunks.)
 */
function afterFirstPage(run: () => void): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  void Promise.all([loaded, Promise.race([firstPageShown, waited])]).then(() => setTimeout(run));
}

let registering = false;

/**
 * Registers the service worker once the first page has shown, outside the booking pages
 * (registration-rule.ts), and shows its update prompt: workbox-window and the prompt are
 * chunks of their own that the first paint does not wait for. Rendered once, inside the
 * router, by start-app.tsx.
 */
export function ServiceWorkerUpdates() {
  const { pathname } = useLocation();
  const feed = useRef<ReturnType<typeof createLocationFeed> | null>(null);
  feed.current ??= createLocationFeed(pathname);
  const [update, setUpdate] = useState<{ flow: UpdateFlow; Prompt: ComponentType<{ flow: UpdateFlow }> } | null>(null);

  useEffect(() => feed.current?.publish(pathname), [pathname]);
  useEffect(() => {
    if (registering) return;
    registering = true;
    afterFirstPage(() =>
      // A visitor on a booking page downloads none of it, unless they go on to another page.
      registerOutsideBookingPages(feed.current!, () => {
        void Promise.all([import('./register-service-worker'), import('./UpdatePrompt')]).then(([{ registerServiceWorker }, { UpdatePrompt }]) => {
          const flow = registerServiceWorker();
          if (flow) setUpdate({ flow, Prompt: UpdatePrompt });
        });
      }),
    );
  }, []);

  return update && <update.Prompt flow={update.flow} />;
}
