import { describe, expect, it } from 'vitest';
import type { MoneyFacts } from '../../domain/refunds';
import { DUPLICATE_REFUND_MESSAGE, STAFF_REFUND_MESSAGE } from '../../domain/refunds';
import { CARD_REFUND_OFFLINE, CARD_REFUND_WAITING, refundAvailabilityOf } from './refund-availability';

const cardCharge: MoneyFacts = { kind: 'charge', status: 'completed', payment_method: 'mercadopago', amount: 80000 };
const cashCharge: MoneyFacts = { kind: 'charge', status: 'completed', payment_method: 'cash', amount: 50000 };
const paidBy = (...payments: MoneyFacts[]) => ({ status: 'paid' as const, payments });

describe('refundAvailabilityOf', () => {
  it('offers an organizer online a card refund of what was paid', () => {
    expect(refundAvailabilityOf(paidBy(cardCharge), 'organizer', true)).toEqual({ kind: 'card', amount: 80000 });
  });

  it('disables the card refund offline, saying the provider needs the connection', () => {
    expect(refundAvailabilityOf(paidBy(cardCharge), 'organizer', false)).toEqual({ kind: 'disabled', reason: CARD_REFUND_OFFLINE });
    expect(CARD_REFUND_OFFLINE).toMatch(/^Sin conexión: el reembolso con tarjeta/);
  });

  it('keeps cash refunds available offline', () => {
    expect(refundAvailabilityOf(paidBy(cashCharge), 'organizer', false)).toEqual({ kind: 'cash', amount: 50000 });
  });

  it('disables card and cash refunds for staff with the organizer-only reason, online or not', () => {
    for (const online of [true, false]) {
      expect(refundAvailabilityOf(paidBy(cardCharge), 'staff', online)).toEqual({ kind: 'disabled', reason: STAFF_REFUND_MESSAGE });
      expect(refundAvailabilityOf(paidBy(cashCharge), 'staff', online)).toEqual({ kind: 'disabled', reason: STAFF_REFUND_MESSAGE });
    }
  });

  it('says a requested card refund waits on the provider, and lets it be asked again once the provider refused it', () => {
    const refund = (status: MoneyFacts['status']): MoneyFacts => ({ kind: 'refund', status, payment_method: 'mercadopago', amount: 80000 });
    expect(refundAvailabilityOf(paidBy(cardCharge, refund('pending')), 'organizer', true)).toEqual({ kind: 'disabled', reason: CARD_REFUND_WAITING });
    expect(refundAvailabilityOf(paidBy(cardCharge, refund('failed')), 'organizer', true)).toEqual({ kind: 'card', amount: 80000 });
  });

  it('hides the button on unpaid bookings and refuses a second cash refund', () => {
    expect(refundAvailabilityOf({ status: 'confirmed', payments: [] }, 'organizer', true)).toEqual({ kind: 'hidden' });
    const cashRefund: MoneyFacts = { kind: 'refund', status: 'completed', payment_method: 'cash', amount: 50000 };
    expect(refundAvailabilityOf(paidBy(cashCharge, cashRefund), 'organizer', true)).toEqual({ kind: 'disabled', reason: DUPLICATE_REFUND_MESSAGE });
  });
});
