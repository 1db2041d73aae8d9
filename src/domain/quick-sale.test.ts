import { describe, expect, it } from 'vitest';
import { festivalDateOf, MORE_COUNTS, proposeQuickSaleSeats, quickSaleEventOf, toggleQuickSaleSeat } from './quick-sale';
import type { SeatWithStatus } from './reservation-seat-suggestion';
import { seatPlacesOf } from './seat-layout';

function stand(rows: number, columns: number, taken: string[] = []): SeatWithStatus[] {
  return seatPlacesOf({ rows, columns, floors: 1 }).map((place) => {
    const label = `${place.row_letter}-${place.column_number}`;
    return { ...place, id: label, graderia_id: 'norte', status: taken.includes(label) ? 'paid' : 'available' };
  });
}
const ids = (seats: readonly SeatWithStatus[]) => seats.map((seat) => seat.id);

describe('proposeQuickSaleSeats', () => {
  it.each([
    { name: 'two together in the centre of the front row', rows: 3, columns: 10, count: 2, expected: ['A-5', 'A-6'] },
    { name: 'one seat', rows: 3, columns: 10, count: 1, expected: ['A-5'] },
    { name: 'the next row when the front one is broken up', rows: 2, columns: 4, taken: ['A-2', 'A-4'], count: 2, expected: ['B-1', 'B-2'] },
    { name: 'twelve seats', rows: 1, columns: 20, count: 12, expected: ['A-5', 'A-6', 'A-7', 'A-8', 'A-9', 'A-10', 'A-11', 'A-12', 'A-13', 'A-14', 'A-15', 'A-16'] },
  ])('$name', ({ rows, columns, taken, count, expected }) => {
    const proposal = proposeQuickSaleSeats(stand(rows, columns, taken), count);
    expect(proposal.ok && ids(proposal.seats)).toEqual(expected);
  });

  it.each([
    { name: 'more than twelve', seats: stand(2, 20), count: 13, message: 'Una venta rápida es de máximo 12 asientos' },
    { name: 'more than the seats left', seats: stand(1, 4, ['A-1', 'A-2']), count: 3, message: 'Solo quedan 2 asientos disponibles' },
    { name: 'one seat left', seats: stand(1, 3, ['A-1', 'A-2']), count: 2, message: 'Solo queda 1 asiento disponible' },
    { name: 'a sold-out event', seats: stand(1, 2, ['A-1', 'A-2']), count: 1, message: 'No quedan asientos disponibles para este evento' },
    { name: 'no run long enough', seats: stand(2, 3, ['A-2', 'B-2']), count: 2, message: 'No hay 2 asientos juntos: tócalos en el plano' },
    { name: 'no count', seats: stand(1, 3), count: 0, message: 'Elige cuántos asientos' },
  ])('refuses $name', ({ seats, count, message }) => {
    expect(proposeQuickSaleSeats(seats, count)).toEqual({ ok: false, message });
  });

  it("'Más' offers 5 to 12", () => {
    expect(MORE_COUNTS).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('toggleQuickSaleSeat', () => {
  const seats = stand(1, 14, ['A-1']);
  it('adds a free seat and lets a chosen one go', () => {
    const added = toggleQuickSaleSeat([seats[4]], seats[7]);
    expect(added.ok && ids(added.seats)).toEqual(['A-5', 'A-8']);
    const removed = toggleQuickSaleSeat([seats[4], seats[7]], seats[4]);
    expect(removed.ok && ids(removed.seats)).toEqual(['A-8']);
  });
  it('refuses a taken seat and a thirteenth', () => {
    expect(toggleQuickSaleSeat([], seats[0])).toEqual({ ok: false, message: 'Ese asiento no está disponible' });
    expect(toggleQuickSaleSeat(seats.slice(1, 13), seats[13])).toEqual({ ok: false, message: 'Una venta rápida es de máximo 12 asientos' });
  });
});

describe('quickSaleEventOf', () => {
  const past = { id: 'past', event_date: '2026-06-01', end_date: '2026-06-02' };
  const festival = { id: 'festival', event_date: '2026-06-13', end_date: '2026-06-30' };
  const later = { id: 'later', event_date: '2026-08-01', end_date: '2026-08-01' };
  it.each([
    { name: 'the gate’s event first', gate: 'later', today: '2026-06-20', expected: 'later' },
    { name: 'the event running today', gate: null, today: '2026-06-20', expected: 'festival' },
    { name: 'a gate event no longer on sale is ignored', gate: 'gone', today: '2026-06-20', expected: 'festival' },
    { name: 'the next event between two', gate: null, today: '2026-07-10', expected: 'later' },
    { name: 'the first on sale when all are past', gate: null, today: '2027-01-01', expected: 'past' },
  ])('$name', ({ gate, today, expected }) => {
    expect(quickSaleEventOf([past, festival, later], gate, today)).toBe(expected);
  });
  it('nothing when nothing is on sale', () => {
    expect(quickSaleEventOf([], 'x', '2026-06-20')).toBeNull();
  });
  it('takes the festival’s date, not the tablet’s', () => {
    expect(festivalDateOf(new Date('2026-06-21T03:00:00Z'))).toBe('2026-06-20');
  });
});
