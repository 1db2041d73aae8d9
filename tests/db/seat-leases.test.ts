// Issue 21, point 1: seat leases per gate device (20261129140000_create_seat_leases.sql).
// On every engine: a lease is checked (overlap, sold seats, another organization's event,
// window, who may lease for whom); online sales and other devices' sales (per op and in a
// bulk run) refuse leased seats; the holder sells them; expiry and return give them back.
// On Postgres 15 only, under real concurrency: leases never overlap, and a lease racing a
// sale of the same seat lets exactly one of them through.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, openTransactionAs, user, anonymous, type Actor } from './as-role.ts';
import { databaseUrlOf, enginesUnderTest } from './engines.ts';
import { addTribuna, booking, bookSeatsCall, tribunaSeat } from './public-booking-calls.ts';
import { manualSale, op, push, type OpResult } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';
import { leaseRowId } from '../../src/db/seat-lease-row-id.ts';

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);
const tabletA = 'dddddddd-0000-4000-8000-00000000aa01';
const tabletB = 'dddddddd-0000-4000-8000-00000000bb02';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function leaseOp(seatIds: string[], overrides: Record<string, unknown> = {}) {
  return op('seat-leases-create', {
    lease_id: randomUUID(), event_id: organizationA.eventId, seat_ids: seatIds, device_name: 'Tablet puerta 1', ends_at: inHours(4), ...overrides,
  });
}

async function pushAs(sql: Sql, actor: Actor, ops: unknown[], device: string): Promise<OpResult[]> {
  await becomeActor(sql, actor);
  return push(sql, ops, device);
}

/** The lease rows an applied op answered (fails the test if it was rejected). */
function leaseRowsOf(result: OpResult): Record<string, unknown>[] {
  if (result.status !== 'applied') throw new Error(`Se esperaba 'applied' y fue ${JSON.stringify(result)}`);
  return result.rows.seat_leases;
}

const saleOf = (seatIds: string[]) => op('reservations-create-manual', manualSale(organizationA, { seat_ids: seatIds }));

