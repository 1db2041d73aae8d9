// Issue 19 points 1 and 2 on every engine: a device's cash shift and its receipts. The closing
// is computed by the server, once, and never changes; two devices' shifts never mix; another
// organization's shift, a reused receipt number and bad input are refused in Spanish with
// nothing written; the closings reach hosted pulls through cash_shift_closings.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, failureOf, user, becomeActor, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { manualSale, op, push, type Op, type OpResult, type Row } from './sync-calls.ts';
import { seatIdOf } from './seat-id.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const organizerA = user(organizationA.organizerId);
const staffA = user(organizationA.staffId!);
const organizerB = user(organizationB.organizerId);
const tillNorth = 'dddddddd-0000-4000-8000-0000000000b1';
const tillSouth = 'dddddddd-0000-4000-8000-0000000000b2';
const seat = (column: number, row = 'A') => seatIdOf(organizationA.graderiaId, 1, row, column);

async function pushAs(engine: Engine, actor: Actor, ops: Op[], device: string): Promise<OpResult[]> {
  return engine.transaction(async (sql) => {
    await becomeActor(sql, actor);
    return push(sql, ops, device);
  });
}

async function rowsOf(engine: Engine, text: string, params: unknown[] = []): Promise<Row[]> {
  return engine.transaction(async (sql) => (await sql.query<Row>(text, params)).rows);
}

const openShift = (openingFloat: unknown, id: string = randomUUID()) =>
  op('shifts-open', { id, opening_float: openingFloat, opened_at: new Date(Date.now() - 60_000).toISOString() });
const closeShift = (shiftId: string, counted: unknown) => op('shifts-close', { shift_id: shiftId, counted_cash: counted, closed_at: new Date().toISOString() });

function receiptFor(cash: Op, fields: { shift_id: string | null; sequence: number; kind: string; amount: number; reservation_id: string }): Op {
  return op('cash-receipts-issue', { id: randomUUID(), issued_at: cash.created_at, cash_op_id: cash.op_id, ...fields });
}

function applied(result: OpResult): Record<string, Row[]> {
  if (result.status !== 'applied') throw new Error(`Se esperaba 'applied' y fue ${JSON.stringify(result)}`);
  return result.rows;
}

