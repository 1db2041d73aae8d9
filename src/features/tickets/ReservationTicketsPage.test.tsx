import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { Ticket } from '../../api/tickets';
import { ReservationTicketsPage } from './ReservationTicketsPage';

const getReservationTickets = vi.hoisted(() => vi.fn());
vi.mock('../../api/staff-tickets', () => ({ getReservationTickets }));

const ticket = (seat: string, code: string): Ticket => ({
  ticket_id: `t-${seat}`, code, short_code: 'AAAAA-BBBBB', seat_label: seat, graderia_name: 'Gradería Norte',
  event_name: 'Festival Folclórico del Bambuco 2025', event_date: '2025-06-13', event_time: '18:00', status: 'valida',
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/reservations/:id/entradas', element: <ReservationTicketsPage /> }], {
    initialEntries: ['/reservations/r-42/entradas'],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  getReservationTickets.mockReset();
});

describe('printing a booking’s tickets at the box office', () => {
  it('shows each ticket on a sheet of its own, and prints them', async () => {
    getReservationTickets.mockResolvedValue({
      reservation_status: 'paid', pending_reason: null, closed_reason: null,
      tickets: [ticket('A-1', 'TQ1.uno.firma'), ticket('A-2', 'TQ1.dos.firma')],
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage();
    expect(await screen.findByRole('article', { name: 'Entrada A-1' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Entrada A-2' }).closest('.ticket-sheet')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(getReservationTickets).toHaveBeenCalledWith('r-42');
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir entradas' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says why a hold has none yet, with nothing to print', async () => {
    getReservationTickets.mockResolvedValue({ reservation_status: 'pending', pending_reason: 'Tus entradas llegan cuando pagues en taquilla', closed_reason: null, tickets: [] });
    renderPage();
    expect(await screen.findByText('Tus entradas llegan cuando pagues en taquilla')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imprimir entradas' })).toBeNull();
  });

  it('shows the server’s refusal (a sale not synced yet reads as not found)', async () => {
    getReservationTickets.mockRejectedValue(new ApiError('Reserva no encontrada', 'reservation_not_found'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Reserva no encontrada');
  });
});
