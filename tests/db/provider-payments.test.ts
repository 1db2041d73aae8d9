// Card payments of the public page are settled by the payment provider only: the webhook,
// after verifying the provider's signature, calls confirm_provider_payment as service_role.
// No browser role can execute it (settle_sandbox_payment, which anon could, is gone); a
// notification applies once, for the right amount, while the hold lasts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import {
  addTribuna, booking, bookSeats, confirmParams, confirmProviderPayment, confirmProviderPaymentCall, failedCall,
  getSandboxPaymentCall, seatStatuses, tribunaId, tribunaSeat, type Booking, type CallFailure, type ProviderNotification,
} from './public-booking-calls.ts';
import { rowCounts } from './row-counts.ts';
import { manualSale, op, pushApplied } from './sync-calls.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

const paymentNotFound: CallFailure = { code: 'PT404', detail: 'payment_not_found', message: 'Pago no encontrado' };
const alreadySettled: CallFailure = { code: 'PT409', detail: 'payment_already_settled', message: 'Este pago ya fue procesado' };

const bookByCard = (sql: Sql) => bookSeats(sql, booking({ payment_method: 'mercadopago' }));

let notificationCounter = 0;
/** A fresh provider notification about `booked`'s charge, approved for its amount unless told. */
const notificationFor = (booked: Booking, overrides: Partial<ProviderNotification> = {}): ProviderNotification => {
  notificationCounter += 1;
  return { notification_id: `sandbox-${notificationCounter}`, payment_id: booked.payment_id, status: 'approved', amount: booked.total_amount, ...overrides };
};

/** The rows a notification touches, as the owner sees them. */
async function settlementRows(sql: Sql, booked: Booking) {
  const payment = (await sql.query('select status, amount from public.payments where id = $1', [booked.payment_id])).rows[0];
  const reservation = (await sql.query('select status from public.reservations where id = $1', [booked.reservation_id])).rows[0];
  const seats = (await sql.query('select seat_id, active from public.reservation_seats where reservation_id = $1 order by seat_id', [booked.reservation_id])).rows;
  const logs = (await sql.query(
    "select user_id, action, details from public.reservation_logs where reservation_id = $1 and action <> 'created' order by created_at, action",
    [booked.reservation_id],
  )).rows;
  return { payment, reservation, seats, logs };
}

/** Everything the database holds, to show that a refusal wrote nothing. */
const snapshot = async (sql: Sql, booked: Booking) => {
  await becomeOwner(sql);
  return { counts: await rowCounts(sql), rows: await settlementRows(sql, booked) };
};

const bookedSeats = [tribunaSeat('A', 1), tribunaSeat('A', 5)].sort();

