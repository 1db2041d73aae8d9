import { describe, expect, it } from 'vitest';
import { seatPrice } from './pricing';
import { quoteSale } from './reservation-pricing';

const REGULAR = seatPrice(50000, 1);
const PREMIUM = seatPrice(50000, 1.5);

describe('quoteSale', () => {
  it.each<[string, number[], number, { subtotal: number; discountAmount: number; total: number }]>([
    ['one regular seat', [REGULAR], 0, { subtotal: 50000, discountAmount: 0, total: 50000 }],
    ['a premium and a regular seat', [PREMIUM, REGULAR], 0, { subtotal: 125000, discountAmount: 0, total: 125000 }],
    ['10 % off the sum', [PREMIUM, REGULAR], 10, { subtotal: 125000, discountAmount: 12500, total: 112500 }],
    ['the discount rounds to whole pesos', [seatPrice(1001, 1.5), seatPrice(1001, 1)], 10, { subtotal: 2503, discountAmount: 250, total: 2253 }],
    ['a half-peso discount rounds up, like Postgres', [3705], 10, { subtotal: 3705, discountAmount: 371, total: 3334 }],
    ['no seats cost nothing', [], 10, { subtotal: 0, discountAmount: 0, total: 0 }],
  ])('%s', (_case, prices, percent, expected) => {
    expect(quoteSale(prices, percent)).toEqual({ ...expected, discountPercent: percent });
  });
});
