import { describe, expect, it } from 'vitest';
import { moneyAwaited, moneyReceived, moneyReceivedByStand } from './revenue';

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

describe("a stand's 'Recaudo': the money received for its seats", () => {
  const seat = (reservation_id: string, stand_id: string, price: number) => ({ reservation_id, stand_id, price });

  it('counts a premium seat at what it was paid, not at the base price, and nothing for unpaid bookings', () => {
    // One paid booking: a premium seat (75.000) and a regular one (50.000) in the north stand.
    const sales = [seat('paid', 'north', 75000), seat('paid', 'north', 50000), seat('card-pending', 'north', 50000), seat('hold', 'north', 50000)];
    const payments = [charge('paid', 125000), charge('card-pending', 50000, 'pending')];
    expect(moneyReceivedByStand(sales, payments)).toEqual(new Map([['north', 125000]]));
  });

  it('shares a booking over two stands by what its seats there cost, and takes refunds off', () => {
    const sales = [seat('split', 'north', 50000), seat('split', 'palco', 150000), seat('refunded', 'north', 50000)];
    const payments = [
      charge('split', 200000),
      charge('refunded', 50000),
      { reservation_id: 'refunded', kind: 'refund', amount: 50000, status: 'completed' } as const,
    ];
    expect(moneyReceivedByStand(sales, payments)).toEqual(new Map([['north', 50000], ['palco', 150000]]));
  });
});
