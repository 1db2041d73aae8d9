// Dexie reads the IndexedDB global when it loads, before the fixture would provide it.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictsDialog } from './ConflictsDialog';
import { RunCommandProvider } from '../../session/replica-hooks';
import {
  closeReservationsFixture,
  openReservationsFixture,
  refuseSaleOfA1,
  renderReservationsPage,
  type ReservationsScreenFixture,
} from './testing/reservations-screen';

let fixture: ReservationsScreenFixture;
let refusedOpId: string;

beforeEach(async () => {
  fixture = await openReservationsFixture();
  refusedOpId = await refuseSaleOfA1(fixture);
});

afterEach(async () => {
  cleanup();
  await closeReservationsFixture(fixture);
});

const WAIT = { timeout: 5000 };

async function rejectedSale() {
  return screen.findByRole('article', { name: 'Venta rechazada de Andrés Gómez' }, WAIT);
}

// Each step re-runs live queries over fake-indexeddb: slower than the 5 s default on a busy machine.
describe('a refused sale on /reservations', { timeout: 20_000 }, () => {
  it('says which seat was lost and why, and keeps the customer and the amount charged', async () => {
    renderReservationsPage(fixture);
    const sale = await rejectedSale();
    expect(sale.textContent).toContain('Los siguientes asientos ya no están disponibles: A-1');
    expect(sale.textContent).toContain('3001234567');
    expect(sale.textContent).toContain('$\u00a0125.000');
    expect(within(sale).getByText('A-1').className).toContain('line-through');
  });

  it('moves the customer to the suggested seat next to the lost one, for the same amount', async () => {
    renderReservationsPage(fixture);
    fireEvent.click(within(await rejectedSale()).getByRole('button', { name: 'Elegir otros asientos' }));
    const suggested = await screen.findByRole('button', { name: 'Fila A · Asiento 2 · Premium · Seleccionado' }, WAIT);
    expect(suggested.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText(/^Mismo valor cobrado: \$\s125\.000$/, undefined, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar nuevos asientos' }));

    expect(await screen.findByText('Reserva creada en los nuevos asientos', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Venta rechazada de Andrés Gómez' })).toBeNull(), WAIT);
    const moved = screen.getAllByRole('article').find((card) => card.textContent?.includes('Andrés Gómez'))!;
    expect(moved.textContent).toContain('Gradería Norte A-2, Gradería Norte A-5');
    expect(moved.textContent).toContain('$\u00a0125.000');
    expect(await fixture.db.conflicts.count()).toBe(0);
  });

  it('cancels the sale into Dinero por devolver, which stays until the return is confirmed', async () => {
    renderReservationsPage(fixture);
    fireEvent.click(within(await rejectedSale()).getByRole('button', { name: 'Cancelar y devolver el dinero' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar la venta' }));

    const owed = await screen.findByRole('region', { name: 'Dinero por devolver' }, WAIT);
    await waitFor(() => expect(owed.textContent).toContain('Andrés Gómez · $\u00a0125.000'), WAIT);
    expect(owed.textContent).toContain('Asientos A-1, A-5');
    expect(screen.queryByRole('article', { name: 'Venta rechazada de Andrés Gómez' })).toBeNull();

    fireEvent.click(within(owed).getByRole('button', { name: 'Confirmar devolución' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dinero por devolver' })).toBeNull(), WAIT);
    expect((await fixture.db.cash_returns.get(refusedOpId))?.returned_at).not.toBeNull();
  });
});

describe('a refused sale in the conflicts dialog', { timeout: 20_000 }, () => {
  it('offers both resolutions instead of Descartar', async () => {
    render(
      <RunCommandProvider value={fixture.runCommand}>
        <ConflictsDialog replica={fixture.db} onClose={() => {}} />
      </RunCommandProvider>,
    );
    const sale = await rejectedSale();
    expect(within(sale).getByRole('button', { name: 'Elegir otros asientos' })).toBeTruthy();
    expect(within(sale).getByRole('button', { name: 'Cancelar y devolver el dinero' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descartar' })).toBeNull();
    expect(screen.queryByText('No hay conflictos.')).toBeNull();
  });
});
