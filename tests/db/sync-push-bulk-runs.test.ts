// Issue 17, point 5: sync_push applies runs of consecutive sales, cash payments or
// cancellations with set-based statements (20261128120000's push_sales_in_bulk,
// push_payments_in_bulk and push_cancellations_in_bulk) only where that keeps every per-op
// answer. This compares the two
// paths over random batches: the per-op path is the functions as 20261127110000 and
// 20261126100000 left them (sync_push looping push_op, the stamp triggers looking for the
// claimed op), put back whole in a rolled-back transaction; the current one runs in another
// rolled-back transaction on the same database. Batches mix clean runs of sales (1–2 seats,
// each payment method, a discount code) and of payments with what makes the per-op path
// refuse one op: a seat sold twice, another organization's seat, a blocked seat, a
// reservation id or an op id used twice, a wrong e-mail, an unknown code, an op pushed before,
// a malformed op, a payment of a paid, cancelled, unknown or expired hold.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { becomeActor, becomeOwner, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { push, type OpResult } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const migrationsDir = new URL('../../supabase/migrations/', import.meta.url);

/** `create or replace function public.<name>(` … `$$;` as a migration wrote it, whole. */
function definitionIn(file: string, name: string): string {
  const text = fs.readFileSync(new URL(file, migrationsDir), 'utf8');
  const start = text.search(new RegExp(`create (or replace )?function public\\.${name}\\(`));
  const end = text.indexOf('$$;', text.indexOf('as $$', start) + 5) + 3;
  if (start < 0 || end < start) throw new Error(`No se encontró ${name} en ${file}`);
  return text.slice(start, end).replace(/^create function/, 'create or replace function');
}

const perOpPath = [
  definitionIn('20261127110000_expire_holds_of_touched_seats.sql', 'sync_push'),
  definitionIn('20261126100000_keep_sale_time_of_offline_ops.sql', 'stamp_sale_time'),
  definitionIn('20261126100000_keep_sale_time_of_offline_ops.sql', 'stamp_log_sale_time'),
].join(';\n');

const staff = user(organizationA.staffId!);
/** A small pool so that random sales collide; the last one is blocked (inactive) below. */
const SEATS = 25;

interface World {
  seatIds: string[];
  blockedSeatId: string;
  /** Seats only the clean runs of 'pay-run' sell, in turn. */
  runSeatIds: string[];
}

type Step =
  | { kind: 'sale'; seats: number[]; method: string; reservation: number; code: 'none' | 'valid' | 'unknown'; badEmail: boolean; otherOrgSeat: boolean; blocked: boolean; ageMinutes: number | null }
  | { kind: 'payment' | 'cancel'; reservation: number }
  | { kind: 'pay-run'; count: number; cancel: boolean }
  | { kind: 'repeat-op'; of: number }
  | { kind: 'malformed' }
  | { kind: 'pushed-before' };

const saleStep = fc.record({
  kind: fc.constant('sale' as const),
  seats: fc.uniqueArray(fc.nat(SEATS - 2), { minLength: 1, maxLength: 2 }),
  method: fc.constantFrom('cash', 'cash', 'cash', 'cash', 'marked_paid', 'mercadopago'),
  reservation: fc.nat(39),
  code: fc.constantFrom('none', 'none', 'none', 'valid', 'unknown'),
  badEmail: fc.integer({ min: 0, max: 11 }).map((n) => n === 0),
  otherOrgSeat: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  blocked: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  ageMinutes: fc.option(fc.integer({ min: 0, max: 30 * 60 }), { freq: 8 }),
});

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: saleStep },
  { weight: 5, arbitrary: fc.record({ kind: fc.constantFrom('payment' as const, 'payment' as const, 'cancel' as const), reservation: fc.nat(39) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay-run' as const), count: fc.integer({ min: 2, max: 6 }), cancel: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat-op' as const), of: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'malformed' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'pushed-before' as const }) },
);

