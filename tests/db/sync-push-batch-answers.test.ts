// Issue 17, point 5: sync_push collects its per-op answers in an array instead of re-copying a
// jsonb list per op. The answers must be exactly those of the per-op path it replaced
// (20261126140000's sync_push), for a batch that mixes every kind of outcome: applied ops,
// rejections by rule, malformed ops, an op id repeated in the batch, an op pushed before,
// a seat sold twice in one batch, a payment of a hold the batch itself created, and a
// removed member's ops. Both definitions run on the same database, each in a rolled-back
// transaction, so only the function differs.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { becomeActor, becomeOwner, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { manualSale, op, push, type OpResult } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const migrationsDir = new URL('../../supabase/migrations/', import.meta.url);

/** The per-op sync_push as 20261126140000 defined it, whole. */
function perOpSyncPush(): string {
  const text = fs.readFileSync(new URL('20261126140000_check_second_factor_in_profile_and_sync.sql', migrationsDir), 'utf8');
  const start = text.indexOf('create or replace function public.sync_push(');
  const end = text.indexOf('$$;', text.indexOf('as $$', start) + 5) + 3;
  if (start < 0 || end < start) throw new Error('No se encontró la definición anterior de sync_push');
  return text.slice(start, end);
}

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);
const heldId = randomUUID();
const pushedBefore = op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationA.seatA2Id], payment_method: 'marked_paid' }));
const soldTwice = randomUUID();
const mixedBatch: unknown[] = [
  op('reservations-create-manual', manualSale(organizationA, { id: heldId, seat_ids: [organizationA.seatA1Id], customer_name: 'Uno' })),
  pushedBefore,
  op('reservations-process-payment', { reservation_id: heldId }),
  op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationA.seatA1Id] })),
  op('reservations-cancel', { reservation_id: randomUUID() }),
  op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationB.seatA2Id] })),
  op('reservations-create-manual', manualSale(organizationA, { customer_email: 'no-es-correo' })),
  'no soy un objeto',
  { op_id: randomUUID(), payload: {} },
  { op_id: 'no-es-uuid', kind: 'reservations-cancel', payload: {} },
  op('events-fly', { id: randomUUID() }),
  op('graderias-update', { id: organizationA.graderiaId, name: '' }),
  op('graderias-update', { id: organizationA.graderiaId, description: 'Techada' }, soldTwice),
  op('graderias-update', { id: organizationA.graderiaId, description: 'Otra' }, soldTwice),
  { ...op('reservations-cancel', { reservation_id: organizationA.reservationId }), created_at: 'ayer' },
  op('reservations-cancel', { reservation_id: organizationA.reservationId }),
];

/**
 * What differs between two transactions whatever the function: transaction ids, clock
 * readings of now(), and ids the database draws (each uuid becomes the order it first appears in).
 */
function comparable(results: OpResult[]): unknown {
  const seen = new Map<string, string>();
  return JSON.parse(
    JSON.stringify(results)
      .replace(/"sync_xid":"?\d+"?/g, '"sync_xid":"·"')
      .replace(/"(updated_at|received_at|applied_at)":"[^"]*"/g, '"$1":"·"')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
        if (!seen.has(id)) seen.set(id, `uuid#${seen.size}`);
        return seen.get(id)!;
      }),
  );
}

describeEachEngine('sync_push answers per op, as the per-op path did', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  async function answers(definition: string | null, work: (sql: Sql) => Promise<OpResult[][]>): Promise<OpResult[][]> {
    return inRolledBackTransaction(engine, async (sql) => {
      if (definition) await sql.exec(definition);
      return work(sql);
    });
  }

  it('gives the same answer to every op of a mixed batch, and to its retry', async () => {
    const run = (definition: string | null) =>
      answers(definition, async (sql) => {
        await becomeActor(sql, organizer);
        await push(sql, [pushedBefore]);
        await becomeActor(sql, staff);
        const first = await push(sql, mixedBatch);
        const retry = await push(sql, mixedBatch);
        return [first, retry];
      });
    const perOp = await run(perOpSyncPush());
    const current = await run(null);
    expect(perOp[0].map((result) => result.status)).toContain('applied');
    expect(perOp[0].map((result) => result.status)).toContain('rejected');
    expect(current[0]).toHaveLength(mixedBatch.length);
    expect(comparable(current[0])).toEqual(comparable(perOp[0]));
    expect(comparable(current[1])).toEqual(comparable(perOp[1]));
  });

  it('refuses a removed member’s ops with the same answers', async () => {
    const run = (definition: string | null) =>
      answers(definition, async (sql) => {
        await becomeOwner(sql);
        await sql.query('update public.profiles set removed_at = now() where id = $1', [organizationA.staffId]);
        await becomeActor(sql, staff);
        return [await push(sql, mixedBatch)];
      });
    const perOp = await run(perOpSyncPush());
    const current = await run(null);
    expect(current[0]).toHaveLength(mixedBatch.length);
    expect(comparable(current[0])).toEqual(comparable(perOp[0]));
  });
}, { hosted: true });
