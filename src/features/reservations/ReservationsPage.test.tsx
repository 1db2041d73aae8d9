import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandInput } from '../../db/commands/command-registry';
import { CUSTOMER, closeReservationsFixture, openReservationsFixture, renderReservationsPage, type ReservationsScreenFixture } from './testing/reservations-screen';
import { reservationBuckets, reservationLogBuckets } from '../../db/row-buckets';
import type { ReservationRow } from '../../db/rows';
import { CARDS_PER_PAGE } from './ReservationList';
import { ORGANIZATION_ID, updateReplicaRow } from '../../db/testing/test-replica';

let fixture: ReservationsScreenFixture;

beforeEach(async () => {
  fixture = await openReservationsFixture();
});

afterEach(async () => {
  cleanup();
  await closeReservationsFixture(fixture);
});

// The full dialog's sale (the walk-in cash sale is the command's other shape).
type SaleInput = Exclude<CommandInput<'reservations-create-manual'>, { walk_in: true }>;

async function sell(customer_name: string, seats: [string, number][], extra: Partial<SaleInput> = {}) {
  const seat_ids = await Promise.all(seats.map(([row, column]) => fixture.office.seat(row, column)));
  const receipt = await fixture.runCommand('reservations-create-manual', {
    ...CUSTOMER,
    customer_name,
    event_id: fixture.office.eventId,
    seat_ids,
    payment_method: 'cash',
    ...extra,
  });
  return receipt.entityId;
}

const card = (customer: string) => screen.getAllByRole('article').find((article) => article.textContent?.includes(customer))!;
const statOf = (label: string) => within(screen.getByRole('region', { name: 'Resumen de reservas' })).getByText(label, { exact: true }).nextElementSibling?.textContent;

