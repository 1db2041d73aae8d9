// Refunding a paid card booking through the provider: the organizer asks
// (request_card_refund records a pending refund), the provider's signed notification
// completes it (confirm_provider_payment), and only then is the booking cancelled and its
// seats free. The charge stays completed; the money of the booking is then 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, becomeActor, becomeOwner, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import {
  addTribuna, booking, bookSeats, confirmParams, confirmProviderPayment, confirmProviderPaymentCall, failedCall,
  requestCardRefundCall, type Booking, type CallFailure, type CardRefundRequest,
} from './public-booking-calls.ts';
import { moneyMismatches } from '../reliability/money-check.ts';
import { rowCounts } from './row-counts.ts';
import { op, pushApplied } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const REASON = 'El evento se aplazó y la clienta no puede asistir';
const DEVICE = 'tablet-taquilla-1';

/** Money of a reservation as the issue defines it: completed charges minus completed refunds. */
async function moneyOf(sql: Sql, reservationId: string): Promise<number> {
  const { rows } = await sql.query<{ money: number }>(
    `select coalesce(sum(case kind when 'charge' then amount else -amount end) filter (where status = 'completed'), 0)::int as money
     from public.payments where reservation_id = $1`,
    [reservationId],
  );
  return rows[0].money;
}

describeEachEngine('Card refunds through the provider', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    await addTribuna(engine);
  });
  afterAll(() => engine?.close());

  let counter = 0;
  /** A visitor's card booking the provider approved, then `work` in the same rolled-back transaction. */
  const withPaidCardBooking = (work: (sql: Sql, paid: Booking) => Promise<void>) =>
    inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, anonymous);
      const booked = await bookSeats(sql, booking({ payment_method: 'mercadopago' }));
      counter += 1;
      await confirmProviderPayment(sql, { notification_id: `pago-${counter}`, payment_id: booked.payment_id, status: 'approved', amount: booked.total_amount });
      await work(sql, booked);
    });

  const requestRefund = async (sql: Sql, reservationId: string, actor = user(organizationA.organizerId)) => {
    await becomeActor(sql, actor);
    return (await sql.query<{ refund: CardRefundRequest }>(requestCardRefundCall, [reservationId, REASON, DEVICE])).rows[0].refund;
  };

  const refundRows = async (sql: Sql, reservationId: string) => {
    await becomeOwner(sql);
    return {
      payments: (await sql.query('select kind, status, amount, payment_method from public.payments where reservation_id = $1 order by kind', [reservationId])).rows,
      reservation: (await sql.query('select status from public.reservations where id = $1', [reservationId])).rows[0],
      activeSeats: (await sql.query('select count(*)::int as n from public.reservation_seats where reservation_id = $1 and active', [reservationId])).rows[0].n,
      logs: (await sql.query(
        "select user_id, action, details from public.reservation_logs where reservation_id = $1 and action like 'refund%' order by created_at, action",
        [reservationId],
      )).rows,
    };
  };

  it('the organizer asks, the provider confirms: refund completed, booking cancelled, seats free, money 0, logged', async () => {
    await withPaidCardBooking(async (sql, paid) => {
      const requested = await requestRefund(sql, paid.reservation_id);
      expect(requested).toEqual({
        refund_id: expect.any(String), charge_payment_id: paid.payment_id, reservation_id: paid.reservation_id, amount: 125000, status: 'pending',
      });
      // Until the provider confirms, the booking is still paid and its money still in.
      expect(await refundRows(sql, paid.reservation_id)).toMatchObject({ reservation: { status: 'paid' }, activeSeats: 2 });
      expect(await moneyOf(sql, paid.reservation_id)).toBe(125000);
      expect(await moneyMismatches(sql)).toEqual([]);

      const confirmed = await confirmProviderPayment(sql, { notification_id: 'reembolso-1', payment_id: requested.refund_id, status: 'approved', amount: 125000 });
      expect(confirmed).toMatchObject({ kind: 'refund', status: 'completed', reservation_status: 'cancelled' });
      const refundDetails = { method: 'mercadopago', amount: 125000, refund_payment_id: requested.refund_id, reason: REASON, device_id: DEVICE };
      expect(await refundRows(sql, paid.reservation_id)).toEqual({
        payments: [
          { kind: 'charge', status: 'completed', amount: 125000, payment_method: 'mercadopago' },
          { kind: 'refund', status: 'completed', amount: 125000, payment_method: 'mercadopago' },
        ],
        reservation: { status: 'cancelled' },
        activeSeats: 0,
        logs: [
          { user_id: organizationA.organizerId, action: 'refund_requested', details: { ...refundDetails, charge_payment_id: paid.payment_id } },
          { user_id: organizationA.organizerId, action: 'refunded', details: { ...refundDetails, provider: 'sandbox' } },
        ],
      });
      expect(await moneyOf(sql, paid.reservation_id)).toBe(0);
      await becomeOwner(sql);
      expect(await moneyMismatches(sql)).toEqual([]);
      // The seats can be booked again.
      await becomeActor(sql, anonymous);
      expect((await bookSeats(sql, booking({ payment_method: 'cash' }))).status).toBe('pending');
    });
  });

  it('a refund the provider refuses leaves the booking paid, and another may be asked for', async () => {
    await withPaidCardBooking(async (sql, paid) => {
      const first = await requestRefund(sql, paid.reservation_id);
      expect(await confirmProviderPayment(sql, { notification_id: 'reembolso-rechazado', payment_id: first.refund_id, status: 'rejected', amount: 125000 }))
        .toMatchObject({ kind: 'refund', status: 'failed', reservation_status: 'paid' });
      expect(await moneyOf(sql, paid.reservation_id)).toBe(125000);
      const second = await requestRefund(sql, paid.reservation_id);
      expect(second.refund_id).not.toBe(first.refund_id);
      // One transaction here, so one timestamp: the actions sorted.
      expect((await refundRows(sql, paid.reservation_id)).logs.map((log) => log.action)).toEqual(['refund_failed', 'refund_requested', 'refund_requested']);
    });
  });

  describe('refuses, writing nothing', () => {
    const expectRefused = async (sql: Sql, actor: Parameters<typeof becomeActor>[1], args: unknown[], failure: CallFailure) => {
      await becomeOwner(sql);
      const before = await rowCounts(sql);
      await becomeActor(sql, actor);
      expect(await failedCall(sql, requestCardRefundCall, args)).toEqual(failure);
      await becomeOwner(sql);
      expect(await rowCounts(sql)).toEqual(before);
    };

    it('a visitor, a staff member, another organization', async () => {
      await withPaidCardBooking(async (sql, paid) => {
        await expectRefused(sql, anonymous, [paid.reservation_id, REASON, null], { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' });
        await expectRefused(sql, user(organizationA.staffId!), [paid.reservation_id, REASON, null], {
          code: '42501', detail: 'forbidden', message: 'Solo el organizador puede reembolsar pagos con tarjeta',
        });
        await expectRefused(sql, user(organizationB.organizerId), [paid.reservation_id, REASON, null], {
          code: 'PT404', detail: 'reservation_not_found', message: 'Reserva no encontrada',
        });
      });
    });

    it('without a reason, or with one too long', async () => {
      await withPaidCardBooking(async (sql, paid) => {
        const organizer = user(organizationA.organizerId);
        for (const reason of [null, '   ']) {
          await expectRefused(sql, organizer, [paid.reservation_id, reason, null], { code: 'P0001', detail: 'reason_required', message: 'Indica el motivo del reembolso' });
        }
        await expectRefused(sql, organizer, [paid.reservation_id, 'x'.repeat(501), null], { code: 'P0001', detail: 'field_too_long', message: 'El campo Motivo es demasiado largo' });
      });
    });

    it('a booking already refunded or being refunded', async () => {
      await withPaidCardBooking(async (sql, paid) => {
        const organizer = user(organizationA.organizerId);
        const requested = await requestRefund(sql, paid.reservation_id);
        const already = { code: 'PT409', detail: 'already_refunded', message: 'Esta reserva ya tiene un reembolso en curso o completado' };
        await expectRefused(sql, organizer, [paid.reservation_id, REASON, null], already);
        await confirmProviderPayment(sql, { notification_id: 'reembolso-hecho', payment_id: requested.refund_id, status: 'approved', amount: 125000 });
        await expectRefused(sql, organizer, [paid.reservation_id, REASON, null], { code: 'PT409', detail: 'not_paid', message: 'Solo se pueden reembolsar reservas pagadas' });
        // The provider repeating its refund notification changes nothing either.
        await becomeOwner(sql);
        const before = await rowCounts(sql);
        await sql.query("select set_config('role', 'service_role', true)");
        expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams({ notification_id: 'reembolso-hecho', payment_id: requested.refund_id, status: 'approved', amount: 125000 })))
          .toMatchObject({ detail: 'notification_replayed' });
        expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams({ notification_id: 'reembolso-otra-vez', payment_id: requested.refund_id, status: 'approved', amount: 125000 })))
          .toMatchObject({ detail: 'payment_already_settled' });
        await becomeOwner(sql);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });

    it('an unpaid booking, and one paid in cash (refunded at the box office instead)', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, anonymous);
        const unpaid = await bookSeats(sql, booking({ payment_method: 'mercadopago' }));
        const organizer = user(organizationA.organizerId);
        await expectRefused(sql, organizer, [unpaid.reservation_id, REASON, null], { code: 'PT409', detail: 'not_paid', message: 'Solo se pueden reembolsar reservas pagadas' });
        await becomeActor(sql, organizer);
        await pushApplied(sql, op('reservations-process-payment', { reservation_id: unpaid.reservation_id }));
        await expectRefused(sql, organizer, [unpaid.reservation_id, REASON, null], {
          code: 'PT409', detail: 'not_card_payment', message: 'Esta reserva no se pagó con tarjeta: reembólsala en efectivo en la taquilla',
        });
      });
    });

    it('a refund notification for another amount', async () => {
      await withPaidCardBooking(async (sql, paid) => {
        const requested = await requestRefund(sql, paid.reservation_id);
        await becomeOwner(sql);
        const before = await rowCounts(sql);
        await sql.query("select set_config('role', 'service_role', true)");
        expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams({ notification_id: 'reembolso-de-mas', payment_id: requested.refund_id, status: 'approved', amount: 250000 })))
          .toMatchObject({ code: 'PT409', detail: 'amount_mismatch' });
        await becomeOwner(sql);
        expect(await rowCounts(sql)).toEqual(before);
        expect((await refundRows(sql, paid.reservation_id)).reservation).toEqual({ status: 'paid' });
      });
    });
  });
}, { hosted: true });
