import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seatIdOf } from '../../domain/seat-id';
import type { TaquillaDatabase } from '../taquilla-database';
import { discardReplica, DEVICE_ID, openTestReplica, ORGANIZATION_ID, sequentialIds, testCommandRunner } from '../testing/test-replica';
import { CommandValidationError } from './command-definition';
import { countSeats, seatById, seatsOfStand } from '../seat-catalog';

const VENUE = { name: 'Gradería Norte', rows: 2, columns: 10, floors: 1, base_price: 50000 };
const FESTIVAL = { name: 'Festival Folclórico del Bambuco 2025', event_date: '2025-06-13' };

let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openTestReplica();
});

afterEach(async () => {
  await discardReplica(db);
});

async function everythingStored() {
  return {
    graderias: await db.graderias.toArray(),
    seats: await countSeats(db),
    events: await db.events.toArray(),
    links: await db.event_graderias.toArray(),
    outbox: await db.outbox.toArray(),
  };
}

describe('graderias-create', () => {
  it('shows the stand and its seats with the server’s seat ids, and queues one op', async () => {
    let queued = 0;
    const runCommand = testCommandRunner(db, { onQueued: () => (queued += 1) });
    const { opId, entityId } = await runCommand('graderias-create', VENUE);

    const graderia = await db.graderias.get(entityId);
    expect(graderia).toMatchObject({ ...VENUE, organization_id: ORGANIZATION_ID, total_capacity: 20, is_active: true });
    const seats = await seatsOfStand(db, entityId);
    expect(seats).toHaveLength(20);
    expect(await seatById(db, await seatIdOf(entityId, 1, 'B', 10))).toMatchObject({ seat_type: 'premium', price_multiplier: 1.5 });
    expect(await seatById(db, await seatIdOf(entityId, 1, 'A', 5))).toMatchObject({ seat_type: 'regular', price_multiplier: 1 });

    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      op_id: opId,
      device_id: DEVICE_ID,
      kind: 'graderias-create',
      created_at: '2025-06-13T17:00:00.000Z',
      payload: { id: entityId, ...VENUE, description: null, location_name: null, location_lat: null, location_lng: null },
    });
    expect(queued).toBe(1);
  });

  it('changes nothing when the input is invalid', async () => {
    const runCommand = testCommandRunner(db);
    const failure = await runCommand('graderias-create', { ...VENUE, rows: 0, base_price: 500 }).catch((error) => error);
    expect(failure).toBeInstanceOf(CommandValidationError);
    expect(failure.fieldErrors).toEqual({ rows: 'Mínimo 1 fila', base_price: 'Mínimo $1.000' });
    expect(await everythingStored()).toEqual({ graderias: [], seats: 0, events: [], links: [], outbox: [] });
  });

  it('refuses a too-long text with its field message and queues nothing, offline as online', async () => {
    const runCommand = testCommandRunner(db);
    const failure = await runCommand('graderias-create', { ...VENUE, name: 'x'.repeat(121), location_name: 'x'.repeat(201) }).catch((error) => error);
    expect(failure).toBeInstanceOf(CommandValidationError);
    expect(failure.fieldErrors).toEqual({ name: 'El campo Nombre es demasiado largo', location_name: 'El campo Ubicación es demasiado largo' });
    expect(await everythingStored()).toEqual({ graderias: [], seats: 0, events: [], links: [], outbox: [] });
  });

  it('queues no op when the optimistic write fails', async () => {
    db.stand_seats.hook('creating', () => {
      throw new Error('disco lleno');
    });
    const runCommand = testCommandRunner(db);
    await expect(runCommand('graderias-create', VENUE)).rejects.toThrow('disco lleno');
    expect(await everythingStored()).toEqual({ graderias: [], seats: 0, events: [], links: [], outbox: [] });
  });

  it('writes no optimistic row when the op cannot be queued', async () => {
    // The same id for the op twice: the outbox's unique op_id index refuses the second.
    const runCommand = testCommandRunner(db, { newId: () => '11111111-2222-4333-8444-555555555555' });
    await runCommand('events-create', { ...FESTIVAL, id: '0b9e7c1a-4d2f-4e8b-9c3a-5f6e7d8c9b0a' });
    const before = await everythingStored();
    await expect(runCommand('graderias-create', VENUE)).rejects.toThrow();
    expect(await everythingStored()).toEqual(before);
  });
});