/** The ops of a batch, from its steps; ids are drawn once so both paths get the very same batch. */
function batchOf(steps: Step[], world: World, before: unknown): unknown[] {
  const reservationIds = Array.from({ length: 40 }, () => randomUUID());
  const now = Date.now();
  const ops: unknown[] = [];
  let runSeat = 0;
  for (const step of steps) {
    const op_id = randomUUID();
    if (step.kind === 'sale') {
      const seat_ids = step.seats.map((n) => world.seatIds[n]);
      if (step.otherOrgSeat) seat_ids.push(organizationB.seatA2Id);
      if (step.blocked) seat_ids.push(world.blockedSeatId);
      const payload = {
        id: reservationIds[step.reservation],
        event_id: organizationA.eventId,
        seat_ids,
        customer_name: `Cliente ${ops.length}`,
        customer_email: step.badEmail ? 'sin-arroba' : `cliente${ops.length}@correo.co`,
        customer_phone: '3101234567',
        document_type: 'CC',
        document_number: String(1_075_000_000 + ops.length),
        payment_method: step.method,
        ...(step.code === 'valid' ? { discount_code: ' descuentoa ' } : step.code === 'unknown' ? { discount_code: 'NOEXISTE' } : {}),
        ...(ops.length % 3 === 0 ? { notes: 'Palco', includes_children: true } : {}),
      };
      const created_at = step.ageMinutes === null ? undefined : new Date(now - step.ageMinutes * 60_000).toISOString();
      ops.push({ op_id, kind: 'reservations-create-manual', payload, ...(created_at ? { created_at } : {}) });
    } else if (step.kind === 'payment' || step.kind === 'cancel') {
      const kind = step.kind === 'payment' ? 'reservations-process-payment' : 'reservations-cancel';
      ops.push({ op_id, kind, payload: { reservation_id: reservationIds[step.reservation] }, created_at: new Date(now).toISOString() });
    } else if (step.kind === 'pay-run') {
      // Cash sales of seats of their own, then their payments in a row: runs the bulk paths may take whole.
      const sold = Array.from({ length: step.count }, () => {
        const sale: Record<string, unknown> = { ...saleOf(world.runSeatIds[runSeat++ % world.runSeatIds.length]), customer_name: `Cliente ${ops.length}` };
        ops.push({ op_id: randomUUID(), kind: 'reservations-create-manual', payload: sale, created_at: new Date(now - 30 * 60_000).toISOString() });
        return sale.id as string;
      });
      const kind = step.cancel ? 'reservations-cancel' : 'reservations-process-payment';
      for (const reservation_id of sold) {
        const payload = step.cancel && ops.length % 2 === 0 ? { reservation_id, reason: ' Cambio de planes ' } : { reservation_id };
        ops.push({ op_id: randomUUID(), kind, payload, created_at: new Date(now - 10 * 60_000).toISOString() });
      }
    } else if (step.kind === 'repeat-op') {
      if (ops.length > 0) ops.push(ops[step.of % ops.length]);
    } else if (step.kind === 'malformed') {
      ops.push({ op_id, kind: 'reservations-create-manual', payload: 'no soy un objeto' });
    } else {
      ops.push(before);
    }
  }
  return ops;
}

/**
 * What may differ between two transactions whatever the path: transaction ids, ids the
 * database draws for a sale's seats, payments and logs, clock readings of now(), and the
 * order of rows that share a timestamp (ordered by those drawn ids).
 */
function comparable(results: OpResult[]): unknown {
  const now = Date.now();
  return results.map((result) => {
    if (result.status !== 'applied') return result;
    const rows = Object.fromEntries(
      Object.entries(result.rows).map(([table, tableRows]) => [
        table,
        tableRows
          .map((row) => {
            const { sync_xid: _xid, ...rest } = row;
            const kept: Record<string, unknown> = table === 'reservations' ? rest : { ...rest, id: '·' };
            for (const [column, value] of Object.entries(kept)) {
              if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && Math.abs(Date.parse(value) - now) < 10 * 60_000) {
                kept[column] = column === 'expires_at' ? 'now+24h' : 'now';
              }
            }
            if (kept.expires_at && typeof kept.expires_at === 'string' && Math.abs(Date.parse(kept.expires_at) - now - 86_400_000) < 10 * 60_000) {
              kept.expires_at = 'now+24h';
            }
            return JSON.stringify(kept);
          })
          .sort(),
      ]),
    );
    return { ...result, rows };
  });
}

