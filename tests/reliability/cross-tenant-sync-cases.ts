// Every op kind sync_push applies, pushed by B's organizer and staff with A's ids, A's
// slug, A's seats, A's discount code and A's op id; and once on B's own data with A's
// names, to show that an op that is applied still stays inside B.
import { randomUUID } from 'node:crypto';
import { deviceId, manualSale, op } from '../db/sync-calls.ts';
import { opApplied, opRejected, type CrossTenantCase, type Expected } from './cross-tenant-case.ts';
import type { World } from './cross-tenant-world.ts';

interface OpCase {
  title: string;
  payload: (world: World) => Record<string, unknown>;
  organizer: Expected;
  staff?: Expected;
  /** An op id of A's, to show it cannot be replayed to read A's recorded answer. */
  opId?: (world: World) => string;
}

const forbidden = opRejected('forbidden');
const eventDate = '2026-09-01';

function opCases(kind: string, cases: OpCase[]): CrossTenantCase[] {
  return cases.map((opCase) => ({
    rpc: 'sync_push',
    opKind: kind,
    title: `${kind} ${opCase.title}`,
    call: (world) => {
      const pushed = op(kind, opCase.payload(world), opCase.opId?.(world));
      return { text: 'select public.sync_push(device_id => $1, ops => $2::jsonb) as answer', params: [deviceId, JSON.stringify([pushed])] };
    },
    organizer: opCase.organizer,
    staff: opCase.staff,
  }));
}

const venueOps = [
  ...opCases('events-create', [
    {
      title: 'with A’s event id',
      payload: (w) => ({ id: w.a.eventId, name: 'Evento intruso', event_date: eventDate }),
      organizer: opRejected('event_exists'), staff: forbidden,
    },
    {
      title: 'with A’s slug',
      payload: () => ({ id: randomUUID(), name: 'Evento intruso', slug: 'evento-a', event_date: eventDate }),
      organizer: opRejected('slug_taken'), staff: forbidden,
    },
    {
      title: 'selling A’s stand',
      payload: (w) => ({ id: randomUUID(), name: 'Evento intruso', event_date: eventDate, graderia_ids: [w.a.graderiaId] }),
      organizer: opRejected('graderia_not_found'), staff: forbidden,
    },
    {
      title: 'named like A’s event, in B',
      payload: (w) => ({ id: randomUUID(), name: 'Evento a', slug: 'evento-a-en-b', event_date: eventDate, graderia_ids: [w.b.graderiaId] }),
      organizer: opApplied, staff: forbidden,
    },
  ]),
  ...opCases('events-update', [
    {
      title: 'of A’s event',
      payload: (w) => ({ id: w.a.eventId, name: 'Evento secuestrado', is_active: false }),
      organizer: opRejected('event_not_found'), staff: forbidden,
    },
    {
      title: 'adding A’s stand to B’s event', payload: (w) => ({ id: w.b.eventId, graderia_ids: [w.b.graderiaId, w.a.graderiaId] }),
      organizer: opRejected('graderia_not_found'), staff: forbidden,
    },
    { title: 'taking A’s slug', payload: (w) => ({ id: w.b.eventId, slug: 'evento-a' }), organizer: opRejected('slug_taken'), staff: forbidden },
    { title: 'of B’s event with A’s name', payload: (w) => ({ id: w.b.eventId, name: 'Evento a' }), organizer: opApplied, staff: forbidden },
  ]),
  ...opCases('graderias-create', [
    {
      title: 'with A’s stand id',
      payload: (w) => ({ id: w.a.graderiaId, name: 'Gradería intrusa', rows: 1, columns: 2, floors: 1, base_price: 1000 }),
      organizer: opRejected('graderia_exists'), staff: forbidden,
    },
    {
      title: 'named like A’s stand, in B',
      payload: () => ({ id: randomUUID(), name: 'Gradería a', rows: 1, columns: 2, floors: 1, base_price: 1000 }),
      organizer: opApplied, staff: forbidden,
    },
  ]),
  ...opCases('graderias-update', [
    {
      title: 'of A’s stand',
      payload: (w) => ({ id: w.a.graderiaId, name: 'Secuestrada', is_active: false }),
      organizer: opRejected('graderia_not_found'), staff: forbidden,
    },
    {
      title: 'of B’s stand with A’s name', payload: (w) => ({ id: w.b.graderiaId, name: 'Gradería a' }),
      organizer: opApplied, staff: forbidden,
    },
  ]),
];

