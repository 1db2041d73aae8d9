// The pages a first visit lands on, made ready as soon as the app knows its server (main.tsx),
// before React's first render: their code downloads alongside the app's own, and the public
// event page's answer is asked for at the same time. On a phone's slow network each of those
// was a round trip before anything showed. React's first render then shows the page itself:
// a page revealed after a loading fallback is held back by React for up to 300 ms.
// routes.tsx renders the same loaders.
import { createElement } from 'react';
import { askEventLayoutEarly } from '../api/early-event-layout';
import { answerNoSessionKept } from '../session/auth-store';
import { pageLoader, type PageLoader } from './page-loader';
import { sessionNeededAtStart, startSession } from './start-session';

export const loadLandingRoute = pageLoader(() => import('./pages/LandingRoute'));
export const loadPublicEventRoute = pageLoader(() => import('./pages/PublicEventRoute'));

/** What a sign-in needs, started as the person begins to use the form: the auth client, and the screens it leads to. */
function prepareOrganizerSession(): Promise<void> {
  // Through start-app, which runs this page: the organizer's chunks imported from here, the
  // entry, changed how the build splits every page (the public page's JavaScript grew 1.8 kB).
  void import('./start-app').then((app) => app.preloadSignInLanding());
  return startSession();
}

/**
 * The sign-in page: on a device that keeps no session (and opened from no recovery link)
 * nobody is signed in, so the form shows at once, without waiting for the auth client; the
 * form starts it when the person begins to use it (LoginForm). Otherwise the kept session is
 * read first, like the other pages that read the session.
 */
export const loadSignInPage = pageLoader(async () => {
  const [{ LoginPage }] = await Promise.all([
    import('../features/auth/LoginPage'),
    sessionNeededAtStart() ? startSession() : answerNoSessionKept(),
  ]);
  return { SignInPage: () => createElement(LoginPage, { prepareSignIn: prepareOrganizerSession }) };
});

const PUBLIC_EVENT_PATH = /^\/event\/([^/]+)\/?$/;

/** The slug of a public event page's path, decoded as the router decodes it; null for any other path. */
export function publicEventSlug(pathname: string): string | null {
  const encoded = PUBLIC_EVENT_PATH.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

function firstPageLoader(pathname: string): PageLoader<unknown> | null {
  if (pathname === '/') return loadLandingRoute;
  if (pathname === '/login') return loadSignInPage;
  return publicEventSlug(pathname) ? loadPublicEventRoute : null;
}

/** Starts the page at `pathname`; settles when it is ready to render (or failed: the route then shows the error). */
export function startFirstPage(pathname: string): Promise<void> {
  const slug = publicEventSlug(pathname);
  // The answer first: the browser opens six connections to a server, and the page's chunks
  // would take them all before it.
  if (slug) askEventLayoutEarly(slug);
  const loading = firstPageLoader(pathname)?.();
  return loading ? loading.then(() => undefined, () => undefined) : Promise.resolve();
}
