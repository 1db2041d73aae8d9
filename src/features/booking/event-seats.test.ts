import { describe, expect, it } from 'vitest';
import type { PublicEvent, PublicVenue } from '../../api/events';
import { chosenSeatsOf, eventSeatsOf } from './event-seats';
import { festival, seatId } from './testing/public-event-fixture';

/** The festival, its stands counting how often their seats are read. */
function festivalCountingReads(): { event: PublicEvent; reads: () => number } {
  let reads = 0;
  const event = festival();
  const venues = event.venues.map(({ seats, ...venue }): PublicVenue => ({
    ...venue,
    get seats() {
      reads += 1;
      return seats;
    },
  }));
  return { event: { ...event, venues }, reads: () => reads };
}

describe('eventSeatsOf', () => {
  it('reads the stands at the first lookup, not before, and only once', () => {
    const { event, reads } = festivalCountingReads();
    const seats = eventSeatsOf(event);
    expect(chosenSeatsOf(seats, [])).toEqual([]);
    expect(reads()).toBe(0);
    // Norte's two rows of 14 come first in the plan.
    expect(seats.get(seatId('vip', 'A', 2))).toMatchObject({ venue: { id: 'vip' }, standFloors: 1, order: 29 });
    const readsForTheIndex = reads();
    expect(readsForTheIndex).toBeGreaterThan(0);
    expect(seats.get(seatId('norte', 'B', 1))?.order).toBe(14);
    expect(reads()).toBe(readsForTheIndex);
  });

  it('lists the chosen seats in plan order across stands, without ids no longer in the plan', () => {
    const chosen = chosenSeatsOf(eventSeatsOf(festival()), [seatId('vip', 'A', 1), 'gone', seatId('norte', 'B', 1)]);
    expect(chosen.map(({ seat }) => seat.id)).toEqual([seatId('norte', 'B', 1), seatId('vip', 'A', 1)]);
  });
});
