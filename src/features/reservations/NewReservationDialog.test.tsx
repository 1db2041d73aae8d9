import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seatPickerDrawn } from '../../ui/testing/counted-seat-picker';
import { OUTSIDE_LEASE_WARNING } from '../../domain/seat-leases';
import { useAuthStore } from '../../session/auth-store';
import { syncStatusStore } from '../../sync/sync-status-store';
import { closeReservationsFixture, openReservationsFixture, renderReservationsPage, type ReservationsScreenFixture } from './testing/reservations-screen';
import { reservationBuckets } from '../../db/row-buckets';

// Counts the seat map's renders: a stand of 12,500 seats drawn again for each keystroke of the
// customer's name cost the cashier's tablet on every letter (BENCHMARKS.md, the twenty-second session).
vi.mock('../../ui/SeatPicker', async (real) => (await import('../../ui/testing/counted-seat-picker')).countedSeatPicker(real));

let fixture: ReservationsScreenFixture;

beforeEach(async () => {
  fixture = await openReservationsFixture();
});

afterEach(async () => {
  cleanup();
  await closeReservationsFixture(fixture);
});

async function openDialog() {
  renderReservationsPage(fixture);
  fireEvent.click(await screen.findByRole('button', { name: 'Nueva Reserva Manual' }));
  return screen.getByRole('dialog', { name: 'Nueva Reserva Manual' });
}

async function chooseFestival(dialog: HTMLElement) {
  await within(dialog).findByRole('option', { name: 'Festival Folclórico del Bambuco 2025' });
  fireEvent.change(within(dialog).getByLabelText('Evento'), { target: { value: fixture.office.eventId } });
  await within(dialog).findByRole('region', { name: 'Gradería Norte' }, { timeout: 5000 });
}

const seatButton = (dialog: HTMLElement, row: string, number: number) =>
  within(within(dialog).getByRole('region', { name: 'Gradería Norte' })).getByRole('button', { name: new RegExp(`^Fila ${row} · Asiento ${number} ·`) });

function fillCustomer(dialog: HTMLElement) {
  const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type('Nombre completo', 'Andrés Gómez');
  type('Correo electrónico', 'andres@correo.co');
  type('Número de documento', '1075234567');
  type('Teléfono', '3001234567');
}

const errorOf = (dialog: HTMLElement, label: string) => {
  const describedBy = within(dialog).getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};

