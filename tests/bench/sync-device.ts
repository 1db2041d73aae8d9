// A tablet in Node for the push benchmark: the contract tests' device (the app's Dexie
// replica over fake-indexeddb, command runner, SyncEngine, supabase transport) signed in to a
// benchmark server, with the engine rebuilt around a timed transport.
import { createClient } from '@supabase/supabase-js';
import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { supabaseSyncTransport } from '../../src/sync/supabase-transport';
import { SyncEngine } from '../../src/sync/sync-engine';
import { realClock, signedInDevice, type TestDevice } from '../../supabase/local/test-device.ts';
import type { RunningServer } from '../../supabase/local/test-server.ts';
import { DEMO_ORGANIZATION_ID, type BenchApp } from './bench-app.ts';
import { timedTransport, type TransportTimings } from './sync-transport-timer.ts';

// Dexie looks for a global indexedDB once, when it loads, and another benchmark may load it
// first; every Dexie database created later reads its dependencies from this object.
Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange });

/** Node 20 has no WebSocket and the embedded server serves no realtime; supabase-js only needs a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('El servidor local no ofrece realtime');
  }
}

/** What signedInDevice needs of a test server (its url and a client), for a benchmark server. */
async function asRunningServer(app: BenchApp): Promise<RunningServer> {
  return {
    url: app.url,
    anonKey: app.anonKey,
    serviceRoleKey: app.serviceRoleKey,
    // Benchmarks play no payment provider.
    paymentWebhookSecret: '',
    engine: app.engine,
    storageDir: '',
    staticDir: '',
    client: () =>
      createClient(app.url, app.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: NoRealtime as never },
      }),
    stop: app.stop,
  };
}

export interface BenchDevice extends TestDevice {
  timings: TransportTimings;
}

/**
 * Signed in as the demo organizer and online; the engine is not started. The helper's own
 * engine is stopped (the command runner still calls it on every write, harmlessly) and
 * replaced by one whose transport is timed.
 */
export async function benchDevice(app: BenchApp): Promise<BenchDevice> {
  const device = await signedInDevice(await asRunningServer(app), { online: true, organizationId: DEMO_ORGANIZATION_ID });
  device.engine.stop();
  const { transport, timings } = timedTransport(supabaseSyncTransport(device.client));
  const engine = new SyncEngine({ db: device.db, transport, clock: realClock, connectivity: device.connectivity });
  const discard = async () => {
    engine.stop();
    await device.discard();
  };
  return { ...device, engine, timings, discard };
}