const salesOps = [
  ...opCases('reservations-create-manual', [
    { title: 'for A’s event', payload: (w) => manualSale(w.a), organizer: opRejected('event_not_found') },
    {
      title: 'of A’s seat through B’s event',
      payload: (w) => manualSale(w.b, { seat_ids: [w.a.seatA2Id] }),
      organizer: opRejected('seat_not_found'),
    },
    { title: 'with A’s reservation id', payload: (w) => manualSale(w.b, { id: w.a.reservationId }), organizer: opRejected('reservation_exists') },
    {
      title: 'with A’s discount code',
      payload: (w) => manualSale(w.b, { discount_code: 'DESCUENTOA' }),
      organizer: opRejected('invalid_discount_code'),
    },
    {
      title: 'for A’s customer, in B',
      payload: (w) => manualSale(w.b, { customer_name: 'Cliente a', customer_email: 'cliente@a.test' }),
      organizer: opApplied,
    },
  ]),
  ...opCases('reservations-process-payment', [
    { title: 'of A’s reservation', payload: (w) => ({ reservation_id: w.a.reservationId }), organizer: opRejected('reservation_not_found') },
    { title: 'of B’s own reservation', payload: (w) => ({ reservation_id: w.b.reservationId }), organizer: opApplied },
  ]),
  ...opCases('reservations-cancel', [
    { title: 'of A’s reservation', payload: (w) => ({ reservation_id: w.a.reservationId }), organizer: opRejected('reservation_not_found') },
    {
      title: 'of A’s public booking',
      payload: (w) => ({ reservation_id: w.aPublicCardReservationId }),
      organizer: opRejected('reservation_not_found'),
    },
    {
      title: 'replaying A’s op id', payload: (w) => ({ reservation_id: w.b.reservationId }), opId: (w) => w.a.syncOpId,
      organizer: opRejected('duplicate_op_id'),
    },
    { title: 'of B’s own reservation', payload: (w) => ({ reservation_id: w.b.reservationId }), organizer: opApplied },
  ]),
];

const refundOps = [
  ...opCases('reservations-refund', [
    {
      title: 'of A’s reservation',
      payload: (w) => ({ reservation_id: w.a.reservationId, amount: 30000, reason: 'Reembolso ajeno', method: 'cash' }),
      organizer: opRejected('reservation_not_found'), staff: forbidden,
    },
    {
      title: 'of A’s public booking',
      payload: (w) => ({ reservation_id: w.aPublicCardReservationId, amount: 30000, reason: 'Reembolso ajeno', method: 'cash' }),
      organizer: opRejected('reservation_not_found'), staff: forbidden,
    },
    {
      title: 'of B’s own unpaid hold',
      payload: (w) => ({ reservation_id: w.b.reservationId, amount: 30000, reason: 'No vino', method: 'cash' }),
      organizer: opRejected('not_paid'), staff: forbidden,
    },
  ]),
  ...opCases('reservations-release-unpaid', [
    {
      title: 'of A’s event',
      payload: (w) => ({ event_id: w.a.eventId, reservation_ids: [w.a.reservationId] }),
      organizer: opRejected('event_not_found'), staff: forbidden,
    },
    {
      title: 'listing A’s hold under B’s event',
      payload: (w) => ({ event_id: w.b.eventId, reservation_ids: [w.b.reservationId, w.a.reservationId] }),
      organizer: opRejected('reservation_not_found'), staff: forbidden,
    },
    {
      title: 'of B’s own hold',
      payload: (w) => ({ event_id: w.b.eventId, reservation_ids: [w.b.reservationId] }),
      organizer: opApplied, staff: forbidden,
    },
  ]),
];

