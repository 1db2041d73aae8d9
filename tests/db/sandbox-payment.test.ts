// The sandbox card checkout that stands in for the payment provider: whoever holds a card
// booking's payment id may see it and settle it once; approval pays the reservation,
// rejection cancels it and frees its seats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, becomeActor, becomeOwner, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import {
  addTribuna, booking, bookSeats, failedCall, getSandboxPaymentCall, seatStatuses, settleSandboxPayment, settleSandboxPaymentCall,
  tribunaId, tribunaSeat, type Booking, type CallFailure,
} from './public-booking-calls.ts';
import { rowCounts } from './row-counts.ts';
import { manualSale, op, pushApplied } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const paymentNotFound: CallFailure = { code: 'PT404', detail: 'payment_not_found', message: 'Pago no encontrado' };
const alreadySettled: CallFailure = { code: 'PT409', detail: 'payment_already_settled', message: 'Este pago ya fue procesado' };

const bookByCard = (sql: Sql) => bookSeats(sql, booking({ payment_method: 'mercadopago' }));

/** The rows a settlement touches, as the owner sees them. */
async function settlementRows(sql: Sql, booked: Booking) {
  const payment = (await sql.query('select status, amount from public.payments where id = $1', [booked.payment_id])).rows[0];
  const reservation = (await sql.query('select status from public.reservations where id = $1', [booked.reservation_id])).rows[0];
  const seats = (await sql.query('select seat_id, active from public.reservation_seats where reservation_id = $1 order by seat_id', [booked.reservation_id])).rows;
  const logs = (await sql.query(
    "select user_id, action, details from public.reservation_logs where reservation_id = $1 and action <> 'created'",
    [booked.reservation_id],
  )).rows;
  return { payment, reservation, seats, logs };
}

