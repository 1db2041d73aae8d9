import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { SandboxPayment } from '../../../api/public-booking';
import { SandboxPaymentPage } from './SandboxPaymentPage';

const getSandboxPayment = vi.hoisted(() => vi.fn());
const decideSandboxPayment = vi.hoisted(() => vi.fn());
vi.mock('../../../api/public-booking', () => ({ getSandboxPayment, decideSandboxPayment }));

const PAYMENT_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

const PENDING: SandboxPayment = {
  payment_id: PAYMENT_ID,
  status: 'pending',
  amount: 100_000,
  reservation_id: 'r1',
  reservation_status: 'pending',
  expires_at: '2026-11-25T17:15:00Z',
  seconds_left: 872,
  customer_name: 'Ana Gómez',
  event_name: 'Festival Folclórico del Bambuco 2025',
  event_slug: 'festival-bambuco-2025',
  seats: ['A-1', 'A-2'],
};
const COMPLETED: SandboxPayment = { ...PENDING, status: 'completed', reservation_status: 'paid', expires_at: null, seconds_left: null };
const FAILED: SandboxPayment = { ...PENDING, status: 'failed', reservation_status: 'cancelled', expires_at: null, seconds_left: null };
const EXPIRED: SandboxPayment = { ...PENDING, reservation_status: 'expired', seconds_left: 0 };
const EXPIRED_TEXT = 'El tiempo para pagar terminó y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.';

const SANDBOX_BADGE = 'Sandbox: no se realiza ningún cobro real';
const REJECTED_TEXT = 'Tu reserva fue cancelada y los asientos quedaron libres.';

