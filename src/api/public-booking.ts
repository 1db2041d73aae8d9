// The public page's calls (anonymous visitors): live seat statuses, the one atomic booking
// call, and the card checkout through the payment provider (the sandbox for now). No call
// here can mark a payment paid: only the provider's signed notification to the webhook does.
import type { DocumentType } from '../domain/reservation-schemas';
// Through public-api, not supabase-js: the public page loads no auth client (e2e public-bundle.spec.ts).
import { seatStatusesUpdateOf, type CompactSeatStatuses, type SeatStatusesUpdate } from './compact-event';
import type { PublicEvent } from './events';
import { ApiError } from './api-error';
import { callPublicRpc, invokePublicFunction } from './public-api';

/** Only the seats that cannot be sold now, per venue of the event. */
export interface VenueSeatStatuses {
  id: string;
  reserved: string[];
  paid: string[];
  blocked: string[];
}

export interface EventSeatStatuses {
  venues: VenueSeatStatuses[];
}

export type { SeatStatusesUpdate };

/**
 * The event's statuses if they changed since `knownVersion` (get_event_seat_statuses_since):
 * an unchanged poll is answered with the version alone, a few bytes.
 */
export async function getSeatStatusesSince(event: PublicEvent, knownVersion: string | undefined): Promise<SeatStatusesUpdate> {
  const answer = await callPublicRpc<CompactSeatStatuses>('get_event_seat_statuses_since', {
    event_slug: event.slug,
    known_version: knownVersion ?? null,
  });
  return seatStatusesUpdateOf(event, answer);
}

export type PublicPaymentMethod = 'mercadopago' | 'cash';

export interface BookSeatsRequest {
  eventSlug: string;
  seatIds: string[];
  customerName: string;
  customerPhone: string;
  documentType: DocumentType;
  documentNumber: string;
  customerEmail: string | null;
  notes: string | null;
  paymentMethod: PublicPaymentMethod;
  source: string;
}

export interface BookedSeat {
  id: string;
  row_letter: string;
  seat_number: string;
  price: number;
}

export interface Booking {
  reservation_id: string;
  /** Pending: held until expires_at (card: 15 minutes for the provider to confirm; cash: 24 hours). */
  status: 'pending' | 'confirmed';
  total_amount: number;
  expires_at: string | null;
  payment_id: string;
  payment_method: PublicPaymentMethod;
  seats: BookedSeat[];
}

export function bookSeats(request: BookSeatsRequest): Promise<Booking> {
  return callPublicRpc<Booking>('book_seats', {
    event_slug: request.eventSlug,
    seat_ids: request.seatIds,
    customer_name: request.customerName,
    customer_phone: request.customerPhone,
    document_type: request.documentType,
    document_number: request.documentNumber,
    customer_email: request.customerEmail,
    notes: request.notes,
    payment_method: request.paymentMethod,
    source: request.source,
  });
}

/** The seat ids a seats_unavailable refusal names; empty for any other error. */
export function unavailableSeatIdsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'seats_unavailable' || !error.hint) return [];
  try {
    const ids = (JSON.parse(error.hint) as { unavailable_seat_ids?: unknown }).unavailable_seat_ids;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export interface SandboxPayment {
  payment_id: string;
  status: 'pending' | 'completed' | 'failed';
  amount: number;
  reservation_id: string;
  /** 'expired' as soon as the hold ended, even before the server closed the reservation. */
  reservation_status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
  /** The hold's end while the reservation is pending; null otherwise. */
  expires_at: string | null;
  /** Whole seconds left in the hold, counted by the server (the phone's clock may be wrong). */
  seconds_left: number | null;
  customer_name: string;
  event_name: string;
  event_slug: string;
  seats: string[];
}

/** The checkout of a card payment, as the payment page shows it. */
export function getSandboxPayment(paymentId: string): Promise<SandboxPayment> {
  return callPublicRpc<SandboxPayment>('get_sandbox_payment', { payment_id: paymentId });
}

export interface CardCheckout {
  /** The provider's page; a path of this site for the sandbox. */
  redirect_url: string;
  expires_at: string;
  seconds_left: number;
}

/** After a card booking: where the payment provider wants the visitor to pay. */
export function startCardCheckout(paymentId: string): Promise<CardCheckout> {
  return invokePublicFunction<CardCheckout>('payment-checkout', { payment_id: paymentId });
}

/**
 * The sandbox provider's page deciding: the sandbox signs the outcome and notifies our
 * webhook, as a real provider would; the answer is the payment afterwards.
 */
export function decideSandboxPayment(paymentId: string, approved: boolean): Promise<SandboxPayment> {
  return invokePublicFunction<SandboxPayment>('payment-sandbox', { payment_id: paymentId, approved });
}
