// Card payments over HTTP, as the visitor's browser, the provider and the organizer's app
// reach them with supabase-js and fetch: only a notification signed with the webhook secret
// settles a payment, once; a visitor holding only a payment id cannot mark it paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signatureHeader } from '../functions/_shared/payments/signature.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type RunningServer } from './test-server.ts';

const SLUG = 'festival-bambuco-2025';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';
const STAFF_EMAIL = 'taquilla@taquilla.co';

let server: RunningServer;
let seatsOfNorte: { id: string; row_letter: string; seat_number: string }[];
beforeAll(async () => {
  server = await startTestServer();
  const { data } = await server.client().rpc('get_event_by_slug', { event_slug: SLUG });
  seatsOfNorte = (data as { venues: { id: string; seats: typeof seatsOfNorte }[] }).venues.find((venue) => venue.id === GRADERIA_NORTE)!.seats;
});
afterAll(() => server?.stop());

const seat = (row: string, number: number) => seatsOfNorte.find((one) => one.row_letter === row && one.seat_number === String(number))!.id;

let people = 0;
/** A card booking by a new visitor (its own document, phone and e-mail). */
async function cardBooking(seatIds: string[]): Promise<{ payment_id: string; reservation_id: string; total_amount: number }> {
  people += 1;
  const { data, error } = await server.client().rpc('book_seats', {
    event_slug: SLUG, seat_ids: seatIds, customer_name: `Visitante ${people}`, customer_phone: `30000000${people}`,
    document_number: `7000000${people}`, customer_email: `visitante${people}@correo.co`, payment_method: 'mercadopago',
  });
  expect(error).toBeNull();
  return data;
}

const stateOf = async (paymentId: string) =>
  (await server.engine.query(
    `select payment.status as payment, reservation.status as reservation,
            (select count(*)::int from public.reservation_seats where reservation_id = reservation.id and active) as active_seats
     from public.payments as payment join public.reservations as reservation on reservation.id = payment.reservation_id
     where payment.id = $1`,
    [paymentId],
  )).rows[0];

/** What the provider would POST to the webhook, signed with `secret`. */
async function notification(secret: string, body: object, timestamp?: number): Promise<RequestInit> {
  const raw = JSON.stringify(body);
  return { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await signatureHeader(secret, raw, timestamp) }, body: raw };
}

const approval = (id: string, paymentId: string, amount: number) =>
  ({ id, type: 'payment', data: { payment_id: paymentId, status: 'approved', amount, reference: `ref-${id}` } });

const webhook = (init: RequestInit) => fetch(`${server.url}/functions/v1/payment-webhook`, init);

describe('a visitor holding only the payment id', () => {
  it('cannot mark it paid through any door: RPC, forged notification, replayed old notification', async () => {
    const booked = await cardBooking([seat('F', 5)]);
    const visitor = server.client();

    const settle = await visitor.rpc('settle_sandbox_payment', { payment_id: booked.payment_id, approved: true });
    expect(settle.status).toBe(404);
    const confirm = await visitor.rpc('confirm_provider_payment', {
      notification_id: 'falsa', payment_id: booked.payment_id, status: 'approved', amount: booked.total_amount,
    });
    expect(confirm.status).toBe(401);

    const forged = approval('falsa-1', booked.payment_id, booked.total_amount);
    for (const init of <RequestInit[]>[
      await notification('un-secreto-adivinado', forged),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(forged) },
      { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 'ts=1,v1=zz' }, body: JSON.stringify(forged) },
    ]) {
      const answer = await webhook(init);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: 'Firma de la notificación de pago inválida', code: 'invalid_signature' });
    }
    // Signed correctly but 10 minutes old: a captured request cannot be replayed later.
    const stale = await webhook(await notification(server.paymentWebhookSecret, forged, Math.floor(Date.now() / 1000) - 600));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ error: 'La notificación de pago expiró', code: 'invalid_signature' });

    expect(await stateOf(booked.payment_id)).toEqual({ payment: 'pending', reservation: 'pending', active_seats: 1 });
  });
});

