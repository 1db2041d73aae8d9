// The engine's clock and connectivity in a browser.
import type { Connectivity, SyncClock } from './sync-engine';

export const browserClock: SyncClock = {
  now: () => new Date(),
  setTimeout: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimeout: (handle) => window.clearTimeout(handle as number | undefined),
};

/** navigator.onLine can say online without a working connection; failed requests cover that case. */
export const browserConnectivity: Connectivity = {
  isOnline: () => navigator.onLine,
  subscribe(listener) {
    const goOnline = () => listener(true);
    const goOffline = () => listener(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  },
};
