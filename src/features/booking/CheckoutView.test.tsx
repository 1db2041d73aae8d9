import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { Booking } from '../../api/public-booking';
import { dismissToast, toastStore } from '../../ui/toast/toast-store';
import { festival, norte, renderPublicPage, seatId, SLUG } from './testing/public-event-fixture';

const api = vi.hoisted(() => ({
  getEventBySlug: vi.fn(), getSeatStatusesSince: vi.fn(), bookSeats: vi.fn(), startCardCheckout: vi.fn(), getBookingTickets: vi.fn(),
}));
vi.mock('../../api/tickets', async (importOriginal) => ({ ...(await importOriginal<object>()), getBookingTickets: api.getBookingTickets }));
vi.mock('../../api/events', () => ({ getEventBySlug: api.getEventBySlug }));
vi.mock('../../api/public-booking', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSeatStatusesSince: api.getSeatStatusesSince,
  bookSeats: api.bookSeats,
  startCardCheckout: api.startCardCheckout,
}));

const COMPLETED = '¡Reserva completada! Te contactaremos pronto.';
const PENDING_TICKETS = { reservation_status: 'pending', tickets: [], pending_reason: 'Tus entradas llegan cuando pagues en taquilla', closed_reason: null };


function booking(changes: Partial<Booking> = {}): Booking {
  return {
    reservation_id: 'r1',
    status: 'pending',
    total_amount: 125000,
    expires_at: '2025-06-14T18:00:00Z',
    payment_id: 'pay-1',
    payment_method: 'cash',
    seats: [
      { id: seatId('norte', 'A', 1), row_letter: 'A', seat_number: '1', price: 75000 },
      { id: seatId('norte', 'A', 5), row_letter: 'A', seat_number: '5', price: 50000 },
    ],
    ...changes,
  };
}

/** Opens the page, picks Norte, and goes on to checkout. */
async function checkoutWithTwoSeats(options: Parameters<typeof renderPublicPage>[0] = {}) {
  const router = renderPublicPage(options);
  await screen.findByRole('heading', { name: 'Selecciona tus Asientos' });
  fireEvent.click(norte('A', 5));
  fireEvent.click(norte('A', 1));
  fireEvent.click(screen.getByRole('button', { name: 'Continuar con la Reserva' }));
  return router;
}

function fillCustomer() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Nombre completo', '  Luisa Fernanda Díaz ');
  type('Teléfono', '3101234567');
  type('Número de documento', '1075000111');
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar Reserva' }));

beforeEach(() => {
  api.getEventBySlug.mockResolvedValue(festival());
  api.getSeatStatusesSince.mockResolvedValue({ version: '00000000000000a1', statuses: { venues: [] } });
  api.getBookingTickets.mockResolvedValue(PENDING_TICKETS);
});
afterEach(() => {
  cleanup();
  dismissToast();
  Object.values(api).forEach((mock) => mock.mockReset());
});

