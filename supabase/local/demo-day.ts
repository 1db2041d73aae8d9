// The demo day (issue 19 point 5), written on the first start of a new data folder: the plan of
// demo-day-plan.ts goes through the same database functions the product uses — the office's
// and the gate's sync ops (sync_push: stand, event, cash sales, payments, cancellations,
// refunds, check-ins), the public page's book_seats, the card provider's
// confirm_provider_payment and request_card_refund — in one transaction, so the seats, totals,
// payments and tickets obey every rule those functions enforce, and a failure leaves nothing.
// The public page's and the provider's functions stamp rows with the server's clock, so their
// rows are dated afterwards at the plan's moments, the way the bulk sync path dates its own
// (taquilla.sale_times_given, 20261128120000).
import { randomUUID } from 'node:crypto';
import type { Engine, Sql } from './engine.ts';
import { DEMO_DAY, demoDayCalendar, planDemoDay, seededRandom, uuidFrom, type DemoDayPlan, type DemoSeat, type GateSale } from './demo-day-plan.ts';

export interface DemoDayResult {
  seeded: boolean;
  /** Why nothing was written: the demo organization is missing, or the demo day is there already. */
  skipped?: 'no-demo-organization' | 'already-seeded';
}

interface Op {
  op_id: string;
  kind: string;
  payload: Record<string, unknown>;
  created_at: string;
}

type OpAnswer = { op_id: string; status: 'applied' } | { op_id: string; status: 'rejected'; code: string; message: string };

/** Seeds the demo day once, into the demo organization of supabase/seed.sql. */
export async function seedDemoDay(engine: Engine, now: Date = new Date()): Promise<DemoDayResult> {
  return engine.transaction(async (tx) => {
    const { rows } = await tx.query<{ organization: boolean; event: boolean }>(
      `select exists (select 1 from public.organizations where id = $1) as organization,
              exists (select 1 from public.events where id = $2) as event`,
      [DEMO_DAY.organizationId, DEMO_DAY.eventId],
    );
    if (!rows[0].organization) return { seeded: false, skipped: 'no-demo-organization' };
    if (rows[0].event) return { seeded: false, skipped: 'already-seeded' };
    await writeDemoDay(tx, now);
    return { seeded: true };
  });
}

async function writeDemoDay(tx: Sql, now: Date): Promise<void> {
  const random = seededRandom(19);
  const newId = () => uuidFrom(random);
  const opAt: OpMaker = (at, kind, payload) => ({ op_id: newId(), kind, payload, created_at: at.toISOString() });
  const stands = await tx.query<{ id: string }>('select id from public.graderias where organization_id = $1 order by id', [DEMO_DAY.organizationId]);
  const standIds = [...stands.rows.map((row) => row.id), DEMO_DAY.standId];

  // The office plans the festival weeks ahead: a fourth stand and the event.
  const first = demoDayCalendar(now);
  await push(tx, DEMO_DAY.organizerId, DEMO_DAY.officeDeviceId, [
    opAt(first.standCreatedAt, 'graderias-create', {
      id: DEMO_DAY.standId,
      name: 'Gradería Occidental',
      description: 'Gradería general del costado occidental, con vista a la tarima.',
      rows: 12,
      columns: 25,
      floors: 1,
      base_price: 40000,
      location_name: 'Estadio Guillermo Plazas Alcid, Neiva',
      location_lat: 2.9341,
      location_lng: -75.2818,
    }),
    opAt(first.eventCreatedAt, 'events-create', {
      id: DEMO_DAY.eventId,
      name: DEMO_DAY.eventName,
      slug: DEMO_DAY.eventSlug,
      description: 'Tres noches de bambucos, sanjuaneros y rajaleñas con los grupos del Huila: graderías, palcos y zonas de confort en Neiva.',
      event_date: first.eventDate,
      event_time: '19:00',
      end_date: first.endDate,
      end_time: '23:30',
      graderia_ids: standIds,
    }),
  ]);

  const seats = await tx.query<DemoSeat>(
    `select seat.id, seat.graderia_id, seat.floor_number, seat.row_letter, seat.column_number
       from public.seats as seat join public.event_graderias as link on link.graderia_id = seat.graderia_id
      where link.event_id = $1 and seat.is_active order by seat.id`,
    [DEMO_DAY.eventId],
  );
  const plan = planDemoDay(seats.rows, now);
  const onlineReservationIds = await bookOnline(tx, plan);
  await sellAtTheGate(tx, plan, opAt, newId);
  await refundCards(tx, plan, onlineReservationIds);
  await scanTickets(tx, plan, onlineReservationIds, opAt);
  await tx.query("select set_config('request.jwt.claims', '', true)");
}

