// The device side of sync (src/db, src/sync) against the real sync_push/sync_pull of the
// embedded server: a stand created offline reaches the server when the connection returns,
// and a second device's first pull brings it with all its seats.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandRunner } from '../../src/db/commands/command-runner';
import { ensureSyncState } from '../../src/db/sync-state';
import { TaquillaDatabase } from '../../src/db/taquilla-database';
import { seatsOfGraderia } from '../../src/db/venue-queries';
import { SyncEngine, type Connectivity, type SyncClock } from '../../src/sync/sync-engine';
import { supabaseSyncTransport } from '../../src/sync/supabase-transport';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type RunningServer } from './test-server.ts';

const realClock: SyncClock = {
  now: () => new Date(),
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

class SwitchableConnectivity implements Connectivity {
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

interface Device {
  db: TaquillaDatabase;
  engine: SyncEngine;
  connectivity: SwitchableConnectivity;
}

let server: RunningServer;
const devices: Device[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const { db, engine } of devices) {
    engine.stop();
    db.close();
    await db.delete();
  }
  await server.stop();
});

async function signedInDevice(online: boolean): Promise<Device> {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  const db = new TaquillaDatabase(`contract-${randomUUID()}`);
  await ensureSyncState(db, { newId: randomUUID, organizationId: null });
  const connectivity = new SwitchableConnectivity(online);
  const engine = new SyncEngine({ db, transport: supabaseSyncTransport(client), clock: realClock, connectivity });
  const device = { db, engine, connectivity };
  devices.push(device);
  return device;
}

describe('sync engine against the embedded server', () => {
  it('flushes a venue created offline, and a second device pulls it with its seats', async () => {
    const cashier = await signedInDevice(false);
    const runCommand = createCommandRunner({ db: cashier.db, newId: randomUUID, now: () => new Date() });
    const venue = await runCommand('graderias-create', { name: 'Palco Sin Señal', rows: 3, columns: 10, floors: 2, base_price: 30000 });
    const optimisticSeatIds = (await seatsOfGraderia(cashier.db, venue.entityId)).map((seat) => seat.id);

    await cashier.engine.start();
    expect(cashier.engine.getStatus().state).toBe('offline');
    expect(await cashier.db.outbox.count()).toBe(1);

    cashier.connectivity.set(true);
    await cashier.engine.settled();
    expect(cashier.engine.getStatus()).toMatchObject({ state: 'idle', lastError: null });
    expect(await cashier.db.outbox.count()).toBe(0);
    expect(await cashier.db.conflicts.count()).toBe(0);

    const office = await signedInDevice(true);
    await office.engine.start();
    expect(office.engine.getStatus().state).toBe('idle');
    expect(await office.db.graderias.get(venue.entityId)).toMatchObject({ name: 'Palco Sin Señal', total_capacity: 60 });
    const pulledSeats = await seatsOfGraderia(office.db, venue.entityId);
    expect(pulledSeats.map((seat) => seat.id)).toEqual(optimisticSeatIds);
    expect(pulledSeats[0]).toMatchObject({ row_letter: 'A', seat_number: '1', seat_type: 'premium', price_multiplier: 1.5 });
    expect(await office.db.events.where('slug').equals('festival-bambuco-2025').count()).toBe(1);
  });
});
