// Which pages register the service worker. It precaches the whole app (about 900 kB) so
// that the box office opens offline; a visitor booking seats on a phone needs none of it,
// and the booking pages are online-only anyway.

const BOOKING_PAGES = /^\/(event|pago)\//;

export function shouldRegisterServiceWorker(pathname: string): boolean {
  return !BOOKING_PAGES.test(pathname);
}

/** The router location this rule watches: ServiceWorkerUpdates feeds it from useLocation; tests pass a memory router. */
export interface LocationSource {
  readonly state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Calls `register` once, as soon as the app shows a page outside the booking pages: at once,
 * or after the visitor navigates on. So an organizer who first opened a shared event link
 * in this tab still gets the offline app without reloading.
 */
export function registerOutsideBookingPages(router: LocationSource, register: () => void): void {
  if (shouldRegisterServiceWorker(router.state.location.pathname)) {
    register();
    return;
  }
  const unsubscribe = router.subscribe(({ location }) => {
    if (shouldRegisterServiceWorker(location.pathname)) {
      unsubscribe();
      register();
    }
  });
}