/** sync_push as the device of `userId` would call it; every op must be applied. */
async function push(tx: Sql, userId: string, deviceId: string, ops: Op[]): Promise<void> {
  if (ops.length === 0) return;
  await actAs(tx, { sub: userId, role: 'authenticated', aud: 'authenticated' });
  for (let start = 0; start < ops.length; start += 500) {
    const { rows } = await tx.query<{ answer: { results: OpAnswer[] } }>('select public.sync_push(device_id => $1, ops => $2::jsonb) as answer', [
      deviceId,
      JSON.stringify(ops.slice(start, start + 500)),
    ]);
    const refused = rows[0].answer.results.find((result) => result.status !== 'applied');
    if (refused) throw new Error(`El día de demostración no pudo aplicar una operación: ${JSON.stringify(refused)}`);
  }
}

async function actAs(tx: Sql, claims: Record<string, string>): Promise<void> {
  await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
}

/**
 * The public page's bookings, with book_seats as a visitor calls it, and the provider's
 * notifications (approved or rejected) with confirm_provider_payment as the webhook calls it.
 * Returns each booking's reservation id, in plan order.
 */
async function bookOnline(tx: Sql, plan: DemoDayPlan): Promise<string[]> {
  await actAs(tx, { role: 'anon' });
  const bookings = plan.online.map((booking, index) => ({ index, seat_ids: booking.seatIds, source: booking.source, ...booking.customer }));
  const booked = await tx.query<{ index: number; reservation_id: string; payment_id: string }>(
    `select b.index, answer ->> 'reservation_id' as reservation_id, answer ->> 'payment_id' as payment_id
       from jsonb_to_recordset($1::jsonb) as b(index int, seat_ids jsonb, source text, name text, email text, phone text, document_type text, document_number text)
       cross join lateral public.book_seats(
         event_slug => $2, seat_ids => b.seat_ids, customer_name => b.name, customer_phone => b.phone,
         document_type => b.document_type, document_number => b.document_number, customer_email => b.email,
         payment_method => 'mercadopago', source => b.source
       ) as answer
      order by b.index`,
    [JSON.stringify(bookings), DEMO_DAY.eventSlug],
  );
  const byIndex = new Map(booked.rows.map((row) => [row.index, row]));
  if (byIndex.size !== plan.online.length) throw new Error('El día de demostración no pudo reservar todas sus compras en línea');

  await actAs(tx, { role: 'service_role' });
  const notifications = plan.online.flatMap((booking, index) =>
    booking.outcome === 'checkout' ? [] : [{ id: `demo-${index}`, payment_id: byIndex.get(index)!.payment_id, approved: booking.outcome !== 'rejected' }],
  );
  await tx.query(
    `select public.confirm_provider_payment(
       notification_id => n.id, payment_id => n.payment_id, status => case when n.approved then 'approved' else 'rejected' end,
       amount => (select amount from public.payments where id = n.payment_id), provider => 'sandbox')
       from jsonb_to_recordset($1::jsonb) as n(id text, payment_id uuid, approved boolean)`,
    [JSON.stringify(notifications)],
  );

  const times = plan.online.map((booking, index) => ({
    reservation_id: byIndex.get(index)!.reservation_id,
    booked_at: booking.bookedAt.toISOString(),
    settled_at: (booking.settledAt ?? booking.bookedAt).toISOString(),
  }));
  await dateOnlineRows(tx, times);
  return plan.online.map((_, index) => byIndex.get(index)!.reservation_id);
}

/**
 * Dates the rows of the public page and the provider at the plan's moments (they were written
 * at the server's now()): booked when the visitor booked, settled when the notification came.
 * A checkout still open keeps its hold's length from its new start.
 */
