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

/** After the load event, so the first page's own downloads and work come first. */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') setTimeout(run);
  else window.addEventListener('load', () => setTimeout(run), { once: true });
}

let registering = false;

/**
 * Registers the service worker once the page has loaded, outside the booking pages
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
    afterLoad(() =>
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
