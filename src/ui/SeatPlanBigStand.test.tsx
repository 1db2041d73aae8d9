// The organizer's read-only plan of a stand too big to render whole: only the seats near its
// box are in the page, named as on the small plan, and it zooms and jumps like the picker.
// happy-dom has no layout: the box's size is given here as a laptop's.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupSeatsByFloorAndRow, type PlacedSeat } from './seat-plan-groups';
import { SeatPlanBigStand } from './SeatPlanBigStand';

const ROWS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

function seat(floor: number, row: string, number: number): PlacedSeat {
  return { id: `${floor}${row}${number}`, floor_number: floor, row_letter: row, seat_number: String(number), seat_type: number <= 4 ? 'premium' : 'regular' };
}

// 3 floors × 26 rows × 50 seats = 3,900 seats; row A of floor 1 is sold.
const FLOORS = groupSeatsByFloorAndRow([1, 2, 3].flatMap((floor) => ROWS.flatMap((row) => Array.from({ length: 50 }, (_, index) => seat(floor, row, index + 1)))));
const lookOf = (id: string) => (id.startsWith('1A') && !id.startsWith('1AA') ? 'paid' : 'available');

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 600);
});
afterAll(() => {
  vi.restoreAllMocks();
});
afterEach(cleanup);

const seatsInPage = () => document.querySelectorAll('[role="img"][data-status]');

describe('SeatPlanBigStand', () => {
  it('puts only the seats near its box in the page, with the small plan’s names', () => {
    render(<SeatPlanBigStand floors={FLOORS} lookOf={lookOf} />);
    // 14 px seats 16 px apart: an 800 × 600 box and a step of overscan reach 44 rows of 50 seats, of 3,900.
    expect(seatsInPage().length).toBe(2200);
    expect(screen.getByRole('img', { name: 'Piso 1 · Fila A · Asiento 1 · Premium · Vendido' }).getAttribute('title')).toBe('Piso 1 · Fila A · Asiento 1 · Premium · Vendido');
    expect(screen.queryByRole('img', { name: /^Piso 3 · / })).toBeNull();
    expect(screen.getByRole('group', { name: 'Plano de la gradería' }).tabIndex).toBe(0);
  });

  it('starts at 14 px seats and zooms with its buttons', () => {
    render(<SeatPlanBigStand floors={FLOORS} lookOf={lookOf} />);
    const size = () => (screen.getByRole('img', { name: /^Piso 1 · Fila B · Asiento 5 ·/ }) as HTMLElement).style.width;
    expect(size()).toBe('14px');
    fireEvent.click(screen.getByRole('button', { name: 'Acercar el plano' }));
    expect(size()).toBe('18px');
    fireEvent.click(screen.getByRole('button', { name: 'Alejar el plano' }));
    fireEvent.click(screen.getByRole('button', { name: 'Alejar el plano' }));
    expect(size()).toBe('10px');
  });

  it('jumps to the last floor from the overview, which counts the free seats', () => {
    render(<SeatPlanBigStand floors={FLOORS} lookOf={lookOf} />);
    const overview = screen.getByRole('navigation', { name: 'Vista general de la gradería' });
    expect(within(overview).getByRole('button', { name: 'Piso 1, filas A–J: 450 libres' })).toBeTruthy();
    fireEvent.click(within(overview).getByRole('button', { name: 'Piso 3, filas U–Z: 300 libres' }));
    fireEvent.scroll(screen.getByRole('group', { name: 'Plano de la gradería' }));
    expect(screen.getByRole('img', { name: 'Piso 3 · Fila Z · Asiento 5 · Disponible' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Piso 1 · Fila A · / })).toBeNull();
  });
});
