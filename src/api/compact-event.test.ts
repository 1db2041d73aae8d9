import { describe, expect, it } from 'vitest';
import { encodeStatusCodes } from '../domain/compact-seats';
import type { SeatStatus } from '../domain/seat-status';
import { seatIdOf } from '../domain/seat-id';
import { pageSeatIdsNamed, publicEventOfLayout, seatStatusesUpdateOf, serverSeatIdOf, type EventLayout } from './compact-event';

const STAND = { id: '6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a', rows: 3, columns: 30, floors: 2 };
const SEATS = STAND.rows * STAND.columns * STAND.floors;

/** Status codes with `statuses` at the given seat indexes, every other seat available. */
function codes(statuses: Record<number, SeatStatus>): string {
  return encodeStatusCodes(Array.from({ length: SEATS }, (_, index) => statuses[index] ?? 'available'));
}

function layout(statusCodes: string): EventLayout {
  return {
    id: 'e1', name: 'Gran Final', slug: 'gran-final', description: null, event_date: '2025-06-30', event_time: '18:00:00',
    end_date: '2025-06-30', end_time: '23:00:00', image_url: null, is_active: true,
    venues: [{ ...STAND, name: 'Tribuna', base_price: 40000, exceptions: [{ index: 1, is_active: false }], missing: [] }],
    seat_statuses: { version: '00000000000000a1', venues: [{ id: STAND.id, statuses: statusCodes }] },
  };
}

describe('publicEventOfLayout', () => {
  it('gives every seat of every floor its status, and keeps the version and the stand’s size', () => {
    const event = publicEventOfLayout(layout(codes({ 1: 'blocked', 95: 'paid', 179: 'reserved' })));
    const [venue] = event.venues;
    expect(event.seat_statuses_version).toBe('00000000000000a1');
    expect(venue).toMatchObject({ rows: 3, columns: 30, floors: 2, base_price: 40000 });
    expect(venue.seats).toHaveLength(SEATS);
    const notAvailable = venue.seats.filter((seat) => seat.status !== 'available');
    expect(notAvailable.map(({ floor_number, row_letter, column_number, status }) => [floor_number, row_letter, column_number, status])).toEqual([
      [1, 'A', 2, 'blocked'],
      [2, 'A', 6, 'paid'],
      [2, 'C', 30, 'reserved'],
    ]);
    expect(venue.seats[1].is_active).toBe(false);
  });
});

describe('a seat’s id on the page and on the server', () => {
  const NAMED_ID = '0e9d8c7b-6a59-4847-8362-514131211101';
  const event = publicEventOfLayout({ ...layout(codes({})), venues: [{ ...layout(codes({})).venues[0], exceptions: [{ index: 2, id: NAMED_ID }] }] });
  const [first, , named] = event.venues[0].seats;

  it('is its place on the page, so decoding hashes no seat; the server’s id is derived from it when asked', async () => {
    expect(first.id).toBe(`${STAND.id}/1/A/1`);
    expect(serverSeatIdOf(first.id)).toBe(await seatIdOf(STAND.id, 1, 'A', 1));
  });

  it('is the server’s own where the layout names a seat’s id', () => {
    expect(named.id).toBe(NAMED_ID);
    expect(serverSeatIdOf(named.id)).toBe(NAMED_ID);
  });

  it('goes back from the server’s ids to the page’s, among the seats the page asked about', async () => {
    const second = event.venues[0].seats[1].id;
    const taken = [await seatIdOf(STAND.id, 1, 'A', 1), NAMED_ID, await seatIdOf(STAND.id, 2, 'C', 30)];
    expect(pageSeatIdsNamed([first.id, second, named.id], taken)).toEqual([first.id, named.id]);
  });
});

describe('seatStatusesUpdateOf', () => {
  const event = publicEventOfLayout(layout(codes({ 1: 'blocked' })));
  const idAt = (index: number) => event.venues[0].seats[index].id;

  it('turns changed codes into the lists of seats that cannot be sold, on every floor', () => {
    const update = seatStatusesUpdateOf(event, { version: '00000000000000b2', venues: [{ id: STAND.id, statuses: codes({ 1: 'blocked', 95: 'paid', 100: 'reserved', 179: 'reserved' }) }] });
    expect(update).toEqual({
      version: '00000000000000b2',
      statuses: { venues: [{ id: STAND.id, reserved: [idAt(100), idAt(179)], paid: [idAt(95)], blocked: [idAt(1)] }] },
    });
  });

  it('says nothing changed when the answer is the version alone', () => {
    expect(seatStatusesUpdateOf(event, { version: '00000000000000a1' })).toEqual({ version: '00000000000000a1', statuses: null });
  });

  it('leaves out a stand the page does not show', () => {
    const update = seatStatusesUpdateOf(event, { version: '00000000000000c3', venues: [{ id: 'otra', statuses: codes({ 0: 'paid' }) }] });
    expect(update.statuses).toEqual({ venues: [] });
  });
});
