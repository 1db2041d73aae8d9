import { describe, expect, it } from 'vitest';
import { occupancyPercent, potentialRevenue, seatPrice } from './pricing';

describe('seatPrice', () => {
  it.each([
    [50000, 1, 50000],
    [50000, 1.5, 75000],
    [33333, 1.5, 50000],
    [1001, 1.5, 1502],
  ])('base %d × %d → %d', (base, multiplier, price) => {
    expect(seatPrice(base, multiplier)).toBe(price);
  });
});

describe('occupancyPercent', () => {
  it.each([
    [0, 0, 0],
    [0, 150, 0],
    [1, 3, 33],
    [2, 3, 67],
    [150, 150, 100],
  ])('%d of %d → %d %%', (occupied, total, percent) => {
    expect(occupancyPercent(occupied, total)).toBe(percent);
  });
});

// A stand's revenue is money received (domain/revenue), not occupied seats × base price.
describe('potential revenue', () => {
  it.each([
    [150, 50000, 7500000],
    [150, 1000, 150000],
  ])('%d seats at %d → %d', (total, basePrice, potential) => {
    expect(potentialRevenue(total, basePrice)).toBe(potential);
  });
});
