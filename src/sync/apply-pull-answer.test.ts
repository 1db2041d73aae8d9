import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { discardReplica, openTestReplica, testCommandRunner } from '../db/testing/test-replica';
import { applyPullAnswer } from './apply-pull-answer';

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
    expect(await db.seats.count()).toBe(5);
    expect(await db.events.get(removedOnServer.entityId)).toBeUndefined();
    expect(await db.sync_state.get('replica')).toMatchObject({ cursor: '1', last_synced_at: NOW.toISOString() });
  });
});
