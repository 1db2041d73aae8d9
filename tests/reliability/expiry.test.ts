// Expiry: a cash hold not paid within 24 h expires and frees its seats — on the server
// (public seat map, stats, a new booking of the same seats) and on the tablet once it pulls.
//
// How the clock moves, not waited: Postgres's now() cannot be set, so 25 h passing is
// shown to the server as what it looks like there, the reservation's timestamps (and its
// seats' and logs') lying 25 h further in the past. The database owner shifts them with
// triggers off, so the shift itself stamps no sync_xid and touches no updated_at: only
// what the server does about the expiry can reach the tablet. The tablet's clock (its
// sync engine and every replica query here) is moved 25 h forward.
import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInDevice, type TestDevice } from '../../supabase/local/test-device.ts';
import { startTestServer, type RunningServer } from '../../supabase/local/test-server.ts';
import { findReservation } from '../../src/db/reservation-queries';
import { seatPickerForEvent } from '../../src/db/reservation-sale-queries';
import type { SyncClock } from '../../src/sync/sync-engine';
import { assertMoneyAddsUp } from './money-check';
import { reservationBuckets, reservationSeatBuckets } from '../../src/db/row-buckets';

const ORGANIZATION_ID = 'a0000000-0000-4000-8000-000000000010';
const FESTIVAL = 'a0000000-0000-4000-8000-000000001001';
const FESTIVAL_SLUG = 'festival-bambuco-2025';
const HOUR_MS = 3_600_000;
const PAST_THE_HOLD_HOURS = 25;

let server: RunningServer;
let device: TestDevice;
let visitor: SupabaseClient;

/** Real time plus an offset the test moves. */
class MovableClock implements SyncClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  setTimeout = (callback: () => void, delayMs: number) => setTimeout(callback, delayMs);
  clearTimeout = (handle: unknown) => clearTimeout(handle as NodeJS.Timeout);
  moveForward(hours: number) {
    this.offsetMs += hours * HOUR_MS;
  }
}
const tabletClock = new MovableClock();

beforeAll(async () => {
  server = await startTestServer();
  device = await signedInDevice(server, { online: true, organizationId: ORGANIZATION_ID, clock: tabletClock });
  await device.engine.start();
  visitor = server.client();
});

// Money adds up after every scenario (issue 14): what the scenario did left no booking's payments wrong.
afterEach(() => assertMoneyAddsUp(server.engine));

afterAll(async () => {
  await device?.discard();
  await server?.stop();
});

/** What 25 h passing looks like to the server: the reservation's times lie 25 h further back. */
async function ageReservationOnServer(reservationId: string, hours: number): Promise<void> {
  const shift = `interval '${hours} hours'`;
  await server.engine.exec(`
    begin;
    set local session_replication_role = replica;
    update public.reservations
      set created_at = created_at - ${shift}, updated_at = updated_at - ${shift}, expires_at = expires_at - ${shift}
      where id = '${reservationId}';
    update public.reservation_seats set created_at = created_at - ${shift} where reservation_id = '${reservationId}';
    update public.reservation_logs set created_at = created_at - ${shift} where reservation_id = '${reservationId}';
    commit;
  `);
}

async function freeFestivalSeats(count: number): Promise<string[]> {
  const venues = await seatPickerForEvent(device.db, FESTIVAL, tabletClock.now());
  return venues.flatMap((venue) => venue.seats.filter((seat) => seat.status === 'available').map((seat) => seat.id)).slice(0, count);
}

/** The public seat map's status of each seat (get_event_seat_statuses lists only unavailable seats). */
async function publicStatuses(seatIds: string[]): Promise<string[]> {
  const { data, error } = await visitor.rpc('get_event_seat_statuses', { event_slug: FESTIVAL_SLUG });
  if (error) throw new Error(error.message);
  const venues = (data as { venues: { reserved: string[]; paid: string[]; blocked: string[] }[] }).venues;
  const statusOf = (seatId: string) =>
    (['reserved', 'paid', 'blocked'] as const).find((status) => venues.some((venue) => venue[status].includes(seatId))) ?? 'available';
  return seatIds.map(statusOf);
}

async function tabletStatuses(seatIds: string[]): Promise<string[]> {
  const venues = await seatPickerForEvent(device.db, FESTIVAL, tabletClock.now());
  const seats = new Map(venues.flatMap((venue) => venue.seats).map((seat) => [seat.id, seat.status]));
  return seatIds.map((seatId) => seats.get(seatId) ?? 'missing');
}

