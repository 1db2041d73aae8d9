// The world the bad-input properties aim at: the demo organization with a few sales in
// every state, and a second organization with its own stand, event, sale, public payment,
// invitation and pushed op, whose ids the generators borrow ("another organization's ids").
// Built once per file through the HTTP API, before the database fingerprint is taken.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_EMAIL, DEMO_PASSWORD, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';

export type Caller = 'anon' | 'organizer' | 'staff' | 'newcomer';

export interface OtherOrganization {
  organizationId: string;
  /** Its organizer: a member of another organization, whom the demo organizer cannot remove. */
  organizerId: string;
  eventId: string;
  eventSlug: string;
  venueId: string;
  seatId: string;
  reservationId: string;
  publicPaymentId: string;
  invitationId: string;
  opId: string;
}

export interface BadInputFixture {
  /** The server's anon key (each test server has its own secret). */
  anonKey: string;
  tokens: Record<Exclude<Caller, 'anon'>, string>;
  demo: {
    organizationId: string;
    eventId: string;
    eventSlug: string;
    venueIds: string[];
    /** Never sold in the file: a payload naming it is invalid only through its mutations. */
    freeSeatIds: string[];
    takenSeatId: string;
    pendingReservationId: string;
    paidReservationId: string;
    /** What the paid reservation's refund must give back. */
    paidReservationTotal: number;
    cancelledReservationId: string;
    pendingPublicPaymentId: string;
    settledPaymentId: string;
    /** The public card booking the provider approved: paid, so a card refund of it would be accepted. */
    paidCardReservationId: string;
    /** The paid reservation's one ticket (its reservation_seats row), and the cancelled one's. */
    paidTicketId: string;
    cancelledTicketId: string;
    /** A box-office card payment: not a sandbox payment, so the sandbox does not know it. */
    manualPaymentId: string;
    staffEmail: string;
  };
  other: OtherOrganization;
  /** A pending invitation of the demo organization for an address no test account has. */
  invitationTokenForSomeoneElse: string;
}

export const DEMO_ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';
const DEMO_EVENT_ID = 'a0000000-0000-4000-8000-000000001001';
const DEMO_EVENT_SLUG = 'festival-bambuco-2025';
const DEMO_VENUE_IDS = [
  'a0000000-0000-4000-8000-000000000101',
  'a0000000-0000-4000-8000-000000000102',
  'a0000000-0000-4000-8000-000000000103',
];
const STAFF_EMAIL = 'taquilla@taquilla.co';

