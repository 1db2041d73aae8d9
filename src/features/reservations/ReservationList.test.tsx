import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReservationList } from './ReservationList';

afterEach(cleanup);

function renderEmptyList(filtering: boolean) {
  const actions = { onClearFilters: vi.fn(), onCreateManual: vi.fn() };
  render(<ReservationList items={[]} filtering={filtering} {...actions} />);
  return actions;
}

describe('ReservationList with nothing to show', () => {
  it('with no booking yet, says where bookings come from and opens the manual sale', () => {
    const { onCreateManual, onClearFilters } = renderEmptyList(false);
    expect(screen.getByRole('heading', { name: 'Aún no hay reservas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar una venta' }));
    expect(onCreateManual).toHaveBeenCalledOnce();
    expect(onClearFilters).not.toHaveBeenCalled();
  });

  it('with a search that hides every booking, says so and offers to clear it instead', () => {
    const { onCreateManual, onClearFilters } = renderEmptyList(true);
    expect(screen.getByRole('status').textContent).toContain('Ninguna reserva coincide con la búsqueda');
    expect(screen.queryByText('Aún no hay reservas')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar una venta' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
    expect(onCreateManual).not.toHaveBeenCalled();
  });
});
