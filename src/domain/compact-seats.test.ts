import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeStatusCodes, rowNumberOf, seatIndexOf, seatsOfCompactStand, statusCodesReader } from './compact-seats';
import { rowLetterOf, seatPlacesOf } from './seat-layout';
import type { SeatStatus } from './seat-status';

const STAND_ID = '6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a';
const stand = (rows: number, columns: number, floors: number) => ({ id: STAND_ID, rows, columns, floors, exceptions: [], missing: [] });

describe('rowNumberOf', () => {
  it('is the inverse of rowLetterOf for every row a stand may have', () => {
    for (let row = 1; row <= 50; row += 1) expect(rowNumberOf(rowLetterOf(row))).toBe(row);
  });
});

describe('seatsOfCompactStand', () => {
  it('derives the seats the stand generator makes, with the server’s ids, in plan order', () => {
    const seats = seatsOfCompactStand(stand(3, 10, 2));
    expect(seats.map(({ index: _index, id: _id, is_active: _active, ...place }) => place)).toEqual(seatPlacesOf({ rows: 3, columns: 10, floors: 2 }));
    expect(seats.map((seat) => seat.index)).toEqual(seats.map((_, index) => index));
    expect(seats.every((seat) => seat.is_active)).toBe(true);
  });

  it('takes the server’s id of a seat (as public.seat_id computes it)', () => {
    const last = seatsOfCompactStand(stand(50, 50, 5)).at(-1)!;
    expect(last).toMatchObject({ floor_number: 5, row_letter: 'AX', column_number: 50, id: 'aa0bb670-5503-83e4-80f4-faef6c7ab946' });
  });

  it('applies only the fields an exception sends, and leaves out missing places', () => {
    const seats = seatsOfCompactStand({
      ...stand(2, 10, 1),
      exceptions: [
        { index: 0, is_active: false },
        { index: 5, price_multiplier: 2.25, seat_type: 'premium' },
        { index: 12, id: '00000000-0000-4000-8000-0000000000aa', seat_number: '12B' },
      ],
      missing: [19],
    });
    expect(seats).toHaveLength(19);
    expect(seats[0]).toMatchObject({ index: 0, is_active: false, seat_type: 'premium', price_multiplier: 1.5 });
    expect(seats[5]).toMatchObject({ column_number: 6, seat_type: 'premium', price_multiplier: 2.25, is_active: true });
    expect(seats[12]).toMatchObject({ row_letter: 'B', column_number: 3, id: '00000000-0000-4000-8000-0000000000aa', seat_number: '12B' });
    expect(seats.at(-1)).toMatchObject({ index: 18, row_letter: 'B', column_number: 9 });
  });

  it('gives every seat its own index, the one seatIndexOf computes from its place', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 5 }), (rows, columns, floors) => {
        const seats = seatsOfCompactStand(stand(rows, columns, floors), () => 'id');
        expect(seats).toHaveLength(rows * columns * floors);
        for (const seat of seats) expect(seatIndexOf({ rows, columns }, seat.floor_number, seat.row_letter, seat.column_number)).toBe(seat.index);
      }),
      { numRuns: 30 },
    );
  });
});

describe('status codes', () => {
  const status = fc.constantFrom<SeatStatus>('available', 'reserved', 'paid', 'blocked');

  it('read back every status written, two bits a seat', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 500 }), (statuses) => {
        const codes = encodeStatusCodes(statuses);
        expect(codes.length).toBeLessThanOrEqual(Math.ceil(Math.ceil(statuses.length / 4) / 3) * 4);
        const statusOf = statusCodesReader(codes);
        expect(statuses.map((_, index) => statusOf(index))).toEqual(statuses);
      }),
    );
  });

  it('reads the server’s layout: seat i in bits 2·(i mod 4) of byte ⌊i / 4⌋', () => {
    // Byte 0 = 0b11_10_01_00: seats 0..3 available, reserved, paid, blocked; byte 1 = 0b00_00_00_10: seat 4 paid.
    const statusOf = statusCodesReader(btoa(String.fromCharCode(0b11100100, 0b00000010)));
    expect([0, 1, 2, 3, 4, 5].map(statusOf)).toEqual(['available', 'reserved', 'paid', 'blocked', 'paid', 'available']);
  });

  it('reads every seat as available from empty codes', () => {
    expect(statusCodesReader('')(12_499)).toBe('available');
  });
});
