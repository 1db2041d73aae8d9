// One malformed-call arbitrary per API function called directly (sync_push has its own, in
// bad-input-sync-arbitraries.ts). Each starts from a call the function would accept, or from
// the closest one that cannot write (a read, another address's invitation), and breaks it.
import fc from 'fast-check';
import type { BadInputFixture, Caller } from './bad-input-fixture.ts';
import {
  badCall, blankText, callAs, genericBreaking, hugeText, integerOutside, mutation, notUuid, overLimit, setArgument, shortened, sqlLikeText,
  sqlLikeTextWithin, thousandsOfUnknownIds, type BadCall, type Mutation, type ParamKind, type RpcShape,
} from './rpc-arbitraries.ts';

interface RpcSpec extends RpcShape {
  fn: string;
  caller: Caller;
  base: Record<string, unknown>;
  breaking?: fc.Arbitrary<Mutation>[];
  noise?: fc.Arbitrary<Mutation>[];
}

const text = (...names: string[]): Record<string, ParamKind> => Object.fromEntries(names.map((name) => [name, 'text']));
const set = (name: string, values: fc.Arbitrary<unknown>) => values.map((value) => setArgument(name, value));
const oneOf = (...values: unknown[]) => fc.constantFrom(...values);
const callers = (...who: Caller[]): fc.Arbitrary<Mutation> => fc.constantFrom(...who).map(callAs);

/**
 * Limited text fields (name → maximum characters, as in the text-limits migration): one
 * character past the limit is a breaking mutation; SQL-looking text within it is noise.
 */
type Limits = Record<string, number>;
const overLimits = (limits: Limits) => Object.entries(limits).map(([name, max]) => set(name, overLimit(max)));
const textNoise = (limits: Limits) => Object.entries(limits).map(([name, max]) => set(name, sqlLikeTextWithin(max)));

const unknownSlug = fc.oneof(sqlLikeText, hugeText, fc.string({ maxLength: 30 }).map((tail) => `no-existe-${tail}`), oneOf('', null));
const badEmail = fc.oneof(sqlLikeText, hugeText, oneOf('sin-arroba', 'a@b', '@ejemplo.co', 'ana@', 'ana @ejemplo.co'));

/** Anything but a day as AAAA-MM-DD that exists (blank means 'no bound' and is fine). */
const notADay = fc.oneof(
  sqlLikeText, hugeText, oneOf('2025-02-30', '2025-13-01', '26/11/2026', '2026-11-26T00:00', '20261126', 'hoy', '0000-00-00', '2026-1-5'),
);

/** Anything but a version get_event_seat_statuses_since gave (16 lowercase hexadecimal characters). */
const notAVersion = fc.oneof(
  sqlLikeText, hugeText, oneOf('', 'zzzzzzzzzzzzzzzz', 'ABCDEF0123456789', '0123456789abcde', '0123456789abcdef0'),
  fc.string({ minLength: 1, maxLength: 15 }),
);

function publicEventSpecs(f: BadInputFixture): RpcSpec[] {
  const bySlug: RpcSpec[] = ['get_event_by_slug', 'get_event_seat_statuses', 'get_event_layout'].map((fn) => ({
    fn, caller: 'anon', params: text('event_slug'), required: ['event_slug'], needsSignIn: false,
    base: { event_slug: f.demo.eventSlug },
    breaking: [set('event_slug', unknownSlug)],
  }));
  return [
    ...bySlug,
    {
      fn: 'get_event_seat_statuses_since', caller: 'anon', params: text('event_slug', 'known_version'), required: ['event_slug'],
      needsSignIn: false, base: { event_slug: f.demo.eventSlug },
      breaking: [set('event_slug', unknownSlug), set('known_version', notAVersion)],
    },
  ];
}

