import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { toastStore, dismissToast } from '../../ui/toast/toast-store';
import { CUSTOMER, closeReservationsFixture, openReservationsFixture, renderReservationsPage, type ReservationsScreenFixture } from './testing/reservations-screen';

const api = vi.hoisted(() => ({ getReservationTickets: vi.fn() }));
vi.mock('../../api/staff-tickets', () => ({ getReservationTickets: api.getReservationTickets }));

const CODE = 'TQ1.cGF5bG9hZA.ZmlybWE';
let fixture: ReservationsScreenFixture;
let paidBooking: string;

beforeEach(async () => {
  api.getReservationTickets.mockReset();
  syncStatusStore.setState(NO_SYNC_SESSION);
  fixture = await openReservationsFixture();
  const sell = async (name: string, row: string, number: number, payment_method: 'cash' | 'marked_paid') =>
    (await fixture.runCommand('reservations-create-manual', {
      ...CUSTOMER, customer_name: name, event_id: fixture.office.eventId, seat_ids: [await fixture.office.seat(row, number)], payment_method,
    })).entityId;
  paidBooking = await sell('Sofía Pagada', 'B', 1, 'marked_paid');
  await sell('Pedro Pendiente', 'B', 2, 'cash');
  // As after the sync: nothing left in the outbox.
  await fixture.db.outbox.clear();
});

afterEach(async () => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
  syncStatusStore.setState(NO_SYNC_SESSION);
  await closeReservationsFixture(fixture);
});

const card = (name: string) => screen.getAllByRole('article').find((article) => article.textContent?.includes(name))!;

async function showPage() {
  renderReservationsPage(fixture);
  await screen.findByText('Sofía Pagada');
}

describe('Imprimir entradas', { timeout: 20_000 }, () => {
  it('is offered for a paid booking once synced and online, leading to its tickets; not for an unpaid hold', async () => {
    await showPage();
    const link = within(card('Sofía Pagada')).getByRole('link', { name: 'Imprimir entradas' });
    expect(link.getAttribute('href')).toBe(`/reservations/${paidBooking}/entradas`);
    expect(within(card('Pedro Pendiente')).queryByRole('link', { name: 'Imprimir entradas' })).toBeNull();
    expect(within(card('Pedro Pendiente')).queryByRole('button', { name: 'Imprimir entradas' })).toBeNull();
  });

  it.each([
    [{ online: false }, 'Sin conexión: las entradas se firman en el servidor'],
    [{ pendingCount: 1 }, 'Esperando a que la venta se sincronice'],
  ])('is disabled with the reason when %o', async (status, reason) => {
    syncStatusStore.setState(status);
    await showPage();
    const button = within(card('Sofía Pagada')).getByRole('button', { name: 'Imprimir entradas' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(card('Sofía Pagada').textContent).toContain(reason);
  });
});

describe('Contactar Cliente with the tickets', { timeout: 20_000 }, () => {
  function openedChat() {
    const chat = { opener: {} as unknown, location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(chat as unknown as Window);
    return { chat, open };
  }

  it('online, adds each ticket’s page to the WhatsApp message of a paid booking', async () => {
    api.getReservationTickets.mockResolvedValue({
      reservation_status: 'paid', pending_reason: null, closed_reason: null,
      tickets: [{ ticket_id: 't1', code: CODE, short_code: 'AAAAA-BBBBB', seat_label: 'B-1', graderia_name: 'Norte', event_name: 'E', event_date: '2025-06-13', event_time: '18:00', status: 'valida' }],
    });
    const { chat, open } = openedChat();
    await showPage();
    fireEvent.click(within(card('Sofía Pagada')).getByRole('link', { name: 'Contactar Cliente' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(chat.location.href).not.toBe(''));
    expect(api.getReservationTickets).toHaveBeenCalledWith(paidBooking);
    expect(chat.opener).toBeNull();
    const text = new URL(chat.location.href).searchParams.get('text')!;
    expect(text).toContain('Tu pago de');
    expect(text).toContain(`Tu entrada (muéstrala en la puerta):\nB-1: ${window.location.origin}/entrada/TQ1~cGF5bG9hZA~ZmlybWE`);
  });

  it('sends the message without the links when the server cannot give them, and says so', async () => {
    api.getReservationTickets.mockRejectedValue(new ApiError('No hay conexión con el servidor.', 'network_error'));
    const { chat } = openedChat();
    await showPage();
    const link = within(card('Sofía Pagada')).getByRole('link', { name: 'Contactar Cliente' });
    fireEvent.click(link);
    await waitFor(() => expect(chat.location.href).toBe(link.getAttribute('href')));
    expect(toastStore.getState().current).toMatchObject({ title: 'No se pudieron obtener las entradas: el mensaje va sin sus enlaces', variant: 'error' });
  });

  it('leaves an unpaid hold’s link as it is, asking nothing', async () => {
    const { open } = openedChat();
    await showPage();
    fireEvent.click(within(card('Pedro Pendiente')).getByRole('link', { name: 'Contactar Cliente' }));
    expect(open).not.toHaveBeenCalled();
    expect(api.getReservationTickets).not.toHaveBeenCalled();
  });
});
