// A cash hold that runs out while the device is offline: no sync changes its row, yet the
// screen must stop offering 'Procesar Pago' and count it as expired, as the server will.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_HOLD_HOURS } from '../../domain/reservation-status';
import { reservationBuckets, reservationSeatBuckets } from '../../db/row-buckets';
import { testCommandRunner } from '../../db/testing/test-replica';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';
import { CUSTOMER, closeReservationsFixture, openReservationsFixture, renderReservationsPage, type ReservationsScreenFixture } from './testing/reservations-screen';

const HOLD_MS = PENDING_HOLD_HOURS * 3_600_000;
let fixture: ReservationsScreenFixture;

beforeEach(async () => {
  // Only the clock and the screen's timer are fake; fake-indexeddb keeps its real timers.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
  fixture = await openReservationsFixture();
});

afterEach(async () => {
  cleanup();
  await closeReservationsFixture(fixture);
  vi.useRealTimers();
});

/** A cash sale made offline almost 24 h ago: its hold runs out in a minute. */
async function sellHoldEndingInAMinute(customer_name: string) {
  const soldEarlier = testCommandRunner(fixture.db, { newId: () => crypto.randomUUID(), now: () => new Date(Date.now() - HOLD_MS + 60_000) });
  await soldEarlier('reservations-create-manual', {
    ...CUSTOMER,
    customer_name,
    event_id: fixture.office.eventId,
    seat_ids: [await fixture.office.seat('A', 5)],
    payment_method: 'cash',
  });
}

const card = (customer: string) => screen.getAllByRole('article').find((article) => article.textContent?.includes(customer))!;
const statOf = (label: string) => within(screen.getByRole('region', { name: 'Resumen de reservas' })).getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('a cash hold that runs out offline', { timeout: 20_000 }, () => {
  it('shows Expirada, offers no Procesar Pago and leaves Pendientes once its 24 h are over, without any sync', async () => {
    await sellHoldEndingInAMinute('Andrés Gómez');
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    expect(card('Andrés Gómez').textContent).toContain('Pendiente');
    expect(within(card('Andrés Gómez')).getByRole('button', { name: 'Procesar Pago' })).toBeTruthy();
    expect(statOf('Pendientes')).toBe('1');

    act(() => vi.advanceTimersByTime(2 * HOLD_CLOCK_MS));

    await waitFor(() => expect(card('Andrés Gómez').textContent).toContain('Expirada'));
    expect(within(card('Andrés Gómez')).queryByRole('button', { name: 'Procesar Pago' })).toBeNull();
    expect(within(card('Andrés Gómez')).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(statOf('Pendientes')).toBe('0');
    expect(statOf('Total')).toBe('1');
  });

  it('shows it from the bookings already read: a tick of the clock reads no table again', async () => {
    await sellHoldEndingInAMinute('Andrés Gómez');
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    // Read again on each tick, a festival's 10,000 bookings took the tablet's renderer ~110 ms every 30 s.
    const reads = [vi.spyOn(reservationBuckets, 'all'), vi.spyOn(reservationSeatBuckets, 'where')];

    act(() => vi.advanceTimersByTime(2 * HOLD_CLOCK_MS));

    await waitFor(() => expect(card('Andrés Gómez').textContent).toContain('Expirada'));
    expect(statOf('Pendientes')).toBe('0');
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    for (const read of reads) read.mockRestore();
  });

  it('a payment confirmed after the hold ran out shows why in the dialog, which then closes', async () => {
    await sellHoldEndingInAMinute('Andrés Gómez');
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    fireEvent.click(within(card('Andrés Gómez')).getByRole('button', { name: 'Procesar Pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Procesamiento de Pago' });

    // The hold runs out before the screen's clock looks again: the command itself refuses.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('No se puede procesar el pago de una reserva expirada');
    expect(within(dialog).queryByRole('button', { name: 'Confirmar Pago' })).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await fixture.db.outbox.toArray()).map((op) => op.kind)).toEqual(['reservations-create-manual']);
  });

  it('a payment dialog left open while the hold runs out stops offering to confirm', async () => {
    await sellHoldEndingInAMinute('Andrés Gómez');
    renderReservationsPage(fixture);
    await screen.findByText('Andrés Gómez');
    fireEvent.click(within(card('Andrés Gómez')).getByRole('button', { name: 'Procesar Pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Procesamiento de Pago' });

    act(() => vi.advanceTimersByTime(2 * HOLD_CLOCK_MS));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('No se puede procesar el pago de una reserva expirada');
    expect(within(dialog).queryByRole('button', { name: 'Confirmar Pago' })).toBeNull();
  });
});
