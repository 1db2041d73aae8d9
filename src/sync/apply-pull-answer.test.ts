import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { discardReplica, openTestReplica, testCommandRunner } from '../db/testing/test-replica';
import type { SyncPullPage } from '../api/sync-api';
import { applyPullAnswer, applyPullPage } from './apply-pull-answer';
import { countSeats } from '../db/seat-catalog';

const NOW = new Date('2025-06-13T18:00:00.000Z');
const FESTIVAL = { name: 'Festival Folclórico del Bambuco 2025', event_date: '2025-06-13' };
const VENUE = { name: 'Gradería Norte', rows: 1, columns: 5, floors: 1, base_price: 50000 };

let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openTestReplica();
});

afterEach(async () => {
  await discardReplica(db);
});

describe('applyPullAnswer', () => {
  it('never lets pulled rows overwrite or delete a row an op still in the outbox changed', async () => {
    const runCommand = testCommandRunner(db);
    const event = await runCommand('events-create', FESTIVAL);
    const other = await runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-06-20' });
    await db.outbox.clear();
    await runCommand('events-update', { id: event.entityId, name: 'Cambio sin enviar' });
    const stored = await db.events.toArray();

    await applyPullAnswer(
      db,
      {
        cursor: '900',
        rows: { events: stored.map((row) => ({ ...row, name: 'Versión del servidor' })) },
        deleted: { events: [event.entityId] },
      },
      { fullSnapshot: false, now: NOW },
    );
    expect(await db.events.get(event.entityId)).toMatchObject({ name: 'Cambio sin enviar' });
    expect(await db.events.get(other.entityId)).toMatchObject({ name: 'Versión del servidor' });
  });

  it('keeps optimistic rows not yet pushed when a full snapshot replaces the replica', async () => {
    const runCommand = testCommandRunner(db);
    const removedOnServer = await runCommand('events-create', FESTIVAL);
    await db.outbox.clear();
    const venue = await runCommand('graderias-create', VENUE);

    await applyPullAnswer(db, { cursor: '1', rows: {}, deleted: {} }, { fullSnapshot: true, now: NOW });
    expect(await db.graderias.get(venue.entityId)).toBeDefined();
    expect(await countSeats(db)).toBe(5);
    expect(await db.events.get(removedOnServer.entityId)).toBeUndefined();
    expect(await db.sync_state.get('replica')).toMatchObject({ cursor: '1', last_synced_at: NOW.toISOString() });
  });
});

function snapshotPage(overrides: Partial<SyncPullPage>): SyncPullPage {
  return { organization_id: 'org', cursor: '77', snapshot: true, next_page: 'p-next', rows: {}, ranges: [], deleted: {}, totals: null, ...overrides };
}

describe('applyPullPage', () => {
  it('drops only the rows of the page’s key ranges that the snapshot lacks, keeps rows queued ops hold, and moves the cursor with the last page', async () => {
    const runCommand = testCommandRunner(db);
    const ids = [];
    for (const name of ['Uno', 'Dos', 'Tres']) ids.push((await runCommand('events-create', { ...FESTIVAL, name })).entityId);
    await db.outbox.clear();
    const held = await runCommand('events-create', { ...FESTIVAL, name: 'Sin enviar' });
    const [first, second, third] = [...ids].sort();
    const kept = await db.events.get(second);

    // Page 1 covers events up to `second` and holds only `second`: `first` is gone from the server.
    const progress = await applyPullPage(
      db,
      snapshotPage({ rows: { events: [{ ...kept!, name: 'Dos (servidor)' }] }, ranges: [{ table: 'events', after: null, until: second }] }),
      { now: NOW },
    );
    expect(await db.events.get(first)).toBeUndefined();
    expect(await db.events.get(second)).toMatchObject({ name: 'Dos (servidor)' });
    expect(await db.events.get(third)).toBeDefined();
    expect(progress).toMatchObject({ page: 'p-next', snapshot: true, received: { events: 1 } });
    expect(await db.sync_state.get('replica')).toMatchObject({ cursor: null, pull_progress: { page: 'p-next' } });

    // The last page covers the rest and lacks `third`; the unsent event stays (replayed over no server row).
    await applyPullPage(db, snapshotPage({ next_page: null, ranges: [{ table: 'events', after: second, until: null }] }), { now: NOW });
    expect(await db.events.get(third)).toBeUndefined();
    expect(await db.events.get(held.entityId)).toMatchObject({ name: 'Sin enviar' });
    expect(await db.sync_state.get('replica')).toMatchObject({ cursor: '77', pull_progress: null, last_synced_at: NOW.toISOString() });
  });
});

describe('applyPullPage with nothing to rebase', () => {
  const reservation = (id: string, status: string) => ({ id, organization_id: 'org', event_id: 'e1', status, total_amount: 75000 });
  const ids = ['a', 'b', 'c', 'd'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);

  /** Two reservations and an event the device has, a snapshot page over them, then an incremental page. */
  async function pullTwoPages(replica: TaquillaDatabase): Promise<unknown> {
    await replica.replicaTable('reservations').bulkPut([reservation(ids[0], 'pending'), reservation(ids[1], 'pending')]);
    await replica.events.put({ id: ids[2], name: 'Se va', event_date: '2025-06-13' } as never);
    // The snapshot lacks ids[0] and the event, brings ids[1] paid and ids[3] new.
    await applyPullPage(
      replica,
      snapshotPage({
        rows: { reservations: [reservation(ids[1], 'paid'), reservation(ids[3], 'pending')], not_a_table: [{ id: 'x' }] },
        ranges: [{ table: 'reservations', after: null, until: null }, { table: 'events', after: null, until: null }],
      }),
      { now: NOW },
    );
    // Then ids[1] deleted, ids[3] deleted and written again (it is kept), both since the cursor.
    await applyPullPage(
      replica,
      snapshotPage({ snapshot: false, next_page: null, rows: { reservations: [reservation(ids[3], 'cancelled')] }, deleted: { reservations: [ids[1], ids[3]] } }),
      { now: NOW },
    );
    return { reservations: await replica.replicaTable('reservations').toArray(), events: await replica.events.where('id').equals(ids[2]).toArray() };
  }

  it('lays the rows the rebase lays: gone rows deleted (a columnar table’s too), the page’s rows put, a row deleted and written again kept', async () => {
    const other = await openTestReplica();
    try {
      // The other replica holds an unsent event, so its pages go through the rebase.
      await testCommandRunner(other)('events-create', FESTIVAL);
      const laidDirectly = await pullTwoPages(db);
      const rebased = await pullTwoPages(other);
      expect(await other.outbox.count()).toBe(1);
      expect(laidDirectly).toEqual(rebased);
      expect(laidDirectly).toEqual({ reservations: [reservation(ids[3], 'cancelled')], events: [] });
    } finally {
      await discardReplica(other);
    }
  });
});
