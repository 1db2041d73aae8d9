import { describe, expect, it } from 'vitest';
import { moneyAwaited, moneyReceived } from './revenue';

const charge = (reservation_id: string, amount: number, status: 'pending' | 'completed' | 'failed' = 'completed') =>
  ({ reservation_id, kind: 'charge', amount, status }) as const;

describe("'Ingresos': money received", () => {
  it('counts completed charges, minus completed refunds, and nothing promised', () => {
    const payments = [
      charge('paid-cash', 180000),
      // A confirmed card booking whose payment the provider has not confirmed: not income.
      charge('card-pending', 220500, 'pending'),
      charge('card-failed', 90000, 'failed'),
      { reservation_id: 'refunded', kind: 'refund', amount: 50000, status: 'completed' } as const,
      charge('refunded', 50000),
      { reservation_id: 'old', amount: 40000, status: 'completed' } as const,
    ];
    expect(moneyReceived(payments)).toBe(180000 + 40000);
  });

  it('shows the confirmed bookings still unpaid apart, as money awaited', () => {
    const bookings = [
      { id: 'paid-cash', status: 'paid', total_amount: 180000 },
      { id: 'card-pending', status: 'confirmed', total_amount: 220500 },
      { id: 'card-done', status: 'confirmed', total_amount: 100000 },
      { id: 'hold', status: 'pending', total_amount: 70000 },
    ];
    const payments = [charge('paid-cash', 180000), charge('card-pending', 220500, 'pending'), charge('card-done', 100000)];
    expect(moneyReceived(payments)).toBe(280000);
    expect(moneyAwaited(bookings, payments)).toBe(220500);
  });
});