describeEachEngine('sync_push answers runs of sales and payments in bulk exactly as op by op', (engineUnderTest) => {
  let engine: Engine;
  let world: World;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    // A larger stand beside the fixture's 10 seats, so that random sales do not always collide.
    const stand = await engine.query<{ id: string }>(
      `insert into public.graderias (organization_id, name, rows, columns, floors, base_price)
       values ($1, 'Occidental', 4, 10, 1, 15000) returning id`,
      [organizationA.id],
    );
    await engine.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [
      organizationA.eventId,
      stand.rows[0].id,
      organizationA.id,
    ]);
    const { rows } = await engine.query<{ id: string }>(
      'select id from public.seats where graderia_id = $1 order by floor_number, row_letter, column_number',
      [stand.rows[0].id],
    );
    const seatIds = rows.map((row) => row.id);
    world = { seatIds: seatIds.slice(0, SEATS - 1), blockedSeatId: seatIds[SEATS - 1], runSeatIds: seatIds.slice(SEATS) };
    await engine.query('update public.seats set is_active = false where id = $1', [world.blockedSeatId]);
  });
  afterAll(() => engine?.close());

  async function answers(definition: string | null, batch: unknown[], before: unknown): Promise<OpResult[][]> {
    return inRolledBackTransaction(engine, async (sql: Sql) => {
      await becomeOwner(sql);
      if (definition) await sql.exec(definition);
      await becomeActor(sql, staff);
      await push(sql, [before]);
      const first = await push(sql, batch);
      const retry = await push(sql, batch);
      return [first, retry];
    });
  }

  it('gives every op of random batches the same answer, and the same again to their retry', async () => {
    const appliedInRuns = { 'reservations-create-manual': 0, 'reservations-process-payment': 0, 'reservations-cancel': 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 40 }), async (steps) => {
        const before = {
          op_id: randomUUID(),
          kind: 'reservations-create-manual',
          payload: { ...saleOf(world.seatIds[SEATS - 2]) },
          created_at: new Date().toISOString(),
        };
        const batch = batchOf(steps, world, before);
        const perOp = await answers(perOpPath, batch, before);
        const current = await answers(null, batch, before);
        expect(current[0]).toHaveLength(batch.length);
        expect(comparable(current[0])).toEqual(comparable(perOp[0]));
        expect(comparable(current[1])).toEqual(comparable(perOp[1]));
        for (const kind of Object.keys(appliedInRuns) as (keyof typeof appliedInRuns)[]) appliedInRuns[kind] += countAppliedInRuns(batch, current[0], kind);
      }),
      { numRuns: 40 },
    );
    // The random batches did reach the bulk paths: consecutive ops of a kind all applied.
    expect(appliedInRuns['reservations-create-manual']).toBeGreaterThan(20);
    expect(appliedInRuns['reservations-process-payment']).toBeGreaterThan(3);
    expect(appliedInRuns['reservations-cancel']).toBeGreaterThan(3);
  });

  it('applies a long clean run in bulk with the per-op answers', async () => {
    const steps: Step[] = Array.from({ length: 6 }, (_, n) => ({
      kind: 'sale', seats: [n], method: ['cash', 'marked_paid', 'mercadopago'][n % 3], reservation: n,
      code: n === 1 ? 'valid' : 'none', badEmail: false, otherOrgSeat: false, blocked: false, ageMinutes: n * 600,
    }));
    const before = { op_id: randomUUID(), kind: 'reservations-cancel', payload: { reservation_id: randomUUID() }, created_at: new Date().toISOString() };
    const batch = batchOf(steps, world, before);
    const perOp = await answers(perOpPath, batch, before);
    const current = await answers(null, batch, before);
    expect(current[0].map((result) => result.status)).toEqual(Array(6).fill('applied'));
    expect(comparable(current[0])).toEqual(comparable(perOp[0]));
    expect(comparable(current[1])).toEqual(comparable(perOp[1]));
  });

  it('pays a long run of holds in bulk, and one refused payment in it leaves the others’ answers as op by op', async () => {
    const sales: Step[] = Array.from({ length: 10 }, (_, n) => ({
      kind: 'sale', seats: [n], method: n === 9 ? 'marked_paid' : 'cash', reservation: n,
      code: 'none', badEmail: false, otherOrgSeat: false, blocked: false, ageMinutes: n === 8 ? 25 * 60 : 30,
    }));
    const payments = (reservations: number[]): Step[] => reservations.map((reservation) => ({ kind: 'payment', reservation }));
    const before = { op_id: randomUUID(), kind: 'reservations-cancel', payload: { reservation_id: randomUUID() }, created_at: new Date().toISOString() };
    // Eight clean payments; then a run with a paid sale (9) and a hold past its 24 h (8) in it.
    for (const steps of [[...sales, ...payments([0, 1, 2, 3, 4, 5, 6, 7])], [...sales, ...payments([0, 1, 2, 9, 3, 4, 8, 5, 6, 7])]]) {
      const batch = batchOf(steps, world, before);
      const perOp = await answers(perOpPath, batch, before);
      const current = await answers(null, batch, before);
      expect(current[0].slice(10).filter((result) => result.status === 'applied')).toHaveLength(8);
      expect(comparable(current[0])).toEqual(comparable(perOp[0]));
      expect(comparable(current[1])).toEqual(comparable(perOp[1]));
    }
  });
}, { hosted: true });

function saleOf(seatId: string): Record<string, unknown> {
  return {
    id: randomUUID(),
    event_id: organizationA.eventId,
    seat_ids: [seatId],
    customer_name: 'Antes',
    customer_email: 'antes@correo.co',
    customer_phone: '3101234567',
    document_type: 'CC',
    document_number: '1075000001',
    payment_method: 'cash',
  };
}

/** Ops of `kind` applied while the op before them was too: what a bulk run would take. */
function countAppliedInRuns(batch: unknown[], results: OpResult[], kind: string): number {
  const applied = (index: number) => (batch[index] as { kind?: string } | null)?.kind === kind && results[index].status === 'applied';
  return results.filter((_, index) => index > 0 && applied(index) && applied(index - 1)).length;
}