async function dateOnlineRows(tx: Sql, times: { reservation_id: string; booked_at: string; settled_at: string }[]): Promise<void> {
  const timed = `jsonb_to_recordset($1::jsonb) as t(reservation_id uuid, booked_at timestamptz, settled_at timestamptz)`;
  const params = [JSON.stringify(times)];
  await tx.query("select set_config('taquilla.sale_times_given', 'on', true)");
  await tx.query(
    `update public.reservations as r set created_at = t.booked_at, updated_at = t.settled_at,
            expires_at = case when r.expires_at is null then null else t.booked_at + (r.expires_at - r.created_at) end
       from ${timed} where r.id = t.reservation_id`,
    params,
  );
  await tx.query(`update public.reservation_seats as s set created_at = t.booked_at, updated_at = t.settled_at from ${timed} where s.reservation_id = t.reservation_id`, params);
  await tx.query(`update public.payments as p set created_at = t.booked_at, updated_at = t.settled_at from ${timed} where p.reservation_id = t.reservation_id`, params);
  await tx.query(
    `update public.reservation_logs as l set created_at = case when l.action = 'created' then t.booked_at else t.settled_at end
       from ${timed} where l.reservation_id = t.reservation_id`,
    params,
  );
  await tx.query(
    `update public.public_customers as c set created_at = t.booked_at, updated_at = t.booked_at
       from ${timed} join public.reservations as r on r.id = t.reservation_id where c.id = r.public_customer_id`,
    params,
  );
  await tx.query(
    `update public.provider_notifications as n set received_at = t.settled_at
       from ${timed} join public.payments as p on p.reservation_id = t.reservation_id where n.payment_id = p.id`,
    params,
  );
  await tx.query("select set_config('taquilla.sale_times_given', 'off', true)");
}

type OpMaker = (at: Date, kind: string, payload: Record<string, unknown>) => Op;

/** A cash op with the receipt its device issues for it, queued right after it (issue 19 contract). */
interface CashMove {
  op: Op;
  kind: 'sale' | 'payment' | 'refund';
  reservationId: string;
  amount: number;
  at: Date;
}

/** Numbers a device's receipts 1, 2, 3 … in the order its cash moved, in the shift open on it then. */
function receiptsFor(moves: CashMove[], shiftId: string | null, firstSequence: number, opAt: OpMaker, newId: () => string): Op[] {
  return [...moves]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((move, index) =>
      opAt(move.at, 'cash-receipts-issue', {
        id: newId(),
        sequence: firstSequence + index,
        shift_id: shiftId,
        reservation_id: move.reservationId,
        kind: move.kind,
        amount: move.amount,
        issued_at: move.at.toISOString(),
        cash_op_id: move.op.op_id,
      }),
    );
}

/**
 * The north gate's tablet (Carlos): yesterday's shift — walk-ins paid on the spot, holds paid
 * a moment later, a few cancelled — closed with a blind count $ 3.000 short; today's shift, still
 * open, selling since the gate opened. Then the office (Laura, organizer only) refunds three
 * of yesterday's sales in cash. Every op that moves cash gets its receipt.
 */
