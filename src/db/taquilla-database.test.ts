import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { TaquillaDatabase, VERSION_1_STORES, type Version1OutboxEntry } from './taquilla-database';

const NAME = 'taquilla-upgrade-test';

const OP = {
  device_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  payload: { id: '6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a', name: 'Palco VIP' },
  created_at: '2025-06-13T17:00:00.000Z',
  undo: [],
};

afterEach(async () => {
  await Dexie.delete(NAME);
});

/** A device that last ran version 1: one op still to send, one the server refused. */
async function createVersion1Database(): Promise<void> {
  const old = new Dexie(NAME);
  old.version(1).stores(VERSION_1_STORES);
  const waiting: Version1OutboxEntry = { ...OP, op_id: 'op-waiting', kind: 'events-update', status: 'pending' };
  const refused: Version1OutboxEntry = {
    ...OP,
    op_id: 'op-refused',
    kind: 'graderias-create',
    status: 'rejected',
    rejection: { code: 'forbidden', message: 'No tienes permisos para crear graderías', rejected_at: '2025-06-13T17:05:00.000Z' },
  };
  await old.table('outbox').bulkAdd([refused, waiting]);
  await old.table('graderias').add({ id: 'venue-1', name: 'Gradería Norte', created_at: OP.created_at });
  old.close();
}

describe('TaquillaDatabase upgrades', () => {
  it('version 2 moves refused ops from the outbox into conflicts and keeps everything else', async () => {
    await createVersion1Database();
    const db = new TaquillaDatabase(NAME);
    await db.open();

    expect(db.verno).toBe(2);
    expect(await db.conflicts.toArray()).toEqual([
      {
        op_id: 'op-refused',
        op: { op_id: 'op-refused', device_id: OP.device_id, kind: 'graderias-create', payload: OP.payload, created_at: OP.created_at },
        code: 'forbidden',
        message: 'No tienes permisos para crear graderías',
        created_at: '2025-06-13T17:05:00.000Z',
      },
    ]);
    const outbox = await db.outbox.toArray();
    expect(outbox).toEqual([{ ...OP, seq: 2, op_id: 'op-waiting', kind: 'events-update' }]);
    expect(await db.graderias.get('venue-1')).toMatchObject({ name: 'Gradería Norte' });
    expect(await db.discount_codes.count()).toBe(0);
    db.close();
  });
});