describe('the payment webhook', () => {
  it('applies a signed notification once; the same notification again is refused and changes nothing', async () => {
    const booked = await cardBooking([seat('F', 6)]);
    const init = await notification(server.paymentWebhookSecret, approval('mp-1', booked.payment_id, booked.total_amount));
    const first = await webhook(init);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ payment_id: booked.payment_id, status: 'completed', reservation_status: 'paid' });
    const replay = await webhook(init);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: 'Esta notificación ya fue procesada', code: 'notification_replayed' });
    expect(await stateOf(booked.payment_id)).toEqual({ payment: 'completed', reservation: 'paid', active_seats: 1 });
  });

  it('refuses a malformed body, an unknown payment and a wrong amount, with Spanish 4xx', async () => {
    const booked = await cardBooking([seat('F', 7)]);
    const cases: [object, number, object][] = [
      [{ id: 'x', type: 'payment', data: { payment_id: 'no-es-uuid' } }, 400, { error: 'Notificación de pago inválida', code: 'invalid_notification' }],
      [approval('mp-desconocido', 'dddddddd-0000-4000-8000-000000000404', 1000), 404, { error: 'Pago no encontrado', code: 'payment_not_found' }],
      [approval('mp-monto', booked.payment_id, 1), 409, { error: 'El monto notificado no coincide con el del pago', code: 'amount_mismatch' }],
    ];
    for (const [body, status, answer] of cases) {
      const response = await webhook(await notification(server.paymentWebhookSecret, body));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(answer);
    }
    expect(await stateOf(booked.payment_id)).toEqual({ payment: 'pending', reservation: 'pending', active_seats: 1 });
  });

  it('refuses an approval that arrives after the hold ended, and the checkout says the seats were released', async () => {
    const booked = await cardBooking([seat('F', 8)]);
    await server.engine.query("update public.reservations set expires_at = now() - interval '1 second' where id = $1", [booked.reservation_id]);
    const late = await webhook(await notification(server.paymentWebhookSecret, approval('mp-tarde', booked.payment_id, booked.total_amount)));
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: 'La reserva expiró antes de que llegara el pago; el pago no se aplicó', code: 'hold_expired' });

    const visitor = server.client();
    for (const fn of ['payment-checkout', 'payment-sandbox']) {
      const answer = await visitor.functions.invoke(fn, { body: { payment_id: booked.payment_id, approved: true } });
      expect(answer.response?.status).toBe(409);
      expect(await answer.response?.json()).toEqual({
        error: 'Tu reserva expiró y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.', code: 'hold_expired',
      });
    }
    const { data } = await visitor.rpc('get_sandbox_payment', { payment_id: booked.payment_id });
    expect(data).toMatchObject({ status: 'pending', reservation_status: 'expired', seconds_left: 0 });
  });
});

describe('a card refund', () => {
  const signIn = async (email: string) => {
    const client = server.client();
    const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    return client;
  };

  it('the organizer refunds a paid card booking through the provider: refund completed, booking cancelled, seats free', async () => {
    const booked = await cardBooking([seat('F', 9), seat('F', 10)]);
    const approved = await server.client().functions.invoke('payment-sandbox', { body: { payment_id: booked.payment_id, approved: true } });
    expect(approved.data).toMatchObject({ status: 'completed' });

    const staff = await signIn(STAFF_EMAIL);
    const refusedStaff = await staff.functions.invoke('payment-refund', { body: { reservation_id: booked.reservation_id, reason: 'Cliente no asiste' } });
    expect(refusedStaff.response?.status).toBe(403);
    const anonymous = await server.client().functions.invoke('payment-refund', { body: { reservation_id: booked.reservation_id, reason: 'x' } });
    expect(anonymous.response?.status).toBe(401);

    const organizer = await signIn(DEMO_EMAIL);
    const refund = await organizer.functions.invoke('payment-refund', {
      body: { reservation_id: booked.reservation_id, reason: 'Evento aplazado', device_id: 'tablet-1' },
    });
    expect(refund.response?.status).toBe(202);
    expect(refund.data).toMatchObject({ reservation_id: booked.reservation_id, amount: booked.total_amount, status: 'pending', provider_reference: expect.stringMatching(/^sbx_refund_/) });
    expect(await stateOf(booked.payment_id)).toEqual({ payment: 'completed', reservation: 'cancelled', active_seats: 0 });
    const { rows } = await server.engine.query(
      "select status, amount from public.payments where reservation_id = $1 and kind = 'refund'", [booked.reservation_id],
    );
    expect(rows).toEqual([{ status: 'completed', amount: booked.total_amount }]);

    const again = await organizer.functions.invoke('payment-refund', { body: { reservation_id: booked.reservation_id, reason: 'Otra vez' } });
    expect(again.response?.status).toBe(409);
    expect(await again.response?.json()).toEqual({ error: 'Solo se pueden reembolsar reservas pagadas', code: 'not_paid' });
  });
});
