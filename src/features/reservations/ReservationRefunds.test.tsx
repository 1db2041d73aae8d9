import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandInput } from '../../db/commands/command-registry';
import { DUPLICATE_REFUND_MESSAGE } from '../../domain/refunds';
import {
  CUSTOMER,
  closeReservationsFixture,
  completePayments,
  openReservationsFixture,
  renderReservationsPage,
  type ReservationsScreenFixture,
} from './testing/reservations-screen';
import { reservationSeatBuckets } from '../../db/row-buckets';
import { updateReplicaRow } from '../../db/testing/test-replica';

const role = vi.hoisted(() => ({ current: 'organizer' as 'organizer' | 'staff' }));
vi.mock('../../session/use-my-role', () => ({ useMyRole: () => role.current }));

let fixture: ReservationsScreenFixture;

beforeEach(async () => {
  role.current = 'organizer';
  fixture = await openReservationsFixture();
});

afterEach(async () => {
  cleanup();
  await closeReservationsFixture(fixture);
});

async function sell(customer_name: string, seats: [string, number][], payment_method: CommandInput<'reservations-create-manual'>['payment_method']) {
  const seat_ids = await Promise.all(seats.map(([row, column]) => fixture.office.seat(row, column)));
  const receipt = await fixture.runCommand('reservations-create-manual', { ...CUSTOMER, customer_name, event_id: fixture.office.eventId, seat_ids, payment_method });
  return receipt.entityId;
}

const card = (customer: string) => screen.getAllByRole('article').find((article) => article.textContent?.includes(customer))!;
const outboxKinds = async () => (await fixture.db.outbox.toArray()).map((op) => op.kind);

describe('Reembolsar', { timeout: 20_000 }, () => {
  it('refunds a cash-paid booking after the dialog: amount read-only, reason required; the booking is cancelled and its seats free', async () => {
    const paid = await sell('María Peña', [['A', 5]], 'marked_paid');
    renderReservationsPage(fixture);
    await screen.findByText('María Peña');
    fireEvent.click(within(card('María Peña')).getByRole('button', { name: 'Reembolsar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reembolsar Reserva' });
    const amount = within(dialog).getByLabelText('Monto a devolver (efectivo)') as HTMLInputElement;
    expect(amount.value).toBe('$\u00a050.000');
    expect(amount.readOnly).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(await within(dialog).findByText('El motivo del reembolso es obligatorio')).toBeTruthy();
    expect(await outboxKinds()).toEqual(['reservations-create-manual']);

    fireEvent.change(within(dialog).getByLabelText('Motivo del reembolso'), { target: { value: 'El cliente no puede asistir' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    expect((await screen.findByText(/^Reembolso registrado: entrega/, undefined, { timeout: 5000 })).textContent).toBe('Reembolso registrado: entrega $\u00a050.000 en efectivo');
    await waitFor(() => expect(card('María Peña').textContent).toContain('Cancelada'));
    expect(within(card('María Peña')).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
    expect(await outboxKinds()).toEqual(['reservations-create-manual', 'reservations-refund']);
    const seats = await reservationSeatBuckets.where(fixture.db, 'reservation_id', [paid]);
    expect(seats.map((seat) => seat.active)).toEqual([false]);

    fireEvent.click(within(card('María Peña')).getByRole('button', { name: 'Ver Detalles' }));
    const details = screen.getByRole('dialog', { name: /^Reserva #/ });
    expect(within(details).getByRole('region', { name: 'Pagos' }).textContent).toMatch(/Reembolso en efectivo · completado ·.*−\$\u00a050\.000/);
  });

  it('shows no Reembolsar on unpaid bookings, and a disabled one with the reason to staff (card payments too)', async () => {
    await sell('Andrés Gómez', [['A', 1]], 'cash');
    const card1 = await sell('Lucía Card', [['B', 1]], 'mercadopago');
    await completePayments(fixture.db, card1);
    await updateReplicaRow(fixture.db, 'reservations', card1, { status: 'paid' });
    await sell('María Peña', [['A', 5]], 'marked_paid');
    role.current = 'staff';
    renderReservationsPage(fixture);
    await screen.findByText('María Peña');

    expect(within(card('Andrés Gómez')).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
    const staffButton = within(card('María Peña')).getByRole('button', { name: 'Reembolsar' }) as HTMLButtonElement;
    expect(staffButton.disabled).toBe(true);
    expect(card('María Peña').textContent).toContain('Solo el organizador puede reembolsar reservas');
    expect(screen.queryByRole('button', { name: 'Liberar reservas sin pagar' })).toBeNull();
    expect((within(card('Lucía Card')).getByRole('button', { name: 'Reembolsar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card('Lucía Card').textContent).toContain('Solo el organizador puede reembolsar reservas');
  });

  it('shows a refund another gate made first as a duplicate the cashier marks resolved', async () => {
    const paid = await sell('María Peña', [['A', 5]], 'marked_paid');
    await fixture.db.conflicts.put({
      op_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      op: { op_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', device_id: 'd', kind: 'reservations-refund', payload: { reservation_id: paid, amount: 50000, reason: 'x', method: 'cash' }, created_at: new Date().toISOString() },
      code: 'already_refunded',
      message: DUPLICATE_REFUND_MESSAGE,
      created_at: new Date().toISOString(),
    });
    renderReservationsPage(fixture);
    const alert = await within(await screen.findByRole('article', { name: `Reserva ${paid.slice(-6)}` })).findByRole('alert');
    expect(alert.textContent).toContain('Reembolso rechazado: Reembolso duplicado: otra taquilla ya reembolsó esta reserva. No entregues el dinero');
    fireEvent.click(within(alert).getByRole('button', { name: 'Marcar como resuelto' }));
    await waitFor(() => expect(within(card('María Peña')).queryByRole('alert')).toBeNull());
    expect(await fixture.db.conflicts.count()).toBe(0);
  });
});

describe('Liberar reservas sin pagar', { timeout: 20_000 }, () => {
  it('lists how many unpaid holds and which seats, and releases exactly those after confirming', async () => {
    await sell('Andrés Gómez', [['A', 1], ['A', 2]], 'cash');
    await sell('Lucía Card', [['B', 1]], 'mercadopago');
    await sell('María Peña', [['A', 5]], 'marked_paid');
    renderReservationsPage(fixture);
    await screen.findByText('María Peña');
    fireEvent.click(screen.getByRole('button', { name: 'Liberar reservas sin pagar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Liberar reservas sin pagar' });
    expect((await within(dialog).findByText(/Se liberarán/)).textContent).toContain('Se liberarán 2 reservas de Festival Folclórico del Bambuco 2025');
    const listed = within(dialog).getByRole('list', { name: 'Reservas sin pagar' }).textContent;
    expect(listed).toContain('Andrés Gómez · Pendiente');
    expect(listed).toContain('Asientos A-1, A-2');
    expect(listed).toContain('Lucía Card · Confirmada');
    expect(listed).not.toContain('María Peña');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Liberar 2 reservas' }));
    expect(await screen.findByText('2 reservas liberadas: sus asientos están disponibles', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(card('Andrés Gómez').textContent).toContain('Cancelada'));
    expect(card('Lucía Card').textContent).toContain('Cancelada');
    expect(card('María Peña').textContent).toContain('Pagada');
    expect((await fixture.db.outbox.toArray()).at(-1)).toMatchObject({ kind: 'reservations-release-unpaid' });
  });
});
