import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../domain/seat-status';
import { eventSummariesAt, readEventSummaryRows } from './event-summary-queries';
import type { PaymentRow, ReservationRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { putSyncedTickets, ticketIdOf } from './testing/gate-fixture';
import { discardReplica, openTestReplica, ORGANIZATION_ID, testCommandRunner } from './testing/test-replica';
import { seatsOfStand } from './seat-catalog';
import { paymentBuckets, reservationBuckets } from './row-buckets';

const NOW = new Date('2025-06-14T12:00:00.000Z');

let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openTestReplica();
});

afterEach(async () => {
  await discardReplica(db);
});

let reservationCounter = 0;

function payment(reservationId: string, amount: number, status: PaymentRow['status'], method: PaymentRow['payment_method']): PaymentRow {
  const stamp = '2025-06-13T12:00:00.000Z';
  return { id: crypto.randomUUID(), organization_id: ORGANIZATION_ID, reservation_id: reservationId, kind: 'charge', amount, status, payment_method: method, created_at: stamp, updated_at: stamp };
}

function reservation(eventId: string, status: ReservationStatus, totalAmount: number, expiresAt: string | null = null): ReservationRow {
  reservationCounter += 1;
  return {
    id: `00000000-0000-4000-9000-${String(reservationCounter).padStart(12, '0')}`,
    organization_id: ORGANIZATION_ID,
    event_id: eventId,
    public_customer_id: null,
    customer_name: 'Cliente',
    customer_email: null,
    customer_phone: null,
    document_type: 'CC',
    document_number: null,
    status,
    total_amount: totalAmount,
    notes: null,
    source: 'public_web',
    expires_at: expiresAt,
    created_at: '2025-06-13T12:00:00.000Z',
    updated_at: '2025-06-13T12:00:00.000Z',
  };
}

async function createStand(runCommand: ReturnType<typeof testCommandRunner>, name: string, location: string | null) {
  const { entityId } = await runCommand('graderias-create', { name, rows: 1, columns: 10, floors: 1, base_price: 50000, location_name: location });
  return entityId;
}

describe('the events list', () => {
  it('counts the stands sold, their locations, active reservations and the money received', async () => {
    const runCommand = testCommandRunner(db);
    const north = await createStand(runCommand, 'Gradería Norte', 'Estadio Guillermo Plazas Alcid, Neiva');
    const vip = await createStand(runCommand, 'Palco VIP', 'Malecón del río Magdalena, Neiva');
    const south = await createStand(runCommand, 'Zona Sur', 'Estadio Guillermo Plazas Alcid, Neiva');
    const festival = await runCommand('events-create', { name: 'Festival', event_date: '2025-06-13', graderia_ids: [vip, north, south] });
    const gala = await runCommand('events-create', { name: 'Gala', event_date: '2025-06-20' });
    const paidCash = reservation(festival.entityId, 'paid', 100000);
    const cardAwaitingProvider = reservation(festival.entityId, 'confirmed', 75000);
    await paymentBuckets.put(db, [
      payment(paidCash.id, 100000, 'completed', 'cash'),
      payment(cardAwaitingProvider.id, 75000, 'pending', 'mercadopago'),
    ]);
    await reservationBuckets.put(db, [
      paidCash,
      cardAwaitingProvider,
      reservation(festival.entityId, 'pending', 50000, '2025-06-15T00:00:00.000Z'),
      // Overdue: its seats are free again, so it is no longer an active reservation.
      reservation(festival.entityId, 'pending', 50000, '2025-06-14T11:59:59.000Z'),
      reservation(festival.entityId, 'cancelled', 150000),
      reservation(festival.entityId, 'expired', 50000),
    ]);

    const summaries = eventSummariesAt(await readEventSummaryRows(db), NOW);
    expect(summaries.map(({ event, entries: _entries, ...figures }) => ({ name: event.name, ...figures }))).toEqual([
      {
        name: 'Festival',
        venueCount: 3,
        locations: ['Estadio Guillermo Plazas Alcid, Neiva', 'Malecón del río Magdalena, Neiva'],
        activeReservations: 3,
        // Money received, as the dashboard counts it; the card payment still pending is awaited apart.
        revenue: 100000,
        awaited: 75000,
      },
      { name: 'Gala', venueCount: 0, locations: [], activeReservations: 0, revenue: 0, awaited: 0 },
    ]);
    expect(summaries[1].event.id).toBe(gala.entityId);
  });

  it('leaves out stands without a location and links to stands the replica does not have', async () => {
    const runCommand = testCommandRunner(db);
    const unnamedPlace = await createStand(runCommand, 'Gradería Norte', null);
    const { entityId } = await runCommand('events-create', { name: 'Festival', event_date: '2025-06-13', graderia_ids: [unnamedPlace] });
    await db.event_graderias.put({
      event_id: entityId,
      graderia_id: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a',
      organization_id: ORGANIZATION_ID,
      created_at: '2025-06-13T12:00:00.000Z',
    });

    const [summary] = eventSummariesAt(await readEventSummaryRows(db), NOW);
    expect(summary).toMatchObject({ venueCount: 1, locations: [] });
  });

  it('counts the tickets sold and checked in at the gate, per event and per stand', async () => {
    const runCommand = testCommandRunner(db);
    const north = await createStand(runCommand, 'Gradería Norte', null);
    const south = await createStand(runCommand, 'Zona Sur', null);
    const festival = await runCommand('events-create', { name: 'Festival', event_date: '2025-06-13', graderia_ids: [north, south] });
    const [northSeat, southSeat] = [(await seatsOfStand(db, north))[0], (await seatsOfStand(db, south))[0]];
    await putSyncedTickets(db, festival.entityId, [
      { ticketId: ticketIdOf(1), seatId: northSeat.id },
      { ticketId: ticketIdOf(2), seatId: southSeat.id, status: 'confirmed' },
      // Not tickets: a hold not paid, a cancelled sale.
      { ticketId: ticketIdOf(3), seatId: northSeat.id, status: 'pending' },
      { ticketId: ticketIdOf(4), seatId: southSeat.id, status: 'cancelled', active: false },
    ]);
    const stamp = '2025-06-13T19:00:00.000Z';
    await db.ticket_check_ins.put({
      id: crypto.randomUUID(),
      organization_id: ORGANIZATION_ID,
      event_id: festival.entityId,
      ticket_id: ticketIdOf(2),
      seat_id: southSeat.id,
      device_id: crypto.randomUUID(),
      gate: 'Puerta Sur',
      scanned_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    });

    const [summary] = eventSummariesAt(await readEventSummaryRows(db), NOW);
    expect(summary.entries).toEqual({
      eventId: festival.entityId,
      sold: 2,
      checkedIn: 1,
      byStand: [
        { standId: north, standName: 'Gradería Norte', sold: 1, checkedIn: 0 },
        { standId: south, standName: 'Zona Sur', sold: 1, checkedIn: 1 },
      ],
    });
  });
});
