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

// Not spec §9's capacity × base price: a full stand brings in its premiums too, and a
// switched-off seat brings in nothing.
describe('potential revenue', () => {
  const seats = (count: number, price_multiplier = 1, is_active = true) => Array.from({ length: count }, () => ({ is_active, price_multiplier }));
  it.each([
    ['150 regular seats, one event', seats(150), 50000, 1, 7500000],
    ['no event sells the stand', seats(150), 50000, 0, 0],
    ['16 premium and 4 regular seats, two events', [...seats(16, 1.5), ...seats(4)], 10000000, 2, 2 * (16 * 15000000 + 4 * 10000000)],
    ['switched-off seats, premium or not, bring in nothing', [...seats(5), ...seats(3, 1.5, false), ...seats(2, 1, false)], 50000, 1, 250000],
    ['each seat rounded to whole pesos as the server does', seats(3, 1.5), 1001, 1, 3 * 1502],
    ['no seats downloaded yet', [], 50000, 2, 0],
  ])('%s', (_case, standSeats, basePrice, eventCount, potential) => {
    expect(potentialRevenue(basePrice, standSeats, eventCount)).toBe(potential);
  });
});
