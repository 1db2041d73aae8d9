// What a reservation's status is after each cashier action, how it is shown, and which
// actions it allows — the rules sync_push enforces (spec §4), with the server's messages.
import type { PaymentMethod } from './reservation-schemas';
import type { ReservationStatus } from './seat-status';

/** A cash sale holds its seats this long until paid (spec §9). */
export const PENDING_HOLD_HOURS = 24;

export interface SaleOutcome {
  status: ReservationStatus;
  expires_at: string | null;
  /** The payment row the server writes with the sale; cash writes none until 'Procesar Pago'. */
  payment: { status: 'completed' | 'pending'; payment_method: 'cash' | 'mercadopago' } | null;
}

export function saleOutcomeOf(method: PaymentMethod, createdAt: string): SaleOutcome {
  switch (method) {
    case 'cash': {
      const expiresAt = new Date(new Date(createdAt).getTime() + PENDING_HOLD_HOURS * 3_600_000);
      return { status: 'pending', expires_at: expiresAt.toISOString(), payment: null };
    }
    case 'marked_paid':
      return { status: 'paid', expires_at: null, payment: { status: 'completed', payment_method: 'cash' } };
    case 'mercadopago':
      return { status: 'confirmed', expires_at: null, payment: { status: 'pending', payment_method: 'mercadopago' } };
  }
}

/**
 * The status to show. A pending hold past its expiry is shown as expired at once: the
 * server marks it so (and frees its seats) before any sale, push or pull, so the replica
 * would say 'expired' after the next sync anyway, and the seat picker already sells it.
 */
export function displayedStatusOf(reservation: { status: ReservationStatus; expires_at: string | null }, now: Date): ReservationStatus {
  const overdue = reservation.status === 'pending' && reservation.expires_at !== null && new Date(reservation.expires_at) <= now;
  return overdue ? 'expired' : reservation.status;
}

/**
 * How many of these holds have run out by `now`. What a screen shows of them changes with the
 * clock only when this number does: the holds run out are those whose expiry is not after
 * `now`, so their number names them.
 */
export function holdsRunOutBy(holds: Iterable<{ status: ReservationStatus; expires_at: string | null }>, now: Date): number {
  let runOut = 0;
  for (const hold of holds) if (displayedStatusOf(hold, now) !== hold.status) runOut += 1;
  return runOut;
}

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmada',
  paid: 'Pagada',
  cancelled: 'Cancelada',
  expired: 'Expirada',
};

/** Why 'Procesar Pago' is refused in this status, as apply_reservations_process_payment says it; null when allowed. */
export function paymentRefusalFor(status: ReservationStatus): string | null {
  switch (status) {
    case 'pending':
      return null;
    case 'paid':
      return 'La reserva ya está pagada';
    case 'cancelled':
      return 'No se puede procesar el pago de una reserva cancelada';
    case 'expired':
      return 'No se puede procesar el pago de una reserva expirada';
    default:
      return 'Solo se pueden procesar pagos de reservas pendientes';
  }
}

/** Why 'Cancelar' is refused in this status, as apply_reservations_cancel says it; null when allowed. */
export function cancellationRefusalFor(status: ReservationStatus): string | null {
  switch (status) {
    case 'paid':
      return 'No se puede cancelar una reserva pagada';
    case 'cancelled':
      return 'La reserva ya está cancelada';
    case 'expired':
      return 'La reserva expiró y sus asientos ya fueron liberados';
    default:
      return null;
  }
}

export const DEFAULT_CANCELLATION_REASON = 'Cancelled by organizer';
