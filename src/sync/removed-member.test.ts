// A removed member's device: its queued sales are pushed and refused, the engine stops at
// the pull's member_removed refusal, and the wipe counts what was not registered before
// deleting the whole replica.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunCommand } from '../db/commands/command-runner';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../db/testing/box-office-fixture';
import { discardReplica, openTestReplica, sequentialIds, testCommandRunner } from '../db/testing/test-replica';
import { countUnregisteredWork, wipeReplicaOfRemovedMember } from './removed-member';
import { MEMBER_REMOVED_CODE, SyncEngine } from './sync-engine';
import { SyncTransportError } from './sync-transport';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';
import { FakeSyncServer } from './testing/fake-sync-server';
import { countSeats } from '../db/seat-catalog';

const REMOVED_SALE = { code: MEMBER_REMOVED_CODE, message: 'Tu acceso a la organización fue retirado; esta venta no se registró' };
const CUSTOMER = {
  customer_name: 'Andrés Gómez',
  customer_email: 'andres@correo.co',
  document_type: 'CC',
  document_number: '1075234567',
  customer_phone: '3001234567',
} as const;

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;
let engine: SyncEngine | null;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  runCommand = testCommandRunner(db, { newId: sequentialIds(), now: () => BOX_OFFICE_NOW });
  engine = null;
});

afterEach(async () => {
  engine?.stop();
  if (db.isOpen()) await discardReplica(db);
});

async function sell(column: number): Promise<void> {
  await runCommand('reservations-create-manual', { event_id: office.eventId, seat_ids: [await office.seat('A', column)], payment_method: 'cash', ...CUSTOMER });
}

describe('a removed member’s device', () => {
  it('pushes its queued sales, which come back refused, then stops at the refused pull and reports the removal once', async () => {
    await sell(1);
    await sell(2);
    const server = new FakeSyncServer(() => REMOVED_SALE);
    server.refusePulls(new SyncTransportError('refused', 'Ya no perteneces a esta organización', MEMBER_REMOVED_CODE));
    const clock = new FakeClock();
    const connectivity = new FakeConnectivity(true);
    let removals = 0;
    engine = new SyncEngine({ db, transport: server, clock, connectivity, intervalMs: 60_000, onMemberRemoved: () => (removals += 1) });
    await engine.start();

    expect(server.pushedBatches.flat().map((op) => op.kind)).toEqual(['reservations-create-manual', 'reservations-create-manual']);
    expect(removals).toBe(1);
    expect(engine.getStatus()).toMatchObject({ state: 'error', lastError: 'Ya no perteneces a esta organización' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.conflicts.toArray()).map((conflict) => conflict.code)).toEqual([MEMBER_REMOVED_CODE, MEMBER_REMOVED_CODE]);
    // Stopped for good: no timer left, coming back online asks nothing more.
    connectivity.set(false);
    connectivity.set(true);
    await engine.settled();
    expect(server.pullCursors).toHaveLength(1);
    expect(removals).toBe(1);
  });

  it('counts sales refused or never sent, other changes, and cash still owed back', async () => {
    await sell(1);
    await sell(2);
    await runCommand('graderias-update', { id: office.venueId, name: 'Gradería Sur' });
    const [refused] = await db.outbox.toArray();
    await db.outbox.delete(refused.seq!);
    await db.conflicts.put({ op_id: refused.op_id, op: refused, ...REMOVED_SALE, created_at: BOX_OFFICE_NOW.toISOString() });
    expect(await countUnregisteredWork(db)).toEqual({ sales: 2, otherChanges: 1, cashToReturn: 0 });
  });

  it('wipes every table of the replica, outbox included', async () => {
    await sell(1);
    const name = db.name;
    expect(await countSeats(db)).toBeGreaterThan(0);
    expect(await wipeReplicaOfRemovedMember(db)).toEqual({ sales: 1, otherChanges: 0, cashToReturn: 0 });
    expect(await Dexie.exists(name)).toBe(false);
  });
});
