import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupSeatsByFloorAndRow, type PlacedSeat } from './seat-plan-groups';
import { SeatPicker } from './SeatPicker';
import * as seatPlan from './SeatPlan';
import * as gridNavigation from './seat-grid-navigation';

// Counting seat names tells how many seats a click re-rendered.
vi.mock('./SeatPlan', async (importOriginal) => {
  const original = await importOriginal<typeof seatPlan>();
  return { ...original, seatTooltip: vi.fn(original.seatTooltip) };
});

// Counting the grids built tells when the arrows' grid is made.
vi.mock('./seat-grid-navigation', async (importOriginal) => {
  const original = await importOriginal<typeof gridNavigation>();
  return { ...original, seatGridOf: vi.fn(original.seatGridOf) };
});

interface PricedSeat extends PlacedSeat {
  price_multiplier: number;
}

function seat(floor: number, row: string, number: number): PricedSeat {
  const premium = number === 1;
  return {
    id: `${floor}${row}${number}`,
    floor_number: floor,
    row_letter: row,
    seat_number: String(number),
    seat_type: premium ? 'premium' : 'regular',
    price_multiplier: premium ? 1.5 : 1,
  };
}

// Two floors of rows A and B with 3 seats each; seat 1A1 is sold.
const FLOORS = groupSeatsByFloorAndRow([1, 2].flatMap((floor) => ['A', 'B'].flatMap((row) => [1, 2, 3].map((n) => seat(floor, row, n)))));

function Harness({ withPrices = true, onRefused = () => {} }: { withPrices?: boolean; onRefused?: (seat: PricedSeat) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const lookOf = (id: string) => (selected.includes(id) ? 'selected' : id === '1A1' ? 'paid' : 'available');
  const onSeatClick = useCallback(
    (clicked: PricedSeat) => {
      if (clicked.id === '1A1') return onRefused(clicked);
      setSelected((current) => (current.includes(clicked.id) ? current.filter((id) => id !== clicked.id) : [...current, clicked.id]));
    },
    [onRefused],
  );
  const priceOf = useCallback((priced: PricedSeat) => 50000 * priced.price_multiplier, []);
  return <SeatPicker floors={FLOORS} lookOf={lookOf} onSeatClick={onSeatClick} priceOf={withPrices ? priceOf : undefined} />;
}

const seatButton = (row: string, number: number, floor = 'Piso 1') =>
  within(screen.getByRole('region', { name: floor })).getByRole('button', { name: new RegExp(`^${floor} · Fila ${row} · Asiento ${number} ·`) });

afterEach(() => {
  cleanup();
  vi.mocked(seatPlan.seatTooltip).mockClear();
  vi.mocked(gridNavigation.seatGridOf).mockClear();
});

describe('SeatPicker', () => {
  it('names each seat by row, number, premium, status and price', () => {
    render(<Harness />);
    expect(seatButton('A', 1).getAttribute('aria-label')).toBe('Piso 1 · Fila A · Asiento 1 · Premium · Vendido · $\u00a075.000');
    expect(seatButton('A', 2).getAttribute('aria-label')).toBe('Piso 1 · Fila A · Asiento 2 · Disponible · $\u00a050.000');
    expect(seatButton('A', 2).dataset.status).toBe('available');
  });

  it('keeps the name without a price when no priceOf is given', () => {
    render(<Harness withPrices={false} />);
    expect(seatButton('A', 2).getAttribute('aria-label')).toBe('Piso 1 · Fila A · Asiento 2 · Disponible');
  });

  it('toggles a seat on click and reports a click on a seat that is not free', () => {
    const onRefused = vi.fn();
    render(<Harness onRefused={onRefused} />);
    fireEvent.click(seatButton('B', 3));
    expect(seatButton('B', 3).getAttribute('aria-pressed')).toBe('true');
    expect(seatButton('B', 3).getAttribute('aria-label')).toBe('Piso 1 · Fila B · Asiento 3 · Seleccionado · $\u00a050.000');
    fireEvent.click(seatButton('B', 3));
    expect(seatButton('B', 3).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(seatButton('A', 1));
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ id: '1A1' }));
  });

  it('re-renders only the row whose seat changed', () => {
    render(<Harness />);
    vi.mocked(seatPlan.seatTooltip).mockClear();
    fireEvent.click(seatButton('B', 2));
    expect(seatPlan.seatTooltip).toHaveBeenCalledTimes(3);
  });

  it('is one tab stop, on the first seat that can be picked', () => {
    render(<Harness />);
    const tabStops = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabStops).toEqual([seatButton('A', 2)]);
  });

  it('moves with the arrows, Home and End, across floors, and keeps focus after toggling', () => {
    render(<Harness />);
    const start = seatButton('A', 2);
    start.focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

    press('ArrowRight');
    expect(document.activeElement).toBe(seatButton('A', 3));
    press('ArrowDown');
    expect(document.activeElement).toBe(seatButton('B', 3));
    press('ArrowDown');
    expect(document.activeElement).toBe(seatButton('A', 3, 'Piso 2'));
    press('Home');
    expect(document.activeElement).toBe(seatButton('A', 1, 'Piso 2'));
    press('ArrowUp');
    expect(document.activeElement).toBe(seatButton('B', 1));
    press('End');
    const last = seatButton('B', 3);
    expect(document.activeElement).toBe(last);

    // Enter and Space are the button's own: they click it.
    fireEvent.click(last);
    expect(last.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(last);
    // The seat focused last is now the only tab stop.
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([last]);
  });

  it('builds the grid the arrows walk on the first arrow key, not with the map or a click', () => {
    render(<Harness />);
    fireEvent.click(seatButton('B', 2));
    expect(gridNavigation.seatGridOf).not.toHaveBeenCalled();
    seatButton('A', 2).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seatButton('B', 3));
    expect(gridNavigation.seatGridOf).toHaveBeenCalledTimes(1);
  });
});
