// Issue 20: a walk-in cash sale ('Venta rápida') through reservations-create-manual with
// walk_in true: paid at once without customer data, recorded with the pushing device and the
// cashier; the flag never lets a sale of another method skip the customer's data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { becomeActor, becomeOwner, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { rowCounts } from './row-counts.ts';
import { seatIdOf } from './seat-id.ts';
import { deviceId, manualSale, op, push, type Row } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const staff = user(organizationA.staffId!);

function walkIn(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    event_id: organizationA.eventId,
    seat_ids: [organizationA.seatA2Id],
    payment_method: 'cash',
    walk_in: true,
    device_name: 'Puerta Norte',
    ...overrides,
  };
}

const seat = (row: 'A' | 'B', column: number) => seatIdOf(organizationA.graderiaId, 1, row, column);

describeEachEngine('a walk-in cash sale', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it('is paid in cash at once without customer data, with the device and the cashier', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, staff);
      const sale = walkIn({ seat_ids: [seat('A', 2), seat('A', 3)] });
      const [result] = await push(sql, [op('reservations-create-manual', sale)]);
      expect(result.status).toBe('applied');
      const rows = result.status === 'applied' ? result.rows : {};
      expect(rows.reservations[0]).toMatchObject({
        id: sale.id,
        customer_name: 'Venta en taquilla',
        customer_email: null,
        customer_phone: null,
        document_number: null,
        status: 'paid',
        expires_at: null,
        total_amount: 60000, // two premium seats (×1.5) of a 20.000 stand
        source: 'manual',
      });
      expect(rows.payments).toEqual([expect.objectContaining({ amount: 60000, status: 'completed', payment_method: 'cash' })]);
      expect(rows.reservation_seats).toHaveLength(2);
      const log = rows.reservation_logs[0] as Row & { details: Row };
      expect(log.user_id).toBe(organizationA.staffId);
      expect(log.details).toMatchObject({ walk_in: true, device_id: deviceId, device_name: 'Puerta Norte', cashier_name: 'Taquillero a', payment_method: 'cash' });
    });
  });

  it('keeps a name or e-mail the cashier did type', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, staff);
      const [result] = await push(sql, [op('reservations-create-manual', walkIn({ customer_name: ' Ana ', customer_email: 'ana@correo.co' }))]);
      expect(result).toMatchObject({ status: 'applied', rows: { reservations: [{ customer_name: 'Ana', customer_email: 'ana@correo.co', status: 'paid' }] } });
    });
  });

  it('is paid at once in a long offline push too (in bulk, still a walk-in, never the dialog’s hold)', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, staff);
      // Eight sales, names given: a bulk run would store them as the dialog's 24 h cash holds.
      const columns = [2, 3, 4, 5] as const;
      const sales = [...columns.map((column) => seat('A', column)), ...columns.map((column) => seat('B', column))].map((seatId) =>
        op('reservations-create-manual', walkIn({ seat_ids: [seatId], customer_name: 'Grupo', customer_email: 'g@correo.co' })),
      );
      const results = await push(sql, sales);
      expect(results.map((result) => result.status)).toEqual(sales.map(() => 'applied'));
      await becomeOwner(sql);
      const { rows } = await sql.query<{ status: string; expires_at: string | null }>(
        'select status, expires_at from public.reservations where id = any ($1::uuid[])',
        [sales.map((sale) => (sale.payload as Row).id)],
      );
      expect(rows).toEqual(sales.map(() => ({ status: 'paid', expires_at: null })));
    });
  });

  it.each([
    ['a card booking with the walk-in flag', walkIn({ payment_method: 'mercadopago' }), 'walk_in_requires_cash', 'La venta en taquilla sin datos del cliente solo se cobra en efectivo'],
    ['a marked-paid booking with the walk-in flag', walkIn({ payment_method: 'marked_paid' }), 'walk_in_requires_cash', 'La venta en taquilla sin datos del cliente solo se cobra en efectivo'],
    ['a walk-in without a method', walkIn({ payment_method: null }), 'walk_in_requires_cash', 'La venta en taquilla sin datos del cliente solo se cobra en efectivo'],
    ['thirteen seats', walkIn({ seat_ids: Array.from({ length: 13 }, () => randomUUID()) }), 'too_many_seats', 'Una venta rápida es de máximo 12 asientos'],
    ['a malformed e-mail', walkIn({ customer_email: 'ana@correo' }), 'invalid_email', 'Correo electrónico inválido'],
    ['a NIT document', walkIn({ document_type: 'NIT' }), 'invalid_document_type', 'Tipo de documento inválido'],
    ['a flag given as text', walkIn({ walk_in: 'true' }), 'invalid_payload', 'El campo walk_in debe ser verdadero o falso'],
    ['a seat sold meanwhile', walkIn({ seat_ids: [organizationA.seatA1Id] }), 'seats_unavailable', 'Los siguientes asientos ya no están disponibles: A-1'],
    ['a dialog sale without a name (flag false)', manualSale(organizationA, { walk_in: false, customer_name: '' }), 'customer_name_required', 'El nombre es requerido'],
    ['an online-looking cash sale without data and no flag', manualSale(organizationA, { customer_name: null, customer_email: null, customer_phone: null, document_number: null }), 'customer_name_required', 'El nombre es requerido'],
  ])('refuses %s, writing nothing', async (_title, payload, code, message) => {
    await inRolledBackTransaction(engine, async (sql) => {
      const before = await rowCounts(sql);
      await becomeActor(sql, staff);
      const [result] = await push(sql, [op('reservations-create-manual', payload)]);
      await becomeOwner(sql);
      expect(result).toMatchObject({ status: 'rejected', code, message });
      expect(await rowCounts(sql)).toEqual({ ...before, sync_ops: before.sync_ops + 1 });
    });
  });
});
