// The seat picker on a stand too big to render whole (see RENDER_ALL_UP_TO): only the seats in
// and near its box are in the page, yet the keyboard reaches every seat, the zoom buttons
// resize the seats, and the overview jumps to another floor. happy-dom has no layout: the box's
// size is given here as a phone's.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupSeatsByFloorAndRow, type PlacedSeat } from './seat-plan-groups';
import { SeatPicker } from './SeatPicker';

const ROWS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

function seat(floor: number, row: string, number: number): PlacedSeat {
  return { id: `${floor}${row}${number}`, floor_number: floor, row_letter: row, seat_number: String(number), seat_type: 'regular' };
}

// 2 floors × 26 rows × 40 seats = 2,080 seats; seat 1A1 is sold.
const FLOORS = groupSeatsByFloorAndRow([1, 2].flatMap((floor) => ROWS.flatMap((row) => Array.from({ length: 40 }, (_, index) => seat(floor, row, index + 1)))));

function Harness({ chosen = [] }: { chosen?: string[] }) {
  const [selected, setSelected] = useState<string[]>(chosen);
  const lookOf = (id: string) => (selected.includes(id) ? 'selected' : id === '1A1' ? 'paid' : 'available');
  const onSeatClick = (clicked: PlacedSeat) => setSelected((current) => (current.includes(clicked.id) ? current.filter((id) => id !== clicked.id) : [...current, clicked.id]));
  return <SeatPicker floors={FLOORS} lookOf={lookOf} onSeatClick={onSeatClick} />;
}

const BOX = { width: 358, height: 500 };

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => BOX.width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => BOX.height);
});
afterAll(() => {
  vi.restoreAllMocks();
});
afterEach(cleanup);

const seatsInPage = () => document.querySelectorAll('[data-seat-id]');
const seatButton = (floor: number, row: string, number: number) =>
  within(screen.getByRole('region', { name: `Piso ${floor}` })).getByRole('button', { name: new RegExp(`^Piso ${floor} · Fila ${row} · Asiento ${number} ·`) });

describe('SeatPicker on a big stand', () => {
  it('puts only the seats near its box in the page, named as before', () => {
    render(<Harness />);
    expect(seatsInPage().length).toBeGreaterThan(100);
    expect(seatsInPage().length).toBeLessThan(700);
    expect(seatButton(1, 'A', 2).getAttribute('aria-label')).toBe('Piso 1 · Fila A · Asiento 2 · Disponible');
    expect(screen.queryByRole('button', { name: /^Piso 2 · / })).toBeNull();
  });

  it("renders the rows of its box that the page's window shows, and more as the page (or a dialog around it) scrolls", () => {
    // The box starts 100 px above the window's bottom edge, the rest of it under the fold.
    let boxTop = window.innerHeight - 100;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return DOMRect.fromRect({ x: 0, y: this.hasAttribute('data-seat-map') ? boxTop : 0, width: BOX.width, height: BOX.height });
    });
    try {
      render(<Harness />);
      const rowsInPage = () => new Set([...seatsInPage()].map((seat) => seat.getAttribute('aria-label')!.split(' · ')[1])).size;
      const underTheFold = rowsInPage();
      // 100 px are about 3 rows of 24 px seats; with the step rendered ahead, not the box's 500 px.
      expect(underTheFold).toBeGreaterThanOrEqual(3);
      // A dialog around the map scrolls, not the page: the document still hears it.
      boxTop = 0;
      fireEvent.scroll(document.body);
      expect(rowsInPage()).toBeGreaterThan(underTheFold);
    } finally {
      rect.mockRestore();
    }
  });

  it('reaches seats outside the box with the keyboard: End, then down across the floors', () => {
    render(<Harness />);
    seatButton(1, 'A', 2).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(seatButton(1, 'A', 40));
    for (let step = 0; step < 26; step += 1) fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seatButton(2, 'A', 40));
    expect(seatButton(2, 'A', 40).tabIndex).toBe(0);
    fireEvent.click(document.activeElement!);
    expect(seatButton(2, 'A', 40).getAttribute('aria-pressed')).toBe('true');
  });

  it('zooms out and in with its buttons and the - and + keys', () => {
    render(<Harness />);
    const size = () => (seatButton(1, 'A', 2) as HTMLElement).style.width;
    expect(size()).toBe('24px');
    fireEvent.click(screen.getByRole('button', { name: 'Alejar el plano' }));
    expect(size()).toBe('18px');
    fireEvent.click(screen.getByRole('button', { name: 'Alejar el plano' }));
    fireEvent.click(screen.getByRole('button', { name: 'Alejar el plano' }));
    expect(size()).toBe('10px');
    expect(screen.getByRole('button', { name: 'Alejar el plano' })).toHaveProperty('disabled', true);
    seatButton(1, 'A', 2).focus();
    fireEvent.keyDown(document.activeElement!, { key: '+' });
    expect(size()).toBe('14px');
  });

  it('jumps to a block of another floor from the overview, which counts its free seats', () => {
    render(<Harness />);
    const overview = screen.getByRole('navigation', { name: 'Vista general de la gradería' });
    expect(within(overview).getByRole('button', { name: 'Piso 1, filas A–J: 399 libres' }).getAttribute('aria-current')).toBe('location');
    fireEvent.click(within(overview).getByRole('button', { name: 'Piso 2, filas K–T: 400 libres' }));
    fireEvent.scroll(document.querySelector('[data-seat-map]')!);
    expect(seatButton(2, 'K', 1)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Piso 1 · Fila A · Asiento 3 ·/ })).toBeNull();
    expect(within(overview).getByRole('button', { name: 'Piso 2, filas K–T: 400 libres' }).getAttribute('aria-current')).toBe('location');
    // Tab from the overview lands in the block just shown.
    expect(seatButton(2, 'K', 1).tabIndex).toBe(0);
  });

  it('opens where the seats already chosen are (back from the checkout), with the first of them as the tab stop', () => {
    render(<Harness chosen={['2K5']} />);
    expect(seatButton(2, 'K', 5).getAttribute('aria-pressed')).toBe('true');
    expect(seatButton(2, 'K', 5).tabIndex).toBe(0);
    expect(screen.queryByRole('button', { name: /^Piso 1 · Fila A · Asiento 2 ·/ })).toBeNull();
    // Row K of floor 2 (floor 1 is 28 + 26 × 28 + 16 = 772 px, then its title and 10 rows), a third down the 500 px box.
    expect(document.querySelector('[data-seat-map]')!.scrollTop).toBe(Math.round(772 + 28 + 10 * 28 - 500 / 3));
  });

  it('makes the overview one tab stop, the block in view, with the arrows, Home and End moving between blocks', () => {
    render(<Harness />);
    const overview = screen.getByRole('navigation', { name: 'Vista general de la gradería' });
    const blocks = within(overview).getAllByRole('button');
    expect(blocks).toHaveLength(6);
    expect(blocks.filter((block) => block.tabIndex === 0)).toEqual([blocks[0]]);
    blocks[0].focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(blocks[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(blocks[5]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(blocks[5]);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(blocks[0]);
  });
});