// Each step re-runs the dialog's live queries over fake-indexeddb: slower than the 5 s default on a busy machine.
describe('NewReservationDialog', { timeout: 20_000 }, () => {
  it('puts every spec §5 message under its field when confirming an empty form', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Reserva' }));
    expect(await within(dialog).findByText('Debe seleccionar al menos un asiento')).toBeTruthy();
    expect(errorOf(dialog, 'Evento')).toBe('Debes seleccionar un evento');
    expect(errorOf(dialog, 'Nombre completo')).toBe('El nombre es requerido');
    expect(errorOf(dialog, 'Correo electrónico')).toBe('El correo es requerido');
    expect(errorOf(dialog, 'Número de documento')).toBe('El documento es requerido');
    expect(errorOf(dialog, 'Teléfono')).toBe('El teléfono es requerido');

    fireEvent.change(within(dialog).getByLabelText('Correo electrónico'), { target: { value: 'andres@' } });
    expect(errorOf(dialog, 'Correo electrónico')).toBe('Correo electrónico inválido');
    expect(await fixture.db.outbox.count()).toBe(0);
  });

  it("does not draw the seat map again for the customer's fields, and does when a seat is chosen", async () => {
    const dialog = await openDialog();
    await chooseFestival(dialog);
    const drawn = seatPickerDrawn.mock.calls.length;
    fillCustomer(dialog);
    fireEvent.change(within(dialog).getByLabelText('Código de descuento (opcional)'), { target: { value: 'BAMBUCO10' } });
    expect(seatPickerDrawn).toHaveBeenCalledTimes(drawn);

    fireEvent.click(seatButton(dialog, 'A', 5));
    expect(seatButton(dialog, 'A', 5).getAttribute('aria-pressed')).toBe('true');
    expect(seatPickerDrawn.mock.calls.length).toBeGreaterThan(drawn);
  });

  it('shows too-long customer fields and notes under their fields and queues nothing', async () => {
    const dialog = await openDialog();
    fillCustomer(dialog);
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Nombre completo', 'x'.repeat(121));
    type('Código de descuento (opcional)', 'x'.repeat(41));
    type('Notas (opcional)', 'x'.repeat(1001));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(errorOf(dialog, 'Nombre completo')).toBe('El campo Nombre completo es demasiado largo'));
    expect(errorOf(dialog, 'Código de descuento (opcional)')).toBe('El campo Código de descuento es demasiado largo');
    expect(errorOf(dialog, 'Notas (opcional)')).toBe('El campo Notas es demasiado largo');
    expect(await fixture.db.outbox.count()).toBe(0);
  });

  it('shows each seat status for the event and refuses a sold seat with its name', async () => {
    const sold = await fixture.runCommand('reservations-create-manual', {
      event_id: fixture.office.eventId,
      seat_ids: [await fixture.office.seat('A', 6)],
      customer_name: 'María Peña',
      customer_email: 'maria@correo.co',
      document_number: '36000000',
      customer_phone: '3110000000',
      payment_method: 'marked_paid',
    });
    expect(sold.entityId).toBeTruthy();
    const dialog = await openDialog();
    await chooseFestival(dialog);
    expect(seatButton(dialog, 'A', 6).dataset.status).toBe('paid');
    expect(seatButton(dialog, 'A', 5).dataset.status).toBe('available');
    fireEvent.click(seatButton(dialog, 'A', 6));
    expect(within(dialog).getByText('El asiento A-6 no está disponible')).toBeTruthy();
    fireEvent.click(seatButton(dialog, 'A', 5));
    expect(seatButton(dialog, 'A', 5).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(seatButton(dialog, 'A', 5));
    expect(seatButton(dialog, 'A', 5).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows leases on the map, picks the best seats together among this device’s offline, and warns outside the lease', async () => {
    const leaseOf = async (seats: number[], extra: { device_id?: string; device_name: string }) =>
      fixture.runCommand('seat-leases-create', {
        lease_id: crypto.randomUUID(), event_id: fixture.office.eventId,
        seat_ids: await Promise.all(seats.map((number) => fixture.office.seat('A', number))),
        ends_at: new Date(Date.now() + 3_600_000).toISOString(), ...extra,
      });
    await leaseOf([1, 2, 3], { device_name: 'Tablet puerta 1' });
    await leaseOf([9], { device_name: 'Tablet norte', device_id: crypto.randomUUID() });
    syncStatusStore.setState({ online: false });
    try {
      const dialog = await openDialog();
      await chooseFestival(dialog);
      await waitFor(() => expect(seatButton(dialog, 'A', 1).dataset.status).toBe('leased-mine'));
      expect(seatButton(dialog, 'A', 9).dataset.status).toBe('leased-other');
      expect(within(dialog).getByText('Tablet puerta 1 (esta taquilla) · 3 asientos')).toBeTruthy();
      expect(within(dialog).getByText('Tablet norte · 1 asiento')).toBeTruthy();

      fireEvent.click(seatButton(dialog, 'A', 9));
      expect(within(dialog).getByText('Este asiento está asignado a otra taquilla (Tablet norte)')).toBeTruthy();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Mejores 2 asientos juntos' }));
      // Offline, only this device's seats: A-1 and A-2 (A-2 and A-3 would leave A-1 alone).
      expect(seatButton(dialog, 'A', 1).getAttribute('aria-pressed')).toBe('true');
      expect(seatButton(dialog, 'A', 2).getAttribute('aria-pressed')).toBe('true');
      expect(within(dialog).queryByText(OUTSIDE_LEASE_WARNING)).toBeNull();

      fireEvent.click(seatButton(dialog, 'A', 5));
      expect(within(dialog).getByText(OUTSIDE_LEASE_WARNING)).toBeTruthy();
    } finally {
      syncStatusStore.setState({ online: true });
    }
  });

  it("announces the chosen seats' count and price politely as the cashier picks and drops them", async () => {
    const dialog = await openDialog();
    await chooseFestival(dialog);
    const region = dialog.querySelector('[aria-live="polite"][aria-atomic="true"]')!;
    expect(region.textContent).toBe('');
    fireEvent.click(seatButton(dialog, 'B', 5));
    expect(region.textContent).toBe('1 asiento seleccionado, total $\u00a050.000');
    fireEvent.click(seatButton(dialog, 'B', 6));
    expect(region.textContent).toBe('2 asientos seleccionados, total $\u00a0100.000');
    fireEvent.click(seatButton(dialog, 'B', 5));
    expect(region.textContent).toBe('1 asiento seleccionado, total $\u00a050.000');
  });

  it('shows the discounted total before confirming, and stores exactly that total', async () => {
    const dialog = await openDialog();
    await chooseFestival(dialog);
    fireEvent.click(seatButton(dialog, 'A', 1)); // premium, 75.000
    fireEvent.click(seatButton(dialog, 'A', 5)); // regular, 50.000
    fillCustomer(dialog);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Marcar como pagado/ }));
    fireEvent.change(within(dialog).getByLabelText('Código de descuento (opcional)'), { target: { value: 'nada' } });
    expect(await within(dialog).findByText('Código de descuento inválido', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Código de descuento (opcional)'), { target: { value: 'bambuco10' } });
    await waitFor(() => expect(within(dialog).getByTestId('sale-total').textContent).toBe('$\u00a0112.500'), { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Incluye niños' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Reserva' }));

    expect(await screen.findByText('Reserva creada exitosamente', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [reservation] = await reservationBuckets.all(fixture.db);
    expect(reservation).toMatchObject({ customer_name: 'Andrés Gómez', status: 'paid', total_amount: 112500, source: 'manual' });
    const [op] = await fixture.db.outbox.toArray();
    expect(op.payload).toMatchObject({ discount_code: 'BAMBUCO10', includes_children: true, share_venue: false, document_type: 'CC' });
  });

  it('with no active event, says so and leads to creating one instead of an empty picker and a full form', async () => {
    await fixture.runCommand('events-update', { id: fixture.office.eventId, is_active: false });
    const dialog = await openDialog();
    const emptyState = (await within(dialog).findByText('No hay eventos activos para vender')).parentElement!;
    expect(emptyState.textContent).toContain('No hay eventos activos para vender');
    expect(emptyState.textContent).toContain('Una reserva manual necesita un evento activo');
    expect(within(emptyState).getByRole('link', { name: 'Crear evento' }).getAttribute('href')).toBe('/events/crear');
    expect(within(emptyState).getByRole('link', { name: 'Ir a Mis Eventos' }).getAttribute('href')).toBe('/events');
    expect(within(dialog).queryByLabelText('Evento')).toBeNull();
    expect(within(dialog).queryByLabelText('Nombre completo')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Crear Reserva' })).toHaveProperty('disabled', true);
  });

  it('shows the form, not the empty state, while there is an active event', async () => {
    const dialog = await openDialog();
    await chooseFestival(dialog);
    expect(within(dialog).queryByText('No hay eventos activos para vender')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Crear Reserva' })).toHaveProperty('disabled', false);
  });

  it('for an event that sells no stand, says so and leads to choosing its stands instead of an empty seat area', async () => {
    const bare = await fixture.runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-07-04', end_date: '2025-07-04', graderia_ids: [] });
    const dialog = await openDialog();
    await within(dialog).findByRole('option', { name: 'Noche de Gala' });
    fireEvent.change(within(dialog).getByLabelText('Evento'), { target: { value: bare.entityId } });
    const title = await within(dialog).findByText('Este evento aún no vende ninguna gradería', undefined, { timeout: 5000 });
    expect(title.parentElement!.getAttribute('role')).toBe('status');
    expect(within(title.parentElement!).getByRole('link', { name: 'Elegir graderías del evento' }).getAttribute('href')).toBe(`/events/${bare.entityId}/configurar`);

    fireEvent.change(within(dialog).getByLabelText('Evento'), { target: { value: fixture.office.eventId } });
    await within(dialog).findByRole('region', { name: 'Gradería Norte' }, { timeout: 5000 });
    expect(within(dialog).queryByText('Este evento aún no vende ninguna gradería')).toBeNull();
  });

  it('refuses to sell when nobody is signed in', async () => {
    useAuthStore.setState({ user: null });
    const dialog = await openDialog();
    await chooseFestival(dialog);
    fireEvent.click(seatButton(dialog, 'A', 5));
    fillCustomer(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Reserva' }));
    expect(await within(dialog).findByText('Debes iniciar sesión para crear una reserva')).toBeTruthy();
    expect(await fixture.db.outbox.count()).toBe(0);
  });
});
