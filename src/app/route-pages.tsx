// How a route's page is loaded: each page is a chunk of its own, loaded the first time it
// is shown (routes.tsx, organizer-routes.tsx).
import { lazy, type ComponentType } from 'react';
import type { PageLoader } from './page-loader';
import { startSession } from './start-session';

/**
 * A page that loads the first time it is shown. Each `import()` is a chunk of its own, so a
 * visitor on /event/{slug} downloads neither Dexie nor the sync engine nor the organizer
 * screens. Offline the organizer's chunks come from the service worker's precache. A page
 * whose loader has already brought its module (first-page.ts) renders without suspending.
 */
export function page<Module>(load: (() => Promise<Module>) | PageLoader<Module>, pick: (module: Module) => ComponentType) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  const arrived = 'arrived' in load ? load.arrived : () => undefined;
  function Page() {
    const module = arrived();
    if (module === undefined) return <Lazy />;
    const Arrived = pick(module);
    return <Arrived />;
  }
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