/** Stands in for the public page: shows where the checkout sent the visitor and with what state. */
function EventProbe() {
  const location = useLocation();
  return <p data-testid="event-page">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderPage(paymentId = PAYMENT_ID) {
  const router = createMemoryRouter(
    [
      { path: '/pago/sandbox/:paymentId', element: <SandboxPaymentPage /> },
      { path: '/event/:slug', element: <EventProbe /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    { initialEntries: ['/event/festival-bambuco-2025', `/pago/sandbox/${paymentId}`], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const button = (name: string) => screen.queryByRole('button', { name });

let online = true;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  getSandboxPayment.mockReset();
  decideSandboxPayment.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SandboxPaymentPage with a pending payment', () => {
  it('is labeled as a sandbox and shows event, customer, seats and amount', async () => {
    getSandboxPayment.mockResolvedValue(PENDING);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pasarela de pago de prueba' })).toBeTruthy();
    expect(screen.getByText(SANDBOX_BADGE)).toBeTruthy();
    expect(screen.getByText(PENDING.event_name)).toBeTruthy();
    expect(screen.getByText('Ana Gómez')).toBeTruthy();
    expect(screen.getByText('A-1, A-2')).toBeTruthy();
    // The no-break space formatCOP gives; getByText would collapse it.
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$\u00a0100.000');
    expect(button('Aprobar pago')).not.toBeNull();
    expect(button('Rechazar pago')).not.toBeNull();
    expect(getSandboxPayment).toHaveBeenCalledWith(PAYMENT_ID);
  });

  it('approving returns to the event with bookingCompleted and the booking’s ids (for its tickets), replacing the checkout in history', async () => {
    getSandboxPayment.mockResolvedValue(PENDING);
    decideSandboxPayment.mockResolvedValue(COMPLETED);
    const router = renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar pago' }));

    const eventPage = await screen.findByTestId('event-page');
    expect(eventPage.textContent).toBe(`/event/festival-bambuco-2025 {"bookingCompleted":true,"booking":{"reservationId":"r1","paymentId":"${PAYMENT_ID}"}}`);
    expect(decideSandboxPayment).toHaveBeenCalledWith(PAYMENT_ID, true);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/event/festival-bambuco-2025');
  });

  it('rejecting says the booking was cancelled, links back to the event and offers no more buttons', async () => {
    getSandboxPayment.mockResolvedValue(PENDING);
    decideSandboxPayment.mockResolvedValue(FAILED);
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar pago' }));

    expect(await screen.findByRole('heading', { name: 'Pago rechazado' })).toBeTruthy();
    expect(screen.getByText(REJECTED_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al evento' }).getAttribute('href')).toBe('/event/festival-bambuco-2025');
    expect(button('Aprobar pago')).toBeNull();
    expect(button('Rechazar pago')).toBeNull();
    expect(decideSandboxPayment).toHaveBeenCalledWith(PAYMENT_ID, false);
  });

  it('disables both buttons while the answer is pending', async () => {
    getSandboxPayment.mockResolvedValue(PENDING);
    decideSandboxPayment.mockReturnValue(new Promise(() => {}));
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar pago' }));

    expect(await screen.findByText('Procesando pago…')).toBeTruthy();
    expect((button('Aprobar pago') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Rechazar pago') as HTMLButtonElement).disabled).toBe(true);
  });

  it('when another tab settled it first, shows the server message and how it ended', async () => {
    getSandboxPayment.mockResolvedValueOnce(PENDING).mockResolvedValueOnce(COMPLETED);
    decideSandboxPayment.mockRejectedValue(new ApiError('Este pago ya fue procesado', 'payment_already_settled'));
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar pago' }));

    expect(await screen.findByRole('heading', { name: 'Pago aprobado' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Este pago ya fue procesado');
    expect(button('Aprobar pago')).toBeNull();
  });

  it('keeps the buttons after a failed request, with the message', async () => {
    getSandboxPayment.mockResolvedValue(PENDING);
    decideSandboxPayment.mockRejectedValue(new ApiError('No hay conexión con el servidor.', 'network_error'));
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar pago' }));

    expect((await screen.findByRole('alert')).textContent).toContain('No hay conexión con el servidor.');
    expect((button('Aprobar pago') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('SandboxPaymentPage while the seats are held', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the time left from the server’s count, ticking every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getSandboxPayment.mockResolvedValue(PENDING);
    renderPage();
    expect((await screen.findByRole('timer')).textContent).toBe('Tu reserva se mantiene por 14:32');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('timer').textContent).toBe('Tu reserva se mantiene por 14:30');
  });

  it('when the time runs out, says the seats were released and offers no buttons', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getSandboxPayment.mockResolvedValue({ ...PENDING, seconds_left: 3 });
    renderPage();
    expect((await screen.findByRole('timer')).textContent).toBe('Tu reserva se mantiene por 00:03');
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(screen.getByRole('heading', { name: 'Tu reserva expiró' })).toBeTruthy();
    expect(screen.getByText(EXPIRED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(button('Aprobar pago')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al evento' }).getAttribute('href')).toBe('/event/festival-bambuco-2025');
  });

  it('a hold the server already ended is shown as expired at once', async () => {
    getSandboxPayment.mockResolvedValue(EXPIRED);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tu reserva expiró' })).toBeTruthy();
    expect(button('Aprobar pago')).toBeNull();
  });

  it('when the hold ends between loading and approving, shows the server’s refusal and the expiry', async () => {
    getSandboxPayment.mockResolvedValueOnce(PENDING).mockResolvedValueOnce(EXPIRED);
    decideSandboxPayment.mockRejectedValue(new ApiError('Tu reserva expiró y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.', 'hold_expired'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar pago' }));
    expect(await screen.findByRole('heading', { name: 'Tu reserva expiró' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Tu reserva expiró y los asientos fueron liberados.');
  });
});

describe('SandboxPaymentPage with a settled payment', () => {
  it.each([
    [COMPLETED, 'Pago aprobado'],
    [FAILED, 'Pago rechazado'],
  ])('shows the outcome without buttons (%#)', async (payment, outcome) => {
    getSandboxPayment.mockResolvedValue(payment);
    renderPage();

    expect(await screen.findByRole('heading', { name: outcome })).toBeTruthy();
    expect(screen.getByText(SANDBOX_BADGE)).toBeTruthy();
    expect(button('Aprobar pago')).toBeNull();
    expect(button('Rechazar pago')).toBeNull();
  });
});

describe('SandboxPaymentPage without a payment to show', () => {
  it('says the payment was not found, with a link home', async () => {
    getSandboxPayment.mockRejectedValue(new ApiError('Pago no encontrado', 'payment_not_found'));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Pago no encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('does not ask the server about an id that is not a uuid', async () => {
    renderPage('no-es-un-pago');
    expect(await screen.findByRole('heading', { name: 'Pago no encontrado' })).toBeTruthy();
    expect(getSandboxPayment).not.toHaveBeenCalled();
  });

  it('shows any other server error with a retry', async () => {
    getSandboxPayment.mockRejectedValueOnce(new ApiError('Error inesperado del servidor.', 'unknown_error')).mockResolvedValueOnce(PENDING);
    renderPage();

    expect((await screen.findByRole('alert')).textContent).toContain('Error inesperado del servidor.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Aprobar pago' })).toBeTruthy();
  });

  it('offline says it needs a connection without calling the server, and loads when the network returns', async () => {
    online = false;
    getSandboxPayment.mockResolvedValue(PENDING);
    renderPage();

    expect(screen.getByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
    expect(getSandboxPayment).not.toHaveBeenCalled();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Aprobar pago' })).toBeTruthy();
  });

  it('treats a request that never reached the server as offline', async () => {
    getSandboxPayment.mockRejectedValueOnce(new ApiError('No hay conexión con el servidor.', 'network_error')).mockResolvedValueOnce(PENDING);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Aprobar pago' })).toBeTruthy();
  });
});
