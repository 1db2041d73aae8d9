// The overview of a big stand counts each block's free seats over the whole stand (12,500
// seats on the largest). The map re-renders it for each row scrolled, to mark the block in
// view: the counts must not be taken again then, only when a seat's look can have changed.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standBlocks } from './seat-map-geometry';
import { SeatMapOverview } from './SeatMapOverview';
import { groupSeatsByFloorAndRow, type PlacedSeat } from './seat-plan-groups';
import type { SeatLook } from './seat-styles';

const ROWS = 'ABCDEFGHIJKLMNOPQRST'.split('');
const seat = (row: string, number: number): PlacedSeat => ({ id: `${row}${number}`, floor_number: 1, row_letter: row, seat_number: String(number), seat_type: 'regular' });
const FLOORS = groupSeatsByFloorAndRow(ROWS.flatMap((row) => Array.from({ length: 10 }, (_, index) => seat(row, index + 1))));
const BLOCKS = standBlocks(FLOORS.map((floor) => ({ rowLengths: floor.rows.map((row) => row.seats.length) })), 10);

afterEach(cleanup);

describe('SeatMapOverview', () => {
  it('counts the free seats again when the looks change, not when another block comes into view', () => {
    const sold = vi.fn((id: string): SeatLook => (id === 'A1' ? 'paid' : 'available'));
    const overview = (current: number, lookOf: (id: string) => SeatLook) => <SeatMapOverview floors={FLOORS} blocks={BLOCKS} current={current} lookOf={lookOf} onJump={() => {}} />;
    const { rerender } = render(overview(0, sold));
    expect(screen.getByRole('button', { name: 'Filas A–J: 99 libres' })).toHaveProperty('tabIndex', 0);
    const counted = sold.mock.calls.length;

    rerender(overview(1, sold));
    expect(screen.getByRole('button', { name: 'Filas K–T: 100 libres' })).toHaveProperty('tabIndex', 0);
    expect(sold).toHaveBeenCalledTimes(counted);

    rerender(overview(1, (id) => (id.startsWith('K') ? 'reserved' : 'available')));
    expect(screen.getByRole('button', { name: 'Filas A–J: 100 libres' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filas K–T: 90 libres' })).toBeTruthy();
  });
});