describeEachEngine(
  'Cash shifts and receipts',
  (engineUnderTest) => {
    let engine: Engine;
    let northShift: string;
    let southShift: string;

    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
      northShift = randomUUID();
      southShift = randomUUID();
    });
    afterAll(() => engine?.close());

    it('a device opens one shift at a time, with the pushing device and the caller as cashier', async () => {
      const [opened] = await pushAs(engine, staffA, [openShift(50_000, northShift)], tillNorth);
      expect(applied(opened).cash_shifts).toEqual([
        expect.objectContaining({ id: northShift, organization_id: organizationA.id, device_id: tillNorth, cashier_id: organizationA.staffId, opening_float: 50_000, closed_at: null }),
      ]);
      const [second] = await pushAs(engine, staffA, [openShift(10_000)], tillNorth);
      expect(second).toMatchObject({ status: 'rejected', code: 'shift_already_open', message: 'Este dispositivo ya tiene un turno de caja abierto: ciérralo antes de abrir otro' });
      const [other] = await pushAs(engine, organizerA, [openShift(20_000, southShift)], tillSouth);
      expect(applied(other).cash_shifts[0]).toMatchObject({ device_id: tillSouth, cashier_id: organizationA.organizerId });
    });

    it('cash sales, payments and refunds get receipts; the close computes expected cash and stores the Z report once', async () => {
      const sale = op('reservations-create-manual', manualSale(organizationA, { seat_ids: [seat(3)], payment_method: 'marked_paid' }));
      const saleId = (sale.payload as Row).id as string;
      const saleReceipt = receiptFor(sale, { shift_id: northShift, sequence: 1, kind: 'sale', amount: 1, reservation_id: saleId });
      const hold = op('reservations-create-manual', manualSale(organizationA, { seat_ids: [seat(4)], payment_method: 'cash' }));
      const holdId = (hold.payload as Row).id as string;
      const payment = op('reservations-process-payment', { reservation_id: holdId });
      const paymentReceipt = receiptFor(payment, { shift_id: northShift, sequence: 2, kind: 'payment', amount: 20_000, reservation_id: holdId });
      const answers = await pushAs(engine, staffA, [sale, saleReceipt, hold, payment, paymentReceipt], tillNorth);
      expect(answers.map((answer) => answer.status), JSON.stringify(answers.filter((a) => a.status === 'rejected'))).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
      // The device said 1 peso: the server's payment (30.000) wins.
      expect(applied(answers[1]).cash_receipts).toEqual([
        expect.objectContaining({ receipt_number: 'DDDD-000001', sequence: 1, kind: 'sale', amount: 30_000, status: 'issued', device_id: tillNorth, shift_id: northShift }),
      ]);

      const refund = op('reservations-refund', { reservation_id: saleId, amount: 30_000, reason: 'Cliente enfermo', method: 'cash' });
      const refundReceipt = receiptFor(refund, { shift_id: northShift, sequence: 3, kind: 'refund', amount: 30_000, reservation_id: saleId });
      // Staff may not refund: the op is refused and its receipt is stored void, keeping number 3.
      const [refusedRefund, voidReceipt] = await pushAs(engine, staffA, [refund, refundReceipt], tillNorth);
      expect(refusedRefund).toMatchObject({ status: 'rejected', code: 'forbidden' });
      expect(applied(voidReceipt).cash_receipts[0]).toMatchObject({ sequence: 3, status: 'void', amount: 30_000 });

      // 50.000 float + 30.000 sale + 30.000 payment = 110.000 expected; 105.000 counted.
      const [closed] = await pushAs(engine, staffA, [closeShift(northShift, 105_000)], tillNorth);
      const shift = applied(closed).cash_shifts[0];
      expect(shift).toMatchObject({ expected_cash: 110_000, counted_cash: 105_000, difference: -5_000, closed_by: organizationA.staffId });
      expect(shift.z_report).toMatchObject({
        opening_float: 50_000, sales: { count: 1, amount: 30_000 }, payments: { count: 1, amount: 30_000 }, refunds: { count: 0, amount: 0 },
        totals_by_method: { cash: 60_000 }, receipts_count: 3, void_count: 1, first_receipt: 'DDDD-000001', last_receipt: 'DDDD-000003',
        cashier_name: 'Taquillero a', device_id: tillNorth, expected_cash: 110_000, counted_cash: 105_000, difference: -5_000,
      });

      const [twice] = await pushAs(engine, staffA, [closeShift(northShift, 110_000)], tillNorth);
      expect(twice).toMatchObject({ status: 'rejected', code: 'shift_already_closed', message: 'Este turno de caja ya fue cerrado' });
      const late = receiptFor(payment, { shift_id: northShift, sequence: 4, kind: 'payment', amount: 20_000, reservation_id: holdId });
      const [afterClose] = await pushAs(engine, staffA, [{ ...late, payload: { ...(late.payload as Row), cash_op_id: randomUUID() } }], tillNorth);
      expect(afterClose).toMatchObject({ status: 'rejected', code: 'shift_closed' });
      // Not even the database owner can rewrite a closing.
      const rewrite = await engine.transaction(async (sql) =>
        failureOf(await attempt(sql, 'update public.cash_shifts set counted_cash = 110000, difference = 0 where id = $1', [northShift])),
      );
      expect(rewrite).toMatchObject({ detail: 'shift_already_closed', message: 'Este turno de caja ya fue cerrado: su cierre no se puede modificar' });
      expect(await rowsOf(engine, 'select counted_cash, difference from public.cash_shifts where id = $1', [northShift])).toEqual([{ counted_cash: 105_000, difference: -5_000 }]);
    });

    it("two devices' shifts never mix: each closing counts only its own device's receipts", async () => {
      const sale = op('reservations-create-manual', manualSale(organizationA, { seat_ids: [seat(5)], payment_method: 'marked_paid' }));
      const saleId = (sale.payload as Row).id as string;
      // South names North's shift: refused, whatever the payload says.
      const stolen = receiptFor(sale, { shift_id: northShift, sequence: 1, kind: 'sale', amount: 20_000, reservation_id: saleId });
      const [soldSouth, wrongShift] = await pushAs(engine, organizerA, [sale, stolen], tillSouth);
      expect(soldSouth.status).toBe('applied');
      expect(wrongShift).toMatchObject({ status: 'rejected', code: 'shift_not_found' });
      const own = receiptFor(sale, { shift_id: southShift, sequence: 1, kind: 'sale', amount: 20_000, reservation_id: saleId });
      expect(applied((await pushAs(engine, organizerA, [own], tillSouth))[0]).cash_receipts[0]).toMatchObject({ receipt_number: 'DDDD-000001', device_id: tillSouth });
      // North cannot close South's shift, nor reuse North's cash op for South.
      const [foreignClose] = await pushAs(engine, staffA, [closeShift(southShift, 0)], tillNorth);
      expect(foreignClose).toMatchObject({ status: 'rejected', code: 'shift_of_other_device', message: 'Este turno es de otro dispositivo: ciérralo desde el dispositivo que lo abrió' });

      const [closed] = await pushAs(engine, organizerA, [closeShift(southShift, 50_000)], tillSouth);
      expect(applied(closed).cash_shifts[0]).toMatchObject({ expected_cash: 50_000, counted_cash: 50_000, difference: 0 });
      expect((await rowsOf(engine, 'select expected_cash from public.cash_shifts where id = $1', [northShift]))[0]).toEqual({ expected_cash: 110_000 });
    });

    it('a receipt number reused by another op is refused; a replayed op gets its first answer', async () => {
      const [opened] = await pushAs(engine, staffA, [openShift(0)], tillNorth);
      const shiftId = applied(opened).cash_shifts[0].id as string;
      const sale = op('reservations-create-manual', manualSale(organizationA, { seat_ids: [seat(1, 'B')], payment_method: 'marked_paid' }));
      const saleId = (sale.payload as Row).id as string;
      const receipt = receiptFor(sale, { shift_id: shiftId, sequence: 5, kind: 'sale', amount: 20_000, reservation_id: saleId });
      const [, first] = await pushAs(engine, staffA, [sale, receipt], tillNorth);
      const [replayed] = await pushAs(engine, staffA, [receipt], tillNorth);
      expect(replayed).toEqual(first);
      const reused = op('cash-receipts-issue', { ...(receipt.payload as Row), id: randomUUID(), cash_op_id: randomUUID() });
      const [taken] = await pushAs(engine, staffA, [reused], tillNorth);
      expect(taken).toMatchObject({ status: 'rejected', code: 'receipt_number_taken', message: 'El recibo DDDD-000005 ya fue emitido por otra operación' });
      const secondReceipt = op('cash-receipts-issue', { ...(receipt.payload as Row), id: randomUUID(), sequence: 6 });
      const [again] = await pushAs(engine, staffA, [secondReceipt], tillNorth);
      expect(again).toMatchObject({ status: 'rejected', code: 'receipt_exists', message: 'Esta operación de caja ya tiene su recibo' });
      expect(await rowsOf(engine, 'select sequence from public.cash_receipts where shift_id = $1', [shiftId])).toEqual([{ sequence: 5 }]);
    });

    it("another organization's shift and bad amounts are refused in Spanish, nothing written", async () => {
      const before = await rowsOf(engine, 'select * from public.cash_shifts order by id');
      const [openShiftId] = (await rowsOf(engine, 'select id from public.cash_shifts where device_id = $1 and closed_at is null', [tillNorth])).map((row) => row.id as string);
      const ceiling = 'El efectivo contado debe ser un valor en pesos entre $ 0 y $ 1.000.000.000';
      const cases: [Actor, Op, string, string, string][] = [
        [organizerB, closeShift(openShiftId, 1000), tillNorth, 'shift_not_found', 'Turno de caja no encontrado en esta organización'],
        [staffA, closeShift(openShiftId, -1), tillNorth, 'invalid_cash_amount', ceiling],
        [staffA, closeShift(openShiftId, 1_000_000_001), tillNorth, 'invalid_cash_amount', ceiling],
        [staffA, closeShift(openShiftId, 12.5), tillNorth, 'invalid_cash_amount', ceiling],
        [staffA, closeShift(openShiftId, '5000'), tillNorth, 'invalid_cash_amount', ceiling],
        [staffA, closeShift(openShiftId, null), tillNorth, 'invalid_cash_amount', ceiling],
        [staffA, { ...closeShift(openShiftId, 0), payload: { shift_id: openShiftId, counted_cash: 0, closed_at: new Date(Date.now() + 3_600_000).toISOString() } }, tillNorth, 'closed_in_future', 'La hora de cierre está en el futuro: revisa la hora del dispositivo'],
        [staffA, openShift(-5), tillSouth, 'invalid_cash_amount', 'La base inicial debe ser un valor en pesos entre $ 0 y $ 1.000.000.000'],
        [staffA, closeShift('no-es-un-id', 0), tillNorth, 'invalid_payload', 'El campo shift_id debe ser un identificador UUID válido'],
      ];
      for (const [actor, shiftOp, device, code, message] of cases) {
        const [answer] = await pushAs(engine, actor, [shiftOp], device);
        expect(answer, `${code} ${JSON.stringify(shiftOp.payload)}`).toMatchObject({ status: 'rejected', code, message });
      }
      expect(await rowsOf(engine, 'select * from public.cash_shifts order by id')).toEqual(before);
    });

    it('organizers pull the closings through cash_shift_closings; staff, anonymous and other organizations do not see them', async () => {
      const call = 'select public.cash_shift_closings() as answer';
      const answer = await asActor(engine, organizerA, async (sql) => (await sql.query<{ answer: { closings: Row[]; truncated: boolean } }>(call)).rows[0].answer);
      expect(answer.truncated).toBe(false);
      expect(answer.closings.map((closing) => closing.shift_id).sort()).toEqual([northShift, southShift].sort());
      expect(answer.closings.find((closing) => closing.shift_id === northShift)).toMatchObject({ cashier_name: 'Taquillero a', receipt_prefix: 'DDDD', difference: -5_000 });
      const ofB = await asActor(engine, organizerB, async (sql) => (await sql.query<{ answer: { closings: Row[] } }>(call)).rows[0].answer);
      expect(ofB.closings).toEqual([]);
      const staff = await asActor(engine, staffA, async (sql) => failureOf(await attempt(sql, call)));
      expect(staff).toMatchObject({ detail: 'forbidden', message: 'Solo el organizador puede descargar los cierres de caja' });
      const nobody = await asActor(engine, anonymous, async (sql) => failureOf(await attempt(sql, call)));
      expect(nobody.detail).toBe('not_authenticated');
      const badRange = await asActor(engine, organizerA, async (sql) =>
        failureOf(await attempt(sql, 'select public.cash_shift_closings(from_at => now(), to_at => now() - interval \'1 day\')')),
      );
      expect(badRange).toMatchObject({ detail: 'invalid_range', message: 'La fecha final debe ser posterior a la inicial' });
    });
  },
  { hosted: true },
);
