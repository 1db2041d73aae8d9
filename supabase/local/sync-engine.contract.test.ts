// The device side of sync (src/db, src/sync) against the real sync_push/sync_pull of the
// embedded server: a stand created offline reaches the server when the connection returns,
// and a second device's first pull brings it with all its seats.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatsOfGraderia } from '../../src/db/venue-queries';
import { signedInDevice, type TestDevice } from './test-device.ts';
import { startTestServer, type RunningServer } from './test-server.ts';

let server: RunningServer;
const devices: TestDevice[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const device of devices) await device.discard();
  await server.stop();
});

async function device(online: boolean): Promise<TestDevice> {
  const created = await signedInDevice(server, { online });
  devices.push(created);
  return created;
}

describe('sync engine against the embedded server', () => {
  it('flushes a venue created offline, and a second device pulls it with its seats', async () => {
    const cashier = await device(false);
    const venue = await cashier.runCommand('graderias-create', { name: 'Palco Sin Señal', rows: 3, columns: 10, floors: 2, base_price: 30000 });
    const optimisticSeatIds = (await seatsOfGraderia(cashier.db, venue.entityId)).map((seat) => seat.id);

    await cashier.engine.start();
    expect(cashier.engine.getStatus().state).toBe('offline');
    expect(await cashier.db.outbox.count()).toBe(1);

    cashier.connectivity.set(true);
    await cashier.engine.settled();
    expect(cashier.engine.getStatus()).toMatchObject({ state: 'idle', lastError: null });
    expect(await cashier.db.outbox.count()).toBe(0);
    expect(await cashier.db.conflicts.count()).toBe(0);

    const office = await device(true);
    await office.engine.start();
    expect(office.engine.getStatus().state).toBe('idle');
    expect(await office.db.graderias.get(venue.entityId)).toMatchObject({ name: 'Palco Sin Señal', total_capacity: 60 });
    const pulledSeats = await seatsOfGraderia(office.db, venue.entityId);
    expect(pulledSeats.map((seat) => seat.id)).toEqual(optimisticSeatIds);
    expect(pulledSeats[0]).toMatchObject({ row_letter: 'A', seat_number: '1', seat_type: 'premium', price_multiplier: 1.5 });
    expect(await office.db.events.where('slug').equals('festival-bambuco-2025').count()).toBe(1);
  });
});
