import { describe, expect, it } from 'vitest';
import { occupancyOf, seatStatusForEvent, type SaleHolder, type SeatStatus } from './seat-status';

const NOW = new Date('2025-06-14T20:00:00Z');
const LATER = '2025-06-15T20:00:00Z';
const EARLIER = '2025-06-14T19:59:59Z';

describe('seatStatusForEvent', () => {
  it.each<[boolean, SaleHolder | undefined, SeatStatus]>([
    [true, undefined, 'available'],
    [false, undefined, 'blocked'],
    [false, { status: 'paid', expires_at: null }, 'blocked'],
    [true, { status: 'paid', expires_at: null }, 'paid'],
    [true, { status: 'confirmed', expires_at: null }, 'reserved'],
    [true, { status: 'pending', expires_at: LATER }, 'reserved'],
    [true, { status: 'pending', expires_at: EARLIER }, 'available'],
    [true, { status: 'cancelled', expires_at: null }, 'available'],
    [true, { status: 'expired', expires_at: EARLIER }, 'available'],
  ])('active %s, held by %j → %s', (isActive, holder, status) => {
    expect(seatStatusForEvent({ is_active: isActive }, holder, NOW)).toBe(status);
  });
});

describe('occupancyOf', () => {
  it.each<[SeatStatus[], ReturnType<typeof occupancyOf>]>([
    [[], { total: 0, available: 0, occupied: 0, blocked: 0, percent: 0 }],
    [['available', 'reserved', 'paid'], { total: 3, available: 1, occupied: 2, blocked: 0, percent: 67 }],
    [['blocked', 'available', 'available', 'paid'], { total: 4, available: 2, occupied: 1, blocked: 1, percent: 25 }],
  ])('%j → %j', (statuses, occupancy) => {
    expect(occupancyOf(statuses)).toEqual(occupancy);
  });
});
