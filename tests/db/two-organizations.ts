// Two organizations with a row in every table, written as the superuser: A has an
// organizer and a staff member, B an organizer. Isolation tests act as one and look at both.
import type { Sql } from '../../supabase/local/engine.ts';
import { seatIdOf } from './seat-id.ts';

export interface OrganizationFixture {
  id: string;
  organizerId: string;
  staffId: string | null;
  graderiaId: string;
  /** Seat A1 is sold in the fixture's reservation; A2 is free. */
  seatA1Id: string;
  seatA2Id: string;
  eventId: string;
  /** An event of the organization that sells no stand yet. */
  draftEventId: string;
  customerId: string;
  reservationId: string;
  reservationSeatId: string;
  paymentId: string;
  logId: string;
  /** Code DESCUENTO<name>, 10% off. */
  discountCodeId: string;
  syncOpId: string;
  syncDeletionId: string;
  /** A message to support, sent by the organizer. */
  supportMessageId: string;
  /** A pending invitation of invitado@<name>.test to join as staff. */
  staffInvitationId: string;
  /** A past removal from the team (of a member whose account is gone). */
  teamRemovalId: string;
  /** An op a removed member's device pushed after the removal. */
  refusedOpId: string;
  /** A scan of the fixture's ticket (reservationSeatId) at a gate. */
  ticketCheckInId: string;
  /** An open cash shift of the organizer on device cashDeviceId, with one receipt (cashReceiptId) for the fixture's payment. */
  cashShiftId: string;
  cashReceiptId: string;
  cashDeviceId: string;
  /** A lease of seat B1 to a gate device, over before the event (it blocks nothing). */
  seatLeaseId: string;
}

const idFor = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

function organizationFixture(prefix: string, withStaff: boolean): OrganizationFixture {
  return {
    id: idFor(prefix, 1),
    organizerId: idFor(prefix, 2),
    staffId: withStaff ? idFor(prefix, 3) : null,
    graderiaId: idFor(prefix, 4),
    seatA1Id: seatIdOf(idFor(prefix, 4), 1, 'A', 1),
    seatA2Id: seatIdOf(idFor(prefix, 4), 1, 'A', 2),
    eventId: idFor(prefix, 5),
    draftEventId: idFor(prefix, 6),
    customerId: idFor(prefix, 7),
    reservationId: idFor(prefix, 8),
    reservationSeatId: idFor(prefix, 9),
    paymentId: idFor(prefix, 10),
    logId: idFor(prefix, 11),
    discountCodeId: idFor(prefix, 12),
    syncOpId: idFor(prefix, 13),
    syncDeletionId: idFor(prefix, 14),
    supportMessageId: idFor(prefix, 15),
    staffInvitationId: idFor(prefix, 16),
    teamRemovalId: idFor(prefix, 17),
    refusedOpId: idFor(prefix, 18),
    ticketCheckInId: idFor(prefix, 19),
    cashShiftId: idFor(prefix, 20),
    cashReceiptId: idFor(prefix, 21),
    cashDeviceId: idFor(prefix, 22),
    seatLeaseId: idFor(prefix, 23),
  };
}

export const organizationA = organizationFixture('aaaaaaaa', true);
export const organizationB = organizationFixture('bbbbbbbb', false);
/** A signed-up user who has not registered an organization. */
export const newcomerId = 'cccccccc-0000-4000-8000-000000000001';