async function sellAtTheGate(tx: Sql, plan: DemoDayPlan, opAt: OpMaker, newId: () => string): Promise<void> {
  const prices = await tx.query<{ id: string; price: number }>(
    `select seat.id, round(venue.base_price * seat.price_multiplier)::integer as price
       from public.seats as seat join public.graderias as venue on venue.id = seat.graderia_id
       join public.event_graderias as link on link.graderia_id = venue.id where link.event_id = $1`,
    [DEMO_DAY.eventId],
  );
  const priceOf = new Map(prices.rows.map((row) => [row.id, row.price]));
  const totalOf = (sale: GateSale) => sale.seatIds.reduce((sum, seatId) => sum + priceOf.get(seatId)!, 0);

  const gateOps = (sales: GateSale[], shiftId: string | null, firstSequence: number) => {
    const moves: CashMove[] = [];
    const saleOps = sales.map((sale) => {
      const op = opAt(sale.soldAt, 'reservations-create-manual', {
        id: sale.reservationId,
        event_id: DEMO_DAY.eventId,
        seat_ids: sale.seatIds,
        customer_name: sale.customer.name,
        customer_email: sale.customer.email,
        customer_phone: sale.customer.phone,
        document_type: sale.customer.document_type,
        document_number: sale.customer.document_number,
        payment_method: sale.paidOnTheSpot ? 'marked_paid' : 'cash',
      });
      if (sale.paidOnTheSpot) moves.push({ op, kind: 'sale', reservationId: sale.reservationId, amount: totalOf(sale), at: sale.soldAt });
      return op;
    });
    const paymentOps = sales.flatMap((sale) => {
      if (sale.paidOnTheSpot || sale.outcome !== 'paid') return [];
      const op = opAt(sale.closedAt!, 'reservations-process-payment', { reservation_id: sale.reservationId });
      moves.push({ op, kind: 'payment', reservationId: sale.reservationId, amount: totalOf(sale), at: sale.closedAt! });
      return [op];
    });
    const cancelOps = sales.flatMap((sale) => (sale.outcome === 'cancelled' ? [opAt(sale.closedAt!, 'reservations-cancel', { reservation_id: sale.reservationId })] : []));
    return { ops: [...saleOps, ...paymentOps, ...cancelOps, ...receiptsFor(moves, shiftId, firstSequence, opAt, newId)], receipts: moves.length };
  };

  const { closedShift, openShift } = plan;
  const inShift = (sale: GateSale, from: Date, to: Date) => sale.soldAt >= from && sale.soldAt < to;
  const before = plan.gate.filter((sale) => sale.soldAt < closedShift.openedAt);
  const yesterday = plan.gate.filter((sale) => inShift(sale, closedShift.openedAt, closedShift.closedAt));
  const today = plan.gate.filter((sale) => sale.soldAt >= openShift.openedAt);
  if (before.length + yesterday.length + today.length !== plan.gate.length) throw new Error('El día de demostración vendió en la puerta fuera de un turno');

  const yesterdayShiftId = newId();
  const todayShiftId = newId();
  const earlier = gateOps(before, null, 1);
  const first = gateOps(yesterday, yesterdayShiftId, 1 + earlier.receipts);
  await push(tx, DEMO_DAY.cashierId, DEMO_DAY.gateDeviceId, [
    ...earlier.ops,
    opAt(closedShift.openedAt, 'shifts-open', { id: yesterdayShiftId, opening_float: closedShift.openingFloat, opened_at: closedShift.openedAt.toISOString() }),
    ...first.ops,
  ]);
  // The blind count: what the drawer should hold, less a small shortfall.
  const expected = await tx.query<{ expected: number }>('select public.cash_shift_expected($1) as expected', [yesterdayShiftId]);
  const second = gateOps(today, todayShiftId, 1 + earlier.receipts + first.receipts);
  await push(tx, DEMO_DAY.cashierId, DEMO_DAY.gateDeviceId, [
    opAt(closedShift.closedAt, 'shifts-close', {
      shift_id: yesterdayShiftId,
      counted_cash: expected.rows[0].expected - closedShift.shortBy,
      closed_at: closedShift.closedAt.toISOString(),
    }),
    opAt(openShift.openedAt, 'shifts-open', { id: todayShiftId, opening_float: openShift.openingFloat, opened_at: openShift.openedAt.toISOString() }),
    ...second.ops,
  ]);

  const refunds = plan.gate.flatMap((sale) => {
    if (!sale.refund) return [];
    const op = opAt(sale.refund.at, 'reservations-refund', { reservation_id: sale.reservationId, amount: totalOf(sale), reason: sale.refund.reason, method: 'cash' });
    return [{ op, kind: 'refund' as const, reservationId: sale.reservationId, amount: totalOf(sale), at: sale.refund.at }];
  });
  // The office has no shift open: its receipts belong to none (shift_id null), as the contract allows.
  await push(tx, DEMO_DAY.organizerId, DEMO_DAY.officeDeviceId, [...refunds.map((refund) => refund.op), ...receiptsFor(refunds, null, 1, opAt, newId)]);
}