function bookSeatsSpec(f: BadInputFixture): RpcSpec {
  const seatIds = fc.oneof(
    fc.constant([f.other.seatId]),
    fc.constant([f.demo.freeSeatIds[0], f.other.seatId]),
    fc.constant([f.demo.takenSeatId]),
    fc.constant([f.demo.freeSeatIds[1], f.demo.takenSeatId]),
    fc.uuid().map((id) => [id]),
    thousandsOfUnknownIds.map((ids) => [...f.demo.freeSeatIds, ...ids]),
    notUuid.map((id) => [f.demo.freeSeatIds[0], id]),
    oneOf([], null, {}, 'todos', 42, true, [1, 2], [null], { seat_ids: [f.demo.freeSeatIds[0]] }),
  );
  return {
    fn: 'book_seats', caller: 'anon', needsSignIn: false, required: [],
    params: { ...text('event_slug', 'customer_name', 'customer_phone', 'document_type', 'document_number', 'customer_email', 'notes', 'payment_method', 'source'), seat_ids: 'json' },
    base: {
      event_slug: f.demo.eventSlug, seat_ids: [f.demo.freeSeatIds[0]], customer_name: 'Visitante', customer_phone: '3009998877',
      document_number: '12345678', customer_email: 'visitante@ejemplo.co',
    },
    breaking: [
      set('event_slug', unknownSlug),
      set('seat_ids', seatIds),
      set('customer_name', fc.oneof(blankText, oneOf(null), overLimit(120), hugeText)),
      set('customer_phone', fc.oneof(blankText, oneOf(null), overLimit(30))),
      set('document_number', fc.oneof(blankText, oneOf(null), overLimit(30))),
      set('customer_email', fc.oneof(badEmail, overLimit(254))),
      set('document_type', fc.oneof(sqlLikeText, oneOf('NIT', 'Pasaporte', 'cc', '', null))),
      set('payment_method', fc.oneof(sqlLikeText, oneOf('card', 'marked_paid', 'efectivo', '', null))),
      set('source', fc.oneof(sqlLikeText, hugeText, oneOf('', 'con espacio', 'ñandú', null))),
      set('notes', fc.oneof(overLimit(1000), hugeText)),
    ],
    noise: textNoise({ notes: 1000 }),
  };
}

function paymentSpecs(f: BadInputFixture): RpcSpec[] {
  const unknownPayment = fc.oneof(fc.uuid(), oneOf(f.demo.manualPaymentId, f.demo.pendingReservationId, f.other.reservationId, null));
  return [
    {
      fn: 'get_sandbox_payment', caller: 'anon', params: { payment_id: 'uuid' }, required: ['payment_id'], needsSignIn: false,
      base: { payment_id: f.demo.pendingPublicPaymentId },
      breaking: [set('payment_id', unknownPayment)],
    },
    {
      // The organizer's card refund; its accepted form (the paid card booking, with a reason) is never sent.
      fn: 'request_card_refund', caller: 'organizer', params: { reservation_id: 'uuid', ...text('reason', 'device_id') },
      required: ['reservation_id', 'reason'], needsSignIn: true,
      base: { reservation_id: f.demo.paidCardReservationId, reason: 'Evento aplazado' },
      breaking: [
        set('reservation_id', fc.oneof(fc.uuid(), oneOf(
          f.demo.pendingReservationId, f.demo.cancelledReservationId, f.demo.paidReservationId, f.other.reservationId, null,
        ))),
        set('reason', fc.oneof(blankText, oneOf(null), overLimit(500))),
        set('device_id', overLimit(100)),
        callers('staff', 'newcomer'),
      ],
    },
    {
      // The organizer's closings (issue 19) are accepted; a bad or inverted range, staff and outsiders are not.
      fn: 'cash_shift_closings', caller: 'organizer', params: text('from_at', 'to_at'), required: [], needsSignIn: true,
      base: { from_at: '2026-01-01T00:00:00Z', to_at: '2027-01-01T00:00:00Z' },
      breaking: [
        set('from_at', oneOf('ayer', '2026-13-01T00:00:00Z', '2028-01-01T00:00:00Z', '2027-01-01T00:00:00Z')),
        set('to_at', oneOf('mañana', '2026-00-10', '2025-01-01T00:00:00Z')),
        callers('staff', 'newcomer'),
      ],
    },
    {
      // The double-entry report of the member's own event is accepted; another organization's event is not.
      fn: 'get_double_entries', caller: 'staff', params: { event_id: 'uuid' }, required: [], needsSignIn: true,
      base: { event_id: f.demo.eventId },
      breaking: [set('event_id', fc.oneof(fc.uuid(), oneOf(f.other.eventId, f.demo.paidReservationId))), callers('newcomer')],
    },
    {
      // The organizer's report of their own event over a day range is accepted; staff, another organization's event, a day
      // that is not AAAA-MM-DD or does not exist, or a range backwards are not.
      fn: 'get_sales_report', caller: 'organizer', params: { event_id: 'uuid', ...text('from_day', 'to_day') }, required: [], needsSignIn: true,
      base: { event_id: f.demo.eventId, from_day: '2025-06-01', to_day: '2025-06-30' },
      breaking: [
        set('event_id', fc.oneof(fc.uuid(), oneOf(f.other.eventId, f.demo.paidReservationId))),
        set('from_day', notADay),
        set('to_day', notADay),
        set('to_day', oneOf('2025-05-31', '2000-01-01')),
        callers('staff', 'newcomer'),
      ],
    },
    {
      // The organizer's export of their payments is accepted; an unknown dataset, a page outside 1..10000, a bad day, staff are not.
      fn: 'get_accounting_export', caller: 'organizer',
      params: { ...text('dataset', 'from_day', 'to_day'), event_id: 'uuid', page: 'integer' }, required: ['dataset'], needsSignIn: true,
      base: { dataset: 'payments', event_id: f.demo.eventId, from_day: null, to_day: null, page: 1 },
      breaking: [
        set('dataset', fc.oneof(sqlLikeText, hugeText, oneOf('', 'closings', 'Payments', 'payments ', null))),
        set('page', fc.oneof(integerOutside(1, 10000), oneOf(null))),
        set('event_id', fc.oneof(fc.uuid(), oneOf(f.other.eventId))),
        set('from_day', notADay),
        callers('staff', 'newcomer'),
      ],
    },
    {
      // A member reading a paid booking's tickets is accepted; anyone else, or a payment id of another booking, is not.
      fn: 'get_reservation_tickets', caller: 'organizer', params: { reservation_id: 'uuid', payment_id: 'uuid' },
      required: ['reservation_id'], needsSignIn: true,
      base: { reservation_id: f.demo.paidReservationId },
      breaking: [
        set('reservation_id', fc.oneof(fc.uuid(), oneOf(f.other.reservationId, f.demo.manualPaymentId, null))),
        // Not a member: only the payment id of this very booking would let them in.
        fc.tuple(fc.constantFrom<Caller>('anon', 'newcomer'), fc.oneof(fc.uuid(), oneOf(f.other.publicPaymentId, f.demo.settledPaymentId, null))).map(
          ([who, paymentId]) => mutation(`como ${who} con payment_id = ${shortened(paymentId)}`, (draft) => ({ ...draft, caller: who, args: { ...draft.args, payment_id: paymentId } })),
        ),
      ],
    },
  ];
}

