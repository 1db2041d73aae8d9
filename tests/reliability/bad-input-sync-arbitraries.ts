// Malformed sync_push calls: the envelope (device_id, ops), each op's own fields (op_id,
// kind, created_at, payload) and, for each op kind, its payload. Same recipe as
// rpc-arbitraries.ts: a valid op plus breaking mutations, noise first.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { BadInputFixture } from './bad-input-fixture.ts';
import {
  anyJsonValue, badCall, blankText, callAs, genericBreaking, integerOutside, largeText, mutation, notUuid, overLimit, sqlLikeText,
  sqlLikeTextWithin, thousandsOfUnknownIds, wrongTypeFor, type BadCall, type CallDraft, type Mutation,
} from './rpc-arbitraries.ts';

const oneOf = (...values: unknown[]) => fc.constantFrom(...values);

type Op = Record<string, unknown>;

function opMutation(label: string, change: (op: Op) => Op): Mutation {
  // An op already replaced by a non-object stays so: it is broken for good.
  const changeObject = (op: Op) => (typeof op === 'object' && op !== null && !Array.isArray(op) ? change(op) : op);
  return mutation(label, (draft) => ({ ...draft, args: { ...draft.args, ops: (draft.args.ops as Op[]).map(changeObject) } }));
}

const setField = (field: string, value: unknown) =>
  opMutation(`payload.${field} = ${JSON.stringify(value)?.slice(0, 60)}`, (op) => ({ ...op, payload: { ...(op.payload as Op), [field]: value } }));
const dropField = (field: string) =>
  opMutation(`sin payload.${field}`, (op) => {
    const payload = { ...(op.payload as Op) };
    delete payload[field];
    return { ...op, payload };
  });
const field = (name: string, values: fc.Arbitrary<unknown>) => values.map((value) => setField(name, value));

interface OpKindSpec {
  kind: string;
  payload: Op;
  breaking: fc.Arbitrary<Mutation>[];
  /** Fields where any text is accepted, however long (ignored, or kept in a log's details). */
  noise: string[];
  /**
   * Text fields with a length limit (field → maximum characters, as in the text-limits
   * migration): past it is breaking, SQL-looking text within it is noise.
   */
  limits?: Record<string, number>;
}

const VENUE_LIMITS = { name: 120, description: 2000, location_name: 200 };
const EVENT_LIMITS = { name: 160, slug: 180, description: 5000, image_url: 2048, video_url: 2048 };
const SALE_LIMITS = { customer_name: 120, customer_email: 254, customer_phone: 30, document_number: 30, notes: 1000 };

