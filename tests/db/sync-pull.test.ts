// sync_pull as a device uses it: a full snapshot of its organization, then only what
// changed since its cursor, deletions included. Changes are committed here (a cursor only
// separates transactions), so each test starts from the cursor of a fresh pull.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { op, pull, push, pushApplied, type Pull } from './sync-calls.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB } from './two-organizations.ts';

const organizer = user(organizationA.organizerId);
const syncedTables = [
  'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
  'public_customers', 'reservations', 'reservation_seats', 'seat_leases', 'ticket_check_ins', 'payments', 'reservation_logs',
  'cash_shifts', 'cash_receipts',
];

/** Every row of the pull as 'table:key', for comparing whole pulls at once. */
function rowKeys(pulled: Pull): string[] {
  return Object.entries(pulled.rows)
    .flatMap(([table, rows]) => rows.map((row) => `${table}:${row.id ?? `${row.event_id}/${row.graderia_id}`}`))
    .sort();
}

describeEachEngine('sync_pull', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  /** Runs `work` as `actor` in a transaction that commits. */
  const committed = <T>(actor: Actor, work: (sql: Sql) => Promise<T>) =>
    engine.transaction(async (sql) => {
      await becomeActor(sql, actor);
      return work(sql);
    });
  const pullAs = (actor: Actor, cursor: string | null = null) => committed(actor, (sql) => pull(sql, cursor));

  it('gives a new device every row of its organization, and nothing of another', async () => {
    const snapshot = await pullAs(organizer);
    const { rows: expected } = await engine.query<{ key: string }>(
      `select table_name || ':' || key as key from (
         ${syncedTables.map((table) => `select '${table}' as table_name, ${table === 'event_graderias' ? "event_id || '/' || graderia_id" : 'id::text'} as key, ${table === 'organizations' ? 'id' : 'organization_id'} as organization_id from public.${table}`).join(' union all ')}
       ) as everything where organization_id = $1 order by 1`,
      [organizationA.id],
    );
    expect(Object.keys(snapshot.rows).sort()).toEqual([...syncedTables].sort());
    expect(rowKeys(snapshot)).toEqual(expected.map((row) => row.key).sort());
    expect(JSON.stringify(snapshot.rows)).not.toContain(organizationB.id);
    expect(JSON.stringify(snapshot.rows)).not.toContain('sync_xid');
    expect(snapshot.deleted).toEqual(Object.fromEntries(syncedTables.filter((table) => table !== 'organizations').map((table) => [table, []])));
    expect(snapshot.rows.seats).toHaveLength(10);
  });

  it('gives staff the same snapshot as the organizer', async () => {
    expect(rowKeys(await pullAs(user(organizationA.staffId!)))).toEqual(rowKeys(await pullAs(organizer)));
  });

  it('then gives only the rows changed since the cursor, once', async () => {
    const { cursor } = await pullAs(organizer);
    await committed(organizer, (sql) => pushApplied(sql, op('graderias-update', { id: organizationA.graderiaId, name: 'Gradería Oriental' })));
    const changes = await pullAs(organizer, cursor);
    expect(rowKeys(changes)).toEqual([`graderias:${organizationA.graderiaId}`]);
    expect(changes.rows.graderias[0]).toMatchObject({ name: 'Gradería Oriental' });
    expect(rowKeys(await pullAs(organizer, changes.cursor))).toEqual([]);
  });

  it('tells which rows were deleted: a stand taken off an event', async () => {
    const link = { event_id: organizationA.draftEventId, graderia_id: organizationA.graderiaId };
    const sellStands = (graderiaIds: string[]) =>
      committed(organizer, (sql) => pushApplied(sql, op('events-update', { id: organizationA.draftEventId, graderia_ids: graderiaIds })));

    const { cursor } = await pullAs(organizer);
    await sellStands([organizationA.graderiaId]);
    const added = await pullAs(organizer, cursor);
    expect(added.rows.event_graderias).toEqual([expect.objectContaining(link)]);

    await sellStands([]);
    const removed = await pullAs(organizer, added.cursor);
    expect(removed.deleted.event_graderias).toEqual([link]);
    expect(removed.rows.event_graderias).toEqual([]);

    // Removed and added back since the cursor: a row again, not a deletion.
    await sellStands([organizationA.graderiaId]);
    const readded = await pullAs(organizer, added.cursor);
    expect(readded.deleted.event_graderias).toEqual([]);
    expect(readded.rows.event_graderias).toEqual([expect.objectContaining(link)]);
  });

  it('never includes another organization’s changes or deletions', async () => {
    const { cursor } = await pullAs(organizer);
    await committed(user(organizationB.organizerId), async (sql) => {
      const results = await push(sql, [
        op('graderias-update', { id: organizationB.graderiaId, name: 'Ajena' }),
        op('events-update', { id: organizationB.eventId, name: 'Ajeno' }),
        op('reservations-cancel', { reservation_id: organizationB.reservationId }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    });
    // No function deletes discount codes and the API roles write no table: B's project owner does.
    await engine.query('delete from public.discount_codes where id = $1', [organizationB.discountCodeId]);
    const changes = await pullAs(organizer, cursor);
    expect(rowKeys(changes)).toEqual([]);
    expect(Object.values(changes.deleted).flat()).toEqual([]);
  });

  it('expires overdue holds first, so devices see the hold expired and its seat free', async () => {
    const { cursor } = await pullAs(organizer);
    await engine.query("update public.reservations set expires_at = now() - interval '1 minute' where id = $1", [organizationA.reservationId]);
    const changes = await pullAs(organizer, cursor);
    expect(changes.rows.reservations).toEqual([expect.objectContaining({ id: organizationA.reservationId, status: 'expired' })]);
    expect(changes.rows.reservation_seats).toEqual([expect.objectContaining({ id: organizationA.reservationSeatId, active: false })]);
  });

  it.each([
    ['anonymous callers', anonymous, null, { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' }],
    ['users without an organization', user(newcomerId), null, { code: '42501', detail: 'organization_not_found', message: 'No se encontró la organización asociada' }],
    ['a cursor it never gave', organizer, '2024-01-01T00:00:00Z', { code: 'P0001', detail: 'invalid_cursor', message: 'El cursor de sincronización no es válido' }],
  ])('refuses %s', async (_case, actor, cursor, failure) => {
    const result = await asActor(engine, actor, (sql) => attempt(sql, 'select public.sync_pull(cursor => $1)', [cursor]));
    expect(failureOf(result)).toEqual(failure);
  });
});