function profileSpecs(): RpcSpec[] {
  const profileFields = text('p_full_name', 'p_document_number', 'p_address', 'p_phone', 'p_profile_picture', 'p_company_name', 'p_rnt', 'p_business_description');
  const shortDocument = fc.string({ minLength: 1, maxLength: 5, unit: fc.constantFrom('1', '2', 'a', 'Z', '-') });
  const profileLimits: Limits = {
    p_full_name: 120, p_document_number: 30, p_address: 300, p_phone: 30, p_profile_picture: 2048, p_company_name: 160, p_rnt: 30,
    p_business_description: 2000,
  };
  const { p_full_name: _name, p_document_number: _document, ...freeProfileLimits } = profileLimits;
  const registrationLimits: Limits = {
    p_full_name: 120, p_company_name: 160, p_document_number: 30, p_phone: 30, p_business_description: 2000,
  };
  return [
    { fn: 'get_my_profile', caller: 'organizer', params: {}, required: [], needsSignIn: true, base: {} },
    {
      fn: 'update_user_profile', caller: 'organizer', params: profileFields, required: [], needsSignIn: true,
      base: { p_phone: '3001112233' },
      breaking: [
        set('p_full_name', blankText), set('p_document_number', shortDocument), fc.constant(callAs('newcomer')), ...overLimits(profileLimits),
      ],
      noise: textNoise(freeProfileLimits),
    },
    {
      fn: 'register_organizer', caller: 'newcomer', needsSignIn: true, required: ['p_full_name', 'p_company_name'],
      params: text('p_full_name', 'p_company_name', 'p_document_type', 'p_document_number', 'p_phone', 'p_business_description'),
      base: { p_full_name: 'Ana Ruiz', p_company_name: 'Eventos Ruiz', p_document_type: 'CC', p_document_number: '1075000111' },
      breaking: [
        set('p_full_name', fc.oneof(blankText, oneOf(null))),
        set('p_company_name', fc.oneof(blankText, oneOf(null))),
        set('p_document_number', shortDocument),
        set('p_document_type', fc.oneof(sqlLikeText, hugeText, oneOf('Pasaporte', 'cc', 'C C'))),
        callers('organizer', 'staff'),
        ...overLimits(registrationLimits),
      ],
      noise: textNoise({ p_phone: 30, p_business_description: 2000 }),
    },
  ];
}

