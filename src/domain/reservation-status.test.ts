import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from './reservation-schemas';
import {
  cancellationRefusalFor,
  displayedStatusOf,
  holdsRunOutBy,
  paymentRefusalFor,
  RESERVATION_STATUS_LABELS,
  saleOutcomeOf,
  type SaleOutcome,
} from './reservation-status';
import type { ReservationStatus } from './seat-status';

const CREATED_AT = '2025-06-13T17:00:00.000Z';
const NOW = new Date('2025-06-14T17:00:00.000Z');

describe('saleOutcomeOf', () => {
  it.each<[PaymentMethod, SaleOutcome]>([
    ['cash', { status: 'pending', expires_at: '2025-06-14T17:00:00.000Z', payment: null }],
    ['marked_paid', { status: 'paid', expires_at: null, payment: { status: 'completed', payment_method: 'cash' } }],
    ['mercadopago', { status: 'confirmed', expires_at: null, payment: { status: 'pending', payment_method: 'mercadopago' } }],
  ])('%s → %j', (method, outcome) => {
    expect(saleOutcomeOf(method, CREATED_AT)).toEqual(outcome);
  });
});

describe('displayedStatusOf', () => {
  it.each<[ReservationStatus, string | null, ReservationStatus, string]>([
    ['pending', '2025-06-14T17:00:00.001Z', 'pending', 'Pendiente'],
    ['pending', '2025-06-14T17:00:00.000Z', 'expired', 'Expirada'],
    ['expired', '2025-06-14T16:00:00.000Z', 'expired', 'Expirada'],
    ['paid', null, 'paid', 'Pagada'],
    ['confirmed', null, 'confirmed', 'Confirmada'],
    ['cancelled', '2025-06-14T16:00:00.000Z', 'cancelled', 'Cancelada'],
  ])('%s expiring %s shows %s (%s)', (status, expiresAt, shown, label) => {
    const displayed = displayedStatusOf({ status, expires_at: expiresAt }, NOW);
    expect(displayed).toBe(shown);
    expect(RESERVATION_STATUS_LABELS[displayed]).toBe(label);
  });
});

describe('holdsRunOutBy', () => {
  it('counts the pending holds whose expiry is not after now, and nothing else', () => {
    const holds: { status: ReservationStatus; expires_at: string | null }[] = [
      { status: 'pending', expires_at: '2025-06-14T16:59:59.999Z' },
      { status: 'pending', expires_at: '2025-06-14T17:00:00.000Z' },
      { status: 'pending', expires_at: '2025-06-14T17:00:00.001Z' },
      { status: 'expired', expires_at: '2025-06-14T16:00:00.000Z' },
      { status: 'paid', expires_at: null },
    ];
    expect(holdsRunOutBy(holds, NOW)).toBe(2);
    expect(holdsRunOutBy(holds, new Date('2025-06-14T17:00:00.001Z'))).toBe(3);
    expect(holdsRunOutBy([], NOW)).toBe(0);
  });
});

describe('allowed actions', () => {
  it.each<[ReservationStatus, string | null, string | null]>([
    ['pending', null, null],
    ['confirmed', 'Solo se pueden procesar pagos de reservas pendientes', null],
    ['paid', 'La reserva ya está pagada', 'No se puede cancelar una reserva pagada'],
    ['cancelled', 'No se puede procesar el pago de una reserva cancelada', 'La reserva ya está cancelada'],
    ['expired', 'No se puede procesar el pago de una reserva expirada', 'La reserva expiró y sus asientos ya fueron liberados'],
  ])('%s: payment %s, cancellation %s', (status, payment, cancellation) => {
    expect(paymentRefusalFor(status)).toBe(payment);
    expect(cancellationRefusalFor(status)).toBe(cancellation);
  });
});
