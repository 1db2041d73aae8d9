// How a route's page is loaded: each page is a chunk of its own, loaded the first time it
// is shown (routes.tsx, organizer-routes.tsx).
import { lazy, type ComponentType } from 'react';
import { startSession } from './start-session';

/**
 * A page that loads the first time it is shown. Each `import()` is a chunk of its own, so a
 * visitor on /event/{slug} downloads neither Dexie nor the sync engine nor the organizer
 * screens. Offline the organizer's chunks come from the service worker's precache.
 */
export function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

/**
 * A page that reads the session (signed in or not, who): the auth client starts with it, so
 * the session store has answered, or is about to, when the page first renders. Public pages
 * load no auth client (start-session.ts).
 */
export function sessionPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return page(async () => (await Promise.all([load(), startSession()]))[0], pick);
}