for (const engineUnderTest of enginesUnderTest()) {
  describe(`Seat leases [${engineUnderTest.name}]`, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
      await addTribuna(engine);
    });
    afterAll(() => engine?.close());

    const rolledBack = <T>(work: (sql: Sql) => Promise<T>) => inRolledBackTransaction(engine, work);

    it('leases free seats to the pushing device and answers the lease’s rows', () =>
      rolledBack(async (sql) => {
        const lease = leaseOp([tribunaSeat('A', 1), tribunaSeat('A', 2)]);
        const [result] = await pushAs(sql, staff, [lease], tabletA);
        expect(result).toMatchObject({ status: 'applied' });
        const rows = leaseRowsOf(result);
        expect(rows).toHaveLength(2);
        expect(rows.every((row) => row.device_id === tabletA && row.device_name === 'Tablet puerta 1' && row.returned_at === null)).toBe(true);
        // The device made the same row ids for its optimistic rows.
        const leaseId = (lease.payload as { lease_id: string }).lease_id;
        expect(rows.map((row) => row.id).sort()).toEqual([tribunaSeat('A', 1), tribunaSeat('A', 2)].map((seat) => leaseRowId(leaseId, seat)).sort());
      }));

    it('refuses overlapping leases, sold seats, other organizations’ events, bad windows and staff leasing for others', () =>
      rolledBack(async (sql) => {
        expect((await pushAs(sql, organizer, [leaseOp([tribunaSeat('A', 1), tribunaSeat('A', 2)])], tabletA))[0].status).toBe('applied');
        const refusals = await pushAs(sql, organizer, [
          leaseOp([tribunaSeat('A', 2), tribunaSeat('A', 3)]),
          leaseOp([organizationA.seatA1Id]),
          leaseOp([organizationB.seatA2Id], { event_id: organizationB.eventId }),
          leaseOp([tribunaSeat('B', 1)], { ends_at: inHours(-1) }),
          leaseOp([tribunaSeat('B', 1)], { starts_at: inHours(3), ends_at: inHours(2) }),
          leaseOp([tribunaSeat('B', 1)], { ends_at: inHours(24 * 8) }),
          leaseOp([tribunaSeat('B', 1)], { device_name: '  ' }),
          leaseOp([organizationB.seatA2Id]),
          leaseOp([]),
        ], tabletB);
        expect(refusals.map((result) => result.status === 'rejected' && [result.code, result.message])).toEqual([
          ['lease_overlap', 'Estos asientos ya están asignados a otra taquilla en ese horario: A-2'],
          ['seats_sold', 'No se pueden asignar asientos vendidos, apartados o bloqueados: A-1'],
          ['event_not_found', 'Evento no encontrado en esta organización'],
          ['invalid_window', 'La hora final de la asignación ya pasó'],
          ['invalid_window', 'La hora final debe ser posterior a la inicial'],
          ['invalid_window', 'Una asignación dura como máximo 7 días'],
          ['invalid_payload', 'Escribe el nombre de la taquilla'],
          ['seat_not_found', `Asiento ${organizationB.seatA2Id} no encontrado en este evento`],
          ['invalid_payload', 'Elige al menos un asiento para asignar'],
        ]);
        const [forOther] = await pushAs(sql, staff, [leaseOp([tribunaSeat('C', 1)], { device_id: tabletB })], tabletA);
        expect(forOther).toMatchObject({ status: 'rejected', code: 'forbidden' });
        await becomeOwner(sql);
        const { rows } = await sql.query<{ leased: number }>('select count(*)::int as leased from public.seat_leases where device_id = $1', [tabletA]);
        expect(rows[0].leased).toBe(2);
      }));

    it('refuses leased seats to the public page and to other devices, per op and in a bulk run alike', () =>
      rolledBack(async (sql) => {
        await pushAs(sql, organizer, [leaseOp([tribunaSeat('A', 5)])], tabletA);
        await becomeActor(sql, anonymous);
        const { text, params } = bookSeatsCall(booking({ seat_ids: [tribunaSeat('A', 5)] }));
        const refused = failureOf(await attempt(sql, text, params));
        expect(refused).toMatchObject({ code: 'PT409', message: 'Este asiento está asignado a otra taquilla: A-5' });

        const perOp = await pushAs(sql, staff, [saleOf([tribunaSeat('A', 5), tribunaSeat('A', 6)])], tabletB);
        expect(perOp[0]).toMatchObject({
          status: 'rejected', code: 'seats_unavailable', message: 'Este asiento está asignado a otra taquilla: A-5', unavailable_seat_ids: [tribunaSeat('A', 5)],
        });
        // A run of sales goes through push_sales_in_bulk first: the leased seat sends it back to
        // the per-op path, so each op gets the answer it would get alone.
        const run = await pushAs(sql, staff, [saleOf([tribunaSeat('B', 5)]), saleOf([tribunaSeat('A', 5)]), saleOf([tribunaSeat('B', 6)])], tabletB);
        expect(run.map((result) => result.status)).toEqual(['applied', 'rejected', 'applied']);
        expect(run[1]).toMatchObject({ code: 'seats_unavailable', message: 'Este asiento está asignado a otra taquilla: A-5' });

        // The holder sells its seat, in a run too.
        const holder = await pushAs(sql, staff, [saleOf([tribunaSeat('A', 5)]), saleOf([tribunaSeat('C', 5)])], tabletA);
        expect(holder.map((result) => result.status)).toEqual(['applied', 'applied']);
      }));

    it('shows leased seats as blocked to the public page until the lease ends', () =>
      rolledBack(async (sql) => {
        await pushAs(sql, organizer, [leaseOp([tribunaSeat('A', 7)])], tabletA);
        await becomeOwner(sql);
        const statuses = async () => (await sql.query<{ status: string }>(
          'select status from public.unavailable_seat_statuses($1) where seat_id = $2', [organizationA.eventId, tribunaSeat('A', 7)],
        )).rows.map((row) => row.status);
        expect(await statuses()).toEqual(['blocked']);
        await sql.query("update public.seat_leases set ends_at = now() - interval '1 minute', starts_at = now() - interval '2 hours'");
        expect(await statuses()).toEqual([]);
      }));

    it('gives the seats back when the holder returns the lease, or when its window ends', () =>
      rolledBack(async (sql) => {
        const returned = leaseOp([tribunaSeat('B', 8)]);
        const expiring = leaseOp([tribunaSeat('B', 9)]);
        await pushAs(sql, staff, [returned, expiring], tabletA);
        // Another device may not hand back the holder's lease; the holder may.
        const [byOther] = await pushAs(sql, staff, [op('seat-leases-return', { lease_id: (returned.payload as { lease_id: string }).lease_id })], tabletB);
        expect(byOther).toMatchObject({ status: 'rejected', code: 'forbidden' });
        const [byHolder] = await pushAs(sql, staff, [op('seat-leases-return', { lease_id: (returned.payload as { lease_id: string }).lease_id })], tabletA);
        expect(byHolder).toMatchObject({ status: 'applied' });
        expect(leaseRowsOf(byHolder)[0].returned_at).not.toBeNull();

        await becomeOwner(sql);
        await sql.query("update public.seat_leases set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second' where lease_id = $1", [
          (expiring.payload as { lease_id: string }).lease_id,
        ]);
        const sales = await pushAs(sql, organizer, [saleOf([tribunaSeat('B', 8)]), saleOf([tribunaSeat('B', 9)])], tabletB);
        expect(sales.map((result) => result.status)).toEqual(['applied', 'applied']);
        // A returned lease no longer blocks a new one of the same seats.
        const [again] = await pushAs(sql, organizer, [leaseOp([tribunaSeat('C', 9)])], tabletB);
        expect(again.status).toBe('applied');
      }));

    it('accepts the holder’s offline sale of its seat after the window ended', () =>
      rolledBack(async (sql) => {
        const lease = leaseOp([tribunaSeat('C', 10)]);
        await pushAs(sql, staff, [lease], tabletA);
        await becomeOwner(sql);
        await sql.query("update public.seat_leases set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour'");
        const offlineSale = { ...saleOf([tribunaSeat('C', 10)]), created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() };
        const [result] = await pushAs(sql, staff, [offlineSale], tabletA);
        expect(result.status).toBe('applied');
      }));
  });
}

