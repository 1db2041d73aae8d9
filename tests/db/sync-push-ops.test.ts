// Each kind of op sync_push applies, and the server rows it answers with: what the device
// replaces its optimistic rows with.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { asActor, becomeActor, becomeOwner, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { manualSale, op, push, pushApplied, type Row } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);
const hoursFromNow = (row: Row, column: string) => (new Date(row[column] as string).getTime() - Date.now()) / 3_600_000;

describeEachEngine('sync_push applies each kind of op', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  describe('venues', () => {
    it('creates a stand with the device’s id and answers with it and all its seats', async () => {
      const id = randomUUID();
      await asActor(engine, organizer, async (sql) => {
        const rows = await pushApplied(sql, op('graderias-create', {
          id, name: ' Palco Norte ', rows: 2, columns: 3, floors: 2, base_price: 80000, location_name: 'Malecón', location_lat: 2.93, location_lng: -75.29,
        }));
        expect(rows.graderias).toEqual([expect.objectContaining({
          id, organization_id: organizationA.id, name: 'Palco Norte', rows: 2, columns: 3, floors: 2, base_price: 80000, total_capacity: 12,
          location_name: 'Malecón', location_lat: 2.93, location_lng: -75.29, is_active: true,
        })]);
        expect(rows.seats).toHaveLength(12);
        expect(rows.seats[0]).toMatchObject({ id: seatIdOf(id, 1, 'A', 1), graderia_id: id, row_letter: 'A', seat_number: '1' });
        expect(rows.graderias[0]).not.toHaveProperty('sync_xid');
      });
    });

    it('edits name, description, location, price and the active switch, keeping what the op leaves out', async () => {
      await asActor(engine, organizer, async (sql) => {
        const rows = await pushApplied(sql, op('graderias-update', {
          id: organizationA.graderiaId, name: 'Gradería Renovada', description: '', base_price: 25000, is_active: false,
        }));
        expect(rows).toEqual({
          graderias: [expect.objectContaining({
            id: organizationA.graderiaId, name: 'Gradería Renovada', description: null, base_price: 25000, is_active: false, rows: 2, columns: 5,
          })],
        });
      });
    });
  });

  describe('events', () => {
    it('creates an event with the spec’s defaults: slug from the name, end date = start, 18:00 to 23:00', async () => {
      const id = randomUUID();
      await asActor(engine, organizer, async (sql) => {
        const rows = await pushApplied(sql, op('events-create', {
          id, name: 'Festival Folclórico  del Bambuco ¡Año 2026!', event_date: '2026-06-12', graderia_ids: [organizationA.graderiaId],
        }));
        expect(rows.events).toEqual([expect.objectContaining({
          id, organization_id: organizationA.id, slug: 'festival-folclorico-del-bambuco-ano-2026',
          event_date: '2026-06-12', end_date: '2026-06-12', event_time: '18:00:00', end_time: '23:00:00', is_active: true,
        })]);
        expect(rows.event_graderias).toEqual([expect.objectContaining({ event_id: id, graderia_id: organizationA.graderiaId })]);
      });
    });

    it('keeps a slug the organizer typed', async () => {
      await asActor(engine, organizer, async (sql) => {
        const rows = await pushApplied(sql, op('events-create', { id: randomUUID(), name: 'San Pedro', slug: 'san-pedro-neiva', event_date: '2026-06-28' }));
        expect(rows.events[0]).toMatchObject({ slug: 'san-pedro-neiva' });
        expect(rows.event_graderias).toEqual([]);
      });
    });

    it('edits an event and replaces the stands it sells', async () => {
      await asActor(engine, organizer, async (sql) => {
        const rows = await pushApplied(sql, op('events-update', {
          id: organizationA.draftEventId, name: 'Concierto de cierre', slug: '', end_date: '2026-08-02', end_time: '22:30',
          is_active: false, graderia_ids: [organizationA.graderiaId],
        }));
        expect(rows.events).toEqual([expect.objectContaining({
          id: organizationA.draftEventId, name: 'Concierto de cierre', slug: 'concierto-de-cierre',
          event_date: '2026-08-01', end_date: '2026-08-02', event_time: '18:00:00', end_time: '22:30:00', is_active: false,
        })]);
        expect(rows.event_graderias).toEqual([expect.objectContaining({ graderia_id: organizationA.graderiaId })]);

        const emptied = await pushApplied(sql, op('events-update', { id: organizationA.draftEventId, graderia_ids: [] }));
        expect(emptied.event_graderias).toEqual([]);
        expect(emptied.events[0]).toMatchObject({ name: 'Concierto de cierre' });
      });
    });
  });

  describe('manual reservations', () => {
    it('sells for cash: pending for 24 hours, no payment yet, logged with the dialog’s details (staff may sell)', async () => {
      const sale = manualSale(organizationA, { notes: ' Llegan tarde ', includes_children: true });
      await asActor(engine, staff, async (sql) => {
        const rows = await pushApplied(sql, op('reservations-create-manual', sale));
        const [reservation] = rows.reservations;
        expect(reservation).toMatchObject({
          id: sale.id, event_id: organizationA.eventId, status: 'pending', total_amount: 30000, source: 'manual',
          customer_name: 'María Fernanda Rojas', customer_email: 'maria.rojas@correo.co', document_type: 'CC', notes: 'Llegan tarde',
        });
        expect(hoursFromNow(reservation, 'expires_at')).toBeCloseTo(24, 1);
        expect(rows.reservation_seats).toEqual([expect.objectContaining({ seat_id: organizationA.seatA2Id, price: 30000, active: true })]);
        expect(rows.payments).toEqual([]);
        expect(rows.reservation_logs).toEqual([expect.objectContaining({
          action: 'created', user_id: organizationA.staffId,
          details: {
            method: 'manual', payment_method: 'cash', seats_count: 1, total_amount: 30000, discount_applied: false, discount_amount: 0,
            discount_code: null, includes_children: true, share_venue: false,
            seats_reserved: [{ seat_id: organizationA.seatA2Id, row_letter: 'A', seat_number: '2', price: 30000 }],
          },
        })]);
      });
    });

    it.each([
      ['marked_paid', 'paid', { status: 'completed', payment_method: 'cash' }],
      ['mercadopago', 'confirmed', { status: 'pending', payment_method: 'mercadopago' }],
    ])('sells with %s: %s, with a %o payment', async (method, status, payment) => {
      await asActor(engine, organizer, async (sql) => {
        const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { payment_method: method })));
        expect(rows.reservations[0]).toMatchObject({ status, expires_at: null });
        expect(rows.payments).toEqual([expect.objectContaining({ ...payment, amount: 30000 })]);
      });
    });

    it('prices each seat at base price × multiplier in whole pesos and takes the discount code off the sum', async () => {
      const venueId = randomUUID();
      const eventId = randomUUID();
      // 1 × 9 seats: columns 1–4 and 6–9 premium (× 1.5), column 5 regular.
      const premium = seatIdOf(venueId, 1, 'A', 1);
      const regular = seatIdOf(venueId, 1, 'A', 5);
      await asActor(engine, organizer, async (sql) => {
        const results = await push(sql, [
          op('graderias-create', { id: venueId, name: 'Precios raros', rows: 1, columns: 9, floors: 1, base_price: 33333 }),
          op('events-create', { id: eventId, name: 'Prueba de precios', event_date: '2026-09-01', graderia_ids: [venueId] }),
          op('reservations-create-manual', manualSale(organizationA, { event_id: eventId, seat_ids: [premium, regular], discount_code: ' descuentoa ' })),
        ]);
        expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
        const sold = results[2].status === 'applied' ? results[2].rows : {};
        // 33333 × 1.5 = 49999.5 → 50000; (50000 + 33333) × 10% = 8333.3 → 8333 off.
        expect(sold.reservation_seats.map((seat) => [seat.seat_id, seat.price])).toEqual(
          expect.arrayContaining([[premium, 50000], [regular, 33333]]),
        );
        expect(sold.reservations[0]).toMatchObject({ total_amount: 75000 });
        expect(sold.reservation_logs[0].details).toMatchObject({ discount_applied: true, discount_amount: 8333, discount_code: 'DESCUENTOA' });
      });
    });

    it('sells a seat whose hold is overdue: the push expires the hold first', async () => {
      await asActor(engine, staff, async (sql) => {
        await expireFixtureHold(sql);
        const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationA.seatA1Id] })));
        expect(rows.reservation_seats).toEqual([expect.objectContaining({ seat_id: organizationA.seatA1Id, active: true })]);
        const { rows: held } = await sql.query('select status from public.reservations where id = $1', [organizationA.reservationId]);
        expect(held).toEqual([{ status: 'expired' }]);
      });
    });
  });

  describe('payments and cancellations', () => {
    it('processes a pending reservation’s payment: paid, its pending cash payment completed, logged', async () => {
      await asActor(engine, staff, async (sql) => {
        const rows = await pushApplied(sql, op('reservations-process-payment', { reservation_id: organizationA.reservationId }));
        expect(rows.reservations).toEqual([expect.objectContaining({ id: organizationA.reservationId, status: 'paid' })]);
        expect(rows.payments).toEqual([expect.objectContaining({ id: organizationA.paymentId, status: 'completed', payment_method: 'cash', amount: 30000 })]);
        expect(rows.reservation_logs.at(-1)).toMatchObject({
          action: 'payment_processed', user_id: organizationA.staffId, details: { method: 'cash', amount: 30000 },
        });
      });
    });

    it('records a completed cash payment when the reservation had none', async () => {
      await asActor(engine, organizer, async (sql) => {
        const sale = manualSale(organizationA);
        await pushApplied(sql, op('reservations-create-manual', sale));
        const rows = await pushApplied(sql, op('reservations-process-payment', { reservation_id: sale.id }));
        expect(rows.payments).toEqual([expect.objectContaining({ status: 'completed', payment_method: 'cash', amount: 30000 })]);
      });
    });

    it('cancels: seats released for a new sale, logged with the organizer’s reason', async () => {
      await asActor(engine, organizer, async (sql) => {
        const rows = await pushApplied(sql, op('reservations-cancel', { reservation_id: organizationA.reservationId }));
        expect(rows.reservations).toEqual([expect.objectContaining({ status: 'cancelled' })]);
        expect(rows.reservation_seats).toEqual([expect.objectContaining({ seat_id: organizationA.seatA1Id, active: false })]);
        expect(rows.reservation_logs.at(-1)).toMatchObject({ action: 'cancelled', details: { reason: 'Cancelled by organizer' } });
        await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { seat_ids: [organizationA.seatA1Id] })));
      });
    });

    it('keeps the reason a cashier gives, e.g. when returning the cash after a conflict', async () => {
      await asActor(engine, staff, async (sql) => {
        const rows = await pushApplied(sql, op('reservations-cancel', { reservation_id: organizationA.reservationId, reason: 'Devolver efectivo' }));
        expect(rows.reservation_logs.at(-1)).toMatchObject({ details: { reason: 'Devolver efectivo' } });
      });
    });
  });
});

/** Makes the fixture's pending hold of seat A1 overdue, then acts as staff again. */
async function expireFixtureHold(sql: Sql): Promise<void> {
  await becomeOwner(sql);
  await sql.query("update public.reservations set expires_at = now() - interval '1 minute' where id = $1", [organizationA.reservationId]);
  await becomeActor(sql, staff);
}
