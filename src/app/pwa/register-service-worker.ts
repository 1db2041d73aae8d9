import { Workbox } from 'workbox-window';
import { createUpdateFlow, type UpdateFlow } from './update-flow';

// A box office stays open for days without navigating; browsers only look for a new
// service worker on navigation, so we ask now and then.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers sw/sw.ts in production builds; the caller (ServiceWorkerUpdates) loads this
 * module only outside the booking pages (registration-rule.ts). The dev server has no
 * service worker: it would serve yesterday's bundle from the precache while we edit today's.
 */
export function registerServiceWorker(): UpdateFlow | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  // Listening before registering is fine: the flow only reacts to a worker that is waiting.
  const workbox = new Workbox('/sw.js');
  const flow = createUpdateFlow(workbox, () => window.location.reload());
  void workbox.register();
  // Offline the check fails; the next one, or the next visit, tries again.
  setInterval(() => workbox.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  return flow;
}
