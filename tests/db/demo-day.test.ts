// The demo day of the first start (issue 19 point 5): seeded into a fresh demo database through
// the product's own functions, it holds what its plan says — sales per channel, holds,
// refunds, entries — every row in the demo organization, every rule of the sales tables kept,
// and a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { seedDemoDay } from '../../supabase/local/demo-day.ts';
import { DEMO_DAY, planDemoDay, type DemoDayPlan, type DemoSeat } from '../../supabase/local/demo-day-plan.ts';
import { bogotaDayOf, shiftCalendarDay } from '../../src/domain/dashboard-figures.ts';
import { describeEachEngine } from './engines.ts';
import { tableFingerprint } from './table-fingerprint.ts';

// The database's own clock bounds every sale and scan (sale_time_of, scanned_in_future), so
// the seed runs at the real now; the plan alone is also tried just past midnight in Bogotá.
const NOW = new Date();
const PAST_MIDNIGHT = new Date('2026-11-26T05:20:00.000Z');

const count = async (engine: Engine, text: string, params: unknown[] = []) => Number((await engine.query<{ n: string }>(text, params)).rows[0].n);

async function planFor(engine: Engine, now: Date): Promise<DemoDayPlan> {
  const { rows } = await engine.query<DemoSeat>(
    `select seat.id, seat.graderia_id, seat.floor_number, seat.row_letter, seat.column_number
       from public.seats as seat join public.event_graderias as link on link.graderia_id = seat.graderia_id
      where link.event_id = $1 and seat.is_active order by seat.id`,
    [DEMO_DAY.eventId],
  );
  return planDemoDay(rows, now);
}

