// sync_push as an outbox needs it: an op applied once however often it is pushed, a
// rejection that never blocks the ops behind it, and whole-call refusals only for callers
// and requests that cannot be answered op by op.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, failureOf, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { deviceId, manualSale, op, push } from './sync-calls.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB } from './two-organizations.ts';

const staff = user(organizationA.staffId!);
const pushCall = 'select public.sync_push(device_id => $1, ops => $2::jsonb)';

describeEachEngine('sync_push as an outbox', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it('applies an op pushed again (its answer was lost) only once, answering the first answer', async () => {
    const sale = op('reservations-create-manual', manualSale(organizationA));
    await asActor(engine, staff, async (sql) => {
      const [first] = await push(sql, [sale]);
      const [again] = await push(sql, [sale], 'dddddddd-0000-4000-8000-0000000000d2');
      expect(first.status).toBe('applied');
      expect(again).toEqual(first);
      const { rows } = await sql.query('select count(*)::int as count from public.reservations where customer_name = $1', ['María Fernanda Rojas']);
      expect(rows).toEqual([{ count: 1 }]);
    });
  });

  it('applies an op listed twice in one push once', async () => {
    const payment = op('reservations-process-payment', { reservation_id: organizationA.reservationId });
    await asActor(engine, staff, async (sql) => {
      const [first, second] = await push(sql, [payment, payment]);
      expect(first.status).toBe('applied');
      expect(second).toEqual(first);
      const { rows } = await sql.query("select count(*)::int as count from public.reservation_logs where action = 'payment_processed'");
      expect(rows).toEqual([{ count: 1 }]);
    });
  });

  it('answers a replayed rejection the same way, even after its cause is gone', async () => {
    const sale = op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationA.seatA1Id] }));
    await asActor(engine, staff, async (sql) => {
      const [first] = await push(sql, [sale]);
      await push(sql, [op('reservations-cancel', { reservation_id: organizationA.reservationId })]);
      const [again] = await push(sql, [sale]);
      expect(first).toMatchObject({ status: 'rejected', code: 'seats_unavailable' });
      expect(again).toEqual(first);
      const { rows } = await sql.query('select count(*)::int as count from public.reservation_seats where seat_id = $1 and active', [organizationA.seatA1Id]);
      expect(rows).toEqual([{ count: 0 }]);
    });
  });

  it('records who pushed each op, from which device and when it was queued', async () => {
    // The device's own clock, kept as it came even when the sale time is bounded (sale-time.test.ts).
    const payment = { ...op('reservations-process-payment', { reservation_id: organizationA.reservationId }), created_at: '2026-06-13T18:30:00.000Z' };
    await asActor(engine, staff, async (sql) => {
      await push(sql, [payment]);
      const { rows } = await sql.query(
        "select organization_id, device_id, user_id, kind, to_char(queued_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as queued_at, result ->> 'status' as status from public.sync_ops where op_id = $1",
        [payment.op_id],
      );
      expect(rows).toEqual([{
        organization_id: organizationA.id, device_id: deviceId, user_id: organizationA.staffId, kind: 'reservations-process-payment',
        queued_at: '2026-06-13 18:30', status: 'applied',
      }]);
    });
  });

  it('refuses an op id another organization already used, without revealing its answer', async () => {
    await asActor(engine, user(organizationB.organizerId), async (sql) => {
      const [result] = await push(sql, [op('reservations-cancel', { reservation_id: organizationB.reservationId }, organizationA.syncOpId)]);
      expect(result).toEqual({
        op_id: organizationA.syncOpId, status: 'rejected', code: 'duplicate_op_id', message: 'El identificador de la operación ya fue usado',
      });
    });
  });

  it('never lets a rejection block the ops behind it', async () => {
    await asActor(engine, staff, async (sql) => {
      const results = await push(sql, [
        op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationA.seatA1Id] })),
        op('graderias-create', { name: 'Sin permiso' }),
        op('reservations-create-manual', manualSale(organizationA)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'applied']);
    });
  });

  it.each([
    ['anonymous callers', anonymous, { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' }],
    ['users without an organization', user(newcomerId), { code: '42501', detail: 'organization_not_found', message: 'No se encontró la organización asociada' }],
  ])('refuses %s as a whole', async (_who, actor, failure) => {
    const result = await asActor(engine, actor, (sql) => attempt(sql, pushCall, [deviceId, '[]']));
    expect(failureOf(result)).toEqual(failure);
  });

  it.each([
    ['without a device id', null, '[]', 'Falta el identificador del dispositivo (device_id)'],
    ['whose ops are not a list', deviceId, '{"op_id": "x"}', 'Las operaciones (ops) deben enviarse como una lista'],
    ['of more than 500 ops', deviceId, JSON.stringify(Array.from({ length: 501 }, () => ({}))), 'Se pueden enviar como máximo 500 operaciones a la vez'],
  ])('refuses a push %s as a whole', async (_case, device, ops, message) => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, staff);
      expect(failureOf(await attempt(sql, pushCall, [device, ops]))).toEqual({ code: 'P0001', detail: 'invalid_payload', message });
    });
  });
});