function organizationRows(o: OrganizationFixture, name: string): string {
  const staff = o.staffId
    ? `insert into auth.users (id, email) values ('${o.staffId}', 'staff@${name}.test');
       insert into public.profiles (id, organization_id, role, full_name, email)
       values ('${o.staffId}', '${o.id}', 'staff', 'Taquillero ${name}', 'staff@${name}.test');`
    : '';
  return `
    insert into auth.users (id, email) values ('${o.organizerId}', 'organizador@${name}.test');
    insert into public.organizations (id, name) values ('${o.id}', 'Organización ${name}');
    insert into public.profiles (id, organization_id, role, full_name, email)
    values ('${o.organizerId}', '${o.id}', 'organizer', 'Organizador ${name}', 'organizador@${name}.test');
    ${staff}
    -- 2 rows × 5 columns; its seats come from the insert trigger.
    insert into public.graderias (id, organization_id, name, rows, columns, floors, base_price)
    values ('${o.graderiaId}', '${o.id}', 'Gradería ${name}', 2, 5, 1, 20000);
    insert into public.events (id, organization_id, name, slug, event_date, end_date)
    values ('${o.eventId}', '${o.id}', 'Evento ${name}', 'evento-${name}', '2026-07-01', '2026-07-02'),
           ('${o.draftEventId}', '${o.id}', 'Borrador ${name}', 'borrador-${name}', '2026-08-01', '2026-08-01');
    insert into public.event_graderias (event_id, graderia_id, organization_id)
    values ('${o.eventId}', '${o.graderiaId}', '${o.id}');
    insert into public.public_customers (id, organization_id, name, phone, document_number)
    values ('${o.customerId}', '${o.id}', 'Cliente ${name}', '3001234567', '12345678');
    insert into public.reservations (id, organization_id, event_id, public_customer_id, customer_name, total_amount, expires_at)
    values ('${o.reservationId}', '${o.id}', '${o.eventId}', '${o.customerId}', 'Cliente ${name}', 30000, now() + interval '24 hours');
    insert into public.reservation_seats (id, organization_id, reservation_id, event_id, seat_id, price)
    values ('${o.reservationSeatId}', '${o.id}', '${o.reservationId}', '${o.eventId}', '${o.seatA1Id}', 30000);
    insert into public.ticket_check_ins (id, organization_id, event_id, ticket_id, seat_id, device_id, gate, scanned_at)
    values ('${o.ticketCheckInId}', '${o.id}', '${o.eventId}', '${o.reservationSeatId}', '${o.seatA1Id}', '${o.syncOpId}', 'Puerta ${name}', '2026-07-01T18:00:00Z');
    insert into public.seat_leases (id, lease_id, organization_id, event_id, seat_id, device_id, device_name, starts_at, ends_at)
    values ('${o.seatLeaseId}', '${o.seatLeaseId}', '${o.id}', '${o.eventId}', '${seatIdOf(o.graderiaId, 1, 'B', 1)}', '${o.syncOpId}', 'Tablet ${name}', '2026-06-30T10:00:00Z', '2026-06-30T12:00:00Z');
    insert into public.payments (id, organization_id, reservation_id, amount, payment_method)
    values ('${o.paymentId}', '${o.id}', '${o.reservationId}', 30000, 'cash');
    insert into public.cash_shifts (id, organization_id, device_id, cashier_id, opened_at, opening_float)
    values ('${o.cashShiftId}', '${o.id}', '${o.cashDeviceId}', '${o.organizerId}', '2026-07-01T17:00:00Z', 50000);
    insert into public.cash_receipts (id, organization_id, device_id, shift_id, sequence, receipt_number, reservation_id, kind, amount, status, issued_at, cash_op_id)
    values ('${o.cashReceiptId}', '${o.id}', '${o.cashDeviceId}', '${o.cashShiftId}', 1, upper(left('${o.cashDeviceId}', 4)) || '-000001',
      '${o.reservationId}', 'payment', 30000, 'issued', '2026-07-01T18:00:00Z', '${o.syncOpId}');
    insert into public.reservation_logs (id, organization_id, reservation_id, user_id, action)
    values ('${o.logId}', '${o.id}', '${o.reservationId}', '${o.organizerId}', 'created');
    insert into public.discount_codes (id, organization_id, code, percent)
    values ('${o.discountCodeId}', '${o.id}', 'DESCUENTO${name.toUpperCase()}', 10);
    insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, result)
    values ('${o.syncOpId}', '${o.id}', '${o.syncOpId}', '${o.organizerId}', 'reservations-cancel', '{"status": "rejected"}');
    insert into public.sync_deletions (id, organization_id, table_name, row_key)
    values ('${o.syncDeletionId}', '${o.id}', 'seats', to_jsonb('${o.syncDeletionId}'::text));
    insert into public.support_messages (id, organization_id, user_id, name, email, subject, message)
    values ('${o.supportMessageId}', '${o.id}', '${o.organizerId}', 'Organizador ${name}', 'organizador@${name}.test', 'general', '¿Cómo exporto las ventas?');
    insert into public.staff_invitations (id, organization_id, email, token_hash, invited_by)
    values ('${o.staffInvitationId}', '${o.id}', 'invitado@${name}.test', 'hash-de-prueba-${name}', '${o.organizerId}');
    insert into public.team_member_removals (id, organization_id, member_name, member_role, removed_by, removed_by_name)
    values ('${o.teamRemovalId}', '${o.id}', 'Exempleado ${name}', 'staff', '${o.organizerId}', 'Organizador ${name}');
    insert into public.refused_member_ops (op_id, organization_id, member_name, device_id, kind, payload)
    values ('${o.refusedOpId}', '${o.id}', 'Exempleado ${name}', '${o.refusedOpId}', 'reservations-cancel', '{}');`;
}

export async function createTwoOrganizations(sql: Sql): Promise<void> {
  await sql.exec(`
    ${organizationRows(organizationA, 'a')}
    ${organizationRows(organizationB, 'b')}
    insert into auth.users (id, email) values ('${newcomerId}', 'nuevo@c.test');`);
}
