import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reservationSeatBuckets } from '../../db/row-buckets';
import { SYNC_STATE_KEY } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { discardReplica, testCommandRunner } from '../../db/testing/test-replica';
import { seatIdOf } from '../../domain/seat-id';
import { requestSync } from '../../sync/sync-session';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { EditVenuePage } from './EditVenuePage';
import { renderVenueScreen, sellSeats } from './testing/venue-screens';
import { VenuePlanPage } from './VenuePlanPage';

vi.mock('../../sync/sync-session', async (importOriginal) => ({ ...(await importOriginal()), requestSync: vi.fn() }));

let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openSyncedReplica();
});

afterEach(async () => {
  cleanup();
  syncStatusStore.setState(NO_SYNC_SESSION);
  await discardReplica(db);
});

/** A 2-floor stand of 2 × 10 seats per floor, sold by two events; seat A1 of floor 1 is sold for the gala only. */
async function standSoldByTwoEvents() {
  const runCommand = testCommandRunner(db);
  const stand = await runCommand('graderias-create', { name: 'Zona Sur', rows: 2, columns: 10, floors: 2, base_price: 50000 });
  await runCommand('events-create', { name: 'Festival', event_date: '2025-06-13', graderia_ids: [stand.entityId] });
  const gala = await runCommand('events-create', { name: 'Gala', event_date: '2025-06-20', graderia_ids: [stand.entityId] });
  await sellSeats(db, gala.entityId, [await seatIdOf(stand.entityId, 1, 'A', 1)]);
  return stand.entityId;
}

function renderAt(path: string, route: string, screenElement: ReactElement) {
  renderVenueScreen({ db, runCommand: testCommandRunner(db), path, route }, screenElement);
}

describe('VenuePlanPage', () => {
  it('groups the seats by floor and row, with tooltips, for the chosen event', async () => {
    const standId = await standSoldByTwoEvents();
    renderAt(`/venues/${standId}/ver`, '/venues/:id/ver', <VenuePlanPage />);

    expect(await screen.findByRole('heading', { name: 'Piso 2' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(40);
    const firstSeat = screen.getByRole('img', { name: 'Piso 1 · Fila A · Asiento 1 · Premium · Disponible' });
    expect(firstSeat.getAttribute('title')).toBe('Piso 1 · Fila A · Asiento 1 · Premium · Disponible');
    // The same place on each floor is two seats, and reads as two.
    expect(screen.getByRole('img', { name: 'Piso 1 · Fila B · Asiento 5 · Disponible' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Piso 2 · Fila B · Asiento 5 · Disponible' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Estado para el evento'), { target: { value: (await db.events.where('slug').equals('gala').first())!.id } });
    expect(await screen.findByRole('img', { name: 'Piso 1 · Fila A · Asiento 1 · Premium · Vendido' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Piso 2 · Fila A · Asiento 1 · Premium · Disponible' })).toBeTruthy();
    expect(screen.getByText('Ocupados').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Ocupación').nextElementSibling?.textContent).toBe('3%');
  });

  it("does not read the stand's statuses again for a pull that changed no row", async () => {
    const standId = await standSoldByTwoEvents();
    renderAt(`/venues/${standId}/ver`, '/venues/:id/ver', <VenuePlanPage />);
    expect(await screen.findByRole('heading', { name: 'Piso 2' })).toBeTruthy();
    // Its query read the sync record (this device's leases), which every pull moves: the
    // 12,500 seats of the largest stand were read again every 30 s (BENCHMARKS.md, the twenty-second session).
    const reads = vi.spyOn(reservationSeatBuckets, 'where');
    await act(() => db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-2', last_synced_at: '2025-06-13T17:00:30.000Z' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('says when the stand is not in the replica', async () => {
    renderAt('/venues/7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a/ver', '/venues/:id/ver', <VenuePlanPage />);
    expect(await screen.findByRole('heading', { name: 'Error: Gradería no encontrada' })).toBeTruthy();
  });

  it('says the stand could not be loaded, with Reintentar, when the first sync failed', async () => {
    await db.sync_state.update(SYNC_STATE_KEY, { cursor: null });
    syncStatusStore.setState({ state: 'error' });
    renderAt('/venues/7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a/ver', '/venues/:id/ver', <VenuePlanPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar la gradería. Por favor, intenta nuevamente.');
    expect(screen.queryByRole('heading', { name: 'Error: Gradería no encontrada' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(requestSync).toHaveBeenCalledOnce();
  });
});

describe('EditVenuePage', () => {
  it('warns that seats are sold and keeps the dimensions read-only', async () => {
    const standId = await standSoldByTwoEvents();
    renderAt(`/venues/${standId}/editar`, '/venues/:id/editar', <EditVenuePage />);
    expect(await screen.findByText('Esta gradería tiene asientos reservados o vendidos')).toBeTruthy();
    expect(screen.getByText('Capacidad total').nextElementSibling?.textContent).toBe('40');
    expect(screen.queryByLabelText('Filas')).toBeNull();
  });

  it('shows no notice while every seat is free', async () => {
    const stand = await testCommandRunner(db)('graderias-create', { name: 'Palco', rows: 1, columns: 8, floors: 1, base_price: 150000 });
    renderAt(`/venues/${stand.entityId}/editar`, '/venues/:id/editar', <EditVenuePage />);
    expect(await screen.findByRole('button', { name: 'Guardar Cambios' })).toBeTruthy();
    expect(screen.queryByText('Esta gradería tiene asientos reservados o vendidos')).toBeNull();
  });
});
