import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { SYNC_STATE_KEY } from '../../db/sync-records';
import { ORGANIZATION_ID, testCommandRunner } from '../../db/testing/test-replica';
import { requestSync } from '../../sync/sync-session';
import { syncStatusStore } from '../../sync/sync-status-store';
import { EventsPage } from './EventsPage';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { closeReplica, renderScreen } from '../../session/testing/screen-fixture';
import { allSeats } from '../../db/seat-catalog';
import { paymentBuckets, reservationBuckets, reservationSeatBuckets } from '../../db/row-buckets';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';

const profileState = vi.hoisted(() => ({ current: { status: 'idle', profile: null as unknown } }));
vi.mock('../../session/use-my-profile', () => ({ useMyProfile: () => ({ ...profileState.current, reload: () => {} }) }));
vi.mock('../../sync/sync-session', async (importOriginal) => ({ ...(await importOriginal()), requestSync: vi.fn() }));

let db: TaquillaDatabase;

beforeEach(async () => {
  profileState.current = { status: 'idle', profile: null };
  db = await openSyncedReplica();
});

afterEach(async () => {
  cleanup();
  await closeReplica(db);
});

async function seedTwoEvents() {
  const runCommand = testCommandRunner(db);
  const stand = await runCommand('graderias-create', {
    name: 'Gradería Norte',
    rows: 1,
    columns: 10,
    floors: 1,
    base_price: 50000,
    location_name: 'Estadio Guillermo Plazas Alcid, Neiva',
  });
  const festival = await runCommand('events-create', {
    name: 'Festival Folclórico del Bambuco 2025',
    description: 'Desfiles y música andina',
    event_date: '2025-06-13',
    end_date: '2025-06-30',
    graderia_ids: [stand.entityId],
  });
  await runCommand('events-create', { name: 'Noche de Gala', event_date: '2025-07-04', is_active: false });
  await reservationBuckets.put(db, [{
    id: '00000000-0000-4000-9000-000000000001',
    organization_id: ORGANIZATION_ID,
    event_id: festival.entityId,
    public_customer_id: null,
    customer_name: 'Ana Perdomo',
    customer_email: null,
    customer_phone: null,
    document_type: 'CC',
    document_number: null,
    status: 'paid',
    total_amount: 100000,
    notes: null,
    source: 'public_web',
    expires_at: null,
    created_at: '2025-06-13T17:00:00.000Z',
    updated_at: '2025-06-13T17:00:00.000Z',
  }]);
  // Paid: its money is in.
  await paymentBuckets.put(db, [{
    id: '00000000-0000-4000-9000-0000000000a1',
    organization_id: ORGANIZATION_ID,
    reservation_id: '00000000-0000-4000-9000-000000000001',
    kind: 'charge',
    amount: 100000,
    status: 'completed',
    payment_method: 'cash',
    created_at: '2025-06-13T17:00:00.000Z',
    updated_at: '2025-06-13T17:00:00.000Z',
  }]);
}

