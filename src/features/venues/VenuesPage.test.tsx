import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_STATE_KEY } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { discardReplica, testCommandRunner } from '../../db/testing/test-replica';
import { requestSync } from '../../sync/sync-session';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { renderVenueScreen, sellSeats } from './testing/venue-screens';
import { VenuesPage } from './VenuesPage';
import { seatIdOf } from '../../domain/seat-id';
import { putSeats, seatById } from '../../db/seat-catalog';

const profileState = vi.hoisted(() => ({ current: { status: 'idle', profile: null as unknown } }));
vi.mock('../../session/use-my-profile', () => ({ useMyProfile: () => ({ ...profileState.current, reload: () => {} }) }));
vi.mock('../../sync/sync-session', async (importOriginal) => ({ ...(await importOriginal()), requestSync: vi.fn() }));

let db: TaquillaDatabase;

beforeEach(async () => {
  profileState.current = { status: 'idle', profile: null };
  vi.mocked(requestSync).mockClear();
  db = await openSyncedReplica();
});

afterEach(async () => {
  cleanup();
  syncStatusStore.setState(NO_SYNC_SESSION);
  await discardReplica(db);
});

function render() {
  return renderVenueScreen({ db, runCommand: testCommandRunner(db), path: '/venues', route: '/venues' }, <VenuesPage />);
}

describe('VenuesPage', () => {
  it('offers to create the first stand when there is none', async () => {
    render();
    expect((await screen.findByRole('link', { name: 'Crear Mi Primera Gradería' })).getAttribute('href')).toBe('/venues/crear');
  });

  it('shows each stand’s occupancy and revenue over the active events that sell it', async () => {
    const runCommand = testCommandRunner(db);
    const north = await runCommand('graderias-create', { name: 'Gradería Norte', rows: 2, columns: 10, floors: 1, base_price: 50000 });
    await runCommand('graderias-create', { name: 'Palco VIP', rows: 1, columns: 8, floors: 1, base_price: 150000 });
    const festival = await runCommand('events-create', { name: 'Festival', event_date: '2025-06-13', graderia_ids: [north.entityId] });
    const gala = await runCommand('events-create', { name: 'Gala', event_date: '2025-06-20', graderia_ids: [north.entityId] });
    const seat = (column: number) => seatIdOf(north.entityId, 1, 'A', column);
    // A-1…A-4 are premium (75.000), A-5 regular (50.000).
    await sellSeats(db, festival.entityId, [await seat(1), await seat(2), await seat(3), await seat(4)]);
    await sellSeats(db, gala.entityId, [await seat(5)]);
    await sellSeats(db, gala.entityId, [await seat(6), await seat(7)], 'cancelled');
    // B-10 (premium) is switched off: it can never be sold, so it brings in nothing.
    const b10 = (await seatById(db, await seatIdOf(north.entityId, 1, 'B', 10)))!;
    await putSeats(db, [{ ...b10, is_active: false }]);

    render();
    const card = await screen.findByRole('article', { name: 'Gradería Norte' });
    // Two active events offer its 20 seats each: 40 in all, 5 occupied.
    expect(within(card).getByText('13%')).toBeTruthy();
    expect(within(card).getByText('Sumado en 2 eventos activos')).toBeTruthy();
    expect(within(card).getByText('Ocupados').previousElementSibling?.textContent).toBe('5');
    expect(within(card).getByText('Disponibles').previousElementSibling?.textContent).toBe('33');
    expect(within(card).getByText('Total').previousElementSibling?.textContent).toBe('40');
    // The money received: premium seats at their price, not 5 × the base price (250.000).
    expect(within(card).getByText('Recaudo generado').nextElementSibling?.textContent).toBe('$\u00a0350.000');

    const palco = screen.getByRole('article', { name: 'Palco VIP' });
    expect(within(palco).getByText('Sin eventos activos')).toBeTruthy();
    expect(screen.getByText('Total de graderías').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('48')).toBeTruthy();
    expect(screen.getByText('5 ocupados')).toBeTruthy();
    // The most the stands can bring in, each active seat at its own price (not 48 × base
    // price = 3.200.000, below what they bring in sold out): Norte's 15 premium and 4
    // regular seats for each of 2 events, and Palco's 8 premium seats once (no event sells it).
    expect(screen.getByText('Potencial máximo: $ 4.450.000')).toBeTruthy();
  });

  it('shows the spec’s message when the replica cannot be read', async () => {
    db.close();
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar las graderías. Por favor, intenta nuevamente.');
  });

  it('says the stands could not be loaded, with Reintentar, when the first sync failed', async () => {
    await db.sync_state.update(SYNC_STATE_KEY, { cursor: null });
    syncStatusStore.setState({ state: 'offline', online: false });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar las graderías. Por favor, intenta nuevamente.');
    expect(screen.queryByText('Aún no tienes graderías')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(requestSync).toHaveBeenCalledOnce();
  });

  it('tells an account without organization to contact the administrator', async () => {
    profileState.current = { status: 'ready', profile: null };
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('No se encontró una organización asociada a tu cuenta. Contacta al administrador.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
