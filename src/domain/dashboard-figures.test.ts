import { describe, expect, it } from 'vitest';
import {
  activeReservationsOf,
  bogotaDayOf,
  calendarDaysBetween,
  dailyRevenueOf,
  featuredVenueOf,
  shiftCalendarDay,
  startOfBogotaDay,
  totalOccupancyOf,
  venueCountsOf,
  venueOccupancies,
  type DashboardRows,
  type PaymentFacts,
  type ReservationFacts,
  type VenueFacts,
} from './dashboard-figures';

// Saturday 14 June 2025, 10:00 in Bogotá.
const NOW = new Date('2025-06-14T15:00:00.000Z');

describe('Bogotá calendar days', () => {
  it.each([
    { instant: '2025-06-14T04:59:59.999Z', day: '2025-06-13' },
    { instant: '2025-06-14T05:00:00.000Z', day: '2025-06-14' },
    { instant: '2025-06-15T04:59:59.999Z', day: '2025-06-14' },
    { instant: '2025-01-01T03:00:00.000Z', day: '2024-12-31' },
  ])('$instant is $day in Bogotá', ({ instant, day }) => {
    expect(bogotaDayOf(instant)).toBe(day);
  });

  it('starts a day at Bogotá midnight', () => {
    expect(startOfBogotaDay('2025-06-14').toISOString()).toBe('2025-06-14T05:00:00.000Z');
  });

  it('moves and counts across months and years', () => {
    expect(shiftCalendarDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftCalendarDay('2024-12-31', 1)).toBe('2025-01-01');
    expect(calendarDaysBetween('2025-06-14', '2025-07-14')).toBe(30);
    expect(calendarDaysBetween('2025-06-14', '2025-06-13')).toBe(-1);
  });
});

function venue(id: string, overrides: Partial<VenueFacts> = {}): VenueFacts {
  return { id, name: id, location_name: null, is_active: true, total_capacity: 10, base_price: 50000, ...overrides };
}

function reservation(id: string, overrides: Partial<ReservationFacts> = {}): ReservationFacts {
  return { id, status: 'paid', expires_at: null, created_at: '2025-06-10T15:00:00.000Z', updated_at: '2025-06-10T15:00:00.000Z', ...overrides };
}

function event(id: string, isActive = true) {
  return { id, event_date: '2025-06-13', event_time: '18:00:00', end_date: '2025-06-30', is_active: isActive };
}

/**
 * North (10 seats) is sold by the festival and the gala; South (20 seats) by the festival;
 * Palco (4 seats) is in maintenance; the closed 'past' event still holds sales of North.
 * North has 4 premium seats (× 1.5) and one switched off; South's one premium seat is switched off.
 */
function boxOffice(): DashboardRows {
  const sale = (event_id: string, reservation_id: string, graderia_id: string, price: number, is_active = true) => ({
    event_id,
    reservation_id,
    price,
    seat: { graderia_id, is_active },
  });
  const seats = (graderia_id: string, count: number, price_multiplier = 1, is_active = true) =>
    Array.from({ length: count }, () => ({ graderia_id, is_active, price_multiplier }));
  return {
    seats: [...seats('north', 4, 1.5), ...seats('north', 5), ...seats('north', 1, 1, false), ...seats('south', 19), ...seats('south', 1, 1.5, false)],
    venues: [venue('north'), venue('south', { total_capacity: 20, base_price: 80000 }), venue('palco', { is_active: false, total_capacity: 4 })],
    events: [event('festival'), event('gala'), event('past', false)],
    eventVenues: [
      { event_id: 'festival', graderia_id: 'north' },
      { event_id: 'festival', graderia_id: 'south' },
      { event_id: 'festival', graderia_id: 'palco' },
      { event_id: 'gala', graderia_id: 'north' },
      { event_id: 'past', graderia_id: 'north' },
    ],
    reservations: [
      reservation('paid'),
      reservation('confirmed', { status: 'confirmed' }),
      reservation('held', { status: 'pending', expires_at: '2025-06-15T00:00:00.000Z' }),
      reservation('overdue', { status: 'pending', expires_at: '2025-06-14T14:00:00.000Z' }),
    ],
    activeSales: [
      // A premium seat and a regular one.
      sale('festival', 'paid', 'north', 75000),
      sale('festival', 'paid', 'north', 50000),
      sale('gala', 'confirmed', 'north', 50000),
      sale('festival', 'held', 'south', 80000),
      // Not occupied: an overdue hold, a seat switched off (sold before, a premium one), a seat not downloaded yet.
      sale('festival', 'overdue', 'south', 80000),
      sale('festival', 'paid', 'south', 120000, false),
      { event_id: 'festival', reservation_id: 'paid', price: 50000, seat: undefined },
      // Not on sale: a venue in maintenance, an event switched off.
      sale('festival', 'paid', 'palco', 150000),
      sale('past', 'paid', 'north', 50000),
    ],
    // 'paid' was paid in full; the gala's confirmed card booking awaits its provider.
    payments: [
      { reservation_id: 'paid', kind: 'charge', amount: 395000, status: 'completed', updated_at: '2025-06-13T15:00:00.000Z' },
      { reservation_id: 'confirmed', kind: 'charge', amount: 50000, status: 'pending', updated_at: '2025-06-13T15:00:00.000Z' },
    ],
  };
}

