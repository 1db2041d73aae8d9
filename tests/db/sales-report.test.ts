// get_sales_report and get_accounting_export (issue 19 points 3 and 4): over random sales,
// payments, refunds and entries, the server's figures and rows are what the rows say — the
// same the devices' report functions (src/domain/sales-report, accounting-export) compute
// from the same rows offline — for organizers of the caller's organization only.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { exportRowsOf, type ExportDataset, type ExportRows } from '../../src/domain/accounting-export.ts';
import { salesReportOf, type ReportFilter, type ReportLine } from '../../src/domain/sales-report.ts';
import { anonymous, asActor, attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const A = organizationA;
const DAY_MS = 86_400_000;
/** A's seats the fixture leaves free (it sells A1). */
const FREE_SEATS = [...['A2', 'A3', 'A4', 'A5'], ...['B1', 'B2', 'B3', 'B4', 'B5']].map((name) => seatIdOf(A.graderiaId, 1, name[0], Number(name.slice(1))));

const moment = fc.integer({ min: -4 * 24, max: 0 }).map((hours) => hours * 3_600_000);
const payment = fc.record({
  kind: fc.constantFrom('charge', 'charge', 'refund'),
  method: fc.constantFrom('cash', 'mercadopago', 'marked_paid'),
  status: fc.constantFrom('completed', 'completed', 'pending', 'failed'),
  amount: fc.integer({ min: 1, max: 400 }).map((thousands) => thousands * 1000),
  at: moment,
});
const booking = fc.record({
  status: fc.constantFrom('pending', 'confirmed', 'paid', 'paid', 'cancelled', 'expired'),
  source: fc.constantFrom('manual', 'public_web', 'instagram'),
  at: moment,
  holdRunsOutIn: fc.constantFrom(-2, 20),
  seats: fc.integer({ min: 0, max: 2 }),
  recorder: fc.constantFrom<'organizer' | 'staff' | null>('organizer', 'staff', null),
  payments: fc.array(payment, { maxLength: 3 }),
  scans: fc.integer({ min: 0, max: 2 }),
});
const scenario = fc.record({
  bookings: fc.array(booking, { maxLength: 7 }),
  event: fc.constantFrom<'a' | 'all'>('a', 'all'),
  from: fc.option(fc.integer({ min: 0, max: 4 })),
  to: fc.option(fc.integer({ min: 0, max: 4 })),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const bogotaDay = (now: Date, daysAgo: number) => new Date(now.getTime() - 5 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Writes the scenario's rows into organization A (as the owner), with one refund at most a booking, as the schema allows. */
async function writeScenario(sql: Sql, { bookings }: Scenario, now: Date): Promise<void> {
  const seats = [...FREE_SEATS];
  for (const [index, sale] of bookings.entries()) {
    const at = new Date(now.getTime() + sale.at).toISOString();
    const { rows } = await sql.query<{ id: string }>(
      `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, source, expires_at, created_at, updated_at)
       values ($1, $2, $3, $4, 50000, $5, $6, $7, $7) returning id`,
      [A.id, A.eventId, `Cliente ${index}; "prueba"`, sale.status, sale.source, new Date(now.getTime() + sale.holdRunsOutIn * 3_600_000).toISOString(), at],
    );
    const reservationId = rows[0].id;
    const active = ['pending', 'confirmed', 'paid'].includes(sale.status);
    for (const seatId of seats.splice(0, sale.seats)) {
      const sold = await sql.query<{ id: string }>(
        `insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price, active) values ($1, $2, $3, $4, 25000, $5) returning id`,
        [A.id, reservationId, A.eventId, seatId, active],
      );
      for (let scan = 0; scan < sale.scans; scan += 1) {
        await sql.query(
          `insert into public.ticket_check_ins (id, organization_id, event_id, ticket_id, seat_id, device_id, gate, scanned_at)
           values (gen_random_uuid(), $1, $2, $3, $4, gen_random_uuid(), 'Norte', $5)`,
          [A.id, A.eventId, sold.rows[0].id, seatId, new Date(now.getTime() + sale.at + (scan + 1) * 3_600_000).toISOString()],
        );
      }
    }
    const recorder = sale.recorder === 'organizer' ? A.organizerId : sale.recorder === 'staff' ? A.staffId : null;
    await sql.query(`insert into public.reservation_logs (organization_id, reservation_id, user_id, action, created_at) values ($1, $2, $3, 'created', $4)`, [A.id, reservationId, recorder, at]);
    let refunded = false;
    for (const money of sale.payments) {
      const isLiveRefund = money.kind === 'refund' && money.status !== 'failed';
      if (isLiveRefund && refunded) continue;
      refunded ||= isLiveRefund;
      const movedAt = new Date(now.getTime() + money.at).toISOString();
      await sql.query(
        `insert into public.payments (organization_id, reservation_id, kind, amount, status, payment_method, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [A.id, reservationId, money.kind, money.amount, money.status, money.method, movedAt],
      );
      if (money.kind === 'refund') {
        await sql.query(
          `insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details, created_at) values ($1, $2, $3, 'refunded', jsonb_build_object('reason', 'Lluvia; evento aplazado'), $4)`,
          [A.id, reservationId, A.organizerId, movedAt],
        );
      }
    }
  }
  // Another organization's sale on the same days: never in A's figures.
  await sql.query(
    `insert into public.payments (organization_id, reservation_id, amount, status, payment_method, updated_at) values ($1, $2, 999000, 'completed', 'cash', $3)`,
    [organizationB.id, organizationB.reservationId, now.toISOString()],
  );
}

/** Organization A's rows, as the replica holds them, read back as JSON (timestamps as ISO text). */
async function rowsOfA(sql: Sql): Promise<ExportRows> {
  const read = async <Row,>(query: string): Promise<Row[]> =>
    (await sql.query<{ rows: Row[] }>(`select coalesce(jsonb_agg(to_jsonb(row)), '[]'::jsonb) as rows from (${query}) as row`, [A.id])).rows[0].rows;
  return {
    events: await read('select id, name from public.events where organization_id = $1'),
    stands: await read('select id, name, total_capacity from public.graderias where organization_id = $1'),
    eventStands: await read('select event_id, graderia_id from public.event_graderias where organization_id = $1'),
    reservations: await read('select * from public.reservations where organization_id = $1'),
    seats: await read(`select sale.id, sale.reservation_id, seat.graderia_id as stand_id, sale.price, sale.active
      from public.reservation_seats as sale join public.seats as seat on seat.id = sale.seat_id where sale.organization_id = $1`),
    payments: await read('select * from public.payments where organization_id = $1'),
    logs: await read('select * from public.reservation_logs where organization_id = $1'),
    people: await read('select id, full_name from public.profiles where organization_id = $1'),
    checkIns: await read('select ticket_id, event_id, scanned_at from public.ticket_check_ins where organization_id = $1'),
  };
}

interface ServerReport {
  seats_sold: number;
  bookings_sold: number;
  held_seats: number;
  holds: number;
  revenue: number;
  refunds: number;
  refund_count: number;
  check_ins: number;
  capacity: number;
  occupancy: number;
  by_channel: Record<string, { seats_sold: number; revenue: number; refunds: number }>;
  by_method: Record<string, { revenue: number; refunds: number }>;
}

const lineOf = (lines: ReportLine[], key: string) => lines.find((line) => line.key === key);

/** The domain report in the server's shape (a breakdown line nobody used is zero). */
function asServerReport(report: ReturnType<typeof salesReportOf>): ServerReport {
  const { totals } = report;
  const channel = (key: string) => {
    const line = lineOf(report.byChannel, key);
    return { seats_sold: line?.seatsSold ?? 0, revenue: line?.revenue ?? 0, refunds: line?.refunds ?? 0 };
  };
  const method = (key: string) => {
    const line = lineOf(report.byMethod, key);
    return { revenue: line?.revenue ?? 0, refunds: line?.refunds ?? 0 };
  };
  return {
    seats_sold: totals.seatsSold, bookings_sold: totals.bookingsSold, held_seats: totals.heldSeats, holds: totals.holds,
    revenue: totals.revenue, refunds: totals.refunds, refund_count: totals.refundCount, check_ins: totals.checkIns,
    capacity: totals.capacity, occupancy: totals.occupancy ?? 0,
    by_channel: { online: channel('online'), gate: channel('gate') },
    by_method: { card: method('card'), cash: method('cash'), marked_paid: method('marked_paid') },
  };
}

/** Export rows with their moments as instants, to compare the server's JSON with the domain's rows. */
const comparable = (rows: object[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /_at$/.test(key) && value ? Date.parse(value as string) : value])));

describeEachEngine(
  'sales reports and accounting exports',
  (engineUnderTest) => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
    });
    afterAll(() => engine?.close());

    it('match the rows, and the devices’ report of the same rows, over random sales, payments, refunds and entries', async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async (drawn) => {
          await inRolledBackTransaction(engine, async (sql) => {
            const now = new Date((await sql.query<{ now: string }>("select to_jsonb(now()) #>> '{}' as now")).rows[0].now);
            await writeScenario(sql, drawn, now);
            const filter: ReportFilter = {
              eventId: drawn.event === 'a' ? A.eventId : null,
              from: drawn.from === null ? null : bogotaDay(now, Math.max(drawn.from, drawn.to ?? 0)),
              to: drawn.to === null ? null : bogotaDay(now, Math.min(drawn.to, drawn.from ?? 4)),
            };
            const rows = await rowsOfA(sql);
            await becomeActor(sql, user(A.organizerId));
            const args = [filter.eventId, filter.from, filter.to];
            const server = (await sql.query<{ report: ServerReport }>('select public.get_sales_report(event_id => $1, from_day => $2, to_day => $3) as report', args)).rows[0].report;
            const exported: Record<ExportDataset, object[]> = { reservations: [], payments: [], refunds: [] };
            for (const dataset of ['reservations', 'payments', 'refunds'] as const) {
              const answer = await sql.query<{ page: { rows: object[]; total_rows: number; has_more: boolean } }>(
                'select public.get_accounting_export(dataset => $1, event_id => $2, from_day => $3, to_day => $4) as page',
                [dataset, ...args],
              );
              expect(answer.rows[0].page.has_more).toBe(false);
              expect(answer.rows[0].page.total_rows).toBe(answer.rows[0].page.rows.length);
              exported[dataset] = answer.rows[0].page.rows;
            }
            await becomeOwner(sql);

            const report = salesReportOf(rows, filter, now);
            expect(server).toEqual(asServerReport(report));
            // And straight from the rows: money received is completed charges minus completed refunds in the range.
            const inRange = rows.payments.filter((row) => row.status === 'completed' && exported.payments.concat(exported.refunds).some((line) => (line as { id: string }).id === row.id));
            expect(server.revenue).toBe(inRange.reduce((sum, row) => sum + (row.kind === 'refund' ? -row.amount : row.amount), 0));
            for (const dataset of ['reservations', 'payments', 'refunds'] as const) {
              expect(comparable(exported[dataset])).toEqual(comparable(exportRowsOf(dataset, rows, filter, now)));
            }
          });
        }),
        { numRuns: 30 },
      );
    });

    it('pages a big export 1,000 rows at a time', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await sql.query(
          `insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, source)
           select $1, $2, 'Cliente ' || n, 'cancelled', 1000, 'manual' from generate_series(1, 1500) as n`,
          [A.id, A.eventId],
        );
        await becomeActor(sql, user(A.organizerId));
        const page = async (n: number) =>
          (await sql.query<{ page: { rows: { id: string }[]; total_rows: number; has_more: boolean; page_size: number } }>(
            "select public.get_accounting_export(dataset => 'reservations', page => $1) as page", [n],
          )).rows[0].page;
        const [first, second] = [await page(1), await page(2)];
        expect(first).toMatchObject({ total_rows: 1501, has_more: true, page_size: 1000 });
        expect(first.rows).toHaveLength(1000);
        expect(second).toMatchObject({ total_rows: 1501, has_more: false });
        expect(second.rows).toHaveLength(501);
        expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(1501);
      });
    });

    it('answers organizers of the caller’s organization only, and refuses bad input in Spanish', async () => {
      const refusal = async (actor: ReturnType<typeof user> | typeof anonymous, query: string, params: unknown[] = []) =>
        asActor(engine, actor, async (sql) => failureOf(await attempt(sql, query, params)));
      const staff = await refusal(user(A.staffId!), 'select public.get_sales_report()');
      expect(staff).toMatchObject({ code: '42501', message: 'Solo el organizador puede ver los reportes y exportar datos' });
      expect(await refusal(user(A.staffId!), "select public.get_accounting_export(dataset => 'payments')")).toMatchObject({ code: '42501' });
      expect((await refusal(anonymous, 'select public.get_sales_report()')).code).toBe('28000');
      expect(await refusal(user(organizationB.organizerId), 'select public.get_sales_report(event_id => $1)', [A.eventId])).toMatchObject({
        code: 'PT404', message: 'Evento no encontrado',
      });
      expect(await refusal(user(A.organizerId), "select public.get_sales_report(from_day => '2026-02-30')")).toMatchObject({
        code: 'P0001', message: 'from_day no es una fecha válida',
      });
      expect(await refusal(user(A.organizerId), "select public.get_sales_report(to_day => '26/11/2026')")).toMatchObject({
        message: 'to_day debe ser una fecha con formato AAAA-MM-DD',
      });
      expect(await refusal(user(A.organizerId), "select public.get_sales_report(from_day => '2026-11-26', to_day => '2026-11-01')")).toMatchObject({
        message: 'La fecha inicial no puede ser posterior a la fecha final',
      });
      expect(await refusal(user(A.organizerId), "select public.get_accounting_export(dataset => 'closings')")).toMatchObject({
        message: 'dataset debe ser reservations, payments o refunds',
      });
      expect(await refusal(user(A.organizerId), "select public.get_accounting_export(dataset => 'payments', page => 0)")).toMatchObject({
        message: 'page debe ser un número entre 1 y 10000 (1.000 filas por página)',
      });
      // B's organizer, asking for every event, sees B's money only.
      const ofB = await asActor(engine, user(organizationB.organizerId), async (sql) =>
        (await sql.query<{ page: { rows: { reservation_id: string }[] } }>("select public.get_accounting_export(dataset => 'payments') as page")).rows[0].page.rows,
      );
      expect(ofB.map((row) => row.reservation_id)).toEqual([organizationB.reservationId]);
    });
  },
  { hosted: true },
);

