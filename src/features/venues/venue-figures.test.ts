import { describe, expect, it } from 'vitest';
import { standFiguresOf, venuesSummaryOf, type StandFigureInputs } from './venue-figures';

const seatRows = (count: number, price_multiplier = 1, is_active = true) => Array.from({ length: count }, () => ({ is_active, price_multiplier }));

const NORTH: StandFigureInputs = { seats: 200, basePrice: 50_000, activeEventCount: 1, occupied: 0, standSeats: seatRows(200), received: 0 };

describe('standFiguresOf', () => {
  it.each<[string, Partial<StandFigureInputs>, Record<string, number>]>([
    ['an empty stand of one active event', {}, { capacity: 200, occupied: 0, available: 200, percent: 0, revenue: 0, potential: 10_000_000 }],
    // 'Recaudo' is the money received, whatever the seats' count and base price say.
    ['a stand with 50 seats occupied', { occupied: 50, received: 2_800_000 }, { capacity: 200, available: 150, percent: 25, revenue: 2_800_000, potential: 10_000_000 }],
    ['a rounded percentage', { seats: 3, occupied: 2 }, { capacity: 3, available: 1, percent: 67 }],
    ['a stand no active event sells', { activeEventCount: 0 }, { capacity: 200, available: 200, potential: 10_000_000 }],
    [
      'two active events, summed over both',
      { activeEventCount: 2, occupied: 100, received: 5_000_000 },
      { capacity: 400, available: 300, percent: 25, revenue: 5_000_000, potential: 20_000_000 },
    ],
    [
      'switched-off seats, unavailable and bringing in nothing in every event',
      { activeEventCount: 2, standSeats: [...seatRows(190), ...seatRows(10, 1, false)], occupied: 20 },
      { capacity: 400, available: 360, potential: 2 * 190 * 50_000 },
    ],
    // Sold out, the premium seats bring in base × 1.5: the potential is never below that.
    [
      'premium seats at their own price',
      { activeEventCount: 2, standSeats: [...seatRows(40, 1.5), ...seatRows(160)], occupied: 400, received: 2 * (40 * 75_000 + 160 * 50_000) },
      { capacity: 400, available: 0, revenue: 22_000_000, potential: 22_000_000 },
    ],
  ])('%s', (_case, change, expected) => {
    expect(standFiguresOf({ ...NORTH, ...change })).toMatchObject(expected);
  });
});

describe('venuesSummaryOf', () => {
  it('adds up the stands and counts the active ones', () => {
    const summary = venuesSummaryOf([
      { isActive: true, figures: standFiguresOf({ ...NORTH, occupied: 20, received: 1_000_000 }) },
      { isActive: false, figures: standFiguresOf({ seats: 24, basePrice: 150_000, activeEventCount: 0, occupied: 0, standSeats: seatRows(24), received: 0 }) },
    ]);
    expect(summary).toEqual({
      venueCount: 2,
      activeCount: 1,
      capacity: 224,
      occupied: 20,
      revenue: 1_000_000,
      potential: 10_000_000 + 3_600_000,
    });
  });
});
