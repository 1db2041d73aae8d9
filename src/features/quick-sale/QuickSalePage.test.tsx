import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunCommand } from '../../db/commands/command-runner';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { openBoxOffice, type BoxOffice } from '../../db/testing/box-office-fixture';
import { testCommandRunner } from '../../db/testing/test-replica';
import { useAuthStore } from '../../session/auth-store';
import { RunCommandProvider } from '../../session/replica-hooks';
import { closeReplica } from '../../session/testing/screen-fixture';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { seatPickerForEvent, type VenueForSale } from '../../db/reservation-sale-queries';
import { QuickSalePage } from './QuickSalePage';
import { useQuickSale } from './use-quick-sale';
import { paymentBuckets, reservationBuckets } from '../../db/row-buckets';
import { PENDING_HOLD_HOURS } from '../../domain/reservation-status';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';

// Gradería Norte: 2 rows × 10, columns 5–6 at $ 50.000, the others premium at $ 75.000.
let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;

beforeEach(async () => {
  db = await openSyncedReplica();
  office = await openBoxOffice(db);
  useAuthStore.setState({ loading: false, user: { id: 'a0000000-0000-4000-8000-000000000001' } as User });
  runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => new Date() });
  localStorage.clear();
});

afterEach(async () => {
  cleanup();
  useAuthStore.setState({ user: null, session: null });
  await closeReplica(db);
});

