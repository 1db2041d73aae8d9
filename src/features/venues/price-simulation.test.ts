import { describe, expect, it } from 'vitest';
import { fullStandRevenue, multiplierCountsOf, simulatePrice } from './price-simulation';

// A 10 × 15 stand: 8 premium columns (×1.5) and 7 regular ones per row.
const STAND = multiplierCountsOf([
  ...Array.from({ length: 80 }, () => ({ price_multiplier: 1.5 })),
  ...Array.from({ length: 70 }, () => ({ price_multiplier: 1 })),
]);

describe('the revenue simulation', () => {
  it('counts seats per multiplier', () => {
    expect([...STAND]).toEqual([
      [1.5, 80],
      [1, 70],
    ]);
  });

  it.each([
    [50_000, 80 * 75_000 + 70 * 50_000],
    [1_000, 80 * 1_500 + 70 * 1_000],
    // Premium seats round to whole pesos, as the server does: 33.333 × 1.5 = 49.999,5 → 50.000.
    [33_333, 80 * 50_000 + 70 * 33_333],
  ])('at a base price of %i the full stand brings in %i', (basePrice, revenue) => {
    expect(fullStandRevenue(STAND, basePrice)).toBe(revenue);
  });

  it.each([
    [50_000, 60_000, { current: 9_500_000, projected: 11_400_000, difference: 1_900_000, percentChange: 20 }],
    [50_000, 40_000, { current: 9_500_000, projected: 7_600_000, difference: -1_900_000, percentChange: -20 }],
    [50_000, 50_000, { current: 9_500_000, projected: 9_500_000, difference: 0, percentChange: 0 }],
  ])('from %i to %i', (current, next, expected) => {
    expect(simulatePrice(STAND, current, next)).toEqual(expected);
  });

  it('compares nothing for a stand without seats', () => {
    expect(simulatePrice(new Map(), 50_000, 60_000)).toEqual({ current: 0, projected: 0, difference: 0, percentChange: 0 });
  });
});