// The gate's scan (issue 18): a ticket is a reservation_seats row; another organization's is unknown here.
const checkInOps = opCases('check-in', [
  {
    title: 'of A’s ticket',
    payload: (w) => ({ check_in_id: randomUUID(), ticket_id: w.a.reservationSeatId, gate: 'Puerta intrusa', scanned_at: new Date().toISOString() }),
    organizer: opRejected('ticket_not_found'),
  },
  {
    title: 'reusing the id of A’s check-in',
    payload: (w) => ({ check_in_id: w.a.ticketCheckInId, ticket_id: w.b.reservationSeatId, gate: 'Puerta', scanned_at: new Date().toISOString() }),
    // B's own ticket is an unpaid hold's: refused before the id could matter.
    organizer: opRejected('ticket_revoked'),
  },
]);

// Cash shifts and receipts (issue 19): A's shift is unknown to B, whatever B names.
const now = () => new Date().toISOString();
const cashOps = [
  ...opCases('shifts-open', [
    {
      title: 'reusing the id of A’s shift',
      payload: (w) => ({ id: w.a.cashShiftId, opening_float: 0, opened_at: now() }),
      organizer: opRejected('shift_exists'), staff: opRejected('shift_exists'),
    },
    {
      title: 'of B’s own device',
      payload: () => ({ id: randomUUID(), opening_float: 10000, opened_at: now() }),
      organizer: opApplied, staff: opApplied,
    },
  ]),
  ...opCases('shifts-close', [
    {
      title: 'of A’s shift',
      payload: (w) => ({ shift_id: w.a.cashShiftId, counted_cash: 0, closed_at: now() }),
      organizer: opRejected('shift_not_found'), staff: opRejected('shift_not_found'),
    },
  ]),
  ...opCases('cash-receipts-issue', [
    {
      title: 'in A’s shift',
      payload: (w) => ({
        id: randomUUID(), sequence: 1, shift_id: w.a.cashShiftId, reservation_id: w.a.reservationId, kind: 'payment', amount: 30000,
        issued_at: now(), cash_op_id: randomUUID(),
      }),
      organizer: opRejected('shift_not_found'), staff: opRejected('shift_not_found'),
    },
    {
      title: 'reusing the id of A’s receipt, for A’s booking and A’s cash op',
      payload: (w) => ({
        id: w.a.cashReceiptId, sequence: 7, shift_id: null, reservation_id: w.a.reservationId, kind: 'payment', amount: 30000,
        issued_at: now(), cash_op_id: w.a.syncOpId,
      }),
      organizer: opRejected('receipt_exists'), staff: opRejected('receipt_exists'),
    },
  ]),
];

// Seat leases (issue 21): A's event, A's seats and A's lease are unknown to B.
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const leaseOps = [
  ...opCases('seat-leases-create', [
    {
      title: 'of A’s event',
      payload: (w) => ({ lease_id: randomUUID(), event_id: w.a.eventId, seat_ids: [w.a.seatA2Id], device_name: 'Tablet intrusa', ends_at: inHours(2) }),
      organizer: opRejected('event_not_found'), staff: opRejected('event_not_found'),
    },
    {
      title: 'of A’s seat under B’s event',
      payload: (w) => ({ lease_id: randomUUID(), event_id: w.b.eventId, seat_ids: [w.a.seatA2Id], device_name: 'Tablet intrusa', ends_at: inHours(2) }),
      organizer: opRejected('seat_not_found'), staff: opRejected('seat_not_found'),
    },
    {
      title: 'topping up A’s lease',
      payload: (w) => ({ lease_id: w.a.seatLeaseId, event_id: w.b.eventId, seat_ids: [w.b.seatA2Id], device_name: 'Tablet', ends_at: inHours(2) }),
      organizer: opRejected('lease_not_found'), staff: opRejected('lease_not_found'),
    },
    {
      title: 'of B’s own seat, named like A’s tablet',
      payload: (w) => ({ lease_id: randomUUID(), event_id: w.b.eventId, seat_ids: [w.b.seatA2Id], device_name: 'Tablet a', ends_at: inHours(2) }),
      organizer: opApplied, staff: opApplied,
    },
  ]),
  ...opCases('seat-leases-return', [
    {
      title: 'of A’s lease',
      payload: (w) => ({ lease_id: w.a.seatLeaseId }),
      organizer: opRejected('lease_not_found'), staff: opRejected('lease_not_found'),
    },
  ]),
];

export const syncPushCases: CrossTenantCase[] = [...venueOps, ...salesOps, ...refundOps, ...checkInOps, ...cashOps, ...leaseOps];
