// The app's supabase transport with a stopwatch around each call, so the push benchmark can
// tell the time spent waiting for the server (HTTP + sync_push) from the time spent in the
// replica (Dexie over fake-indexeddb) applying the answers.
import { performance } from 'node:perf_hooks';
import type { SyncTransport } from '../../src/sync/sync-transport';

export interface TransportTimings {
  /** Duration of every push call, in order, ms. */
  pushes: number[];
  /** Duration of every pull call, in order, ms. */
  pulls: number[];
  /** performance.now() when each pull started: the engine pulls once the outbox is empty. */
  pullStartedAt: number[];
}

export function timedTransport(inner: SyncTransport): { transport: SyncTransport; timings: TransportTimings } {
  const timings: TransportTimings = { pushes: [], pulls: [], pullStartedAt: [] };
  const transport: SyncTransport = {
    push: async (deviceId, ops) => {
      const start = performance.now();
      try {
        return await inner.push(deviceId, ops);
      } finally {
        timings.pushes.push(performance.now() - start);
      }
    },
    pull: async (cursor) => {
      const start = performance.now();
      timings.pullStartedAt.push(start);
      try {
        return await inner.pull(cursor);
      } finally {
        timings.pulls.push(performance.now() - start);
      }
    },
    // The app pulls in pages: each page is timed as a pull.
    pullPage: inner.pullPage
      ? async (request) => {
          const start = performance.now();
          timings.pullStartedAt.push(start);
          try {
            return await inner.pullPage!(request);
          } finally {
            timings.pulls.push(performance.now() - start);
          }
        }
      : undefined,
  };
  return { transport, timings };
}

/** Forgets what was measured so far (e.g. the pull that set the device up). */
export function resetTimings(timings: TransportTimings): void {
  timings.pushes.length = 0;
  timings.pulls.length = 0;
  timings.pullStartedAt.length = 0;
}