describe('occupancy', () => {
  it('counts reserved and paid seats of active venues over the active events selling them', () => {
    const byVenue = Object.fromEntries(venueOccupancies(boxOffice(), NOW).map((occupancy) => [occupancy.venue.id, occupancy]));
    // Potential: every active seat at its own price, once per event — not capacity × base price.
    expect(byVenue.north).toMatchObject({ eventCount: 2, capacity: 20, occupied: 3, percent: 15, potential: 2 * (4 * 75000 + 5 * 50000) });
    expect(byVenue.south).toMatchObject({ eventCount: 1, capacity: 20, occupied: 1, percent: 5, potential: 19 * 80000 });
    expect(byVenue.palco).toBeUndefined();
  });

  it("'Recaudo' is the money received for the venue's seats, premium seats at their price, unpaid bookings at nothing", () => {
    const byVenue = Object.fromEntries(venueOccupancies(boxOffice(), NOW).map((occupancy) => [occupancy.venue.id, occupancy.revenue]));
    // Not occupied × base price (3 × 50.000 and 1 × 80.000): the paid booking's 75.000 + 50.000
    // for the festival (its seat of the switched-off event left out), and its 120.000 seat in
    // the south, switched off since but paid.
    expect(byVenue).toEqual({ north: 125000, south: 120000 });
    expect(byVenue.palco).toBeUndefined();
  });

  it.each([
    { name: 'the box office', rows: boxOffice(), expected: { occupied: 4, capacity: 40, percent: 10 } },
    { name: 'nothing on sale', rows: { ...boxOffice(), events: [] }, expected: { occupied: 0, capacity: 0, percent: 0 } },
    {
      name: 'a third sold (rounded)',
      rows: {
        ...boxOffice(),
        venues: [venue('north', { total_capacity: 3 })],
        events: [event('festival')],
        eventVenues: [{ event_id: 'festival', graderia_id: 'north' }],
        activeSales: [{ event_id: 'festival', reservation_id: 'paid', price: 50000, seat: { graderia_id: 'north', is_active: true } }],
        seats: [],
      },
      expected: { occupied: 1, capacity: 3, percent: 33 },
    },
  ])('totals $name', ({ rows, expected }) => {
    expect(totalOccupancyOf(venueOccupancies(rows, NOW))).toEqual(expected);
  });
});

describe('featured venue', () => {
  it('is the fullest venue on sale', () => {
    expect(featuredVenueOf(venueOccupancies(boxOffice(), NOW))?.venue.id).toBe('north');
  });

  it('breaks a tie of percentages by seats sold, then by name', () => {
    const occupancy = (id: string, percent: number, occupied: number) => ({
      venue: venue(id),
      eventCount: 1,
      capacity: 100,
      occupied,
      percent,
      revenue: 0,
      potential: 0,
    });
    expect(featuredVenueOf([occupancy('b', 50, 10), occupancy('a', 50, 20)])?.venue.id).toBe('a');
    expect(featuredVenueOf([occupancy('Zona', 50, 10), occupancy('Norte', 50, 10)])?.venue.id).toBe('Norte');
  });

  it('is none when no active venue is sold by an active event', () => {
    expect(featuredVenueOf(venueOccupancies({ ...boxOffice(), events: [event('festival', false)] }, NOW))).toBeNull();
  });
});

function payment(amount: number, updated_at: string, status: PaymentFacts['status'] = 'completed', kind?: PaymentFacts['kind']): PaymentFacts {
  return { reservation_id: 'booking', amount, status, updated_at, ...(kind ? { kind } : {}) };
}

