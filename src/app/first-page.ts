// The pages a first visit lands on, started as soon as the app knows its server (main.tsx)
// instead of once the router has rendered: their code downloads alongside the app's own, and
// the public event page's answer is asked for at the same time. On a phone's slow network
// each of those was a round trip before anything showed. routes.tsx loads the same modules.
import { askEventLayoutEarly } from '../api/early-event-layout';

export const loadLandingRoute = () => import('./pages/LandingRoute');
export const loadLoginPage = () => import('../features/auth/LoginPage');
export const loadPublicEventRoute = () => import('./pages/PublicEventRoute');

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

export function startFirstPage(pathname: string): void {
  const slug = publicEventSlug(pathname);
  // The answer first: the browser opens six connections to a server, and the page's chunks
  // would take them all before it.
  if (slug) askEventLayoutEarly(slug);
  // A chunk that fails here is asked again by the route, which shows the error if it fails too.
  const load = pathname === '/' ? loadLandingRoute : pathname === '/login' ? loadLoginPage : slug ? loadPublicEventRoute : null;
  void load?.().catch(() => undefined);
}
