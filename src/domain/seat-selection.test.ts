import { describe, expect, it } from 'vitest';
import {
  MAX_ONLINE_SEATS,
  reconcileSelection,
  seatUnavailableMessage,
  selectionTotal,
  toggleSeatSelection,
  type ToggleOutcome,
} from './seat-selection';

const twelveSeats = Array.from({ length: MAX_ONLINE_SEATS }, (_, index) => `s${index + 1}`);

describe('toggleSeatSelection', () => {
  it.each<[string, string[], string, boolean, ToggleOutcome]>([
    ['adds a free seat at the end', ['a'], 'b', true, { selected: ['a', 'b'], refusal: null }],
    ['removes a selected seat', ['a', 'b'], 'a', true, { selected: ['b'], refusal: null }],
    ['removes a selected seat taken meanwhile', ['a', 'b'], 'b', false, { selected: ['a'], refusal: null }],
    ['refuses a seat that is not free', ['a'], 'b', false, { selected: ['a'], refusal: 'unavailable' }],
    ['refuses a 13th seat', twelveSeats, 'x', true, { selected: twelveSeats, refusal: 'limit' }],
    ['says unavailable before full', twelveSeats, 'x', false, { selected: twelveSeats, refusal: 'unavailable' }],
    ['lets a full selection give a seat back', twelveSeats, 's3', true, { selected: twelveSeats.filter((id) => id !== 's3'), refusal: null }],
  ])('%s', (_, selected, seatId, available, outcome) => {
    expect(toggleSeatSelection(selected, seatId, available)).toEqual(outcome);
  });

  it('keeps the very same selection when refusing, so nothing re-renders', () => {
    const selected = ['a'];
    expect(toggleSeatSelection(selected, 'b', false).selected).toBe(selected);
  });
});

describe('reconcileSelection', () => {
  const taken = new Set(['b', 'd']);
  const isUnavailable = (id: string) => taken.has(id);

  it.each<[string[], string[], string[]]>([
    [['a', 'c'], ['a', 'c'], []],
    [['d', 'a', 'b'], ['a'], ['d', 'b']],
    [['b'], [], ['b']],
    [[], [], []],
  ])('%j → keeps %j, drops %j', (selected, kept, dropped) => {
    expect(reconcileSelection(selected, isUnavailable)).toEqual({ kept, dropped });
  });

  it('returns the same selection when nothing was dropped', () => {
    const selected = ['a', 'c'];
    expect(reconcileSelection(selected, isUnavailable).kept).toBe(selected);
  });
});

describe('selectionTotal', () => {
  it.each([
    [[], 0],
    [[{ base_price: 50000, price_multiplier: 1 }], 50000],
    [
      [
        { base_price: 50000, price_multiplier: 1.5 },
        { base_price: 50000, price_multiplier: 1 },
      ],
      125000,
    ],
    // Rounded per seat, like the server: 2 × round(1501.5) = 3004, not round(3003).
    [
      [
        { base_price: 1001, price_multiplier: 1.5 },
        { base_price: 1001, price_multiplier: 1.5 },
      ],
      3004,
    ],
  ])('%j → %d', (seats, total) => {
    expect(selectionTotal(seats)).toBe(total);
  });
});

describe('seat names in messages', () => {
  it('names a seat row-number, with its floor when the stand has several', () => {
    const seat = { floor_number: 2, row_letter: 'AB', seat_number: '12' };
    expect(seatUnavailableMessage(seat, 1)).toBe('El asiento AB-12 no está disponible');
    expect(seatUnavailableMessage(seat, 2)).toBe('El asiento P2-AB-12 no está disponible');
  });
});