describe('revenue today vs yesterday', () => {
  it.each<{ name: string; payments: PaymentFacts[]; expected: ReturnType<typeof dailyRevenueOf> }>([
    {
      name: 'up a quarter',
      payments: [payment(100000, '2025-06-13T15:00:00.000Z'), payment(125000, '2025-06-14T14:00:00.000Z')],
      expected: { today: 125000, yesterday: 100000, change: { kind: 'percent', percent: 25 } },
    },
    {
      name: 'down, rounded',
      payments: [payment(300000, '2025-06-13T15:00:00.000Z'), payment(100000, '2025-06-14T14:00:00.000Z')],
      expected: { today: 100000, yesterday: 300000, change: { kind: 'percent', percent: -67 } },
    },
    {
      name: 'nothing yesterday',
      payments: [payment(50000, '2025-06-14T14:00:00.000Z')],
      expected: { today: 50000, yesterday: 0, change: { kind: 'nothing-yesterday' } },
    },
    {
      name: 'nothing either day',
      payments: [],
      expected: { today: 0, yesterday: 0, change: { kind: 'nothing-yesterday' } },
    },
    {
      name: 'nothing today',
      payments: [payment(80000, '2025-06-13T20:00:00.000Z')],
      expected: { today: 0, yesterday: 80000, change: { kind: 'percent', percent: -100 } },
    },
    {
      // Both are the 14th in UTC; in Bogotá the first is 23:30 on the 13th.
      name: 'by Bogotá days, not UTC days',
      payments: [payment(70000, '2025-06-14T04:30:00.000Z'), payment(30000, '2025-06-14T05:30:00.000Z')],
      expected: { today: 30000, yesterday: 70000, change: { kind: 'percent', percent: -57 } },
    },
    {
      name: 'only money received',
      payments: [
        payment(50000, '2025-06-14T14:00:00.000Z'),
        payment(90000, '2025-06-14T14:00:00.000Z', 'pending'),
        payment(90000, '2025-06-14T14:00:00.000Z', 'failed'),
        payment(90000, '2025-06-14T14:00:00.000Z', 'refunded'),
        payment(90000, '2025-06-12T14:00:00.000Z'),
      ],
      expected: { today: 50000, yesterday: 0, change: { kind: 'nothing-yesterday' } },
    },
    {
      // Yesterday's 120.000 sale refunded in cash today: money out of today's drawer.
      name: 'refunds handed back count against the day they went out',
      payments: [
        payment(120000, '2025-06-13T15:00:00.000Z', 'completed', 'charge'),
        payment(200000, '2025-06-14T14:00:00.000Z'),
        payment(120000, '2025-06-14T14:30:00.000Z', 'completed', 'refund'),
      ],
      expected: { today: 80000, yesterday: 120000, change: { kind: 'percent', percent: -33 } },
    },
  ])('$name', ({ payments, expected }) => {
    expect(dailyRevenueOf(payments, NOW)).toEqual(expected);
  });
});

describe('active reservations with the change since yesterday', () => {
  const TODAY_BEGAN = '2025-06-14T05:00:00.000Z';
  const earlierToday = '2025-06-14T12:00:00.000Z';
  const yesterday = '2025-06-13T15:00:00.000Z';

  it.each<{ name: string; reservations: ReservationFacts[]; expected: ReturnType<typeof activeReservationsOf> }>([
    { name: 'none', reservations: [], expected: { count: 0, changeSinceYesterday: 0 } },
    {
      name: 'pending, confirmed and paid count; cancelled and expired do not',
      reservations: [
        reservation('a', { status: 'pending', expires_at: '2025-06-15T00:00:00.000Z' }),
        reservation('b', { status: 'confirmed' }),
        reservation('c', { status: 'paid' }),
        reservation('d', { status: 'cancelled', updated_at: yesterday }),
        reservation('e', { status: 'expired', expires_at: yesterday, updated_at: yesterday }),
      ],
      expected: { count: 3, changeSinceYesterday: 0 },
    },
    {
      name: 'booked today',
      reservations: [reservation('a', { created_at: earlierToday }), reservation('b', { status: 'confirmed', created_at: earlierToday })],
      expected: { count: 2, changeSinceYesterday: 2 },
    },
    {
      name: 'cancelled today after being booked before',
      reservations: [reservation('a', { status: 'cancelled', updated_at: earlierToday }), reservation('b')],
      expected: { count: 1, changeSinceYesterday: -1 },
    },
    {
      name: 'a cash hold overdue this morning, not yet marked expired',
      reservations: [reservation('a', { status: 'pending', created_at: '2025-06-13T14:00:00.000Z', expires_at: '2025-06-14T14:00:00.000Z' })],
      expected: { count: 0, changeSinceYesterday: -1 },
    },
    {
      name: 'a cash hold that expired before today began',
      reservations: [reservation('a', { status: 'expired', created_at: '2025-06-12T14:00:00.000Z', expires_at: '2025-06-13T14:00:00.000Z', updated_at: TODAY_BEGAN })],
      expected: { count: 0, changeSinceYesterday: 0 },
    },
    {
      name: 'booked and cancelled today',
      reservations: [reservation('a', { status: 'cancelled', created_at: earlierToday, updated_at: earlierToday })],
      expected: { count: 0, changeSinceYesterday: 0 },
    },
  ])('$name', ({ reservations, expected }) => {
    expect(activeReservationsOf(reservations, NOW)).toEqual(expected);
  });
});

describe('venue counts', () => {
  it('counts active venues and those in maintenance', () => {
    expect(venueCountsOf(boxOffice().venues)).toEqual({ active: 2, inMaintenance: 1 });
    expect(venueCountsOf([])).toEqual({ active: 0, inMaintenance: 0 });
  });
});