function organizationSpecs(f: BadInputFixture): RpcSpec[] {
  const outsider = callers('newcomer');
  return [
    {
      fn: 'get_reservation_stats', caller: 'organizer', params: { org_id: 'uuid' }, required: ['org_id'], needsSignIn: true,
      base: { org_id: f.demo.organizationId },
      breaking: [set('org_id', fc.oneof(fc.uuid(), oneOf(f.other.organizationId, null))), outsider],
    },
    {
      fn: 'assistant_facts', caller: 'organizer', params: text('event_name'), required: [], needsSignIn: true,
      base: { event_name: 'Bambuco' }, breaking: [outsider],
    },
    {
      fn: 'sync_pull', caller: 'organizer', params: text('cursor'), required: [], needsSignIn: true, base: { cursor: null },
      breaking: [
        set('cursor', fc.oneof(sqlLikeText, hugeText, oneOf('-1', '1.5', '', ' 1', '0x10', '99999999999999999999', 'null'))),
        outsider,
      ],
    },
    {
      fn: 'sync_pull_page', caller: 'organizer', params: { ...text('cursor', 'page'), page_size: 'integer' }, required: [], needsSignIn: true,
      base: { cursor: null, page: null, page_size: 100 },
      breaking: [
        set('cursor', fc.oneof(sqlLikeText, hugeText, oneOf('-1', '1.5', '', ' 1', '0x10', '99999999999999999999', 'null'))),
        // Pages this function never gave: wrong version, table out of range, a pair key for a table keyed by id, SQL.
        set('page', fc.oneof(sqlLikeText, hugeText, oneOf('', 'p1', 'p2.n.5.1.n', 'p1.n.5.0.n', 'p1.n.5.13.n', 'p1.x.5.1.n', `p1.n.5.4.${f.demo.organizationId}_${f.demo.organizationId}`, "p1.n.5.4.n' or 1=1 --"))),
        set('page_size', fc.oneof(integerOutside(1, 20000), oneOf(null))),
        outsider,
      ],
    },
    {
      fn: 'submit_support_message', caller: 'organizer', params: text('name', 'email', 'subject', 'message'),
      required: ['name', 'email', 'subject', 'message'], needsSignIn: true,
      base: { name: 'Laura Gómez', email: 'laura@ejemplo.co', subject: 'general', message: 'Necesito ayuda con las graderías.' },
      breaking: [
        set('name', fc.oneof(blankText, oneOf('\n\t', null), hugeText)),
        set('email', fc.oneof(blankText, oneOf(null), badEmail)),
        set('subject', fc.oneof(blankText, sqlLikeText, hugeText, oneOf('General', 'otro', null))),
        set('message', fc.oneof(blankText, oneOf(null, '\n corto \n'), fc.string({ minLength: 1, maxLength: 9 }), hugeText)),
        outsider,
      ],
    },
  ];
}

const location = (lat: number | null, lng: number | null) =>
  mutation(`ubicación ${lat}, ${lng}`, (draft) => ({ ...draft, args: { ...draft.args, p_location_lat: lat, p_location_lng: lng } }));

function venueSpec(f: BadInputFixture): RpcSpec {
  const inRange = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true });
  const outOfRange = (limit: number) =>
    fc.oneof(fc.double({ min: limit, max: 1e308, minExcluded: true, noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -1e308, max: -limit, maxExcluded: true, noNaN: true, noDefaultInfinity: true }));
  return {
    fn: 'create_graderia', caller: 'organizer', needsSignIn: true,
    params: {
      ...text('p_name', 'p_description', 'p_location_name'), p_rows: 'integer', p_columns: 'integer', p_floors: 'integer',
      p_base_price: 'integer', p_location_lat: 'double', p_location_lng: 'double', p_id: 'uuid',
    },
    required: ['p_name', 'p_rows', 'p_columns', 'p_floors', 'p_base_price'],
    base: { p_name: 'Tribuna Sur', p_rows: 2, p_columns: 2, p_floors: 1, p_base_price: 20000 },
    breaking: [
      set('p_name', fc.oneof(blankText, oneOf(null))),
      set('p_rows', fc.oneof(integerOutside(1, 50), oneOf(null))),
      set('p_columns', fc.oneof(integerOutside(1, 50), oneOf(null))),
      set('p_floors', fc.oneof(integerOutside(1, 5), oneOf(null))),
      set('p_base_price', fc.oneof(fc.integer({ min: -(2 ** 31), max: 999 }), integerOutside(1000, 2 ** 31 - 1), oneOf(null))),
      fc.tuple(inRange(90), fc.boolean()).map(([value, isLatitude]) => (isLatitude ? location(value, null) : location(null, value))),
      fc.tuple(outOfRange(90), inRange(180)).map(([lat, lng]) => location(lat, lng)),
      fc.tuple(inRange(90), outOfRange(180)).map(([lat, lng]) => location(lat, lng)),
      set('p_id', oneOf(...f.demo.venueIds, f.other.venueId)),
      callers('staff', 'newcomer'),
      ...overLimits({ p_name: 120, p_description: 2000, p_location_name: 200 }),
    ],
    noise: textNoise({ p_description: 2000, p_location_name: 200 }),
  };
}

