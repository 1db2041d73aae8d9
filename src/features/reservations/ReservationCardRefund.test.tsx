import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { CARD_REFUND_OFFLINE } from './refund-availability';
import {
  CUSTOMER,
  closeReservationsFixture,
  completePayments,
  openReservationsFixture,
  renderReservationsPage,
  type ReservationsScreenFixture,
} from './testing/reservations-screen';
import { updateReplicaRow } from '../../db/testing/test-replica';

const role = vi.hoisted(() => ({ current: 'organizer' as 'organizer' | 'staff' }));
vi.mock('../../session/use-my-role', () => ({ useMyRole: () => role.current }));
const api = vi.hoisted(() => ({ requestCardRefund: vi.fn(), requestSync: vi.fn() }));
vi.mock('../../api/card-refunds', () => ({ requestCardRefund: api.requestCardRefund }));
vi.mock('../../sync/sync-session', async (importOriginal) => ({ ...(await importOriginal<object>()), requestSync: api.requestSync }));

let fixture: ReservationsScreenFixture;
let cardBooking: string;

beforeEach(async () => {
  role.current = 'organizer';
  api.requestCardRefund.mockReset();
  api.requestSync.mockReset();
  syncStatusStore.setState(NO_SYNC_SESSION);
  fixture = await openReservationsFixture();
  const seat_ids = [await fixture.office.seat('B', 1)];
  const receipt = await fixture.runCommand('reservations-create-manual', {
    ...CUSTOMER,
    customer_name: 'Lucía Card',
    event_id: fixture.office.eventId,
    seat_ids,
    payment_method: 'mercadopago',
  });
  cardBooking = receipt.entityId;
  // As the provider's confirmation leaves it once synced: card charge completed, booking paid.
  await completePayments(fixture.db, cardBooking);
  await updateReplicaRow(fixture.db, 'reservations', cardBooking, { status: 'paid' });
});

afterEach(async () => {
  cleanup();
  syncStatusStore.setState(NO_SYNC_SESSION);
  await closeReservationsFixture(fixture);
});

const card = () => screen.getAllByRole('article').find((article) => article.textContent?.includes('Lucía Card'))!;
const cardBehindDialog = () => screen.getAllByRole('article', { hidden: true }).find((article) => article.textContent?.includes('Lucía Card'))!;
const refundButton = () => within(card()).getByRole('button', { name: 'Reembolsar' }) as HTMLButtonElement;

async function openDialog() {
  renderReservationsPage(fixture);
  await screen.findByText('Lucía Card');
  fireEvent.click(refundButton());
  return screen.getByRole('alertdialog', { name: 'Reembolsar Reserva' });
}

function confirmWithReason(dialog: HTMLElement, reason: string) {
  fireEvent.change(within(dialog).getByLabelText('Motivo del reembolso'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
}

describe('Reembolsar a card-paid booking', { timeout: 20_000 }, () => {
  it('asks the provider through the API with the reason and this device, says so in Spanish, and syncs', async () => {
    api.requestCardRefund.mockResolvedValue({ refund_id: crypto.randomUUID(), status: 'pending', amount: 75000 });
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText('Monto a devolver (tarjeta)') as HTMLInputElement;
    expect(amount.value).toBe('$\u00a075.000');
    expect(amount.readOnly).toBe(true);
    expect(dialog.textContent).toContain('el reembolso se solicita al proveedor de pagos');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(await within(dialog).findByText('El motivo del reembolso es obligatorio')).toBeTruthy();
    expect(api.requestCardRefund).not.toHaveBeenCalled();

    confirmWithReason(dialog, '  El evento se aplazó  ');
    const toast = await screen.findByText(/^Reembolso solicitado al proveedor de pagos/);
    expect(toast.textContent).toContain('$\u00a075.000 vuelven a la tarjeta del cliente');
    const { device_id } = (await fixture.db.sync_state.toArray())[0];
    expect(api.requestCardRefund).toHaveBeenCalledExactlyOnceWith({ reservationId: cardBooking, reason: 'El evento se aplazó', deviceId: device_id });
    expect(api.requestSync).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Nothing queued: the card refund went to the provider, not into the outbox.
    expect((await fixture.db.outbox.toArray()).map((op) => op.kind)).toEqual(['reservations-create-manual']);
  });

  it("shows the API's Spanish refusal in the dialog and keeps it open", async () => {
    api.requestCardRefund.mockRejectedValue(new ApiError('El proveedor de pagos no aceptó el reembolso: tarjeta vencida', 'provider_refused'));
    const dialog = await openDialog();
    confirmWithReason(dialog, 'Cliente no asistirá');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('El proveedor de pagos no aceptó el reembolso: tarjeta vencida');
    expect(screen.getByRole('alertdialog', { name: 'Reembolsar Reserva' })).toBe(dialog);
    expect(screen.queryByText(/^Reembolso solicitado/)).toBeNull();
    expect(api.requestSync).toHaveBeenCalled();
    // The open modal hides the page behind it from screen readers; the card is still there.
    expect(cardBehindDialog().textContent).toContain('Pagada');
  });

  it('is disabled offline with the reason, and for staff with the organizer-only reason', async () => {
    renderReservationsPage(fixture);
    await screen.findByText('Lucía Card');
    expect(refundButton().disabled).toBe(false);
    act(() => syncStatusStore.setState({ online: false }));
    await waitFor(() => expect(refundButton().disabled).toBe(true));
    expect(card().textContent).toContain(CARD_REFUND_OFFLINE);

    cleanup();
    role.current = 'staff';
    act(() => syncStatusStore.setState({ online: true }));
    renderReservationsPage(fixture);
    await screen.findByText('Lucía Card');
    expect(refundButton().disabled).toBe(true);
    expect(card().textContent).toContain('Solo el organizador puede reembolsar reservas');
    expect(api.requestCardRefund).not.toHaveBeenCalled();
  });
});