async function serverReservation(reservationId: string) {
  const { rows } = await server.engine.query<{ status: string; active: boolean[] }>(
    `select reservation.status, array(select sale.active from public.reservation_seats as sale where sale.reservation_id = reservation.id) as active
     from public.reservations as reservation where reservation.id = $1`,
    [reservationId],
  );
  return rows[0];
}

async function pendingCount(): Promise<number> {
  const { data, error } = await device.client.rpc('get_reservation_stats', { org_id: ORGANIZATION_ID });
  if (error) throw new Error(error.message);
  return (data as { pending_count: number }).pending_count;
}

function bookAsVisitor(seatIds: string[]) {
  return visitor.rpc('book_seats', {
    event_slug: FESTIVAL_SLUG,
    seat_ids: seatIds,
    customer_name: 'Valentina Ríos',
    customer_phone: '3109876543',
    document_number: '1075987654',
    customer_email: 'valentina@correo.co',
    payment_method: 'cash',
  });
}

async function cashSaleAtTheGate(seatIds: string[]): Promise<string> {
  const sale = await device.runCommand('reservations-create-manual', {
    event_id: FESTIVAL,
    seat_ids: seatIds,
    customer_name: 'Jorge Perdomo',
    customer_email: 'jorge@correo.co',
    document_number: '1075123456',
    customer_phone: '3001234567',
    payment_method: 'cash',
  });
  await device.engine.settled();
  expect(await device.db.outbox.count()).toBe(0);
  return sale.entityId;
}

describe('a cash hold past 24 hours', () => {
  it('expires: its seats are free on the server, can be booked again, and the tablet shows it expired after a pull', async () => {
    const seatIds = await freeFestivalSeats(2);
    const reservationId = await cashSaleAtTheGate(seatIds);

    // Held: the public map, the server's rows and stats, the tablet and a visitor all agree.
    expect(await publicStatuses(seatIds)).toEqual(['reserved', 'reserved']);
    expect(await serverReservation(reservationId)).toEqual({ status: 'pending', active: [true, true] });
    const pendingWhileHeld = await pendingCount();
    expect(pendingWhileHeld).toBeGreaterThanOrEqual(1);
    expect(await tabletStatuses(seatIds)).toEqual(['reserved', 'reserved']);
    const refused = await bookAsVisitor(seatIds);
    expect(refused.error).toMatchObject({ details: 'seats_unavailable' });

    await ageReservationOnServer(reservationId, PAST_THE_HOLD_HOURS);
    tabletClock.moveForward(PAST_THE_HOLD_HOURS);

    // Before anything runs the expiry, every reader already treats the hold as gone.
    expect(await publicStatuses(seatIds)).toEqual(['available', 'available']);
    expect(await pendingCount()).toBe(pendingWhileHeld - 1);
    expect(await tabletStatuses(seatIds)).toEqual(['available', 'available']);
    expect((await findReservation(device.db, reservationId, tabletClock.now()))?.status).toBe('expired');

    // The tablet pulls: the server expires the hold first and sends the expiry.
    await device.engine.requestSync();
    expect(device.engine.getStatus()).toMatchObject({ state: 'idle', lastError: null });
    expect(await serverReservation(reservationId)).toEqual({ status: 'expired', active: [false, false] });
    expect(await reservationBuckets.get(device.db, reservationId)).toMatchObject({ status: 'expired' });
    const tabletSales = await reservationSeatBuckets.where(device.db, 'reservation_id', [reservationId]);
    expect(tabletSales.map((sale) => sale.active)).toEqual([false, false]);
    expect(await tabletStatuses(seatIds)).toEqual(['available', 'available']);

    // The freed seats sell again, once.
    const rebooked = await bookAsVisitor(seatIds);
    expect(rebooked.error).toBeNull();
    const { rows } = await server.engine.query<{ reservation_id: string }>(
      'select reservation_id::text from public.reservation_seats where event_id = $1 and seat_id = any($2::uuid[]) and active',
      [FESTIVAL, seatIds],
    );
    expect(rows).toEqual(seatIds.map(() => ({ reservation_id: (rebooked.data as { reservation_id: string }).reservation_id })));
    expect(await publicStatuses(seatIds)).toEqual(['reserved', 'reserved']);
  });
});