function renderQuickSale() {
  render(
    <RunCommandProvider value={runCommand}>
      <MemoryRouter initialEntries={['/venta-rapida']}>
        <QuickSalePage />
      </MemoryRouter>
    </RunCommandProvider>,
  );
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const proposal = () => screen.getByLabelText('Asientos propuestos').textContent;
const COP = (text: string) => text.replace(/\$ /g, '$\u00a0');

describe('Venta rápida', { timeout: 20_000 }, () => {
  it("sells two seats together in three taps, paid in cash, and shows the change and the receipt", async () => {
    renderQuickSale();
    expect(await screen.findByRole('combobox', { name: 'Evento' })).toHaveProperty('value', office.eventId);
    await screen.findByRole('button', { name: 'Cobrar en efectivo' });

    tap('2');
    expect(proposal()).toContain('A-5, A-6');
    expect(proposal()).toContain(COP('$ 100.000'));
    tap('Cobrar en efectivo');
    expect(screen.getByLabelText('Total a cobrar').textContent).toBe(COP('$ 100.000'));
    tap(COP('$ 50.000'));
    expect(screen.getByRole('alert').textContent).toBe(COP('El monto recibido ($ 50.000) es menor que el total ($ 100.000)'));
    expect(await reservationBuckets.count(db)).toBe(0);

    tap(COP('$ 100.000'));
    await waitFor(() => expect(screen.getByLabelText('Vuelto').textContent).toBe(COP('$ 0')), { timeout: 8000 });
    expect(screen.getByText('Las entradas se imprimen al sincronizar')).toBeTruthy();
    const receipt = screen.getByRole('article', { name: 'Recibo de la venta' });
    expect(receipt.textContent).toContain('Gradería Norte A-5');
    expect(receipt.textContent).toContain('Gradería Norte A-6');

    const [sale] = await reservationBuckets.all(db);
    expect(sale).toMatchObject({ customer_name: 'Venta en taquilla', customer_email: null, status: 'paid', expires_at: null, total_amount: 100000 });
    expect(await paymentBuckets.where(db, 'reservation_id', [sale.id])).toEqual([
      expect.objectContaining({ status: 'completed', payment_method: 'cash', amount: 100000 }),
    ]);
    const ops = await db.outbox.toArray();
    expect(ops.map((op) => op.kind)).toEqual(['reservations-create-manual']);
    expect(ops[0].payload).toMatchObject({ walk_in: true, payment_method: 'cash', device_name: 'Puerta principal' });
  });

  it('says when no shift is open on this device, and not once one is', async () => {
    renderQuickSale();
    expect((await screen.findByText(/Sin turno de caja abierto/)).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir turno' }).getAttribute('href')).toBe('/caja');
    await runCommand('shifts-open', { opening_float: 50000, opened_at: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByText(/Sin turno de caja abierto/)).toBeNull());
  });

  it('works from a USB numeric keypad: a digit is the count, Enter charges, a typed amount and Enter completes', async () => {
    renderQuickSale();
    await screen.findByRole('button', { name: 'Cobrar en efectivo' });
    // The shift notice's read may still re-render the page: wait for the proposal, not the next tick.
    await screen.findByText(/Sin turno de caja abierto/);
    fireEvent.keyDown(window, { key: '1' });
    await waitFor(() => expect(proposal()).toContain('A-5'));
    fireEvent.keyDown(window, { key: 'Enter' });
    const amount = screen.getByLabelText('Otro monto recibido');
    fireEvent.change(amount, { target: { value: '100000' } });
    fireEvent.submit(amount.closest('form')!);
    expect((await screen.findByLabelText('Vuelto', undefined, { timeout: 8000 })).textContent).toBe(COP('$ 50.000'));
    fireEvent.keyDown(window, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Cobrar en efectivo' });
  });

  it('offers the seats of a cash hold again once it runs out while the gate waits, with no sale or sync in between', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const heldSince = new Date(Date.now() - PENDING_HOLD_HOURS * 3_600_000 + 60_000);
      await testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => heldSince })('reservations-create-manual', {
        customer_name: 'Andrés Gómez', customer_email: 'andres@correo.co', document_number: '1075234567', customer_phone: '3001234567',
        event_id: office.eventId, seat_ids: [await office.seat('A', 5), await office.seat('A', 6)], payment_method: 'cash',
      });
      renderQuickSale();
      await screen.findByRole('button', { name: 'Cobrar en efectivo' });
      tap('2');
      expect(proposal()).not.toContain('A-5, A-6');

      act(() => vi.advanceTimersByTime(2 * HOLD_CLOCK_MS));

      tap('2');
      await waitFor(() => expect(proposal()).toContain('A-5, A-6'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('proposes other seats at once when a proposed one is sold meanwhile', async () => {
    renderQuickSale();
    await screen.findByRole('button', { name: 'Cobrar en efectivo' });
    tap('2');
    expect(proposal()).toContain('A-5, A-6');
    await runCommand('reservations-create-manual', {
      event_id: office.eventId,
      seat_ids: [await office.seat('A', 5)],
      payment_method: 'cash',
      walk_in: true,
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Un asiento propuesto se acaba de vender: te proponemos otros.'));
    // Row A still has two together beside the sold seat, nearest its centre.
    expect(proposal()).toContain('A-6, A-7');
  });

  it('never proposes the seats it just sold, even before the replica’s live query shows the sale; the replica decides again once it does', async () => {
    // The venues as the live query read them before the sale, held: on a big stand it shows a
    // sale a moment after it is written, and a fast cashier's next '2' came before it.
    const before = await seatPickerForEvent(db, office.eventId, new Date());
    const wrapper = ({ children }: { children: ReactNode }) => <RunCommandProvider value={runCommand}>{children}</RunCommandProvider>;
    const { result, rerender } = renderHook(({ venues }: { venues: VenueForSale[] }) => useQuickSale(office.eventId, venues), {
      wrapper,
      initialProps: { venues: before },
    });
    const placeOf = (seat: { row_letter: string; column_number: number }) => `${seat.row_letter}-${seat.column_number}`;
    const placesOf = () => result.current.chosen.map(placeOf);
    const shownStatusOf = (place: string) => result.current.venues.flatMap((venue) => venue.seats).find((seat) => placeOf(seat) === place)?.status;
    act(() => result.current.chooseCount(2));
    expect(placesOf()).toEqual(['A-5', 'A-6']);
    act(() => result.current.startCharge());
    await act(() => result.current.charge(100_000));
    expect(result.current.step).toBe('done');
    act(() => result.current.newSale());
    act(() => result.current.chooseCount(2));
    expect(placesOf()).not.toContain('A-5');
    expect(placesOf()).not.toContain('A-6');
    expect(result.current.message).toBeNull();
    // The map the cashier taps shows them taken too.
    expect([shownStatusOf('A-5'), shownStatusOf('A-6'), shownStatusOf('A-7')]).toEqual(['paid', 'paid', 'available']);

    // The replica shows the sale; then (say, refused at sync and taken back) the seats free again.
    rerender({ venues: await seatPickerForEvent(db, office.eventId, new Date()) });
    rerender({ venues: before });
    act(() => result.current.chooseCount(2));
    expect(placesOf()).toEqual(['A-5', 'A-6']);
  });

  it('refuses a count with no seats together and one above 12, selling nothing', async () => {
    renderQuickSale();
    await screen.findByRole('button', { name: 'Cobrar en efectivo' });
    tap('Más');
    tap('12');
    expect(screen.getByRole('alert').textContent).toBe('No hay 12 asientos juntos: tócalos en el plano');
    expect((screen.getByRole('button', { name: 'Cobrar en efectivo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Cuántos asientos' })).queryByRole('button', { name: '13' })).toBeNull();
    expect(await reservationBuckets.count(db)).toBe(0);
  });

  it('sends the cashier to Reservas when the server refuses the sale at sync (the usual conflict path)', async () => {
    renderQuickSale();
    await screen.findByRole('button', { name: 'Cobrar en efectivo' });
    tap('1');
    tap('Cobrar en efectivo');
    tap('Monto exacto');
    await waitFor(() => expect(screen.getByLabelText('Vuelto').textContent).toBe(COP('$ 0')), { timeout: 8000 });
    // What the sync engine does with a refusal: the op leaves the outbox for the conflicts.
    const [op] = await db.outbox.toArray();
    await db.transaction('rw', db.outbox, db.conflicts, async () => {
      await db.outbox.clear();
      await db.conflicts.put({ op_id: op.op_id, op, code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-5', created_at: new Date().toISOString() });
    });
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('El servidor rechazó la venta');
    expect(refusal.textContent).toContain('Los siguientes asientos ya no están disponibles: A-5');
    expect(within(refusal).getByRole('link', { name: 'Reservas' }).getAttribute('href')).toBe('/reservations');
  });

  it('takes the event this device’s gate is set to', async () => {
    const other = await runCommand('events-create', { name: 'Noche de San Juan', event_date: '2025-06-24', graderia_ids: [office.venueId] });
    localStorage.setItem('taquilla:gate-settings', JSON.stringify({ eventId: other.entityId, gateName: 'Puerta Norte' }));
    renderQuickSale();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Evento' })).toHaveProperty('value', other.entityId));
  });
});