describe('checkout', () => {
  it('sums up the booking, and goes back to the map keeping the selection', async () => {
    await checkoutWithTwoSeats();
    const heading = screen.getByRole('heading', { level: 2, name: 'Completa tu Reserva' });
    expect(document.activeElement).toBe(heading);
    const summary = screen.getByRole('region', { name: 'Resumen de la reserva' });
    expect(within(summary).getByText('Festival Folclórico del Bambuco 2025')).toBeTruthy();
    expect(within(summary).getByText('Gradería Norte')).toBeTruthy();
    expect(within(summary).getByText('A-1, A-5')).toBeTruthy();
    expect(within(summary).getByText('Total: $ 125.000')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveProperty('value', 'CC');
    expect(screen.getByRole('radio', { name: 'Tarjeta (MercadoPago)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Efectivo' })).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Correo electrónico (opcional)')).toBeTruthy();
    expect(screen.getByLabelText('Notas (opcional)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Volver a Asientos' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Selecciona tus Asientos' }));
    expect(norte('A', 1).getAttribute('aria-pressed')).toBe('true');
    expect(norte('A', 5).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2 asientos seleccionados')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Volver a Asientos' })).toBeNull();
  });

  it('says which fields are required, without calling the server', async () => {
    await checkoutWithTwoSeats();
    confirm();
    // The form's rules load with the first seat (use-checkout-form.ts), a moment later in the test DOM.
    expect(await screen.findByText('El nombre es requerido')).toBeTruthy();
    expect(screen.getByText('El teléfono es requerido')).toBeTruthy();
    expect(screen.getByText('El documento es requerido')).toBeTruthy();
    expect(screen.getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBe('true');
    expect(api.bookSeats).not.toHaveBeenCalled();

    fillCustomer();
    expect(screen.queryByText('El nombre es requerido')).toBeNull();
  });

  it('books with cash, passing the source along, and returns to the map with the success message', async () => {
    api.bookSeats.mockResolvedValue(booking());
    await checkoutWithTwoSeats({ search: '?source=radio_huila' });
    fillCustomer();
    fireEvent.change(screen.getByLabelText('Correo electrónico (opcional)'), { target: { value: 'luisa@correo.co' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de documento' }), { target: { value: 'CE' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Efectivo' }));
    confirm();

    const status = await screen.findByText(COMPLETED);
    expect(status.closest('[role="status"]')).toBe(document.activeElement);
    expect(api.bookSeats).toHaveBeenCalledWith({
      eventSlug: SLUG,
      seatIds: [seatId('norte', 'A', 1), seatId('norte', 'A', 5)],
      customerName: 'Luisa Fernanda Díaz',
      customerPhone: '3101234567',
      documentType: 'CE',
      documentNumber: '1075000111',
      customerEmail: 'luisa@correo.co',
      notes: null,
      paymentMethod: 'cash',
      source: 'radio_huila',
    });
    expect(screen.getByText('0 asientos seleccionados')).toBeTruthy();
    // A cash hold has no tickets yet: the visitor reads when they come.
    expect(await screen.findByText('Tus entradas llegan cuando pagues en taquilla')).toBeTruthy();
    expect(api.getBookingTickets).toHaveBeenCalledWith('r1', 'pay-1');
    expect(norte('A', 1).dataset.status).toBe('reserved');
    expect(norte('A', 5).dataset.status).toBe('reserved');
  });

  it('books by card with the default source and goes where the payment provider says (the sandbox checkout)', async () => {
    api.bookSeats.mockResolvedValue(booking({ status: 'pending', payment_method: 'mercadopago', payment_id: 'pay-77' }));
    api.startCardCheckout.mockResolvedValue({ redirect_url: '/pago/sandbox/pay-77', expires_at: '2025-06-14T18:15:00Z', seconds_left: 900 });
    const router = await checkoutWithTwoSeats({ search: '?source=no%20v%C3%A1lido' });
    fillCustomer();
    confirm();

    expect(await screen.findByText('Pasarela de prueba pay-77')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pago/sandbox/pay-77');
    expect(toastStore.getState().current).toMatchObject({ title: 'Reserva creada. Redirigiendo a MercadoPago...', variant: 'success' });
    expect(api.bookSeats).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'mercadopago', source: 'public_web', customerEmail: null }));
    expect(api.startCardCheckout).toHaveBeenCalledWith('pay-77');
  });

  it('stays on the event with the provider’s message when the checkout cannot start', async () => {
    api.bookSeats.mockResolvedValue(booking({ status: 'pending', payment_method: 'mercadopago', payment_id: 'pay-78' }));
    api.startCardCheckout.mockRejectedValue(new ApiError('Tu reserva expiró y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.', 'hold_expired'));
    const router = await checkoutWithTwoSeats();
    fillCustomer();
    confirm();

    await waitFor(() => expect(toastStore.getState().current).toMatchObject({
      title: 'Tu reserva expiró y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.', variant: 'error',
    }));
    expect(router.state.location.pathname).toBe(`/event/${SLUG}`);
  });

  it('shows Procesando... while booking and books once however often Confirm is pressed', async () => {
    let finish: (value: Booking) => void = () => {};
    api.bookSeats.mockReturnValue(new Promise<Booking>((resolve) => (finish = resolve)));
    await checkoutWithTwoSeats();
    fillCustomer();
    confirm();
    const pending = await screen.findByRole('button', { name: 'Procesando...' });
    fireEvent.click(pending);
    expect(api.bookSeats).toHaveBeenCalledTimes(1);
    finish(booking());
    expect(await screen.findByText(COMPLETED)).toBeTruthy();
  });

  it('drops the seats taken meanwhile and shows the server message', async () => {
    const message = 'Los siguientes asientos ya no están disponibles: A-5';
    api.bookSeats.mockRejectedValue(new ApiError(message, 'seats_unavailable', JSON.stringify({ unavailable_seat_ids: [seatId('norte', 'A', 5)] })));
    await checkoutWithTwoSeats();
    fillCustomer();
    confirm();

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const summary = screen.getByRole('region', { name: 'Resumen de la reserva' });
    expect(within(summary).getByText('A-1')).toBeTruthy();
    expect(within(summary).getByText('Total: $ 75.000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Volver a Asientos' }));
    expect(norte('A', 5).dataset.status).toBe('reserved');
    expect(screen.getByText('1 asiento seleccionado')).toBeTruthy();
  });

  it('asks for a seat again when every seat was lost', async () => {
    api.bookSeats.mockRejectedValueOnce(
      new ApiError('Los siguientes asientos ya no están disponibles: A-1, A-5', 'seats_unavailable', JSON.stringify({ unavailable_seat_ids: [seatId('norte', 'A', 1), seatId('norte', 'A', 5)] })),
    );
    await checkoutWithTwoSeats();
    fillCustomer();
    confirm();
    await screen.findByRole('alert');
    expect(screen.getByText('No tienes asientos seleccionados. Vuelve a los asientos para elegir otros.')).toBeTruthy();
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('Debes seleccionar al menos un asiento');
    expect(api.bookSeats).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a closed event', new ApiError('El evento no está disponible', 'event_inactive')],
    ['a missing event', new ApiError('Evento no encontrado', 'event_not_found')],
  ])('tells the visitor about %s', async (_, error) => {
    api.bookSeats.mockRejectedValue(error);
    await checkoutWithTwoSeats();
    fillCustomer();
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('El evento no está disponible');
  });
});