describe('events', () => {
  it('creates the event with the spec defaults and the venues it sells', async () => {
    const runCommand = testCommandRunner(db);
    const venue = await runCommand('graderias-create', VENUE);
    const { entityId } = await runCommand('events-create', { ...FESTIVAL, graderia_ids: [venue.entityId] });
    expect(await db.events.get(entityId)).toMatchObject({
      slug: 'festival-folclorico-del-bambuco-2025',
      end_date: '2025-06-13',
      event_time: '18:00',
      end_time: '23:00',
      is_active: true,
    });
    expect(await db.event_graderias.where('event_id').equals(entityId).toArray()).toEqual([
      { event_id: entityId, graderia_id: venue.entityId, organization_id: ORGANIZATION_ID, created_at: '2025-06-13T17:00:00.000Z' },
    ]);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an unknown event', { id: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a', name: 'Otro' }, { id: 'Evento no encontrado' }],
    ['an end before the stored start', { end_date: '2025-06-01' }, { end_date: 'La fecha de fin no puede ser anterior a la fecha de inicio' }],
    ['a slug another event has', { slug: 'noche-de-gala' }, { slug: 'Ya existe un evento con ese slug' }],
    ['a venue that does not exist', { graderia_ids: ['7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a'] }, { graderia_ids: 'Gradería no encontrada' }],
  ])('refuses %s and changes nothing', async (_case, change, errors) => {
    const runCommand = testCommandRunner(db);
    const { entityId } = await runCommand('events-create', FESTIVAL);
    await runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-06-20' });
    const before = await everythingStored();
    const failure = await runCommand('events-update', { id: entityId, ...change }).catch((error) => error);
    expect(failure).toBeInstanceOf(CommandValidationError);
    expect(failure.fieldErrors).toEqual(errors);
    expect(await everythingStored()).toEqual(before);
  });

  it('records the server’s version of the rows an update replaced, once per row, so it can be rebased', async () => {
    const runCommand = testCommandRunner(db, { newId: sequentialIds() });
    const north = await runCommand('graderias-create', VENUE);
    const south = await runCommand('graderias-create', { ...VENUE, name: 'Gradería Sur' });
    const event = await runCommand('events-create', { ...FESTIVAL, graderia_ids: [north.entityId] });
    // As if those three had been pushed and applied: the replica is the server's.
    await db.outbox.clear();
    await db.server_bases.clear();
    const serverEvent = await db.events.get(event.entityId);
    const [northLink] = await db.event_graderias.toArray();

    await runCommand('events-update', { id: event.entityId, name: 'Bambuco', slug: '', graderia_ids: [south.entityId] });
    await runCommand('events-update', { id: event.entityId, name: 'Bambuco 2025' });
    expect(await db.events.get(event.entityId)).toMatchObject({ name: 'Bambuco 2025', slug: 'bambuco' });
    expect((await db.event_graderias.toArray()).map((link) => link.graderia_id)).toEqual([south.entityId]);

    const [first, second] = await db.outbox.orderBy('seq').toArray();
    expect(first.touches).toEqual([
      { table: 'events', key: event.entityId },
      { table: 'event_graderias', key: [event.entityId, north.entityId] },
      { table: 'event_graderias', key: [event.entityId, south.entityId] },
    ]);
    expect(second.touches).toEqual([{ table: 'events', key: event.entityId }]);
    const bases = await db.server_bases.toArray();
    expect(new Map(bases.map((base) => [base.identity, base.row]))).toEqual(
      new Map<string, unknown>([
        [`events:${event.entityId}`, serverEvent],
        [`event_graderias:${event.entityId}/${north.entityId}`, northLink],
        [`event_graderias:${event.entityId}/${south.entityId}`, null],
      ]),
    );
  });
});