// Each step re-runs the screen's live queries over fake-indexeddb: slower than the 5 s default on a busy machine.
describe('ReservationsPage', { timeout: 20_000 }, () => {
  it('shows the five counts and a card per reservation with its short id, seats, total and Spanish status', async () => {
    const andres = await sell('Andrés Gómez', [['A', 5], ['A', 6]]);
    await sell('María Peña', [['B', 1]], { payment_method: 'marked_paid', customer_email: 'maria@correo.co' });
    renderReservationsPage(fixture);

    const andresCard = await screen.findByRole('article', { name: `Reserva ${andres.slice(-6)}` });
    expect(andresCard.textContent).toContain('Pendiente');
    expect(andresCard.textContent).toContain('Gradería Norte A-5, Gradería Norte A-6');
    expect(andresCard.textContent).toContain('$\u00a0100.000');
    expect(card('María Peña').textContent).toContain('Pagada');
    expect(within(card('María Peña')).queryByRole('button', { name: 'Procesar Pago' })).toBeNull();
    expect(within(card('María Peña')).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(['Total', 'Confirmadas', 'Pendientes', 'Pagadas', 'Canceladas'].map(statOf)).toEqual(['2', '0', '1', '1', '0']);
  });

  it('filters by name, email, venue and id, and by the event date with a clear button', async () => {
    const andres = await sell('Andrés Gómez', [['A', 5]]);
    await sell('María Peña', [['B', 1]], { customer_email: 'maria@correo.co' });
    renderReservationsPage(fixture);
    await screen.findByText('María Peña');
    const search = screen.getByPlaceholderText('Buscar por cliente, gradería o ID de reserva...');
    const customers = () => screen.queryAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
    // The filters work on the bookings already read: a keystroke reads no table again.
    const reads = vi.spyOn(reservationBuckets, 'all');

    fireEvent.change(search, { target: { value: 'gomez' } });
    await waitFor(() => expect(customers()).toEqual(['Andrés Gómez']));
    fireEvent.change(search, { target: { value: 'maria@' } });
    await waitFor(() => expect(customers()).toEqual(['María Peña']));
    fireEvent.change(search, { target: { value: andres.slice(-6) } });
    await waitFor(() => expect(customers()).toEqual(['Andrés Gómez']));
    fireEvent.change(search, { target: { value: 'norte' } });
    await waitFor(() => expect(customers()).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Fecha del evento'), { target: { value: '2025-07-01' } });
    expect(await screen.findByText('Ninguna reserva coincide con la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar fecha' }));
    await waitFor(() => expect(customers()).toHaveLength(2));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('opens the manual sale at once when reached through /reservations?nueva (the dashboard’s empty activity)', async () => {
    renderReservationsPage(fixture, '/reservations?nueva');
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Reserva Manual' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva Reserva Manual' })).toBeNull());
  });

  it('clears the search from the empty list that it caused', async () => {
    await sell('Andrés Gómez', [['A', 5]]);
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    fireEvent.change(screen.getByPlaceholderText('Buscar por cliente, gradería o ID de reserva...'), { target: { value: 'nadie así' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Andrés Gómez')).toBeTruthy();
    expect((screen.getByPlaceholderText('Buscar por cliente, gradería o ID de reserva...') as HTMLInputElement).value).toBe('');
  });

  it('processes a cash payment after the confirmation dialog', async () => {
    await sell('Andrés Gómez', [['A', 5]]);
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    fireEvent.click(within(card('Andrés Gómez')).getByRole('button', { name: 'Procesar Pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Procesamiento de Pago' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));

    expect(await screen.findByText('Pago procesado exitosamente', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(card('Andrés Gómez').textContent).toContain('Pagada'));
    expect((await fixture.db.outbox.toArray()).map((op) => op.kind)).toEqual(['reservations-create-manual', 'reservations-process-payment']);
  });

  it('cancels after the destructive dialog, which warns that seats are released and it cannot be undone', async () => {
    await sell('Andrés Gómez', [['A', 5]]);
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    fireEvent.click(within(card('Andrés Gómez')).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar Reserva' });
    expect(dialog.textContent).toContain('Los asientos se liberarán automáticamente. Esta acción no se puede deshacer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar reserva' }));

    expect(await screen.findByText('Reserva cancelada exitosamente', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(card('Andrés Gómez').textContent).toContain('Cancelada'));
    expect(statOf('Canceladas')).toBe('1');
  });

  it('says why a payment failed in the spec toast', async () => {
    const andres = await sell('Andrés Gómez', [['A', 5]]);
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    fireEvent.click(within(card('Andrés Gómez')).getByRole('button', { name: 'Procesar Pago' }));
    // The other tablet's cancellation arrives while the dialog is open.
    await updateReplicaRow(fixture.db, 'reservations', andres, { status: 'cancelled' });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar Pago' }));
    expect(await screen.findByText('Error al procesar el pago: No se puede procesar el pago de una reserva cancelada', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the details: customer, document, event, seats with prices, total and notes', async () => {
    await sell('Andrés Gómez', [['A', 1]], { notes: 'Llega tarde', document_type: 'CE' });
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    fireEvent.click(within(card('Andrés Gómez')).getByRole('button', { name: 'Ver Detalles' }));
    const dialog = screen.getByRole('dialog', { name: /^Reserva #/ });
    const shown = [
      'andres@correo.co',
      '3001234567',
      'CE 1075234567',
      'Festival Folclórico del Bambuco 2025',
      'Gradería Norte · Fila A · Asiento 1',
      '$\u00a075.000',
      'Llega tarde',
    ];
    for (const text of shown) expect(dialog.textContent).toContain(text);
  });

  it('links Contactar Cliente to a WhatsApp chat about the amount', async () => {
    await sell('Andrés Gómez', [['A', 5]]);
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    const link = within(card('Andrés Gómez')).getByRole('link', { name: 'Contactar Cliente' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.pathname).toBe('/573001234567');
    expect(url.searchParams.get('text')).toContain('El valor total a pagar es $\u00a050.000');
  });

  it("shows a walk-in cash sale as 'Venta en taquilla' with its device, and the cashier once the server names them", async () => {
    const receipt = await fixture.runCommand('reservations-create-manual', {
      event_id: fixture.office.eventId,
      seat_ids: [await fixture.office.seat('A', 5)],
      payment_method: 'cash',
      walk_in: true,
      device_name: 'Puerta Norte',
    });
    renderReservationsPage(fixture);
    const walkIn = await screen.findByRole('article', { name: `Reserva ${receipt.entityId.slice(-6)}` });
    expect(within(walkIn).getByRole('heading', { level: 2 }).textContent).toBe('Venta en taquilla');
    expect(walkIn.textContent).toContain('Venta en taquilla · Puerta Norte');
    expect(walkIn.textContent).toContain('Pagada');

    // The server's answer: its own record of the device and the cashier's name.
    const [log] = await reservationLogBuckets.where(fixture.db, 'reservation_id', [receipt.entityId]);
    await reservationLogBuckets.put(fixture.db, [{ ...log, details: { ...log.details, device_id: 'dddddddd-0000-4000-8000-0000000000d1', cashier_name: 'Ana Taquillera' } }]);
    await waitFor(() => expect(walkIn.textContent).toContain('Venta en taquilla · Puerta Norte · Cajero: Ana Taquillera'));
    fireEvent.click(within(walkIn).getByRole('button', { name: 'Ver Detalles' }));
    const details = await screen.findByRole('dialog');
    expect(details.textContent).toContain('Puerta Norte (dddddddd)');
    expect(details.textContent).toContain('Ana Taquillera');
  });

  it('draws the newest bookings a page at a time, adds a page with Mostrar más, and starts again for a new search', async () => {
    const total = CARDS_PER_PAGE * 2 + 7;
    await reservationBuckets.put(fixture.db, Array.from({ length: total }, (_, index) => bookingOf(index)));
    renderReservationsPage(fixture);

    await screen.findByRole('article', { name: `Reserva ${bookingOf(total - 1).id.slice(-6)}` });
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_PER_PAGE);
    expect(screen.queryByRole('article', { name: `Reserva ${bookingOf(0).id.slice(-6)}` })).toBeNull();
    expect(screen.getByText(`Mostrando ${CARDS_PER_PAGE} de ${total} reservas`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Mostrar ${CARDS_PER_PAGE} más` }));
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_PER_PAGE * 2);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar 7 más' }));
    expect(screen.getAllByRole('article')).toHaveLength(total);
    expect(screen.getByRole('article', { name: `Reserva ${bookingOf(0).id.slice(-6)}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mostrar .* más$/ })).toBeNull();

    // Every booking is searched, not only the cards drawn ('Cliente 10' and 100 to 106); a new search starts at its first page.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar reservas' }), { target: { value: 'Cliente' } });
    await waitFor(() => expect(screen.getByText(`${total} reservas coinciden`)).toBeTruthy(), { timeout: 5000 });
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_PER_PAGE);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar reservas' }), { target: { value: 'Cliente 10' } });
    await waitFor(() => expect(screen.getByText('8 reservas coinciden')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });
});

/** A paid online booking of the festival, the nth oldest. */
function bookingOf(n: number): ReservationRow {
  const stamp = new Date(Date.UTC(2025, 5, 1, 12, n)).toISOString();
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    organization_id: ORGANIZATION_ID,
    event_id: fixture.office.eventId,
    public_customer_id: null,
    customer_name: `Cliente ${n}`,
    customer_email: null,
    customer_phone: null,
    document_type: 'CC',
    document_number: null,
    status: 'paid',
    total_amount: 50_000,
    notes: null,
    source: 'public_web',
    expires_at: null,
    created_at: stamp,
    updated_at: stamp,
  };
}