function teamSpecs(f: BadInputFixture): RpcSpec[] {
  const unknownToken = fc.oneof(sqlLikeText, hugeText, fc.string({ maxLength: 64 }), oneOf(null));
  return [
    {
      fn: 'invite_staff', caller: 'organizer', params: text('email'), required: ['email'], needsSignIn: true,
      base: { email: 'nueva.cajera@ejemplo.co' },
      breaking: [
        set('email', fc.oneof(blankText, oneOf(null), badEmail, overLimit(254), oneOf(f.demo.staffEmail, ` ${f.demo.staffEmail.toUpperCase()} `))),
        callers('staff', 'newcomer'),
      ],
    },
    {
      fn: 'list_staff_and_invitations', caller: 'organizer', params: {}, required: [], needsSignIn: true, base: {},
      breaking: [callers('staff', 'newcomer')],
    },
    {
      fn: 'get_staff_invitation', caller: 'anon', params: text('token'), required: ['token'], needsSignIn: false,
      base: { token: f.invitationTokenForSomeoneElse }, breaking: [set('token', unknownToken)],
    },
    {
      // Base already refused (the invitation is for another address), and stays refused.
      fn: 'accept_staff_invitation', caller: 'newcomer', params: text('token', 'full_name', 'phone'), required: ['token'],
      needsSignIn: true, base: { token: f.invitationTokenForSomeoneElse, full_name: 'Nuevo Cajero' },
      breaking: [set('token', unknownToken), callers('organizer', 'staff'), ...overLimits({ full_name: 120, phone: 30 })],
      noise: textNoise({ full_name: 120, phone: 30 }),
    },
    {
      fn: 'revoke_staff_invitation', caller: 'organizer', params: { id: 'uuid' }, required: ['id'], needsSignIn: true,
      base: { id: f.other.invitationId },
      breaking: [set('id', fc.oneof(fc.uuid(), oneOf(f.other.invitationId, null))), callers('staff', 'newcomer')],
    },
    {
      // Base already refused (a member of another organization), and stays refused: no
      // generated id is a member of the demo organization.
      fn: 'remove_team_member', caller: 'organizer', params: { p_user_id: 'uuid' }, required: ['p_user_id'], needsSignIn: true,
      base: { p_user_id: f.other.organizerId },
      breaking: [set('p_user_id', fc.oneof(fc.uuid(), oneOf(f.other.organizerId, null))), callers('staff', 'newcomer')],
    },
  ];
}

/** The fixture's callers have no second factor: making codes is refused (aal1), and no code is ever right. */
function secondFactorSpecs(): RpcSpec[] {
  return [
    { fn: 'create_mfa_recovery_codes', caller: 'organizer', params: {}, required: [], needsSignIn: true, base: {} },
    {
      fn: 'use_mfa_recovery_code', caller: 'organizer', params: text('p_code'), required: ['p_code'], needsSignIn: true,
      base: { p_code: 'abcd-efgh-jkmn-pqrs' },
      breaking: [set('p_code', fc.oneof(blankText, sqlLikeText, hugeText, oneOf(null, 'aaaa-bbbb-cccc-dddd'))), callers('staff', 'newcomer')],
    },
  ];
}

export function directRpcSpecs(f: BadInputFixture): RpcSpec[] {
  return [
    ...publicEventSpecs(f), bookSeatsSpec(f), ...paymentSpecs(f), ...profileSpecs(), ...organizationSpecs(f),
    venueSpec(f), ...teamSpecs(f), ...secondFactorSpecs(),
  ];
}

export function badCallsOf(spec: RpcSpec): fc.Arbitrary<BadCall> {
  return badCall(spec.fn, { caller: spec.caller, args: spec.base }, [...genericBreaking(spec), ...(spec.breaking ?? [])], spec.noise ?? []);
}
