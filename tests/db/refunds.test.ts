// Refunds and 'Liberar reservas sin pagar' through sync_push: who may, what is refused (and
// then changes nothing), two gates refunding one booking offline, and money that adds up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { assertMoneyAddsUp } from '../reliability/money-check.ts';
import { becomeActor, becomeOwner, inRolledBackTransaction, user, type Actor } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { manualSale, op, push, pushApplied, type Row } from './sync-calls.ts';
import { tableFingerprint } from './table-fingerprint.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const organizer = user(organizationA.organizerId);
const staff = user(organizationA.staffId!);
const gateOne = 'dddddddd-0000-4000-8000-0000000000a1';
const gateTwo = 'dddddddd-0000-4000-8000-0000000000a2';
const REASON = 'El cliente no puede asistir';

/** A manual sale of seat A2 recorded as already paid (a completed cash charge): its id and total. */
async function paidSale(sql: Sql, overrides: Record<string, unknown> = {}): Promise<{ id: string; total: number }> {
  const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { payment_method: 'marked_paid', ...overrides })));
  const reservation = rows.reservations[0];
  return { id: reservation.id as string, total: reservation.total_amount as number };
}

function refund(reservationId: string, amount: number, overrides: Record<string, unknown> = {}) {
  return op('reservations-refund', { reservation_id: reservationId, amount, reason: REASON, method: 'cash', ...overrides });
}

async function rowsOf(sql: Sql, reservationId: string) {
  const one = async (text: string) => (await sql.query<Row>(text, [reservationId])).rows;
  return {
    reservation: (await one('select status from public.reservations where id = $1'))[0],
    seats: await one('select seat_id, active from public.reservation_seats where reservation_id = $1'),
    payments: await one('select kind, status, amount, payment_method from public.payments where reservation_id = $1 order by created_at, kind'),
    logs: await one("select action, user_id, details from public.reservation_logs where reservation_id = $1 and action = 'refunded'"),
  };
}

/** Runs `work` acting as `actor` in a transaction that is rolled back; becomeOwner() reads past row-level security. */
function acting<T>(engine: Engine, actor: Actor, work: (sql: Sql) => Promise<T>): Promise<T> {
  return inRolledBackTransaction(engine, async (sql) => {
    await becomeActor(sql, actor);
    return work(sql);
  });
}

/** The business tables' fingerprint: sync_ops records every answer, refused or not. */
async function businessFingerprint(sql: Sql): Promise<Record<string, string>> {
  await becomeOwner(sql);
  const { 'public.sync_ops': _answers, ...business } = await tableFingerprint(sql, ['public']);
  return business;
}

