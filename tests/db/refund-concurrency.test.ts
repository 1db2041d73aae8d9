// Two gates refunding the same booking at the same moment (Postgres 15 only: PGlite runs one
// transaction at a time): the second waits on the booking's lock, then sees the first
// refund and is refused — one refund row, one payout, and each refund signed by its own device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { assertMoneyAddsUp } from '../reliability/money-check.ts';
import { becomeActor, openTransactionAs, user } from './as-role.ts';
import { databaseUrlOf, enginesUnderTest } from './engines.ts';
import { manualSale, op, push, pushApplied } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const organizer = user(organizationA.organizerId);
const gateOne = 'dddddddd-0000-4000-8000-0000000000b1';
const gateTwo = 'dddddddd-0000-4000-8000-0000000000b2';

for (const engineUnderTest of enginesUnderTest().filter((candidate) => candidate.name === 'postgres15')) {
  describe('Refunds under concurrency [postgres15]', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
    });
    afterAll(() => engine?.close());

    it('two gates refunding one booking at once: the second waits, then is refused as a duplicate', async () => {
      const sale = await engine.transaction(async (sql) => {
        await becomeActor(sql, organizer);
        const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { payment_method: 'marked_paid' })));
        return { id: rows.reservations[0].id as string, total: rows.reservations[0].total_amount as number };
      });
      const refund = () => op('reservations-refund', { reservation_id: sale.id, amount: sale.total, reason: 'Evento aplazado', method: 'cash' });
      const url = databaseUrlOf(engine);
      const first = await openTransactionAs(url, organizer);
      const second = await openTransactionAs(url, organizer);
      try {
        const [firstAnswer] = await push(first.sql, [refund()], gateOne);
        expect(firstAnswer.status).toBe('applied');
        // Blocks on the booking's row lock until the first gate commits.
        const secondPush = push(second.sql, [refund()], gateTwo);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await first.client.query('commit');
        const [secondAnswer] = await secondPush;
        expect(secondAnswer).toMatchObject({ status: 'rejected', code: 'already_refunded' });
        await second.client.query('commit');
      } finally {
        await first.client.end();
        await second.client.end();
      }

      await engine.transaction(async (sql: Sql) => {
        const { rows: refunds } = await sql.query("select amount from public.payments where reservation_id = $1 and kind = 'refund'", [sale.id]);
        expect(refunds).toEqual([{ amount: sale.total }]);
        const { rows: logs } = await sql.query<{ device: string }>(
          "select details ->> 'device_id' as device from public.reservation_logs where reservation_id = $1 and action = 'refunded'",
          [sale.id],
        );
        expect(logs).toEqual([{ device: gateOne }]);
        await assertMoneyAddsUp(sql);
      });
    });
  });
}