for (const engineUnderTest of enginesUnderTest().filter((candidate) => candidate.name === 'postgres15')) {
  describe('Seat leases under concurrency [postgres15]', () => {
    let engine: Engine;
    let url: string;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      url = databaseUrlOf(engine);
      await createTwoOrganizations(engine);
      await addTribuna(engine);
    });
    afterAll(() => engine?.close());

    async function allAtOnce(ops: { actor: Actor; device: string; op: unknown }[]): Promise<OpResult[]> {
      const connections = await Promise.all(ops.map(({ actor }) => openTransactionAs(url, actor)));
      return Promise.all(connections.map(async ({ client, sql }, index) => {
        const [result] = await push(sql, [ops[index].op], ops[index].device);
        await client.query('commit');
        await client.end();
        return result;
      }));
    }

    const leasesOf = async (seatId: string) => (await engine.query<{ device_id: string }>(
      'select device_id from public.seat_leases where seat_id = $1', [seatId],
    )).rows;

    it('never lets two leases of a seat overlap, however many devices ask at once', async () => {
      // Twenty devices each ask for row A columns d..d+2 of the Tribuna: neighbours overlap.
      const asks = Array.from({ length: 20 }, (_, device) => ({
        actor: device % 2 ? staff : organizer,
        device: randomUUID(),
        op: leaseOp([tribunaSeat('A', (device % 8) + 1), tribunaSeat('A', (device % 8) + 2), tribunaSeat('A', (device % 8) + 3)]),
      }));
      const results = await allAtOnce(asks);
      expect(results.filter((result) => result.status === 'applied').length).toBeGreaterThan(0);
      expect(results.every((result) => result.status === 'applied' || result.code === 'lease_overlap')).toBe(true);
      const { rows } = await engine.query<{ seat_id: string; leases: number }>(
        'select seat_id, count(*)::int as leases from public.seat_leases group by seat_id',
      );
      expect(rows.every((row) => row.leases === 1)).toBe(true);
    });

    it('lets exactly one of a lease and a sale of the same seat through', async () => {
      for (let round = 0; round < 10; round++) {
        const seat = tribunaSeat('B', round + 1);
        const [lease, sale] = await allAtOnce([
          { actor: organizer, device: tabletA, op: leaseOp([seat]) },
          { actor: staff, device: tabletB, op: saleOf([seat]) },
        ]);
        const sold = (await engine.query('select 1 from public.reservation_seats where seat_id = $1 and active', [seat])).rows.length;
        const leased = (await leasesOf(seat)).length;
        expect(sold + leased).toBe(1);
        expect([lease.status, sale.status].filter((status) => status === 'applied')).toHaveLength(1);
      }
    });
  });
}
