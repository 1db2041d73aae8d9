// The public page's calls as src/api/public-booking.ts makes them, and a stand of
// organization A's event with both regular and premium seats to book.
import type { Booking } from '../../src/api/public-booking';
import type { Sql } from '../../supabase/local/engine.ts';
import { seatIdOf } from './seat-id.ts';
import { organizationA } from './two-organizations.ts';

/** 'Tribuna' of organization A, sold by its event 'evento-a': 3 rows × 10 columns at $50.000. */
export const tribunaId = 'eeeeeeee-0000-4000-8000-000000000001';
/** Columns 1-4 and 7-10 are premium ($75.000), 5 and 6 regular ($50.000). */
export const tribunaSeat = (row: string, column: number) => seatIdOf(tribunaId, 1, row, column);

export async function addTribuna(sql: Sql): Promise<void> {
  await sql.query(
    "insert into public.graderias (id, organization_id, name, rows, columns, floors, base_price) values ($1, $2, 'Tribuna', 3, 10, 1, 50000)",
    [tribunaId, organizationA.id],
  );
  await sql.query('insert into public.event_graderias (event_id, graderia_id, organization_id) values ($1, $2, $3)', [
    organizationA.eventId, tribunaId, organizationA.id,
  ]);
}

// The answers as the app reads them: one shape for the app and its database tests.
export type { BookedSeat, Booking, SandboxPayment } from '../../src/api/public-booking';

export type BookingArguments = Record<string, unknown>;

/** A valid cash booking of Tribuna A-5 (regular) and A-1 (premium); an override of undefined leaves the argument out. */
export function booking(overrides: BookingArguments = {}): BookingArguments {
  return {
    event_slug: 'evento-a',
    seat_ids: [tribunaSeat('A', 5), tribunaSeat('A', 1)],
    customer_name: 'Ana María Pérez',
    customer_phone: '3001234567',
    document_type: 'CC',
    document_number: '1075234567',
    customer_email: 'ana.perez@correo.co',
    notes: null,
    payment_method: 'cash',
    source: 'public_web',
    ...overrides,
  };
}

/** book_seats with named arguments, seat_ids sent as JSON whatever it holds. */
export function bookSeatsCall(args: BookingArguments): { text: string; params: unknown[] } {
  const given = Object.entries(args).filter(([, value]) => value !== undefined);
  const text = `select public.book_seats(${given
    .map(([name], index) => `${name} => $${index + 1}::${name === 'seat_ids' ? 'jsonb' : 'text'}`)
    .join(', ')}) as booking`;
  const params = given.map(([name, value]) => (name === 'seat_ids' && value !== null ? JSON.stringify(value) : value));
  return { text, params };
}

export async function bookSeats(sql: Sql, args: BookingArguments): Promise<Booking> {
  const { text, params } = bookSeatsCall(args);
  return (await sql.query<{ booking: Booking }>(text, params)).rows[0].booking;
}

export const getSandboxPaymentCall = 'select public.get_sandbox_payment(payment_id => $1) as payment';
/** The provider's notification as the payment webhook hands it to the database (as service_role). */
export interface ProviderNotification {
  notification_id: string;
  payment_id: string;
  status: 'approved' | 'rejected' | string | null;
  amount: number | null;
  provider?: string;
}

export const confirmProviderPaymentCall =
  'select public.confirm_provider_payment(notification_id => $1, payment_id => $2, status => $3, amount => $4, provider => $5) as outcome';

export const confirmParams = (notification: ProviderNotification): unknown[] => [
  notification.notification_id, notification.payment_id, notification.status, notification.amount, notification.provider ?? 'sandbox',
];

/** For the rest of the transaction, act as the service role (what the webhook's key is). */
export async function becomeServiceRole(sql: Sql): Promise<void> {
  await sql.query("select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{\"role\":\"service_role\"}', true)");
}

export interface ConfirmOutcome {
  notification_id: string;
  payment_id: string;
  kind: 'charge' | 'refund';
  status: string;
  amount: number;
  reservation_id: string;
  reservation_status: string;
}

/** confirm_provider_payment as the webhook calls it; the caller's role is restored afterwards by the caller. */
export async function confirmProviderPayment(sql: Sql, notification: ProviderNotification): Promise<ConfirmOutcome> {
  await becomeServiceRole(sql);
  return (await sql.query<{ outcome: ConfirmOutcome }>(confirmProviderPaymentCall, confirmParams(notification))).rows[0].outcome;
}

export const requestCardRefundCall = 'select public.request_card_refund(reservation_id => $1, reason => $2, device_id => $3) as refund';

export interface CardRefundRequest {
  refund_id: string;
  charge_payment_id: string;
  reservation_id: string;
  amount: number;
  status: 'pending';
}

export interface VenueSeatStatuses {
  id: string;
  reserved: string[];
  paid: string[];
  blocked: string[];
}

export async function seatStatuses(sql: Sql, slug: string): Promise<{ venues: VenueSeatStatuses[] }> {
  const { rows } = await sql.query<{ statuses: { venues: VenueSeatStatuses[] } }>(
    'select public.get_event_seat_statuses(event_slug => $1) as statuses',
    [slug],
  );
  return rows[0].statuses;
}

export interface CallFailure {
  code: string;
  message: string;
  detail?: string;
  /** seats_unavailable's hint, parsed: {unavailable_seat_ids}; absent otherwise. */
  hint?: unknown;
}

/** Runs a statement that must fail inside a savepoint, so the transaction stays usable. */
export async function failedCall(sql: Sql, text: string, params: unknown[]): Promise<CallFailure> {
  await sql.query('savepoint failed_call');
  let rows: unknown[];
  try {
    rows = (await sql.query(text, params)).rows;
  } catch (error) {
    await sql.query('rollback to savepoint failed_call');
    const { code, message, detail, hint } = error as CallFailure & { hint?: string };
    return { code, message, ...(detail ? { detail } : {}), ...(hint ? { hint: JSON.parse(hint) } : {}) };
  }
  await sql.query('release savepoint failed_call');
  throw new Error(`Se esperaba un error y la sentencia devolvió ${JSON.stringify(rows)}`);
}
