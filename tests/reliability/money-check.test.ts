// The money check must be able to fail: on rows that add up it is silent, and each kind of
// wrong row, written on purpose, is caught and named.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { inRolledBackTransaction } from '../db/as-role.ts';
import { describeEachEngine } from '../db/engines.ts';
import { createTwoOrganizations, organizationA } from '../db/two-organizations.ts';
import { assertMoneyAddsUp, moneyMismatches } from './money-check.ts';

const { id: organizationId, reservationId, paymentId } = organizationA;

async function addPayment(sql: Sql, kind: 'charge' | 'refund', status: string, amount = 30000): Promise<void> {
  await sql.query(
    "insert into public.payments (organization_id, reservation_id, amount, status, payment_method, kind) values ($1, $2, $3, $4, 'cash', $5)",
    [organizationId, reservationId, amount, status, kind],
  );
}

const setStatus = (sql: Sql, status: string) => sql.query('update public.reservations set status = $2 where id = $1', [reservationId, status]);
const completeCharge = (sql: Sql, amount = 30000) =>
  sql.query("update public.payments set status = 'completed', amount = $2 where id = $1", [paymentId, amount]);

describeEachEngine('the money check', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it('is silent when every reservation adds up: a hold with a pending charge, paid, refunded', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await assertMoneyAddsUp(sql);
      await completeCharge(sql);
      await setStatus(sql, 'paid');
      await assertMoneyAddsUp(sql);
      await addPayment(sql, 'refund', 'completed');
      await setStatus(sql, 'cancelled');
      await assertMoneyAddsUp(sql);
    });
  });

  it.each<[string, (sql: Sql) => Promise<unknown>, { status: string; expected: number; held: number }]>([
    ['paid with no money received', (sql) => setStatus(sql, 'paid'), { status: 'paid', expected: 30000, held: 0 }],
    ['paid for less than its total', async (sql) => {
      await completeCharge(sql, 20000);
      await setStatus(sql, 'paid');
    }, { status: 'paid', expected: 30000, held: 20000 }],
    ['paid twice', async (sql) => {
      await completeCharge(sql);
      await addPayment(sql, 'charge', 'completed');
      await setStatus(sql, 'paid');
    }, { status: 'paid', expected: 30000, held: 60000 }],
    ['still pending with the money in', (sql) => completeCharge(sql), { status: 'pending', expected: 0, held: 30000 }],
    ['cancelled while paid, without a refund', async (sql) => {
      await completeCharge(sql);
      await setStatus(sql, 'cancelled');
    }, { status: 'cancelled', expected: 0, held: 30000 }],
    ['refunded but still paid', async (sql) => {
      await completeCharge(sql);
      await setStatus(sql, 'paid');
      await addPayment(sql, 'refund', 'completed');
    }, { status: 'paid', expected: 30000, held: 0 }],
    ['refunded twice', async (sql) => {
      await completeCharge(sql);
      await setStatus(sql, 'paid');
      await sql.query('drop index public.payments_one_refund_per_reservation');
      await addPayment(sql, 'refund', 'completed');
      await addPayment(sql, 'refund', 'completed');
      await setStatus(sql, 'cancelled');
    }, { status: 'cancelled', expected: 0, held: -30000 }],
  ])('catches a reservation %s', async (_title, spoil, wrong) => {
    await inRolledBackTransaction(engine, async (sql) => {
      await spoil(sql);
      expect(await moneyMismatches(sql)).toEqual([{ reservation_id: reservationId, total_amount: 30000, ...wrong }]);
      await expect(assertMoneyAddsUp(sql)).rejects.toThrow(/El dinero no cuadra en 1 reserva/);
    });
  });
});