describeEachEngine('The demo day', (engineUnderTest) => {
  let engine: Engine;
  let plan: DemoDayPlan;
  beforeAll(async () => {
    engine = await engineUnderTest.open({ seed: true });
    expect(await seedDemoDay(engine, NOW)).toEqual({ seeded: true });
    plan = await planFor(engine, NOW);
  }, 120_000);
  afterAll(() => engine?.close());

  const ofEvent = "from public.reservations where event_id = 'a0000000-0000-4000-8000-000000001002'";

  it('runs the event from yesterday to tomorrow in Bogotá, selling the three seeded stands and a fourth', async () => {
    const today = bogotaDayOf(NOW);
    const { rows } = await engine.query<{ event_date: string; end_date: string; stands: string }>(
      `select event_date::text, end_date::text, (select count(*) from public.event_graderias where event_id = e.id)::text as stands
         from public.events as e where id = $1`,
      [DEMO_DAY.eventId],
    );
    expect(rows[0]).toEqual({ event_date: shiftCalendarDay(today, -1), end_date: shiftCalendarDay(today, 1), stands: '4' });
  });

  it('sells a few hundred bookings on the public page and at the gate, as planned', async () => {
    const online = plan.online;
    const gate = plan.gate;
    expect(online.length + gate.length).toBeGreaterThanOrEqual(200);
    expect(await count(engine, `select count(*) as n ${ofEvent} and source <> 'manual' and status = 'paid'`)).toBe(online.filter((b) => b.outcome === 'paid').length);
    expect(await count(engine, `select count(*) as n ${ofEvent} and source = 'manual' and status = 'paid'`)).toBe(gate.filter((s) => s.outcome === 'paid').length);
    expect(await count(engine, `select count(*) as n ${ofEvent} and source <> 'manual'`)).toBe(online.length);
    expect(await count(engine, `select count(*) as n ${ofEvent} and source = 'manual'`)).toBe(gate.length);
    // Card payments completed by the provider; gate payments in cash.
    expect(await count(engine, "select count(*) as n from public.payments where kind = 'charge' and status = 'completed' and payment_method = 'mercadopago'")).toBe(
      online.filter((b) => b.outcome === 'paid' || b.outcome === 'card-refund').length,
    );
    expect(await count(engine, "select count(*) as n from public.payments where kind = 'charge' and status = 'completed' and payment_method = 'cash'")).toBe(
      gate.filter((s) => s.outcome === 'paid' || s.outcome === 'cash-refund').length,
    );
    expect(await count(engine, "select count(*) as n from public.payments where kind = 'charge' and status = 'failed'")).toBe(online.filter((b) => b.outcome === 'rejected').length);
  });

  it('refunds two card bookings through the provider and three cash sales at the box office, for exactly what was paid', async () => {
    const { rows } = await engine.query<{ method: string; refunds: string; mismatched: string }>(
      `select refund.payment_method as method, count(*)::text as refunds,
              count(*) filter (where refund.amount <> charge.amount or r.status <> 'cancelled')::text as mismatched
         from public.payments as refund
         join public.payments as charge on charge.reservation_id = refund.reservation_id and charge.kind = 'charge' and charge.status = 'completed'
         join public.reservations as r on r.id = refund.reservation_id
        where refund.kind = 'refund' and refund.status = 'completed'
        group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { method: 'cash', refunds: '3', mismatched: '0' },
      { method: 'mercadopago', refunds: '2', mismatched: '0' },
    ]);
  });

  it('leaves cash holds and open card checkouts pending, and the old unpaid holds expired', async () => {
    const holds = await engine.query<{ source: string; n: string }>(
      `select case when source = 'manual' then 'gate' else 'online' end as source, count(*)::text as n ${ofEvent}
          and status = 'pending' and expires_at > $1 group by 1 order by 1`,
      [NOW.toISOString()],
    );
    expect(holds.rows).toEqual([
      { source: 'gate', n: String(plan.gate.filter((s) => s.outcome === 'hold').length) },
      { source: 'online', n: String(plan.online.filter((b) => b.outcome === 'checkout').length) },
    ]);
    expect(await count(engine, `select count(*) as n ${ofEvent} and status = 'expired'`)).toBe(plan.gate.filter((s) => s.outcome === 'expired').length);
  });

  it("scans the planned tickets at the two gates, each a valid ticket whose id is its reservation_seats row's", async () => {
    const { rows } = await engine.query<{ scans: string; valid: string; devices: string }>(
      `select count(*)::text as scans,
              count(*) filter (where r.status = 'paid' and s.active and s.seat_id = c.seat_id)::text as valid,
              count(distinct c.device_id)::text as devices
         from public.ticket_check_ins as c
         join public.reservation_seats as s on s.id = c.ticket_id
         join public.reservations as r on r.id = s.reservation_id`,
    );
    expect(rows[0]).toEqual({ scans: String(plan.checkIns.length), valid: String(plan.checkIns.length), devices: '2' });
    expect(plan.checkIns.length).toBeGreaterThan(100);
  });

  it("closes yesterday's gate shift with a blind count $ 3.000 short, and keeps today's open", async () => {
    const { rows } = await engine.query<{ device_id: string; cashier_id: string; closed: boolean; expected_cash: number | null; counted_cash: number | null; difference: number | null; receipts: string }>(
      `select device_id, cashier_id, closed_at is not null as closed, expected_cash, counted_cash, difference,
              (select count(*) from public.cash_receipts as r where r.shift_id = s.id and r.status = 'issued')::text as receipts
         from public.cash_shifts as s order by opened_at`,
    );
    expect(rows).toHaveLength(2);
    const [closed, open] = rows;
    expect(closed).toMatchObject({ device_id: DEMO_DAY.gateDeviceId, cashier_id: DEMO_DAY.cashierId, closed: true, difference: -plan.closedShift.shortBy });
    expect(closed.counted_cash).toBe(closed.expected_cash! - plan.closedShift.shortBy);
    // Expected = float + the shift's cash sales and payments (its receipts, issued from the server's payments).
    const yesterdayCash = plan.gate.filter((sale) => sale.soldAt >= plan.closedShift.openedAt && sale.soldAt < plan.closedShift.closedAt && sale.closedAt && sale.outcome !== 'cancelled');
    expect(Number(closed.receipts)).toBe(yesterdayCash.length);
    expect(open).toMatchObject({ device_id: DEMO_DAY.gateDeviceId, closed: false });
    // Every cash op has one issued receipt, numbered 1, 2, 3 … per device with no gaps.
    const numbering = await engine.query<{ device_id: string; receipts: string; top: number; void: string }>(
      `select device_id, count(*)::text as receipts, max(sequence) as top, count(*) filter (where status <> 'issued')::text as void
         from public.cash_receipts group by 1 order by 1`,
    );
    expect(numbering.rows).toEqual([
      { device_id: DEMO_DAY.officeDeviceId, receipts: '3', top: 3, void: '0' },
      { device_id: DEMO_DAY.gateDeviceId, receipts: String(numbering.rows[1].top), top: Number(numbering.rows[1].receipts), void: '0' },
    ]);
    expect(
      await count(
        engine,
        `select count(*) as n from public.payments as p where p.payment_method = 'cash' and p.status = 'completed'
            and not exists (select 1 from public.cash_receipts as r where r.reservation_id = p.reservation_id and (r.kind = 'refund') = (p.kind = 'refund'))`,
      ),
    ).toBe(0);
  });

  it('keeps every rule of the sales tables: one active sale per seat, totals from seat prices, payments matching statuses', async () => {
    expect(await count(engine, 'select count(*) as n from (select 1 from public.reservation_seats where active group by event_id, seat_id having count(*) > 1) as twice')).toBe(0);
    expect(
      await count(
        engine,
        `select count(*) as n from public.reservations as r
          where r.event_id = $1 and r.total_amount <> (
            select sum(s.price) from public.reservation_seats as s where s.reservation_id = r.id)`,
        [DEMO_DAY.eventId],
      ),
    ).toBe(0);
    expect(
      await count(
        engine,
        `select count(*) as n from public.reservation_seats as s join public.seats as seat on seat.id = s.seat_id
           join public.graderias as g on g.id = seat.graderia_id
          where s.event_id = $1 and s.price <> round(g.base_price * seat.price_multiplier)`,
        [DEMO_DAY.eventId],
      ),
    ).toBe(0);
    // Money received per booking: a paid one holds its total, any other holds nothing.
    expect(
      await count(
        engine,
        `select count(*) as n from public.reservations as r
          where r.event_id = $1 and coalesce((
            select sum(case when p.kind = 'refund' then -p.amount else p.amount end)
              from public.payments as p where p.reservation_id = r.id and p.status = 'completed'), 0)
            <> case when r.status = 'paid' then r.total_amount else 0 end`,
        [DEMO_DAY.eventId],
      ),
    ).toBe(0);
    // Seats of closed bookings are free again.
    expect(await count(engine, `select count(*) as n from public.reservation_seats as s join public.reservations as r on r.id = s.reservation_id where s.active and r.status in ('cancelled', 'expired')`)).toBe(0);
  });

  it('writes every row into the demo organization, and the organizer pulls them all onto her device', async () => {
    for (const table of ['reservations', 'reservation_seats', 'payments', 'reservation_logs', 'public_customers', 'ticket_check_ins', 'events', 'graderias', 'cash_shifts', 'cash_receipts']) {
      expect(await count(engine, `select count(*) as n from public.${table} where organization_id <> $1`, [DEMO_DAY.organizationId]), table).toBe(0);
    }
    const pulled = await engine.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: DEMO_DAY.organizerId, role: 'authenticated', aud: 'authenticated' }),
      ]);
      let cursor: string | null = null;
      const ids = new Set<string>();
      for (;;) {
        const { rows }: { rows: { answer: { cursor: string; rows: Record<string, { id: string }[]>; has_more?: boolean } }[] } = await tx.query(
          'select public.sync_pull(cursor => $1) as answer',
          [cursor],
        );
        for (const row of rows[0].answer.rows.reservations ?? []) ids.add(row.id);
        if (rows[0].answer.cursor === cursor || !rows[0].answer.has_more) break;
        cursor = rows[0].answer.cursor;
      }
      return ids.size;
    });
    expect(pulled).toBe(await count(engine, 'select count(*) as n from public.reservations'));
  });

  it("has money on the dashboard's today and yesterday, and nothing dated after now", async () => {
    const { rows } = await engine.query<{ day: string; received: string }>(
      `select (updated_at at time zone 'America/Bogota')::date::text as day,
              sum(case when kind = 'refund' then -amount else amount end)::text as received
         from public.payments where status = 'completed' group by 1`,
    );
    const received = new Map(rows.map((row) => [row.day, Number(row.received)]));
    const today = bogotaDayOf(NOW);
    expect(received.get(today)).toBeGreaterThan(500_000);
    expect(received.get(shiftCalendarDay(today, -1))).toBeGreaterThan(500_000);
    for (const table of ['reservations', 'reservation_seats', 'payments', 'reservation_logs']) {
      expect(await count(engine, `select count(*) as n from public.${table} where created_at > $1 or created_at < $2`, [NOW.toISOString(), new Date(NOW.getTime() - 30 * 86_400_000).toISOString()]), table).toBe(0);
    }
    expect(await count(engine, 'select count(*) as n from public.ticket_check_ins where scanned_at > $1', [NOW.toISOString()])).toBe(0);
  });

  it('changes nothing when it runs again', async () => {
    const before = await tableFingerprint(engine, ['public', 'auth']);
    expect(await seedDemoDay(engine, NOW)).toEqual({ seeded: false, skipped: 'already-seeded' });
    expect(await tableFingerprint(engine, ['public', 'auth'])).toEqual(before);
  });
});

describe('The demo day without the demo organization', () => {
  it('writes nothing (TAQUILLA_DEMO=0)', async () => {
    const [engineUnderTest] = (await import('./engines.ts')).enginesUnderTest();
    const engine = await engineUnderTest.open({ seed: false });
    try {
      expect(await seedDemoDay(engine, NOW)).toEqual({ seeded: false, skipped: 'no-demo-organization' });
      expect(await count(engine, 'select count(*) as n from public.reservations')).toBe(0);
    } finally {
      await engine.close();
    }
  });
});

describe('The demo day just past midnight', () => {
  it('still has a little money today, and keeps every moment before now', () => {
    const seats: DemoSeat[] = Array.from({ length: 600 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      graderia_id: index < 300 ? DEMO_DAY.standId : 'a0000000-0000-4000-8000-000000000101',
      floor_number: 1,
      row_letter: String.fromCharCode(65 + Math.floor((index % 300) / 25)),
      column_number: (index % 25) + 1,
    }));
    const plan = planDemoDay(seats, PAST_MIDNIGHT);
    const todayStarts = Date.parse('2026-11-26T05:00:00.000Z');
    const moments = [
      ...plan.online.flatMap((b) => [b.bookedAt, b.settledAt, b.refund?.requestedAt, b.refund?.doneAt]),
      ...plan.gate.flatMap((s) => [s.soldAt, s.closedAt, s.refund?.at]),
      ...plan.checkIns.map((c) => c.scannedAt),
    ].filter((moment): moment is Date => moment instanceof Date);
    expect(moments.every((moment) => moment.getTime() <= PAST_MIDNIGHT.getTime())).toBe(true);
    const paidToday = plan.gate.filter((s) => s.outcome === 'paid' && s.closedAt!.getTime() >= todayStarts).length;
    expect(paidToday).toBeGreaterThan(0);
    // No seat is sold twice in the plan.
    const sold = plan.online.flatMap((b) => b.seatIds).concat(plan.gate.flatMap((s) => s.seatIds));
    expect(new Set(sold).size).toBe(sold.length);
  });
});