describeEachEngine(
  'refunds (reservations-refund) and bulk release (reservations-release-unpaid)',
  (engineUnderTest) => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
    });
    afterAll(() => engine?.close());

    describe('a cash refund', () => {
      it('cancels a paid booking, frees its seat and records the money out with who, when, which device, how much and why', async () => {
        await acting(engine, organizer, async (sql) => {
          const sale = await paidSale(sql);
          const [answer] = await push(sql, [refund(sale.id, sale.total)], gateOne);
          expect(answer).toMatchObject({ status: 'applied' });
          if (answer.status !== 'applied') return;
          expect(answer.rows.reservations).toEqual([expect.objectContaining({ id: sale.id, status: 'cancelled' })]);
          expect(answer.rows.reservation_seats).toEqual([expect.objectContaining({ seat_id: organizationA.seatA2Id, active: false })]);

          await becomeOwner(sql);
          const stored = await rowsOf(sql, sale.id);
          expect(stored.reservation).toEqual({ status: 'cancelled' });
          expect(stored.payments).toEqual([
            { kind: 'charge', status: 'completed', amount: sale.total, payment_method: 'cash' },
            { kind: 'refund', status: 'completed', amount: sale.total, payment_method: 'cash' },
          ]);
          expect(stored.logs).toEqual([{
            action: 'refunded',
            user_id: organizationA.organizerId,
            details: expect.objectContaining({ amount: sale.total, method: 'cash', reason: REASON, device_id: gateOne, op_id: expect.any(String) }),
          }]);
          await assertMoneyAddsUp(sql);
          // The seat sells again.
          await becomeActor(sql, organizer);
          await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA)));
        });
      });

      it('refunds a public cash booking paid at the box office (Procesar Pago) for its total', async () => {
        await acting(engine, organizer, async (sql) => {
          await pushApplied(sql, op('reservations-process-payment', { reservation_id: organizationA.reservationId }));
          await pushApplied(sql, refund(organizationA.reservationId, 30000));
          await becomeOwner(sql);
          expect((await rowsOf(sql, organizationA.reservationId)).payments).toEqual([
            { kind: 'charge', status: 'completed', amount: 30000, payment_method: 'cash' },
            { kind: 'refund', status: 'completed', amount: 30000, payment_method: 'cash' },
          ]);
          await assertMoneyAddsUp(sql);
        });
      });

      it('two gates refunding the same booking offline: the second is a conflict, never a second payout', async () => {
        await acting(engine, organizer, async (sql) => {
          const sale = await paidSale(sql);
          // Both gates queued their refund offline; each pushes when back online.
          const [first] = await push(sql, [refund(sale.id, sale.total)], gateOne);
          const [second] = await push(sql, [refund(sale.id, sale.total)], gateTwo);
          expect(first.status).toBe('applied');
          expect(second).toMatchObject({
            status: 'rejected',
            code: 'already_refunded',
            message: expect.stringContaining('Reembolso duplicado'),
          });
          await becomeOwner(sql);
          const stored = await rowsOf(sql, sale.id);
          expect(stored.payments.filter((payment) => payment.kind === 'refund')).toHaveLength(1);
          expect(stored.logs).toHaveLength(1);
          expect(stored.logs[0].details).toMatchObject({ device_id: gateOne });
          await assertMoneyAddsUp(sql);
        });
      });
    });

    describe('refused, changing nothing', () => {
      type Case = [title: string, prepare: (sql: Sql) => Promise<ReturnType<typeof op>>, code: string, message: RegExp];
      const cases: Case[] = [
        ['an unpaid cash hold', async () => refund(organizationA.reservationId, 30000), 'not_paid', /Solo se pueden reembolsar reservas pagadas/],
        ['a booking already refunded', async (sql) => {
          const sale = await paidSale(sql);
          await pushApplied(sql, refund(sale.id, sale.total));
          return refund(sale.id, sale.total);
        }, 'already_refunded', /Reembolso duplicado/],
        ['a negative amount', async (sql) => refund((await paidSale(sql)).id, -30000), 'invalid_refund_amount', /mayor a 0/],
        ['an amount of 0', async (sql) => refund((await paidSale(sql)).id, 0), 'invalid_refund_amount', /mayor a 0/],
        ['more than was paid', async (sql) => {
          const sale = await paidSale(sql);
          return refund(sale.id, sale.total + 1);
        }, 'refund_amount_mismatch', /exactamente lo pagado: \$ 30\.000/],
        ['less than was paid', async (sql) => {
          const sale = await paidSale(sql);
          return refund(sale.id, sale.total - 1000);
        }, 'refund_amount_mismatch', /exactamente lo pagado/],
        ['an amount that is not a whole number', async (sql) => refund((await paidSale(sql)).id, 29999.5), 'invalid_payload', /entero/],
        ['no reason', async (sql) => {
          const sale = await paidSale(sql);
          return refund(sale.id, sale.total, { reason: '   ' });
        }, 'refund_reason_required', /motivo del reembolso es obligatorio/],
        ['a reason of 501 characters', async (sql) => {
          const sale = await paidSale(sql);
          return refund(sale.id, sale.total, { reason: 'x'.repeat(501) });
        }, 'field_too_long', /Motivo del reembolso es demasiado largo/],
        ['a card refund queued as an op', async (sql) => {
          const sale = await paidSale(sql);
          return refund(sale.id, sale.total, { method: 'mercadopago' });
        }, 'invalid_refund_method', /solo se reembolsa en efectivo/],
        ['a booking paid by card', async (sql) => {
          const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { payment_method: 'mercadopago' })));
          const id = rows.reservations[0].id as string;
          await becomeOwner(sql);
          await sql.query("update public.payments set status = 'completed' where reservation_id = $1", [id]);
          await sql.query("update public.reservations set status = 'paid' where id = $1", [id]);
          await becomeActor(sql, organizer);
          return refund(id, rows.reservations[0].total_amount as number);
        }, 'card_refund_required', /proveedor de pagos/],
        ['another organization’s booking', async () => refund(organizationB.reservationId, 30000), 'reservation_not_found', /Reserva no encontrada/],
      ];

      it.each(cases)('%s', async (_title, prepare, code, message) => {
        await acting(engine, organizer, async (sql) => {
          const refused = await prepare(sql);
          const before = await businessFingerprint(sql);
          await becomeActor(sql, organizer);
          const [answer] = await push(sql, [refused]);
          expect(answer).toMatchObject({ status: 'rejected', code, message: expect.stringMatching(message) });
          expect(await businessFingerprint(sql)).toEqual(before);
          await assertMoneyAddsUp(sql);
        });
      });

      it('staff cannot refund: Reembolsar is the organizer’s, and nothing changes', async () => {
        await acting(engine, organizer, async (sql) => {
          const sale = await paidSale(sql);
          const before = await businessFingerprint(sql);
          await becomeActor(sql, staff);
          const [answer] = await push(sql, [refund(sale.id, sale.total)]);
          expect(answer).toMatchObject({ status: 'rejected', code: 'forbidden', message: 'Solo el organizador puede reembolsar reservas' });
          expect(await businessFingerprint(sql)).toEqual(before);
        });
      });
    });

    describe('Liberar reservas sin pagar', () => {
      /** A second unpaid hold beside the fixture's: a manual cash sale of seat A2. */
      async function unpaidHolds(sql: Sql) {
        const cash = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA)));
        return { cashId: cash.reservations[0].id as string };
      }

      it('cancels the listed unpaid holds of the event, frees their seats and logs each one', async () => {
        await acting(engine, organizer, async (sql) => {
          const { cashId } = await unpaidHolds(sql);
          const listed = [organizationA.reservationId, cashId];
          const [answer] = await push(sql, [op('reservations-release-unpaid', { event_id: organizationA.eventId, reservation_ids: listed })], gateOne);
          expect(answer.status).toBe('applied');
          if (answer.status !== 'applied') return;
          expect(answer.rows.reservations.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
          expect(answer.rows.reservation_seats.every((row) => row.active === false)).toBe(true);
          await becomeOwner(sql);
          const { rows: logs } = await sql.query<Row>(
            "select reservation_id, user_id, details from public.reservation_logs where action = 'cancelled' and reservation_id = any ($1) order by reservation_id",
            [listed],
          );
          expect(logs).toHaveLength(2);
          for (const log of logs) {
            expect(log).toMatchObject({ user_id: organizationA.organizerId, details: expect.objectContaining({ bulk_release: true, device_id: gateOne }) });
          }
          await assertMoneyAddsUp(sql);
        });
      });

      it('leaves a listed booking that was paid meanwhile as it is, and answers with its rows', async () => {
        await acting(engine, organizer, async (sql) => {
          await pushApplied(sql, op('reservations-process-payment', { reservation_id: organizationA.reservationId }));
          const rows = await pushApplied(sql, op('reservations-release-unpaid', { event_id: organizationA.eventId, reservation_ids: [organizationA.reservationId] }));
          expect(rows.reservations).toEqual([expect.objectContaining({ id: organizationA.reservationId, status: 'paid' })]);
          expect(rows.reservation_seats).toEqual([expect.objectContaining({ active: true })]);
          await becomeOwner(sql);
          await assertMoneyAddsUp(sql);
        });
      });

      it.each([
        ['staff', staff, { event_id: organizationA.eventId, reservation_ids: [organizationA.reservationId] }, 'forbidden', 'Solo el organizador puede liberar reservas sin pagar'],
        ['another organization’s event', organizer, { event_id: organizationB.eventId, reservation_ids: [organizationB.reservationId] }, 'event_not_found', 'Evento no encontrado'],
        ['another organization’s booking in the list', organizer, { event_id: organizationA.eventId, reservation_ids: [organizationA.reservationId, organizationB.reservationId] }, 'reservation_not_found', 'Reserva no encontrada en este evento'],
        ['a booking of another event', organizer, { event_id: organizationA.draftEventId, reservation_ids: [organizationA.reservationId] }, 'reservation_not_found', 'Reserva no encontrada en este evento'],
        ['an empty list', organizer, { event_id: organizationA.eventId, reservation_ids: [] }, 'reservations_required', 'Selecciona al menos una reserva para liberar'],
      ] as const)('refuses %s and changes nothing', async (_title, actor, payload, code, message) => {
        await acting(engine, actor, async (sql) => {
          const before = await businessFingerprint(sql);
          await becomeActor(sql, actor);
          const [answer] = await push(sql, [op('reservations-release-unpaid', payload)]);
          expect(answer).toMatchObject({ status: 'rejected', code, message });
          expect(await businessFingerprint(sql)).toEqual(before);
        });
      });
    });
  },
  { hosted: true },
);
