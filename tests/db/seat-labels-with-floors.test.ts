// A stand of two floors has a seat A-1 on each: the server's messages and the sandbox page
// name them apart ('P1-A-1, P2-A-1'), and a one-floor stand keeps the spec's 'A-1'.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, becomeActor, becomeOwner, inRolledBackTransaction } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { addTribuna, booking, bookSeats, bookSeatsCall, failedCall, getSandboxPaymentCall, tribunaSeat } from './public-booking-calls.ts';
import { seatIdOf } from './seat-id.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const palcoId = 'eeeeeeee-0000-4000-8000-0000000000f2';
const palcoSeat = (floor: number, row: string, column: number) => seatIdOf(palcoId, floor, row, column);

/** 'Palco Doble' of organization A, 1 row × 2 columns on 2 floors, sold by its event. */
async function addTwoFloorStand(sql: Sql): Promise<void> {
  await sql.query(
    "insert into public.graderias (id, organization_id, name, rows, columns, floors, base_price) values ($1, $2, 'Palco Doble', 1, 2, 2, 40000)",
    [palcoId, organizationA.id],
  );
  await sql.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [organizationA.eventId, palcoId, organizationA.id]);
}

describeEachEngine('Seats named with their floor', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await addTribuna(engine);
    await addTwoFloorStand(engine);
  });
  afterAll(() => engine?.close());

  const bothA1 = () => [palcoSeat(2, 'A', 1), palcoSeat(1, 'A', 1)];

  it('the seats taken meanwhile are named with their floor when the stand has two', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, anonymous);
      await bookSeats(sql, booking({ seat_ids: bothA1() }));
      const { text, params } = bookSeatsCall(booking({ seat_ids: [...bothA1(), tribunaSeat('A', 5)] }));
      expect(await failedCall(sql, text, params)).toMatchObject({
        detail: 'seats_unavailable',
        message: 'Los siguientes asientos ya no están disponibles: P1-A-1, P2-A-1',
      });
    });
  });

  it('a one-floor stand keeps row and number', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeOwner(sql);
      const { rows } = await sql.query<{ labels: string }>('select public.seat_labels($1::uuid[]) as labels', [[tribunaSeat('A', 6), tribunaSeat('A', 5)]]);
      expect(rows[0].labels).toBe('A-5, A-6');
    });
  });

  it('the sandbox payment page lists both A-1 seats apart', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, anonymous);
      const booked = await bookSeats(sql, booking({ seat_ids: [...bothA1(), tribunaSeat('B', 2)], payment_method: 'mercadopago' }));
      const { rows } = await sql.query<{ payment: { seats: string[] } }>(getSandboxPaymentCall, [booked.payment_id]);
      expect([...rows[0].payment.seats].sort()).toEqual(['B-2', 'P1-A-1', 'P2-A-1']);
    });
  });
});