async function rpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn} falló al preparar los datos: ${error.message}`);
  return data as T;
}

async function signedIn(server: RunningServer, email: string, password: string): Promise<SupabaseClient> {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`No se pudo ingresar como ${email}: ${error.message}`);
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

interface PushAnswer {
  results: { status: string; rows?: Record<string, { id: string }[]>; message?: string }[];
}

async function pushOne(client: SupabaseClient, kind: string, payload: Record<string, unknown>, opId = randomUUID()) {
  const answer = await rpc<PushAnswer>(client, 'sync_push', {
    device_id: randomUUID(),
    ops: [{ op_id: opId, kind, payload, created_at: new Date().toISOString() }],
  });
  const [result] = answer.results;
  if (result.status !== 'applied') throw new Error(`${kind} rechazada al preparar los datos: ${result.message}`);
  return result.rows!;
}

const customer = {
  customer_name: 'Ana Ruiz',
  customer_email: 'ana@ejemplo.co',
  customer_phone: '3001234567',
  document_type: 'CC',
  document_number: '1075000111',
};

async function manualSale(client: SupabaseClient, eventId: string, seatId: string, method: string): Promise<string> {
  const id = randomUUID();
  await pushOne(client, 'reservations-create-manual', { id, event_id: eventId, seat_ids: [seatId], payment_method: method, ...customer });
  return id;
}

interface Booking {
  reservation_id: string;
  payment_id: string;
}

function bookOnline(server: RunningServer, slug: string, seatId: string): Promise<Booking> {
  return rpc<Booking>(server.client(), 'book_seats', {
    event_slug: slug,
    seat_ids: [seatId],
    customer_name: 'Visitante',
    customer_phone: '3009998877',
    document_number: '12345678',
    customer_email: 'visitante@ejemplo.co',
  });
}

async function seatIdsOf(server: RunningServer, slug: string): Promise<string[]> {
  const event = await rpc<{ venues: { seats: { id: string }[] }[] }>(server.client(), 'get_event_by_slug', { event_slug: slug });
  return event.venues.flatMap((venue) => venue.seats.map((seat) => seat.id));
}

async function createOtherOrganization(server: RunningServer): Promise<OtherOrganization> {
  const client = server.client();
  const signUp = await client.auth.signUp({ email: uniqueEmail('otra-org'), password: 'ClaveSegura1' });
  if (signUp.error) throw new Error(signUp.error.message);
  const profile = await rpc<{ organization: { id: string } }>(client, 'register_organizer', {
    p_full_name: 'Marta Losada', p_company_name: 'Fiestas de San Pedro SAS',
  });
  const venue = await rpc<{ id: string }>(client, 'create_graderia', {
    p_name: 'Tribuna San Pedro', p_rows: 2, p_columns: 3, p_floors: 1, p_base_price: 20000,
  });
  const eventId = randomUUID();
  const eventSlug = `san-pedro-${process.pid}-${Date.now()}`;
  const opId = randomUUID();
  await pushOne(client, 'events-create', {
    id: eventId, name: 'Fiestas de San Pedro', slug: eventSlug, event_date: '2026-06-28', graderia_ids: [venue.id],
  }, opId);
  const seatIds = await seatIdsOf(server, eventSlug);
  const reservationId = await manualSale(client, eventId, seatIds[0], 'cash');
  const booking = await bookOnline(server, eventSlug, seatIds[1]);
  const invitation = await rpc<{ id: string }>(client, 'invite_staff', { email: uniqueEmail('cajero-otra') });
  return {
    organizationId: profile.organization.id, organizerId: signUp.data.user!.id, eventId, eventSlug, venueId: venue.id, seatId: seatIds[2],
    reservationId, publicPaymentId: booking.payment_id, invitationId: invitation.id, opId,
  };
}

export async function createBadInputFixture(server: RunningServer): Promise<BadInputFixture> {
  const organizer = await signedIn(server, DEMO_EMAIL, DEMO_PASSWORD);
  const staff = await signedIn(server, STAFF_EMAIL, DEMO_PASSWORD);
  const newcomer = server.client();
  const signUp = await newcomer.auth.signUp({ email: uniqueEmail('sin-perfil'), password: 'ClaveSegura1' });
  if (signUp.error) throw new Error(signUp.error.message);

  const seats = await seatIdsOf(server, DEMO_EVENT_SLUG);
  const pendingBooking = await bookOnline(server, DEMO_EVENT_SLUG, seats[0]);
  const settledBooking = await bookOnline(server, DEMO_EVENT_SLUG, seats[1]);
  // Paid the only way there is: the sandbox provider's signed notification to the webhook.
  const settled = await server.client().functions.invoke('payment-sandbox', { body: { payment_id: settledBooking.payment_id, approved: true } });
  if (settled.error) throw new Error(`El pago de prueba falló: ${settled.error.message}`);
  const pendingReservationId = await manualSale(organizer, DEMO_EVENT_ID, seats[2], 'cash');
  const paidReservationId = await manualSale(organizer, DEMO_EVENT_ID, seats[3], 'marked_paid');
  const cardReservationId = await manualSale(organizer, DEMO_EVENT_ID, seats[4], 'mercadopago');
  const cancelledReservationId = await manualSale(organizer, DEMO_EVENT_ID, seats[5], 'cash');
  await pushOne(organizer, 'reservations-cancel', { reservation_id: cancelledReservationId });
  const { rows } = await server.engine.query<{ id: string }>('select id from public.payments where reservation_id = $1', [cardReservationId]);
  const { rows: [paid] } = await server.engine.query<{ total_amount: number }>('select total_amount from public.reservations where id = $1', [paidReservationId]);
  const ticketOf = async (reservationId: string) =>
    (await server.engine.query<{ id: string }>('select id from public.reservation_seats where reservation_id = $1', [reservationId])).rows[0].id;
  const invitation = await rpc<{ token: string }>(organizer, 'invite_staff', { email: uniqueEmail('invitada') });

  return {
    anonKey: server.anonKey,
    tokens: { organizer: await accessToken(organizer), staff: await accessToken(staff), newcomer: await accessToken(newcomer) },
    demo: {
      organizationId: DEMO_ORGANIZATION_ID, eventId: DEMO_EVENT_ID, eventSlug: DEMO_EVENT_SLUG, venueIds: DEMO_VENUE_IDS,
      freeSeatIds: seats.slice(10, 14), takenSeatId: seats[0], pendingReservationId, paidReservationId,
      paidReservationTotal: paid.total_amount, cancelledReservationId, pendingPublicPaymentId: pendingBooking.payment_id, settledPaymentId: settledBooking.payment_id,
      paidCardReservationId: settledBooking.reservation_id,
      manualPaymentId: rows[0].id, staffEmail: STAFF_EMAIL,
      paidTicketId: await ticketOf(paidReservationId), cancelledTicketId: await ticketOf(cancelledReservationId),
    },
    other: await createOtherOrganization(server),
    invitationTokenForSomeoneElse: invitation.token,
  };
}
