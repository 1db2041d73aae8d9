// A tablet for the contract tests: the app's own replica, command runner and sync engine,
// signed in to the test server as a real supabase-js client, with a connection the test
// switches on and off. The runner asks the engine to sync on every write, as in the app.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createCommandRunner, type RunCommand } from '../../src/db/commands/command-runner';
import { ensureSyncState } from '../../src/db/sync-state';
import { TaquillaDatabase } from '../../src/db/taquilla-database';
import { SyncEngine, type Connectivity, type SyncClock } from '../../src/sync/sync-engine';
import { supabaseSyncTransport } from '../../src/sync/supabase-transport';
import { DEMO_EMAIL, DEMO_PASSWORD, type RunningServer } from './test-server.ts';

export const realClock: SyncClock = {
  now: () => new Date(),
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export class SwitchableConnectivity implements Connectivity {
  private listener: (online: boolean) => void = () => {};
  constructor(private online: boolean) {}
  isOnline = () => this.online;
  subscribe(listener: (online: boolean) => void) {
    this.listener = listener;
    return () => {};
  }
  set(online: boolean) {
    this.online = online;
    this.listener(online);
  }
}

export interface TestDevice {
  client: SupabaseClient;
  db: TaquillaDatabase;
  engine: SyncEngine;
  connectivity: SwitchableConnectivity;
  runCommand: RunCommand;
  /** Stops the engine and deletes the replica. */
  discard(): Promise<void>;
}

export interface TestDeviceOptions {
  online: boolean;
  organizationId?: string | null;
  /** The client's transport (default: Node's fetch), e.g. one that loses answers. */
  fetch?: typeof fetch;
  /** The sync engine's clock (default: the real one), e.g. one with shorter retry waits. */
  clock?: SyncClock;
  /** Ops per sync_push call (default: the engine's). */
  pushBatchSize?: number;
}

/** Signed in as the demo organizer; the engine is created but not started. */
export async function signedInDevice(
  server: RunningServer,
  { online, organizationId = null, fetch, clock = realClock, pushBatchSize }: TestDeviceOptions,
): Promise<TestDevice> {
  const client = server.client({ fetch });
  const { error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  const db = new TaquillaDatabase(`device-${randomUUID()}`);
  await ensureSyncState(db, { newId: randomUUID, organizationId });
  const connectivity = new SwitchableConnectivity(online);
  const engine = new SyncEngine({ db, transport: supabaseSyncTransport(client), clock, connectivity, pushBatchSize });
  const runCommand = createCommandRunner({ db, newId: randomUUID, now: () => new Date(), onQueued: () => void engine.requestSync() });
  const discard = async () => {
    engine.stop();
    db.close();
    await db.delete();
  };
  return { client, db, engine, connectivity, runCommand, discard };
}