describe('coming back from the sandbox checkout', () => {
  it('shows the success message once', async () => {
    const router = renderPublicPage({ state: { bookingCompleted: true } });
    expect(await screen.findByText(COMPLETED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText(COMPLETED)).toBeTruthy();
  });

  it('shows the paid booking’s tickets, each a link to its page', async () => {
    const code = 'TQ1.cGF5bG9hZA.ZmlybWE';
    api.getBookingTickets.mockResolvedValue({
      reservation_status: 'paid', pending_reason: null, closed_reason: null,
      tickets: [{
        ticket_id: 't1', code, short_code: 'AAAAA-BBBBB', seat_label: 'A-1', graderia_name: 'Gradería Norte',
        event_name: 'Festival', event_date: '2025-06-13', event_time: '18:00', status: 'valida',
      }],
    });
    renderPublicPage({ state: { bookingCompleted: true, booking: { reservationId: 'r9', paymentId: 'pay-9' } } });
    const link = await screen.findByRole('link', { name: 'Ver entrada A-1' });
    expect(link.getAttribute('href')).toBe('/entrada/TQ1~cGF5bG9hZA~ZmlybWE');
    expect(api.getBookingTickets).toHaveBeenCalledWith('r9', 'pay-9');
    expect(screen.getByText(COMPLETED)).toBeTruthy();
  });

  it('shows no message on a plain visit', async () => {
    renderPublicPage();
    await screen.findByRole('heading', { name: 'Selecciona tus Asientos' });
    expect(screen.queryByText(COMPLETED)).toBeNull();
    expect(api.getBookingTickets).not.toHaveBeenCalled();
  });
});
