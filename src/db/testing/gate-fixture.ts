// Tickets as a gate finds them after a sync: seats of reservations the server wrote, each
// ticket a reservation_seats row under a uuid, and the organization's public key.
import { newTicketKeyPair } from '../../domain/ticket-signing';
import type { ReservationStatus } from '../../domain/seat-status';
import type { ReservationRow, ReservationSeatRow } from '../rows';
import type { TaquillaDatabase } from '../taquilla-database';
import { ORGANIZATION_ID } from './test-replica';
import { reservationBuckets, reservationSeatBuckets } from '../row-buckets';

const STAMP = '2025-06-13T16:00:00.000Z';

/** A ticket id whose number shows in it: 'e0000001-0000-4000-8000-000000000001'. */
export function ticketIdOf(n: number): string {
  const digits = String(n).padStart(7, '0');
  return `e${digits}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export interface FixtureTicket {
  ticketId: string;
  seatId: string;
  status?: ReservationStatus;
  active?: boolean;
}

/** One reservation per ticket, as if pulled; returns nothing queued, no server base held. */
export async function putSyncedTickets(db: TaquillaDatabase, eventId: string, tickets: readonly FixtureTicket[]): Promise<void> {
  const reservations: ReservationRow[] = tickets.map(({ ticketId, status = 'paid' }) => ({
    id: `f${ticketId.slice(1)}`,
    organization_id: ORGANIZATION_ID,
    event_id: eventId,
    public_customer_id: null,
    customer_name: 'Cliente de prueba',
    customer_email: null,
    customer_phone: null,
    document_type: 'CC',
    document_number: null,
    status,
    total_amount: 50000,
    notes: null,
    source: 'manual',
    expires_at: null,
    created_at: STAMP,
    updated_at: STAMP,
  }));
  const seats: ReservationSeatRow[] = tickets.map(({ ticketId, seatId, active = true }) => ({
    id: ticketId,
    organization_id: ORGANIZATION_ID,
    reservation_id: `f${ticketId.slice(1)}`,
    event_id: eventId,
    seat_id: seatId,
    price: 50000,
    active,
    created_at: STAMP,
    updated_at: STAMP,
  }));
  await db.transaction('rw', db.reservation_buckets, db.reservation_seat_buckets, db.columnar_revisions, async () => {
    await reservationBuckets.put(db, reservations);
    await reservationSeatBuckets.put(db, seats);
  });
}

/** Gives the replica's organization a ticket key pair; returns it (the secret half signs the test's codes). */
export async function giveTicketKey(db: TaquillaDatabase): Promise<{ secretKeyHex: string; publicKeyHex: string }> {
  const keys = newTicketKeyPair();
  await db.organizations.put({ id: ORGANIZATION_ID, name: 'Festival de Neiva', ticket_public_key: keys.publicKeyHex, created_at: STAMP, updated_at: STAMP });
  return keys;
}