describeEachEngine('The sandbox checkout', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await addTribuna(engine);
  });
  afterAll(() => engine?.close());

  /** A card booking made by a visitor, then `work` in the same rolled-back transaction, still as the visitor. */
  const withCardBooking = (work: (sql: Sql, booked: Booking) => Promise<void>) =>
    inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, anonymous);
      await work(sql, await bookByCard(sql));
    });

  it('shows the payment of a card booking to whoever holds its id, writing nothing', async () => {
    await withCardBooking(async (sql, booked) => {
      await becomeOwner(sql);
      const before = await rowCounts(sql);
      await becomeActor(sql, anonymous);
      const { rows } = await sql.query(getSandboxPaymentCall, [booked.payment_id]);
      expect(rows[0].payment).toEqual({
        payment_id: booked.payment_id, status: 'pending', amount: 125000, reservation_id: booked.reservation_id,
        reservation_status: 'confirmed', customer_name: 'Ana María Pérez', event_name: 'Evento a', event_slug: 'evento-a',
        seats: ['A-1', 'A-5'],
      });
      await becomeOwner(sql);
      expect(await rowCounts(sql)).toEqual(before);
    });
  });

  it('approving completes the payment and pays the reservation, logged as the provider’s', async () => {
    await withCardBooking(async (sql, booked) => {
      const settled = await settleSandboxPayment(sql, booked.payment_id, true);
      expect(settled).toMatchObject({ payment_id: booked.payment_id, status: 'completed', amount: 125000, reservation_status: 'paid', seats: ['A-1', 'A-5'] });
      expect((await seatStatuses(sql, 'evento-a')).venues.find((venue) => venue.id === tribunaId)).toMatchObject({ reserved: [], paid: [tribunaSeat('A', 1), tribunaSeat('A', 5)].sort() });
      await becomeOwner(sql);
      expect(await settlementRows(sql, booked)).toEqual({
        payment: { status: 'completed', amount: 125000 },
        reservation: { status: 'paid' },
        seats: [tribunaSeat('A', 1), tribunaSeat('A', 5)].sort().map((seat_id) => ({ seat_id, active: true })),
        logs: [{ user_id: null, action: 'payment_processed', details: { method: 'mercadopago', sandbox: true, amount: 125000 } }],
      });
    });
  });

  it('rejecting fails the payment and cancels the booking, so its seats can be booked again', async () => {
    await withCardBooking(async (sql, booked) => {
      const settled = await settleSandboxPayment(sql, booked.payment_id, false);
      expect(settled).toMatchObject({ status: 'failed', reservation_status: 'cancelled', seats: ['A-1', 'A-5'] });
      await becomeOwner(sql);
      expect(await settlementRows(sql, booked)).toEqual({
        payment: { status: 'failed', amount: 125000 },
        reservation: { status: 'cancelled' },
        seats: [tribunaSeat('A', 1), tribunaSeat('A', 5)].sort().map((seat_id) => ({ seat_id, active: false })),
        logs: [{ user_id: null, action: 'cancelled', details: { reason: 'Pago rechazado por la pasarela', sandbox: true } }],
      });
      await becomeActor(sql, anonymous);
      expect((await bookByCard(sql)).status).toBe('confirmed');
    });
  });

  it.each([true, false])('refuses to settle a settled payment again (approved: %s), changing nothing', async (approved) => {
    await withCardBooking(async (sql, booked) => {
      await settleSandboxPayment(sql, booked.payment_id, true);
      await becomeOwner(sql);
      const before = { counts: await rowCounts(sql), rows: await settlementRows(sql, booked) };
      await becomeActor(sql, anonymous);
      expect(await failedCall(sql, settleSandboxPaymentCall, [booked.payment_id, approved])).toEqual(alreadySettled);
      await becomeOwner(sql);
      expect({ counts: await rowCounts(sql), rows: await settlementRows(sql, booked) }).toEqual(before);
    });
  });

  it('refuses an outcome that is neither approval nor rejection', async () => {
    await withCardBooking(async (sql, booked) => {
      expect(await failedCall(sql, settleSandboxPaymentCall, [booked.payment_id, null])).toEqual({
        code: 'P0001', detail: 'invalid_outcome', message: 'Resultado de pago inválido',
      });
      await becomeOwner(sql);
      expect((await settlementRows(sql, booked)).payment.status).toBe('pending');
    });
  });

  describe('knows only card payments of public bookings', () => {
    const otherPayments: [string, (sql: Sql) => Promise<string>][] = [
      ['an unknown id', async () => 'dddddddd-0000-4000-8000-000000000404'],
      ['the payment of a public cash booking', async (sql) => (await bookSeats(sql, booking({ payment_method: 'cash' }))).payment_id],
      ['a cash payment taken at the box office', async () => organizationA.paymentId],
      [
        'a card sale made at the box office',
        async (sql) => {
          await becomeActor(sql, user(organizationA.staffId!));
          const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { seat_ids: [tribunaSeat('C', 5)], payment_method: 'mercadopago' })));
          await becomeActor(sql, anonymous);
          return rows.payments[0].id as string;
        },
      ],
    ];

    it.each(otherPayments)('answers 404 for %s, to a look and to a settlement, writing nothing', async (_title, paymentOf) => {
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, anonymous);
        const paymentId = await paymentOf(sql);
        await becomeOwner(sql);
        const before = await rowCounts(sql);
        await becomeActor(sql, anonymous);
        expect(await failedCall(sql, getSandboxPaymentCall, [paymentId])).toEqual(paymentNotFound);
        expect(await failedCall(sql, settleSandboxPaymentCall, [paymentId, true])).toEqual(paymentNotFound);
        await becomeOwner(sql);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });
  });

  describe('a booking the box office cancelled meanwhile', () => {
    const cancelAtTheBoxOffice = async (sql: Sql, booked: Booking) => {
      await becomeActor(sql, user(organizationA.organizerId));
      await pushApplied(sql, op('reservations-cancel', { reservation_id: booked.reservation_id }));
      await becomeActor(sql, anonymous);
    };

    it('stays closed when the payment is approved: its seats may be sold again', async () => {
      await withCardBooking(async (sql, booked) => {
        await cancelAtTheBoxOffice(sql, booked);
        expect(await failedCall(sql, settleSandboxPaymentCall, [booked.payment_id, true])).toEqual({
          code: 'PT409', detail: 'reservation_closed', message: 'La reserva ya está cerrada y no se puede reabrir',
        });
        await becomeOwner(sql);
        expect(await settlementRows(sql, booked)).toMatchObject({
          payment: { status: 'pending' }, reservation: { status: 'cancelled' }, logs: [{ action: 'cancelled', user_id: organizationA.organizerId }],
        });
      });
    });

    it('is left as it is when the payment is rejected', async () => {
      await withCardBooking(async (sql, booked) => {
        await cancelAtTheBoxOffice(sql, booked);
        expect(await settleSandboxPayment(sql, booked.payment_id, false)).toMatchObject({ status: 'failed', reservation_status: 'cancelled' });
        await becomeOwner(sql);
        expect(await settlementRows(sql, booked)).toMatchObject({
          payment: { status: 'failed' }, logs: [{ action: 'cancelled', user_id: organizationA.organizerId }],
        });
      });
    });
  });
});