const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('EventsPage', () => {
  it('invites to create the first event when there is none', async () => {
    renderScreen('/events', '/events', <EventsPage />);
    expect(await screen.findByText('No tienes eventos creados')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear Mi Primer Evento' }).getAttribute('href')).toBe('/events/crear');
  });

  it('shows each event with its badge, dates, location and real figures', async () => {
    await seedTwoEvents();
    renderScreen('/events', '/events', <EventsPage />);
    const festival = await screen.findByRole('article', { name: 'Festival Folclórico del Bambuco 2025' });
    expect(festival.textContent).toContain('Activo');
    expect(festival.textContent).toContain('Desfiles y música andina');
    expect(festival.textContent).toContain('Estadio Guillermo Plazas Alcid, Neiva');
    const figure = (label: string) => within(festival).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([figure('Graderías'), figure('Reservas'), figure('Ingresos')]).toEqual(['1', '1', '$\u00a0100.000']);
    expect(within(festival).getByRole('link', { name: /Página pública/ }).getAttribute('href')).toBe('/event/festival-folclorico-del-bambuco-2025');

    const gala = screen.getByRole('article', { name: 'Noche de Gala' });
    expect(gala.textContent).toContain('Inactivo');
    expect(gala.textContent).toContain('Sin descripción');
    expect(gala.textContent).toContain('Sin graderías asignadas');
  });

  it('counts the cards again for the clock from the rows already read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      await seedTwoEvents();
      renderScreen('/events', '/events', <EventsPage />);
      await screen.findByRole('article', { name: 'Festival Folclórico del Bambuco 2025' });
      // Read again on each 30 s tick, a festival's 10,000 bookings cost the tablet a pause every time.
      const reads = [vi.spyOn(reservationBuckets, 'all'), vi.spyOn(paymentBuckets, 'all'), vi.spyOn(reservationSeatBuckets, 'where')];
      act(() => vi.advanceTimersByTime(2 * HOLD_CLOCK_MS));
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const read of reads) expect(read).not.toHaveBeenCalled();
      expect(screen.getByRole('article', { name: 'Festival Folclórico del Bambuco 2025' }).textContent).toContain('Activo');
      for (const read of reads) read.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows on the card how many of the event’s tickets came in through the gates, live', async () => {
    await seedTwoEvents();
    const festival = (await db.events.toArray()).find((event) => event.is_active)!;
    const seat = (await allSeats(db))[0];
    const sale = { organization_id: ORGANIZATION_ID, reservation_id: '00000000-0000-4000-9000-000000000001', event_id: festival.id, price: 50000, active: true };
    const stamp = '2025-06-13T17:00:00.000Z';
    await reservationSeatBuckets.put(db, [
      { ...sale, id: '00000000-0000-4000-9000-0000000000b1', seat_id: seat.id, created_at: stamp, updated_at: stamp },
      { ...sale, id: '00000000-0000-4000-9000-0000000000b2', seat_id: (await allSeats(db))[1].id, created_at: stamp, updated_at: stamp },
    ]);
    renderScreen('/events', '/events', <EventsPage />);
    const card = await screen.findByRole('article', { name: 'Festival Folclórico del Bambuco 2025' });
    expect(await within(card).findByText('0 de 2 ingresaron')).toBeTruthy();
    await db.ticket_check_ins.put({
      id: '00000000-0000-4000-9000-0000000000c1',
      organization_id: ORGANIZATION_ID,
      event_id: festival.id,
      ticket_id: '00000000-0000-4000-9000-0000000000b1',
      seat_id: seat.id,
      device_id: '00000000-0000-4000-9000-0000000000d1',
      gate: 'Puerta Norte',
      scanned_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    });
    expect(await within(card).findByText('1 de 2 ingresó')).toBeTruthy();
    // An event with no tickets sold shows no entry figures.
    expect(within(screen.getByRole('article', { name: 'Noche de Gala' })).queryByTestId('entry-counts')).toBeNull();
  });

  it('narrows the list by text and by date, and clears both', async () => {
    await seedTwoEvents();
    renderScreen('/events', '/events', <EventsPage />);
    await screen.findByRole('article', { name: 'Noche de Gala' });

    fireEvent.change(screen.getByLabelText('Buscar eventos'), { target: { value: 'musica' } });
    expect(cardNames()).toEqual(['Festival Folclórico del Bambuco 2025']);
    expect(screen.getByText('Mostrando 1 de 2 eventos')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Buscar eventos'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Eventos en la fecha'), { target: { value: '2025-07-04' } });
    expect(cardNames()).toEqual(['Noche de Gala']);

    fireEvent.change(screen.getByLabelText('Buscar eventos'), { target: { value: 'festival' } });
    expect(screen.getByText('Ningún evento coincide con la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]);
    expect(cardNames()).toEqual(['Festival Folclórico del Bambuco 2025', 'Noche de Gala']);
  });

  it('says the first load failed, with Reintentar, instead of claiming there are no events', async () => {
    await db.sync_state.update(SYNC_STATE_KEY, { cursor: null });
    syncStatusStore.setState({ state: 'offline', online: false });
    renderScreen('/events', '/events', <EventsPage />);
    expect(await screen.findByText('Error temporal al cargar los eventos. Verifica tu conexión e intenta nuevamente.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('No tienes eventos creados')).toBeNull();
  });

  it('asks the session for a sync, not a page reload, on Reintentar after a failed first sync', async () => {
    await db.sync_state.update(SYNC_STATE_KEY, { cursor: null });
    syncStatusStore.setState({ state: 'error' });
    renderScreen('/events', '/events', <EventsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(requestSync).toHaveBeenCalledOnce();
  });

  it('tells an account without organization to contact the administrator, with no retry', async () => {
    profileState.current = { status: 'ready', profile: null };
    renderScreen('/events', '/events', <EventsPage />);
    expect(await screen.findByText('No se encontró una organización asociada a tu cuenta. Contacta al administrador.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
