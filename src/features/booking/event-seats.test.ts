import { describe, expect, it } from 'vitest';
import type { PublicEvent, PublicSeat, PublicVenue } from '../../api/events';
import { chosenSeatsOf, eventSeatsOf } from './event-seats';

function seat(id: string, floor: number): PublicSeat {
  return { id, row_letter: 'A', seat_number: id, column_number: 1, floor_number: floor, seat_type: 'regular', price_multiplier: 1, is_active: true, status: 'available' };
}

/** An event whose stands count how often their seats are read. */
function countedEvent(venues: { id: string; seats: PublicSeat[] }[]): { event: PublicEvent; reads: () => number } {
  let reads = 0;
  const counted = venues.map(({ id, seats }): PublicVenue => ({
    id,
    name: `Gradería ${id}`,
    base_price: 10000,
    get seats() {
      reads += 1;
      return seats;
    },
  }));
  const event: PublicEvent = {
    id: 'e',
    name: 'Festival',
    slug: 'festival',
    description: null,
    event_date: '2026-12-20',
    event_time: null,
    end_date: null,
    end_time: null,
    image_url: null,
    is_active: true,
    venues: counted,
  };
  return { event, reads: () => reads };
}

describe('eventSeatsOf', () => {
  it('reads the stands only at the first lookup, and once', () => {
    const { event, reads } = countedEvent([{ id: 'g1', seats: [seat('a', 1), seat('b', 2)] }]);
    const seats = eventSeatsOf(event);
    expect(chosenSeatsOf(seats, [])).toEqual([]);
    expect(reads()).toBe(0);
    expect(seats.get('b')).toMatchObject({ seat: { id: 'b' }, standFloors: 2, order: 1 });
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    expect(seats.get('a')?.order).toBe(0);
    expect(reads()).toBe(afterFirst);
  });

  it('lists chosen seats in plan order across stands, skipping ids no longer in the plan', () => {
    const { event } = countedEvent([
      { id: 'g1', seats: [seat('a', 1), seat('b', 1)] },
      { id: 'g2', seats: [seat('c', 1)] },
    ]);
    const chosen = chosenSeatsOf(eventSeatsOf(event), ['c', 'gone', 'a']);
    expect(chosen.map(({ seat: { id }, venue }) => [id, venue.id])).toEqual([
      ['a', 'g1'],
      ['c', 'g2'],
    ]);
  });
});
