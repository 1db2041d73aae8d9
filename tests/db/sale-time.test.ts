// An op made offline keeps the device's time of the sale (the op's created_at) on the rows
// it writes, bounded by the server's clock: never after the server's now, never more than
// offline_sale_window() (30 days, the refresh token's lifetime) before it. A cash hold ends
// 24 h after that sale time, and revenue counts a payment on the day it was made, not the
// day it synced.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { asActor, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { deviceId, manualSale, push, type OpResult, type Row } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const organizer = user(organizationA.organizerId);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const seatB = (column: number) => seatIdOf(organizationA.graderiaId, 1, 'B', column);

/** The transaction's now(), which every row the push writes is bounded by. */
async function serverNow(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ now: string }>("select to_jsonb(now()) #>> '{}' as now");
  return Date.parse(rows[0].now);
}

function opAt(kind: string, payload: unknown, madeAt: number) {
  return { op_id: randomUUID(), kind, payload, created_at: new Date(madeAt).toISOString() };
}

function appliedRows(result: OpResult): Record<string, Row[]> {
  if (result.status !== 'applied') throw new Error(`Se esperaba 'applied' y fue ${JSON.stringify(result)}`);
  return result.rows;
}

const timeOf = (row: Row, column: string) => Date.parse(row[column] as string);

async function reservationRow(sql: Sql, id: string): Promise<Row> {
  const { rows } = await sql.query<Row>('select status, expires_at::text, created_at::text from public.reservations where id = $1', [id]);
  return rows[0];
}

async function todaysRevenue(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ revenue: number }>("select (public.assistant_facts() -> 'sales_today' ->> 'revenue')::integer as revenue");
  return rows[0].revenue;
}

