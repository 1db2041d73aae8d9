// Issue 17, point 5: book_seats no longer sweeps every overdue hold on each call; it expires
// only the overdue holds on the seats it takes. A hold must still always end: visitors never
// see an overdue hold's seats as reserved, anyone can book them, the holder's limit stops
// counting them, and a booking of other seats leaves the untouched holds alone (no write,
// so concurrent bookings do not queue on one another's sweeps).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, becomeActor, becomeOwner, inRolledBackTransaction } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { addTribuna, booking, bookSeats, seatStatuses, tribunaId, tribunaSeat } from './public-booking-calls.ts';
import { createTwoOrganizations } from './two-organizations.ts';

const seatsOf = (row: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => tribunaSeat(row, from + index));
const holder = { customer_name: 'Persona que no pagó', document_number: '4000001', customer_phone: '3150000001', customer_email: 'no.pago@correo.co' };
const nextVisitor = { customer_name: 'Otra persona', document_number: '4000002', customer_phone: '3150000002', customer_email: 'otra@correo.co' };

async function statusOf(sql: Sql, reservationId: string): Promise<{ status: string; active: boolean[] }> {
  const { rows } = await sql.query<{ status: string; active: boolean[] }>(
    `select reservation.status, array_agg(sale.active order by sale.seat_id) as active
     from public.reservations as reservation join public.reservation_seats as sale on sale.reservation_id = reservation.id
     where reservation.id = $1 group by reservation.status`,
    [reservationId],
  );
  return rows[0];
}

describeEachEngine('Overdue holds after book_seats stopped sweeping them all', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await addTribuna(engine);
  });
  afterAll(() => engine?.close());

  /** Two cash holds of the same person, on row A (1-6) and row B (1-6), both overdue now. */
  async function twoOverdueHolds(sql: Sql): Promise<{ rowA: string; rowB: string }> {
    await becomeActor(sql, anonymous);
    const rowA = (await bookSeats(sql, booking({ ...holder, seat_ids: seatsOf('A', 1, 6), payment_method: 'cash' }))).reservation_id;
    const rowB = (await bookSeats(sql, booking({ ...holder, seat_ids: seatsOf('B', 1, 6), payment_method: 'cash' }))).reservation_id;
    await becomeOwner(sql);
    await sql.query("update public.reservations set expires_at = now() - interval '1 second' where id = any ($1)", [[rowA, rowB]]);
    await becomeActor(sql, anonymous);
    return { rowA, rowB };
  }

  it('shows an overdue hold’s seats as free to visitors, though nothing expired it yet', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      const { rowA } = await twoOverdueHolds(sql);
      const statuses = await seatStatuses(sql, 'evento-a');
      const tribuna = statuses.venues.find((venue) => venue.id === tribunaId)!;
      expect(tribuna).toEqual({ id: tribunaId, reserved: [], paid: [], blocked: [] });
      await becomeOwner(sql);
      expect((await statusOf(sql, rowA)).status).toBe('pending');
    });
  });

  it('sells an overdue hold’s seats, ending that hold, and leaves the holds on other seats untouched', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      const { rowA, rowB } = await twoOverdueHolds(sql);
      const booked = await bookSeats(sql, booking({ ...nextVisitor, seat_ids: [tribunaSeat('A', 2), tribunaSeat('A', 5)] }));
      expect(booked.seats.map((seat) => seat.id).sort()).toEqual([tribunaSeat('A', 2), tribunaSeat('A', 5)].sort());
      await becomeOwner(sql);
      expect(await statusOf(sql, rowA)).toEqual({ status: 'expired', active: Array(6).fill(false) });
      // The hold on row B was not written: lazy, so no booking waits on another's sweep.
      expect(await statusOf(sql, rowB)).toEqual({ status: 'pending', active: Array(6).fill(true) });
      // Still shown free, and sold when someone books it.
      await becomeActor(sql, anonymous);
      const tribuna = (await seatStatuses(sql, 'evento-a')).venues.find((venue) => venue.id === tribunaId)!;
      expect(tribuna.reserved.sort()).toEqual([tribunaSeat('A', 2), tribunaSeat('A', 5)].sort());
      await bookSeats(sql, booking({ ...nextVisitor, document_number: '4000003', customer_phone: '3150000003', customer_email: 'tercera@correo.co', seat_ids: seatsOf('B', 1, 6) }));
      await becomeOwner(sql);
      expect(await statusOf(sql, rowB)).toEqual({ status: 'expired', active: Array(6).fill(false) });
    });
  });

  it('does not count the holder’s overdue holds against the 12-seat limit', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await twoOverdueHolds(sql);
      const again = await bookSeats(sql, booking({ ...holder, seat_ids: seatsOf('C', 1, 10), payment_method: 'cash' }));
      expect(again.status).toBe('pending');
      expect(again.seats).toHaveLength(10);
    });
  });
}, { hosted: true });
