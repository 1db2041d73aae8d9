// The organization's rows as the server sends them (sync_pull and sync_push answers): one
// interface per table, snake_case columns as in supabase/migrations. Timestamps are ISO
// strings, dates 'YYYY-MM-DD', times 'HH:MM:SS'.
import type { SeatPlace } from '../domain/seat-layout';
import type { SeatLease } from '../domain/seat-leases';
import type { ReservationStatus } from '../domain/seat-status';

export interface OrganizationRow {
  id: string;
  name: string;
  /** The Ed25519 public key (hex) its tickets are signed with; null until the first ticket is signed. Absent on rows stored before tickets existed. */
  ticket_public_key?: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProfileRow {
  id: string;
  organization_id: string;
  role: 'organizer' | 'staff';
  full_name: string;
  email: string | null;
  document_type: string | null;
  document_number: string | null;
  address: string | null;
  phone: string | null;
  profile_picture: string | null;
  company_name: string | null;
  rnt: string | null;
  business_description: string | null;
  two_fa_enabled: boolean;
  created_at: string;
  updated_at: string;
}

export interface GraderiaRow {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  rows: number;
  columns: number;
  floors: number;
  base_price: number;
  total_capacity: number;
  location_name: string | null;
  location_lat: number | null;
  location_lng: number | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface SeatRow extends SeatPlace {
  id: string;
  organization_id: string;
  graderia_id: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface EventRow {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  description: string | null;
  event_date: string;
  event_time: string;
  end_date: string;
  end_time: string;
  image_url: string | null;
  video_url: string | null;
  additional_media: unknown[];
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** Which stands an event sells; its key is (event_id, graderia_id). */
export interface EventGraderiaRow {
  event_id: string;
  graderia_id: string;
  organization_id: string;
  created_at: string;
}

export interface PublicCustomerRow {
  id: string;
  organization_id: string;
  name: string;
  phone: string | null;
  email: string | null;
  document_number: string | null;
  document_type: string;
  created_at: string;
  updated_at: string;
}

export interface ReservationRow {
  id: string;
  organization_id: string;
  event_id: string;
  public_customer_id: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  document_type: string;
  document_number: string | null;
  status: ReservationStatus;
  total_amount: number;
  notes: string | null;
  source: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A seat sold for an event; `active` turns false when its reservation closes. */
export interface ReservationSeatRow {
  id: string;
  organization_id: string;
  reservation_id: string;
  event_id: string;
  seat_id: string;
  price: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface PaymentRow {
  id: string;
  organization_id: string;
  reservation_id: string;
  /** 'refund': money going back (a refund beside its charge); absent on rows stored before refunds existed. */
  kind?: 'charge' | 'refund';
  amount: number;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  payment_method: 'cash' | 'mercadopago' | 'marked_paid';
  created_at: string;
  updated_at: string;
}

export interface ReservationLogRow {
  id: string;
  organization_id: string;
  reservation_id: string;
  user_id: string | null;
  action: string;
  details: Record<string, unknown>;
  created_at: string;
}

export interface DiscountCodeRow {
  id: string;
  organization_id: string;
  code: string;
  percent: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * One accepted scan of a ticket at a gate. The id is made on the device that scanned; the
 * ticket id is the reservation_seats row's id. Every scan is kept: the entry is the
 * earliest, and scans from two devices make a double entry.
 */
export interface TicketCheckInRow {
  id: string;
  organization_id: string;
  event_id: string;
  ticket_id: string;
  seat_id: string;
  device_id: string;
  gate: string;
  scanned_at: string;
  created_at: string;
  updated_at: string;
}

/** A cashier's shift on one device ('Turno de caja'); the closing fields are set once, by the server. */
export interface CashShiftRow {
  id: string;
  organization_id: string;
  device_id: string;
  cashier_id: string;
  opened_at: string;
  opening_float: number;
  closed_at: string | null;
  closed_by: string | null;
  counted_cash: number | null;
  expected_cash: number | null;
  difference: number | null;
  z_report: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

/** A cash receipt: the device's next number for one cash sale, payment or refund. */
export interface CashReceiptRow {
  id: string;
  organization_id: string;
  device_id: string;
  shift_id: string | null;
  sequence: number;
  receipt_number: string;
  reservation_id: string;
  kind: 'sale' | 'payment' | 'refund';
  amount: number;
  status: 'issued' | 'void';
  issued_at: string;
  cash_op_id: string;
  created_at: string;
  updated_at: string;
}

/** One seat of a lease to a gate device (issue 21): the rows sharing lease_id are one lease. */
export interface SeatLeaseRow extends SeatLease {
  id: string;
  organization_id: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Table name → its row type, for code that works on any replicated table. */
export interface ReplicaRows {
  organizations: OrganizationRow;
  profiles: ProfileRow;
  graderias: GraderiaRow;
  seats: SeatRow;
  events: EventRow;
  event_graderias: EventGraderiaRow;
  discount_codes: DiscountCodeRow;
  public_customers: PublicCustomerRow;
  reservations: ReservationRow;
  reservation_seats: ReservationSeatRow;
  seat_leases: SeatLeaseRow;
  ticket_check_ins: TicketCheckInRow;
  payments: PaymentRow;
  reservation_logs: ReservationLogRow;
  cash_shifts: CashShiftRow;
  cash_receipts: CashReceiptRow;
}