/** Laura refunds two card bookings through the provider (request_card_refund), which approves them. */
async function refundCards(tx: Sql, plan: DemoDayPlan, reservationIds: string[]): Promise<void> {
  const refunds = plan.online.flatMap((booking, index) => (booking.refund ? [{ reservation_id: reservationIds[index], ...booking.refund }] : []));
  await actAs(tx, { sub: DEMO_DAY.organizerId, role: 'authenticated', aud: 'authenticated' });
  const requested = await tx.query<{ refund_id: string; reservation_id: string }>(
    `select answer ->> 'refund_id' as refund_id, answer ->> 'reservation_id' as reservation_id
       from jsonb_to_recordset($1::jsonb) as r(reservation_id uuid, reason text)
       cross join lateral public.request_card_refund(reservation_id => r.reservation_id, reason => r.reason, device_id => $2) as answer`,
    [JSON.stringify(refunds), DEMO_DAY.officeDeviceId],
  );
  await actAs(tx, { role: 'service_role' });
  await tx.query(
    `select public.confirm_provider_payment(notification_id => 'demo-refund-' || r.refund_id, payment_id => r.refund_id, status => 'approved',
       amount => (select amount from public.payments where id = r.refund_id), provider => 'sandbox')
       from jsonb_to_recordset($1::jsonb) as r(refund_id uuid)`,
    [JSON.stringify(requested.rows)],
  );
  const times = refunds.map((refund) => ({ reservation_id: refund.reservation_id, requested_at: refund.requestedAt.toISOString(), done_at: refund.doneAt.toISOString() }));
  const timed = `jsonb_to_recordset($1::jsonb) as t(reservation_id uuid, requested_at timestamptz, done_at timestamptz)`;
  const params = [JSON.stringify(times)];
  await tx.query("select set_config('taquilla.sale_times_given', 'on', true)");
  await tx.query(`update public.reservations as r set updated_at = t.done_at from ${timed} where r.id = t.reservation_id`, params);
  await tx.query(`update public.reservation_seats as s set updated_at = t.done_at from ${timed} where s.reservation_id = t.reservation_id`, params);
  await tx.query(
    `update public.payments as p set created_at = t.requested_at, updated_at = t.done_at from ${timed} where p.reservation_id = t.reservation_id and p.kind = 'refund'`,
    params,
  );
  await tx.query(
    `update public.reservation_logs as l set created_at = case when l.action = 'refund_requested' then t.requested_at else t.done_at end
       from ${timed} where l.reservation_id = t.reservation_id and l.action in ('refund_requested', 'refunded')`,
    params,
  );
  await tx.query(
    `update public.provider_notifications as n set received_at = t.done_at
       from ${timed} join public.payments as p on p.reservation_id = t.reservation_id and p.kind = 'refund' where n.payment_id = p.id`,
    params,
  );
  await tx.query("select set_config('taquilla.sale_times_given', 'off', true)");
}

/** The gates' scans, as 'check-in' ops of the two gate devices; a ticket's id is its reservation_seats row's id. */
async function scanTickets(
  tx: Sql,
  plan: DemoDayPlan,
  onlineReservationIds: string[],
  opAt: OpMaker,
): Promise<void> {
  const tickets = await tx.query<{ id: string; reservation_id: string; seat_id: string }>(
    'select id, reservation_id, seat_id from public.reservation_seats where event_id = $1 and active',
    [DEMO_DAY.eventId],
  );
  const ticketOf = new Map(tickets.rows.map((row) => [`${row.reservation_id}/${row.seat_id}`, row.id]));
  const byDevice = new Map<string, Op[]>();
  for (const checkIn of plan.checkIns) {
    const reservationId = 'online' in checkIn.sale ? onlineReservationIds[checkIn.sale.online] : checkIn.sale.gate;
    const ticketId = ticketOf.get(`${reservationId}/${checkIn.seatId}`);
    if (!ticketId) throw new Error('El día de demostración planeó el ingreso de una entrada que no existe');
    const ops = byDevice.get(checkIn.deviceId) ?? [];
    ops.push(opAt(checkIn.scannedAt, 'check-in', { check_in_id: randomUUID(), ticket_id: ticketId, gate: checkIn.gate, scanned_at: checkIn.scannedAt.toISOString() }));
    byDevice.set(checkIn.deviceId, ops);
  }
  for (const [deviceId, ops] of byDevice) await push(tx, DEMO_DAY.cashierId, deviceId, ops);
}