describeEachEngine('Card payments confirmed by the provider', (engineUnderTest) => {
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

  describe('who may settle a payment', () => {
    it('no browser role may execute confirm_provider_payment; only service_role may', async () => {
      const { rows } = await engine.query<{ role: string; allowed: boolean }>(
        `select role, has_function_privilege(role, 'public.confirm_provider_payment(text, uuid, text, integer, text, text)', 'execute') as allowed
         from unnest(array['anon', 'authenticated', 'service_role']) as role order by role`,
      );
      expect(rows).toEqual([
        { role: 'anon', allowed: false }, { role: 'authenticated', allowed: false }, { role: 'service_role', allowed: true },
      ]);
    });

    it('settle_sandbox_payment, which let a visitor mark its own payment paid, no longer exists', async () => {
      const { rows } = await engine.query("select 1 from pg_proc where proname = 'settle_sandbox_payment'");
      expect(rows).toEqual([]);
    });

    for (const [who, actor] of [['a visitor (anon)', anonymous], ['an organizer', user(organizationA.organizerId)], ['a staff member', user(organizationA.staffId!)]] as const) {
      it(`${who} holding the payment id cannot mark it paid`, async () => {
        // As PostgREST would run it (as authenticator on the hosted-shaped engine).
        await asActor(engine, anonymous, async (sql) => {
          const booked = await bookByCard(sql);
          await becomeActor(sql, actor);
          expect(failureOf(await attempt(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked)))).code).toBe('42501');
          expect(failureOf(await attempt(sql, 'select public.settle_sandbox_payment(payment_id => $1, approved => true)', [booked.payment_id])).code).toBe('42883');
          await becomeActor(sql, anonymous);
          const { rows } = await sql.query(getSandboxPaymentCall, [booked.payment_id]);
          expect(rows[0].payment).toMatchObject({ status: 'pending', reservation_status: 'pending' });
        });
      });
    }
  });

  it('a card booking is a pending hold of 15 minutes, shown on the checkout page with the time left', async () => {
    await withCardBooking(async (sql, booked) => {
      expect(booked.status).toBe('pending');
      const heldSeconds = (new Date(booked.expires_at!).getTime() - Date.now()) / 1000;
      expect(heldSeconds).toBeGreaterThan(15 * 60 - 30);
      expect(heldSeconds).toBeLessThanOrEqual(15 * 60 + 1);
      const { rows } = await sql.query<{ payment: { seconds_left: number } }>(getSandboxPaymentCall, [booked.payment_id]);
      expect(rows[0].payment).toMatchObject({ status: 'pending', reservation_status: 'pending', expires_at: expect.any(String) });
      expect(rows[0].payment.seconds_left).toBeGreaterThan(15 * 60 - 30);
      expect(rows[0].payment.seconds_left).toBeLessThanOrEqual(15 * 60);
    });
  });

  it('the hold follows payment_settings, and cash bookings keep 24 hours', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      await sql.query('update public.payment_settings set card_hold_seconds = 120');
      await becomeActor(sql, anonymous);
      const card = await bookByCard(sql);
      const cash = await bookSeats(sql, booking({ seat_ids: [tribunaSeat('B', 5)], payment_method: 'cash' }));
      const secondsLeft = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / 1000;
      expect(secondsLeft(card.expires_at)).toBeGreaterThan(90);
      expect(secondsLeft(card.expires_at)).toBeLessThanOrEqual(121);
      expect(secondsLeft(cash.expires_at)).toBeGreaterThan(24 * 3600 - 60);
    });
  });

  it('an unpaid card hold ends: its seats are offered again, the checkout says it expired, and the expiry machinery closes it', async () => {
    await withCardBooking(async (sql, booked) => {
      await becomeOwner(sql);
      await sql.query("update public.reservations set expires_at = now() - interval '1 second' where id = $1", [booked.reservation_id]);
      await becomeActor(sql, anonymous);
      expect((await seatStatuses(sql, 'evento-a')).venues.find((venue) => venue.id === tribunaId)).toMatchObject({ reserved: [], paid: [] });
      const { rows } = await sql.query(getSandboxPaymentCall, [booked.payment_id]);
      expect(rows[0].payment).toMatchObject({ status: 'pending', reservation_status: 'expired', seconds_left: 0 });
      // The next booking runs expire_overdue_reservations and may take the same seats.
      const next = await bookSeats(sql, booking({ payment_method: 'cash', document_number: '99887766', customer_phone: '3119998877', customer_email: 'otra@correo.co' }));
      expect(next.status).toBe('pending');
      await becomeOwner(sql);
      expect(await settlementRows(sql, booked)).toMatchObject({
        payment: { status: 'pending' }, reservation: { status: 'expired' },
        seats: bookedSeats.map((seat_id) => ({ seat_id, active: false })),
      });
    });
  });

  it('an approval completes the payment and pays the reservation, logged as the provider’s', async () => {
    await withCardBooking(async (sql, booked) => {
      const notification = notificationFor(booked);
      expect(await confirmProviderPayment(sql, notification)).toEqual({
        notification_id: notification.notification_id, payment_id: booked.payment_id, kind: 'charge', status: 'completed',
        amount: 125000, reservation_id: booked.reservation_id, reservation_status: 'paid',
      });
      await becomeActor(sql, anonymous);
      expect((await seatStatuses(sql, 'evento-a')).venues.find((venue) => venue.id === tribunaId)).toMatchObject({ reserved: [], paid: bookedSeats });
      await becomeOwner(sql);
      expect(await settlementRows(sql, booked)).toEqual({
        payment: { status: 'completed', amount: 125000 },
        reservation: { status: 'paid' },
        seats: bookedSeats.map((seat_id) => ({ seat_id, active: true })),
        logs: [{ user_id: null, action: 'payment_processed', details: { method: 'mercadopago', provider: 'sandbox', amount: 125000 } }],
      });
      const { rows } = await sql.query('select provider, notification_id, status, amount from public.provider_notifications where payment_id = $1', [booked.payment_id]);
      expect(rows).toEqual([{ provider: 'sandbox', notification_id: notification.notification_id, status: 'approved', amount: 125000 }]);
    });
  });

  it('a rejection fails the payment and cancels the booking, so its seats can be booked again', async () => {
    await withCardBooking(async (sql, booked) => {
      expect(await confirmProviderPayment(sql, notificationFor(booked, { status: 'rejected' }))).toMatchObject({ status: 'failed', reservation_status: 'cancelled' });
      await becomeOwner(sql);
      expect(await settlementRows(sql, booked)).toEqual({
        payment: { status: 'failed', amount: 125000 },
        reservation: { status: 'cancelled' },
        seats: bookedSeats.map((seat_id) => ({ seat_id, active: false })),
        logs: [{ user_id: null, action: 'cancelled', details: { reason: 'Pago rechazado por la pasarela', provider: 'sandbox' } }],
      });
      await becomeActor(sql, anonymous);
      expect((await bookByCard(sql)).status).toBe('pending');
    });
  });

  describe('refuses, writing nothing', () => {
    it('a replayed notification, even after its payment was settled', async () => {
      await withCardBooking(async (sql, booked) => {
        const notification = notificationFor(booked);
        await confirmProviderPayment(sql, notification);
        const before = await snapshot(sql, booked);
        for (const replay of [notification, { ...notification, status: 'rejected' }]) {
          await sql.query("select set_config('role', 'service_role', true)");
          expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(replay))).toEqual({
            code: 'PT409', detail: 'notification_replayed', message: 'Esta notificación ya fue procesada',
          });
        }
        expect(await snapshot(sql, booked)).toEqual(before);
      });
    });

    it('a second, different notification about a settled payment', async () => {
      await withCardBooking(async (sql, booked) => {
        await confirmProviderPayment(sql, notificationFor(booked));
        const before = await snapshot(sql, booked);
        await sql.query("select set_config('role', 'service_role', true)");
        expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked, { status: 'rejected' })))).toEqual(alreadySettled);
        expect(await snapshot(sql, booked)).toEqual(before);
      });
    });

    it('a late approval, after the hold ended (the seats may be someone else’s)', async () => {
      await withCardBooking(async (sql, booked) => {
        await becomeOwner(sql);
        await sql.query("update public.reservations set expires_at = now() - interval '1 second' where id = $1", [booked.reservation_id]);
        for (const expireFirst of [false, true]) {
          if (expireFirst) await sql.query('select public.expire_overdue_reservations()');
          const before = await snapshot(sql, booked);
          await sql.query("select set_config('role', 'service_role', true)");
          expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked)))).toEqual({
            code: 'PT409', detail: 'hold_expired', message: 'La reserva expiró antes de que llegara el pago; el pago no se aplicó',
          });
          expect(await snapshot(sql, booked)).toEqual(before);
        }
      });
    });

    it('an amount that is not the payment’s', async () => {
      await withCardBooking(async (sql, booked) => {
        const before = await snapshot(sql, booked);
        await sql.query("select set_config('role', 'service_role', true)");
        for (const amount of [1, 124999, 125001, 2_000_000_000]) {
          expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked, { amount })))).toEqual({
            code: 'PT409', detail: 'amount_mismatch', message: 'El monto notificado no coincide con el del pago',
          });
        }
        expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked, { amount: -125000 })))).toEqual({
          code: 'P0001', detail: 'invalid_amount', message: 'El monto notificado no es válido',
        });
        expect(await snapshot(sql, booked)).toEqual(before);
      });
    });

    it('a malformed notification', async () => {
      await withCardBooking(async (sql, booked) => {
        const before = await snapshot(sql, booked);
        await sql.query("select set_config('role', 'service_role', true)");
        const invalid: [Partial<ProviderNotification>, CallFailure][] = [
          [{ notification_id: '' }, { code: 'P0001', detail: 'invalid_notification', message: 'Notificación de pago inválida' }],
          [{ notification_id: 'x'.repeat(201) }, { code: 'P0001', detail: 'invalid_notification', message: 'Notificación de pago inválida' }],
          [{ provider: 'Sandbox; drop' }, { code: 'P0001', detail: 'invalid_notification', message: 'Notificación de pago inválida' }],
          [{ status: 'paid' }, { code: 'P0001', detail: 'invalid_payment_status', message: 'Estado de pago inválido' }],
          [{ status: null }, { code: 'P0001', detail: 'invalid_payment_status', message: 'Estado de pago inválido' }],
          [{ amount: null }, { code: 'P0001', detail: 'invalid_amount', message: 'El monto notificado no es válido' }],
        ];
        for (const [override, failure] of invalid) {
          expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked, override)))).toEqual(failure);
        }
        expect(await snapshot(sql, booked)).toEqual(before);
      });
    });

    it('an approval of a booking the box office cancelled meanwhile: it stays closed', async () => {
      await withCardBooking(async (sql, booked) => {
        await becomeActor(sql, user(organizationA.organizerId));
        await pushApplied(sql, op('reservations-cancel', { reservation_id: booked.reservation_id }));
        const before = await snapshot(sql, booked);
        await sql.query("select set_config('role', 'service_role', true)");
        expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked)))).toEqual({
          code: 'PT409', detail: 'reservation_closed', message: 'La reserva ya está cerrada y no se puede reabrir',
        });
        expect(await snapshot(sql, booked)).toEqual(before);
      });
    });

    it('an approval of a hold the box office already took in cash', async () => {
      await withCardBooking(async (sql, booked) => {
        await becomeActor(sql, user(organizationA.staffId!));
        await pushApplied(sql, op('reservations-process-payment', { reservation_id: booked.reservation_id }));
        const before = await snapshot(sql, booked);
        await sql.query("select set_config('role', 'service_role', true)");
        expect(await failedCall(sql, confirmProviderPaymentCall, confirmParams(notificationFor(booked)))).toEqual(paymentNotFound);
        expect(await snapshot(sql, booked)).toEqual(before);
      });
    });

    const otherPayments: [string, (sql: Sql) => Promise<string>][] = [
      ['an unknown id', async () => 'dddddddd-0000-4000-8000-000000000404'],
      ['the payment of a public cash booking', async (sql) => (await bookSeats(sql, booking({ payment_method: 'cash' }))).payment_id],
      ['a cash payment taken at the box office', async () => organizationA.paymentId],
    ];
    it.each(otherPayments)('a notification about %s', async (_title, paymentOf) => {
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, anonymous);
        const paymentId = await paymentOf(sql);
        await becomeOwner(sql);
        const before = await rowCounts(sql);
        await sql.query("select set_config('role', 'service_role', true)");
        expect(await failedCall(sql, confirmProviderPaymentCall, ['sandbox-otro', paymentId, 'approved', 30000, 'sandbox'])).toEqual(paymentNotFound);
        await becomeOwner(sql);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });
  });

  describe('the checkout page knows only card charges of public bookings', () => {
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

    it.each(otherPayments)('answers 404 for %s, writing nothing', async (_title, paymentOf) => {
      await inRolledBackTransaction(engine, async (sql) => {
        await becomeActor(sql, anonymous);
        const paymentId = await paymentOf(sql);
        await becomeOwner(sql);
        const before = await rowCounts(sql);
        await becomeActor(sql, anonymous);
        expect(await failedCall(sql, getSandboxPaymentCall, [paymentId])).toEqual(paymentNotFound);
        await becomeOwner(sql);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });
  });
}, { hosted: true });