describeEachEngine('sync_push keeps the device’s sale time', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it('dates a sale made offline 3 h ago at that time: reservation, seats and log, and the hold ends 24 h after it', async () => {
    await asActor(engine, organizer, async (sql) => {
      const madeAt = (await serverNow(sql)) - 3 * HOUR;
      const rows = appliedRows((await push(sql, [opAt('reservations-create-manual', manualSale(organizationA), madeAt)]))[0]);
      expect(timeOf(rows.reservations[0], 'created_at')).toBe(madeAt);
      expect(timeOf(rows.reservations[0], 'updated_at')).toBe(madeAt);
      expect(timeOf(rows.reservations[0], 'expires_at')).toBe(madeAt + DAY);
      expect(rows.reservation_seats.map((sale) => timeOf(sale, 'created_at'))).toEqual([madeAt]);
      expect(rows.reservation_logs.map((log) => timeOf(log, 'created_at'))).toEqual([madeAt]);
    });
  });

  it('dates a sale from a clock set ahead at the server’s now, so the hold is not lengthened', async () => {
    await asActor(engine, organizer, async (sql) => {
      const now = await serverNow(sql);
      const rows = appliedRows((await push(sql, [opAt('reservations-create-manual', manualSale(organizationA), now + 5 * HOUR)]))[0]);
      expect(timeOf(rows.reservations[0], 'created_at')).toBe(now);
      expect(timeOf(rows.reservations[0], 'expires_at')).toBe(now + DAY);
      expect(rows.reservation_logs.map((log) => timeOf(log, 'created_at'))).toEqual([now]);
    });
  });

  it('dates a sale older than the 30-day offline window at the window’s start', async () => {
    await asActor(engine, organizer, async (sql) => {
      const now = await serverNow(sql);
      const rows = appliedRows((await push(sql, [opAt('reservations-create-manual', manualSale(organizationA, { payment_method: 'marked_paid' }), now - 45 * DAY)]))[0]);
      expect(timeOf(rows.reservations[0], 'created_at')).toBe(now - 30 * DAY);
      expect(rows.payments.map((payment) => timeOf(payment, 'updated_at'))).toEqual([now - 30 * DAY]);
    });
  });

  it('a cash sale synced 25 h after it was made arrives with its hold over: its seat sells again at the next push', async () => {
    await asActor(engine, organizer, async (sql) => {
      const now = await serverNow(sql);
      const late = manualSale(organizationA);
      const lateRows = appliedRows((await push(sql, [opAt('reservations-create-manual', late, now - 25 * HOUR)]))[0]);
      expect(lateRows.reservations[0]).toMatchObject({ status: 'pending' });
      expect(timeOf(lateRows.reservations[0], 'expires_at')).toBe(now - HOUR);
      const { rows: seatStatuses } = await sql.query<{ status: string }>(
        'select status from public.seat_status_for_event($1) where seat_id = $2', [organizationA.eventId, organizationA.seatA2Id],
      );
      expect(seatStatuses).toEqual([{ status: 'available' }]);

      const [second] = await push(sql, [opAt('reservations-create-manual', manualSale(organizationA), now)]);
      expect(second.status).toBe('applied');
      expect(await reservationRow(sql, late.id as string)).toMatchObject({ status: 'expired' });
    });
  });

  it('a payment made offline before the hold ended is kept when both sync late; one made after it is refused', async () => {
    await asActor(engine, organizer, async (sql) => {
      const now = await serverNow(sql);
      const paidInTime = manualSale(organizationA, { seat_ids: [seatB(3)] });
      const paidLate = manualSale(organizationA);
      const results = await push(sql, [
        opAt('reservations-create-manual', paidInTime, now - 30 * HOUR),
        opAt('reservations-process-payment', { reservation_id: paidInTime.id }, now - 8 * HOUR),
        opAt('reservations-create-manual', paidLate, now - 26 * HOUR),
        opAt('reservations-process-payment', { reservation_id: paidLate.id }, now - HOUR),
      ]);
      const payment = appliedRows(results[1]);
      expect(payment.reservations[0]).toMatchObject({ status: 'paid' });
      expect(payment.payments.map((row) => [row.status, timeOf(row, 'created_at'), timeOf(row, 'updated_at')])).toEqual([
        ['completed', now - 8 * HOUR, now - 8 * HOUR],
      ]);
      expect(payment.reservation_logs.find((log) => log.action === 'payment_processed')).toSatisfy(
        (log: Row) => timeOf(log, 'created_at') === now - 8 * HOUR,
      );
      expect(results[3]).toMatchObject({
        status: 'rejected', code: 'invalid_transition', message: 'No se puede procesar el pago de una reserva expirada',
      });
    });
  });

  it('counts revenue on the day of the payment: money taken offline yesterday is not today’s', async () => {
    await asActor(engine, organizer, async (sql) => {
      const now = await serverNow(sql);
      const before = await todaysRevenue(sql);
      const yesterdaysHold = manualSale(organizationA, { seat_ids: [seatB(3)] });
      const results = await push(sql, [
        opAt('reservations-create-manual', yesterdaysHold, now - 30 * HOUR),
        opAt('reservations-process-payment', { reservation_id: yesterdaysHold.id }, now - 26 * HOUR),
        opAt('reservations-create-manual', manualSale(organizationA, { payment_method: 'marked_paid', seat_ids: [seatB(1)] }), now - 25 * HOUR),
      ]);
      expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
      expect(await todaysRevenue(sql)).toBe(before);

      const [today] = await push(sql, [
        opAt('reservations-create-manual', manualSale(organizationA, { payment_method: 'marked_paid', seat_ids: [seatB(2)] }), now),
      ]);
      const total = appliedRows(today).reservations[0].total_amount as number;
      expect(total).toBeGreaterThan(0);
      expect(await todaysRevenue(sql)).toBe(before + total);
    });
  });

  it('dates a cancellation made offline at its own time: the log entry, the reservation and its freed seats', async () => {
    await asActor(engine, organizer, async (sql) => {
      const now = await serverNow(sql);
      const sale = manualSale(organizationA);
      const [, cancellation] = await push(sql, [
        opAt('reservations-create-manual', sale, now - 5 * HOUR),
        opAt('reservations-cancel', { reservation_id: sale.id, reason: 'El cliente no volvió' }, now - 2 * HOUR),
      ]);
      const rows = appliedRows(cancellation);
      expect(rows.reservations[0]).toMatchObject({ status: 'cancelled' });
      expect(timeOf(rows.reservations[0], 'created_at')).toBe(now - 5 * HOUR);
      expect(timeOf(rows.reservations[0], 'updated_at')).toBe(now - 2 * HOUR);
      expect(rows.reservation_seats.map((seat) => [seat.active, timeOf(seat, 'updated_at')])).toEqual([[false, now - 2 * HOUR]]);
      expect(rows.reservation_logs.map((log) => [log.action, timeOf(log, 'created_at')]).sort()).toEqual([
        ['cancelled', now - 2 * HOUR], ['created', now - 5 * HOUR],
      ]);
    });
  });

  it('records the device’s own created_at on the op, whatever the sale time it was bounded to', async () => {
    await asActor(engine, organizer, async (sql) => {
      const now = await serverNow(sql);
      const pushed = opAt('reservations-create-manual', manualSale(organizationA), now + 5 * HOUR);
      await push(sql, [pushed], deviceId);
      const { rows } = await sql.query<{ queued_at: string }>("select to_jsonb(queued_at) #>> '{}' as queued_at from public.sync_ops where op_id = $1", [pushed.op_id]);
      expect(rows.map((row) => Date.parse(row.queued_at))).toEqual([now + 5 * HOUR]);
    });
  });
}, { hosted: true });