function opKindSpecs(f: BadInputFixture): OpKindSpec[] {
  const notText = wrongTypeFor('text');
  const badInteger = fc.oneof(wrongTypeFor('integer'), oneOf('20000'));
  const staff = fc.constant(callAs('staff'));
  const notAList = fc.oneof(oneOf('todos', 42, {}, [null], ['x']), notUuid.map((id) => [id]));
  const reservationIds = fc.oneof(fc.uuid(), notUuid, oneOf(f.other.reservationId, f.demo.paidReservationId, f.demo.cancelledReservationId, null));
  const customer = {
    customer_name: 'Ana Ruiz', customer_email: 'ana@ejemplo.co', customer_phone: '3001234567', document_type: 'CC',
    document_number: '1075000111',
  };
  return [
    {
      kind: 'graderias-create', payload: { id: randomUUID(), name: 'Tribuna', rows: 2, columns: 2, floors: 1, base_price: 20000 },
      noise: [], limits: VENUE_LIMITS,
      breaking: [
        field('name', fc.oneof(blankText, notText, oneOf(null))),
        field('rows', fc.oneof(integerOutside(1, 50), badInteger)), field('columns', fc.oneof(integerOutside(1, 50), badInteger)),
        field('floors', fc.oneof(integerOutside(1, 5), badInteger)),
        field('base_price', fc.oneof(fc.integer({ min: -(2 ** 31), max: 999 }), integerOutside(1000, 2 ** 31 - 1), badInteger, oneOf(null))),
        field('id', fc.oneof(notUuid, oneOf(...f.demo.venueIds, f.other.venueId, null))), fc.constant(dropField('id')), staff,
      ],
    },
    {
      kind: 'graderias-update', payload: { id: f.demo.venueIds[0], base_price: 30000 }, noise: [], limits: VENUE_LIMITS,
      breaking: [
        field('id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.venueId, null))), fc.constant(dropField('id')),
        field('name', fc.oneof(blankText, notText, oneOf(null))),
        field('base_price', fc.oneof(fc.integer({ min: -(2 ** 31), max: 999 }), integerOutside(1000, 2 ** 31 - 1), badInteger, oneOf(null))),
        field('is_active', fc.oneof(wrongTypeFor('boolean'), oneOf(null))), staff,
      ],
    },
    {
      kind: 'events-create', payload: { id: randomUUID(), name: 'Feria de Agosto', event_date: '2026-08-01' }, noise: [], limits: EVENT_LIMITS,
      breaking: [
        field('name', fc.oneof(blankText, notText)),
        field('event_date', fc.oneof(sqlLikeText, oneOf(null, '2025-02-30', 'mañana', '01/08/2026', 20260801))),
        fc.constant(dropField('event_date')), field('end_date', oneOf('2026-07-31', '2000-01-01', 'ayer')),
        field('slug', fc.oneof(sqlLikeText, oneOf('Con Espacios', '-guion', f.demo.eventSlug, f.other.eventSlug, 42))),
        field('id', fc.oneof(notUuid, oneOf(f.demo.eventId, f.other.eventId))), fc.constant(dropField('id')),
        field('graderia_ids', fc.oneof(notAList, oneOf([f.other.venueId], [f.demo.venueIds[0], f.other.venueId]), thousandsOfUnknownIds)),
        field('event_time', oneOf('25:00', '18h', 1800)), field('is_active', fc.oneof(wrongTypeFor('boolean'), oneOf(null))), staff,
      ],
    },
    {
      kind: 'events-update', payload: { id: f.demo.eventId, description: 'Nueva descripción' }, noise: [], limits: EVENT_LIMITS,
      breaking: [
        field('id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.eventId, null))), fc.constant(dropField('id')),
        field('name', fc.oneof(blankText, notText)), field('slug', fc.oneof(sqlLikeText, oneOf('Con Espacios', f.other.eventSlug))),
        field('event_date', oneOf(null, '2025-02-30')), field('end_date', oneOf('2000-01-01')),
        field('graderia_ids', fc.oneof(notAList, oneOf([], [f.other.venueId]), thousandsOfUnknownIds)), staff,
      ],
    },
    {
      kind: 'reservations-create-manual', noise: [], limits: SALE_LIMITS,
      payload: { id: randomUUID(), event_id: f.demo.eventId, seat_ids: [f.demo.freeSeatIds[2]], payment_method: 'cash', ...customer },
      breaking: [
        field('event_id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.eventId, null))), fc.constant(dropField('event_id')),
        field('seat_ids', fc.oneof(notAList, thousandsOfUnknownIds, oneOf([], null, [f.other.seatId], [f.demo.freeSeatIds[3], f.demo.takenSeatId]))),
        field('customer_name', fc.oneof(blankText, notText)), field('customer_email', fc.oneof(sqlLikeText, oneOf('', 'sin-arroba'))),
        field('customer_phone', blankText), field('document_number', blankText),
        field('document_type', fc.oneof(sqlLikeText, oneOf('NIT', null))), field('payment_method', fc.oneof(sqlLikeText, oneOf('card', null))),
        field('discount_code', fc.oneof(sqlLikeText, oneOf('NOEXISTE', 10))),
        field('id', fc.oneof(notUuid, oneOf(f.demo.pendingReservationId, f.other.reservationId))),
      ],
    },
    {
      kind: 'reservations-process-payment', payload: { reservation_id: f.demo.pendingReservationId }, noise: ['notes'],
      breaking: [field('reservation_id', reservationIds), fc.constant(dropField('reservation_id'))],
    },
    {
      kind: 'reservations-cancel', payload: { reservation_id: f.demo.pendingReservationId, reason: 'Cliente desistió' }, noise: ['reason'],
      breaking: [field('reservation_id', reservationIds), fc.constant(dropField('reservation_id')), field('reason', wrongTypeFor('text'))],
    },
    {
      kind: 'reservations-refund', noise: [], limits: { reason: 500 },
      payload: { reservation_id: f.demo.paidReservationId, amount: f.demo.paidReservationTotal, reason: 'Evento aplazado', method: 'cash' },
      breaking: [
        field('reservation_id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.reservationId, f.demo.pendingReservationId, f.demo.cancelledReservationId, null))),
        fc.constant(dropField('reservation_id')),
        field('amount', fc.oneof(badInteger, oneOf(null, 0, -f.demo.paidReservationTotal, f.demo.paidReservationTotal + 1, f.demo.paidReservationTotal - 1, 2147483647))),
        fc.constant(dropField('amount')),
        field('reason', fc.oneof(blankText, notText)), fc.constant(dropField('reason')),
        field('method', fc.oneof(sqlLikeText, oneOf('mercadopago', 'card', null, 1))), staff,
      ],
    },
    {
      kind: 'reservations-release-unpaid', noise: [],
      payload: { event_id: f.demo.eventId, reservation_ids: [f.demo.pendingReservationId] },
      breaking: [
        field('event_id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.eventId, null))), fc.constant(dropField('event_id')),
        field('reservation_ids', fc.oneof(notAList, thousandsOfUnknownIds, oneOf([], null, [f.other.reservationId], [f.demo.pendingReservationId, f.other.reservationId]))),
        fc.constant(dropField('reservation_ids')), staff,
      ],
    },
    {
      // A gate's scan of the paid booking's ticket (issue 18).
      kind: 'check-in', noise: [], limits: { gate: 60 },
      payload: { check_in_id: randomUUID(), ticket_id: f.demo.paidTicketId, gate: 'Puerta Norte', scanned_at: '2026-11-22T10:00:00Z' },
      breaking: [
        field('ticket_id', fc.oneof(fc.uuid(), notUuid, oneOf(f.demo.cancelledTicketId, f.other.reservationId, f.demo.paidReservationId, null))),
        fc.constant(dropField('ticket_id')),
        field('check_in_id', fc.oneof(notUuid, oneOf(null, 42))), fc.constant(dropField('check_in_id')),
        field('scanned_at', fc.oneof(notText, oneOf('ayer', '2026-13-01T00:00:00Z', '2026-11-22', '2999-01-01T00:00:00Z', null))),
        fc.constant(dropField('scanned_at')),
        field('gate', notText),
      ],
    },
    {
      // 'Abrir turno' (issue 19) on the push's fresh device: the base op would open its shift.
      kind: 'shifts-open', noise: [],
      payload: { id: randomUUID(), opening_float: 50000, opened_at: '2026-11-22T10:00:00Z' },
      breaking: [
        field('opening_float', fc.oneof(badInteger, integerOutside(0, 1_000_000_000), oneOf(null, -1, 1_000_000_001, 12.5))),
        fc.constant(dropField('opening_float')),
        field('id', fc.oneof(notUuid, oneOf(null, 42))), fc.constant(dropField('id')),
        field('opened_at', fc.oneof(notText, oneOf('ayer', '2026-13-01T00:00:00Z', '2999-01-01T00:00:00Z', null))), fc.constant(dropField('opened_at')),
        fc.constant(callAs('newcomer')),
      ],
    },
    {
      // 'Cerrar turno': the count is checked before the shift, so each bad field is refused for
      // itself; the base names no shift of the push's fresh device, so it is refused too.
      kind: 'shifts-close', noise: [],
      payload: { shift_id: randomUUID(), counted_cash: 85000, closed_at: '2026-11-22T10:00:00Z' },
      breaking: [
        field('counted_cash', fc.oneof(badInteger, integerOutside(0, 1_000_000_000), oneOf(null, -5000, 1_000_000_001, 0.5))),
        fc.constant(dropField('counted_cash')),
        field('shift_id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.reservationId, null))), fc.constant(dropField('shift_id')),
        field('closed_at', fc.oneof(notText, oneOf('ayer', '2999-01-01T00:00:00Z', null))), fc.constant(dropField('closed_at')),
      ],
    },
    {
      // A receipt without a shift for a cash op this device never pushed: the base would be stored void.
      kind: 'cash-receipts-issue', noise: [],
      payload: {
        id: randomUUID(), sequence: 1, shift_id: null, reservation_id: f.demo.paidReservationId, kind: 'payment', amount: 20000,
        issued_at: '2026-11-22T10:00:00Z', cash_op_id: randomUUID(),
      },
      breaking: [
        field('sequence', fc.oneof(badInteger, oneOf(0, -1, 1_000_000_000, null))), fc.constant(dropField('sequence')),
        field('kind', fc.oneof(sqlLikeText, oneOf('venta', 'charge', null, 1))), fc.constant(dropField('kind')),
        field('amount', fc.oneof(badInteger, oneOf(-1, 1_000_000_001, null))), fc.constant(dropField('amount')),
        field('shift_id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.reservationId))),
        field('reservation_id', fc.oneof(notUuid, oneOf(null))), fc.constant(dropField('reservation_id')),
        field('cash_op_id', fc.oneof(notUuid, oneOf(null))), fc.constant(dropField('cash_op_id')),
        field('issued_at', fc.oneof(notText, oneOf('ayer', '2999-01-01T00:00:00Z', null))), fc.constant(dropField('issued_at')),
        fc.constant(callAs('newcomer')),
      ],
    },
    {
      // A lease of a free seat to the pushing device for two hours (issue 21).
      kind: 'seat-leases-create', noise: [], limits: { device_name: 60 },
      payload: {
        lease_id: randomUUID(), event_id: f.demo.eventId, seat_ids: [f.demo.freeSeatIds[3]], device_name: 'Tablet puerta 1',
        ends_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      },
      breaking: [
        field('event_id', fc.oneof(fc.uuid(), notUuid, oneOf(f.other.eventId, null))), fc.constant(dropField('event_id')),
        field('seat_ids', fc.oneof(notAList, thousandsOfUnknownIds, oneOf([], null, [f.other.seatId], [f.demo.freeSeatIds[3], f.demo.takenSeatId]))),
        field('device_name', fc.oneof(blankText, notText)), fc.constant(dropField('device_name')),
        field('ends_at', fc.oneof(notText, oneOf('mañana', '2026-13-01T00:00:00Z', '2020-01-01T00:00:00Z', '2999-01-01T00:00:00Z', null))),
        fc.constant(dropField('ends_at')),
        field('starts_at', oneOf('ayer', '2999-01-01T00:00:00Z', 42)),
        field('lease_id', fc.oneof(notUuid, oneOf(null, 42))), fc.constant(dropField('lease_id')),
        field('device_id', notUuid),
      ],
    },
    {
      // No lease exists in the fixture: every return is of an unknown lease or malformed.
      kind: 'seat-leases-return', noise: [], payload: { lease_id: randomUUID() },
      breaking: [field('lease_id', fc.oneof(fc.uuid(), notUuid, oneOf(null, 42))), fc.constant(dropField('lease_id'))],
    },
  ];
}

/** Breaking mutations of the op around the payload: its shape, id, kind and queue time. */
function opEnvelopeBreaking(f: BadInputFixture): fc.Arbitrary<Mutation>[] {
  const setOp = (name: string, values: fc.Arbitrary<unknown>) =>
    values.map((value) => opMutation(`op.${name} = ${JSON.stringify(value)?.slice(0, 60)}`, (op) => ({ ...op, [name]: value })));
  return [
    fc.oneof(fc.constant(null), anyJsonValue.filter((value) => typeof value !== 'object' || Array.isArray(value)))
      .map((value) => mutation(`op = ${JSON.stringify(value)}`, (draft) => ({ ...draft, args: { ...draft.args, ops: [value] } }))),
    setOp('op_id', fc.oneof(notUuid, oneOf(null, 42))),
    setOp('op_id', oneOf(f.other.opId)),
    setOp('kind', fc.oneof(sqlLikeText, oneOf('', null, 'events-delete', 'reservations-create', 7))),
    setOp('created_at', oneOf('ayer', '2026-13-01T00:00:00Z', '2026-11-22', 0, true)),
    setOp('payload', oneOf(null, 'datos', 42, [], [{}])),
  ];
}

/** Limited fields with a shape of their own, where SQL-looking text is refused (so not noise). */
const SHAPED_FIELDS = ['slug', 'customer_email'];

function payloadNoise(spec: OpKindSpec): fc.Arbitrary<Mutation>[] {
  const limited = Object.entries(spec.limits ?? {});
  return [
    ...(spec.noise.length > 0
      ? [fc.tuple(fc.constantFrom(...spec.noise), fc.oneof(largeText, sqlLikeText)).map(([name, value]) => setField(name, value))]
      : []),
    ...limited.filter(([name]) => !SHAPED_FIELDS.includes(name)).map(([name, max]) => field(name, sqlLikeTextWithin(max))),
    fc.tuple(fc.constantFrom('organization_id', 'status', 'total_amount', 'sync_xid', "x'; drop table reservations; --"), anyJsonValue)
      .map(([name, value]) => setField(name, value)),
  ];
}

const overLimitFields = (spec: OpKindSpec) => Object.entries(spec.limits ?? {}).map(([name, max]) => field(name, overLimit(max)));

const BASE_OP_ID = '00000000-0000-4000-8000-0000000b0001';

export const SYNC_OP_KINDS = [
  'graderias-create', 'graderias-update', 'events-create', 'events-update', 'reservations-create-manual',
  'reservations-process-payment', 'reservations-cancel', 'reservations-refund', 'reservations-release-unpaid', 'check-in',
  'shifts-open', 'shifts-close', 'cash-receipts-issue', 'seat-leases-create', 'seat-leases-return',
];

/** 1 to 3 ops of one kind, each broken on its own (so each op must be rejected). */
export function badPushesOfKind(f: BadInputFixture, kind: string): fc.Arbitrary<BadCall> {
  const spec = opKindSpecs(f).find((candidate) => candidate.kind === kind)!;
  const oneOp = badCall(
    `sync_push ${kind}`,
    { caller: 'organizer', args: { ops: [{ op_id: BASE_OP_ID, kind, payload: spec.payload, created_at: '2026-11-22T10:00:00Z' }] } },
    [...spec.breaking, ...overLimitFields(spec), ...opEnvelopeBreaking(f)],
    payloadNoise(spec),
  );
  return fc.tuple(fc.array(oneOp, { minLength: 1, maxLength: 3 }), fc.array(fc.uuid(), { minLength: 3, maxLength: 3 })).map(([calls, opIds]) => {
    const caller = calls.find((call) => call.draft.caller !== 'organizer')?.draft.caller ?? 'organizer';
    const ops = calls.map((call, index) => withFreshOpId((call.draft.args.ops as Op[])[0], opIds[index]));
    const draft: CallDraft = { caller, args: { device_id: opIds[0], ops } };
    const labels = calls.flatMap((call) => call.labels);
    return { fn: 'sync_push', draft, labels, [fc.toStringMethod]: () => `sync_push ${kind} [${labels.join('; ')}] como ${caller}` };
  });
}

/** Fresh op ids per run (a reused id would return the first answer), unless the mutation chose one. */
function withFreshOpId(op: Op, opId: string): Op {
  if (typeof op !== 'object' || op === null || Array.isArray(op) || op.op_id !== BASE_OP_ID) return op;
  return { ...op, op_id: opId };
}

export function badPushEnvelopes(f: BadInputFixture): fc.Arbitrary<BadCall> {
  const validOp = { op_id: randomUUID(), kind: 'reservations-process-payment', payload: { reservation_id: f.demo.paidReservationId } };
  return badCall('sync_push', { caller: 'organizer', args: { device_id: randomUUID(), ops: [] } }, [
    ...genericBreaking({ params: { device_id: 'uuid', ops: 'json' }, required: ['device_id', 'ops'], needsSignIn: true }),
    fc.constant(mutation('device_id = null', (draft) => ({ ...draft, args: { ...draft.args, device_id: null } }))),
    fc.oneof(oneOf(null, {}, 'ops', 42, true), fc.constant({ ops: [validOp] }))
      .map((ops) => mutation(`ops = ${JSON.stringify(ops)}`, (draft) => ({ ...draft, args: { ...draft.args, ops } }))),
    fc.integer({ min: 501, max: 700 }).map((count) =>
      mutation(`${count} ops`, (draft) => ({ ...draft, args: { ...draft.args, ops: Array.from({ length: count }, () => validOp) } }))),
    fc.constant(callAs('newcomer')),
  ]);
}
