// The public page's calls over HTTP with supabase-js as an anonymous visitor, against the
// embedded server and the demo festival: booking, the live statuses poll, a conflict whose
// seat ids survive in the error's hint, and the card checkout through the sandbox provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from './test-server.ts';

const SLUG = 'festival-bambuco-2025';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';

interface PublicEvent {
  venues: { id: string; seats: { id: string; row_letter: string; seat_number: string }[] }[];
}

let server: RunningServer;
let norte: PublicEvent['venues'][number];
beforeAll(async () => {
  server = await startTestServer();
  const { data } = await server.client().rpc('get_event_by_slug', { event_slug: SLUG });
  norte = (data as PublicEvent).venues.find((venue) => venue.id === GRADERIA_NORTE)!;
});
afterAll(() => server?.stop());

const seat = (row: string, number: number) => norte.seats.find((one) => one.row_letter === row && one.seat_number === String(number))!.id;

/** The page's booking call: every argument, as src/api/public-booking.ts sends them. */
const bookingOf = (seatIds: string[], paymentMethod: 'mercadopago' | 'cash') => ({
  event_slug: SLUG, seat_ids: seatIds, customer_name: 'Ana María Pérez', customer_phone: '3001234567', document_type: 'CC',
  document_number: '1075234567', customer_email: null, notes: null, payment_method: paymentMethod, source: 'public_web',
});

const statusesOfNorte = async () => {
  const { data, error } = await server.client().rpc('get_event_seat_statuses', { event_slug: SLUG });
  expect(error).toBeNull();
  return (data as { venues: { id: string; reserved: string[]; paid: string[] }[] }).venues.find((venue) => venue.id === GRADERIA_NORTE)!;
};

describe('the public page, as an anonymous visitor', () => {
  it('books by card, sees the seats reserved on the next poll, and paid once the sandbox provider approves', async () => {
    const visitor = server.client();
    const seats = [seat('D', 10), seat('D', 9)];
    const booked = await visitor.rpc('book_seats', bookingOf(seats, 'mercadopago'));
    expect(booked.error).toBeNull();
    expect(booked.data).toMatchObject({
      status: 'pending', total_amount: 100000, expires_at: expect.any(String), payment_method: 'mercadopago',
      seats: [{ id: seat('D', 9), row_letter: 'D', seat_number: '9', price: 50000 }, { id: seat('D', 10), row_letter: 'D', seat_number: '10', price: 50000 }],
    });
    expect((await statusesOfNorte()).reserved).toEqual([...seats].sort());

    const payment = await visitor.rpc('get_sandbox_payment', { payment_id: booked.data.payment_id });
    expect(payment.data).toEqual({
      payment_id: booked.data.payment_id, status: 'pending', amount: 100000, reservation_id: booked.data.reservation_id,
      reservation_status: 'pending', expires_at: booked.data.expires_at, seconds_left: expect.any(Number), customer_name: 'Ana María Pérez', event_name: 'Festival Folclórico del Bambuco 2025',
      event_slug: SLUG, seats: ['D-9', 'D-10'],
    });
    // The checkout goes through the provider adapter; the sandbox provider's page approves,
    // and its signed notification reaches the webhook.
    const checkout = await visitor.functions.invoke('payment-checkout', { body: { payment_id: booked.data.payment_id } });
    expect(checkout.error).toBeNull();
    expect(checkout.data).toMatchObject({ redirect_url: `/pago/sandbox/${booked.data.payment_id}`, expires_at: booked.data.expires_at });
    const settled = await visitor.functions.invoke('payment-sandbox', { body: { payment_id: booked.data.payment_id, approved: true } });
    expect(settled.data).toMatchObject({ status: 'completed', reservation_status: 'paid' });
    expect(await statusesOfNorte()).toMatchObject({ reserved: [], paid: [...seats].sort() });

    const again = await visitor.functions.invoke('payment-sandbox', { body: { payment_id: booked.data.payment_id, approved: false } });
    expect(again.response?.status).toBe(409);
    expect(await again.response?.json()).toEqual({ code: 'payment_already_settled', error: 'Este pago ya fue procesado' });
  });

  it('is told with 409 which seats went meanwhile, their ids kept in the hint for the page to drop them', async () => {
    const taken = seat('E', 5);
    expect((await server.client().rpc('book_seats', bookingOf([taken], 'cash'))).data).toMatchObject({ status: 'pending' });

    const { error, status } = await server.client().rpc('book_seats', bookingOf([seat('E', 6), taken], 'cash'));
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: 'PT409', details: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: E-5',
    });
    expect(JSON.parse(error!.hint)).toEqual({ unavailable_seat_ids: [taken] });
    expect((await statusesOfNorte()).reserved).toContain(taken);
    expect((await statusesOfNorte()).reserved).not.toContain(seat('E', 6));
  });

  it('gets the form’s Spanish message with 400, even for a field the page left out', async () => {
    const { customer_phone: _left, ...withoutPhone } = bookingOf([seat('F', 1)], 'cash');
    const missing = await server.client().rpc('book_seats', withoutPhone);
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ code: 'P0001', details: 'customer_phone_required', message: 'El teléfono es requerido', hint: null });

    const thirteen = Array.from({ length: 13 }, (_, index) => seat('F', index + 1));
    const tooMany = await server.client().rpc('book_seats', bookingOf(thirteen, 'cash'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toMatchObject({
      details: 'too_many_seats', message: 'Puedes reservar hasta 12 asientos en línea. Para más asientos contacta a soporte.',
    });
  });

  it('gets 404 for an unknown event and for a payment the sandbox does not know', async () => {
    const event = await server.client().rpc('get_event_seat_statuses', { event_slug: 'no-existe' });
    expect(event.status).toBe(404);
    expect(event.error).toMatchObject({ details: 'event_not_found', message: 'Evento no encontrado' });

    const cash = await server.client().rpc('book_seats', bookingOf([seat('G', 1)], 'cash'));
    const payment = await server.client().rpc('get_sandbox_payment', { payment_id: cash.data.payment_id });
    expect(payment.status).toBe(404);
    expect(payment.error).toMatchObject({ code: 'PT404', details: 'payment_not_found', message: 'Pago no encontrado' });
  });
});
