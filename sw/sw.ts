/// <reference lib="webworker" />
// The app shell, precached, so an organizer who signed in once can open the box office
// with no connection. API calls (auth, RPC, storage, functions) never touch a cache:
// the app's data lives in IndexedDB and an answer served stale from here would lie.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// /_dev/ is the embedded backend's own pages (the local mailbox), not the app's.
const API_PATH_PREFIXES = [/^\/auth\//, /^\/rest\//, /^\/storage\//, /^\/functions\//, /^\/_dev\//];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client-side route is index.html; the router decides what to render.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: API_PATH_PREFIXES }));

// The password strength dictionaries (vite.config.ts) are left out of the precache: 1.2 MB
// that only the password forms use. Cached on first use instead; their names carry a
// content hash, so a cached copy never goes stale.
const PASSWORD_DICTIONARY = /^\/assets\/zxcvbn-[\w-]+\.js$/;
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && PASSWORD_DICTIONARY.test(url.pathname),
  new CacheFirst({ cacheName: 'taquilla-password-dictionaries' }),
);

// The page asks for this when the person presses 'Actualizar' on the new-version prompt.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
