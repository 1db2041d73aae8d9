import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
// First: Dexie looks for IndexedDB when it loads, and the test replica brings the fake one.
import '../../db/testing/test-replica';
import { requestSync } from '../../sync/sync-session';
import { syncStatusStore } from '../../sync/sync-status-store';
import { closeReplica } from '../../session/testing/screen-fixture';
import { historyDownloaded, historyStillDownloading, openSyncedReplica } from '../../session/testing/synced-replica';
import { DEMO_FESTIVAL_SLUG } from '../../domain/demo-festival';
import { DASHBOARD_NOW, openFestivalBoxOffice, renderDashboard, type DashboardFixture } from './testing/dashboard-fixture';
import { reservationBuckets, reservationSeatBuckets } from '../../db/row-buckets';
import { SYNC_STATE_KEY } from '../../db/sync-records';
import { useDashboard } from './use-dashboard';

const profileState = vi.hoisted(() => ({ current: { status: 'idle', profile: null as unknown } }));
vi.mock('../../session/use-my-profile', () => ({ useMyProfile: () => ({ ...profileState.current, reload: () => {} }) }));
vi.mock('../../sync/sync-session', async (importOriginal) => ({ ...(await importOriginal()), requestSync: vi.fn() }));

let db: TaquillaDatabase;
let office: DashboardFixture;

beforeEach(async () => {
  profileState.current = {
    status: 'ready',
    profile: { full_name: 'Laura Méndez', organization_id: 'org', organization: { id: 'org', name: 'Eventos del Huila' } },
  };
  vi.mocked(requestSync).mockReset();
  db = await openSyncedReplica();
  office = await openFestivalBoxOffice(db);
  // Only the clock is fake: the replica's live queries still run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DASHBOARD_NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await closeReplica(db);
});

const statCard = (label: string) => screen.getByText(label).parentElement!;
const section = (name: string) => screen.getByRole('region', { name });
const text = (element: HTMLElement) => element.textContent!.replace(/\u00a0/g, ' ');

const WAITING = 'Descargando los datos de la organización: las cifras aparecen al terminar…';

describe('DashboardPage', () => {
  it('shows the four figures of the box office', async () => {
    renderDashboard(office.runCommand);
    await screen.findByText('Ocupación total');
    expect(screen.getByText('¡Hola, Laura Méndez! Así va Eventos del Huila.')).toBeTruthy();
    // On sale: Norte (20 seats) for the festival and San Pedro, Palco VIP (8) for the
    // festival; Zona Sur is in maintenance., B-5 and A-1 are taken for the festival.
    expect(text(statCard('Ocupación total'))).toContain('8%');
    expect(text(statCard('Ocupación total'))).toContain('4 de 48 asientos en venta');
    // Today B-5 (50.000) and A-1 (75.000) against yesterday's 100.000.
    expect(text(statCard('Ingresos de hoy'))).toContain('$ 125.000');
    expect(text(statCard('Ingresos de hoy'))).toContain('+25% vs ayer');
    // Ana, Carlos and María; only Ana's was active when the day began. Pedro's was cancelled.
    expect(text(statCard('Reservas activas'))).toContain('3');
    expect(text(statCard('Reservas activas'))).toContain('+2 desde ayer');
    expect(text(statCard('Graderías activas'))).toContain('2');
    expect(text(statCard('Graderías activas'))).toContain('1 en mantenimiento');
  });

  it('features the fullest stand with its revenue and potential', async () => {
    renderDashboard(office.runCommand);
    const featured = await screen.findByRole('region', { name: 'Gradería destacada' });
    expect(within(featured).getByText('Gradería Norte')).toBeTruthy();
    expect(within(featured).getByText('Estadio Guillermo Plazas Alcid, Neiva')).toBeTruthy();
    // 4 of its 40 seats on sale (20 for each of two events).
    expect(within(featured).getByRole('progressbar', { name: 'Ocupación de Gradería Norte' }).getAttribute('aria-valuenow')).toBe('10');
    expect(within(featured).getByText('4 de 40 asientos · Sumado en 2 eventos activos')).toBeTruthy();
    // The money received: Ana's 100.000, Carlos's 50.000 and María's premium A-1 at 75.000 —
    // not 4 seats × the base price (200.000).
    expect(text(within(featured).getByText('Recaudo').nextElementSibling as HTMLElement)).toBe('$ 225.000');
    // Every seat at its own price for each of the two events: 16 premium at 75.000 and 4
    // regular at 50.000 — not 40 × the base price (2.000.000), below a sold-out stand's takings.
    expect(text(within(featured).getByText('Potencial').nextElementSibling as HTMLElement)).toBe('$ 2.800.000');
  });

  it('lists the reservation log newest first, with a link to all reservations', async () => {
    renderDashboard(office.runCommand);
    const activity = await screen.findByRole('region', { name: 'Actividad reciente' });
    const rows = within(activity).getAllByRole('listitem').map(text);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatch(/^Reserva canceladaAtenciónPedro Ruiz1 asiento · Gradería Nortehace 20 minutos$/);
    expect(rows[1]).toMatch(/^Nueva reservaNuevoPedro Ruiz · \$ 75\.000/);
    expect(rows[3]).toMatch(/^Pago recibidoCompletadoCarlos Gómez · \$ 50\.000/);
    expect(rows[5]).toContain('Ana Trujillo · $ 100.000');
    expect(within(activity).getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe('/reservations');
  });

  it('lists the active events from today with their status, with a link to the events', async () => {
    renderDashboard(office.runCommand);
    const upcoming = await screen.findByRole('region', { name: 'Próximos eventos' });
    const rows = within(upcoming).getAllByRole('listitem').map(text);
    expect(rows).toEqual([
      expect.stringMatching(/^Festival Folclórico del Bambuco 2025.*En cursoConfirmado$/),
      expect.stringMatching(/^Noche de San Pedro29 de jun de 2025 · 8:00 p\. m\.En 15 díasPreparando$/),
      expect.stringMatching(/^Feria de Diciembre.*Planificando$/),
    ]);
    expect(within(upcoming).getByRole('link', { name: 'Ver todos' }).getAttribute('href')).toBe('/events');
  });

  it('offers the page of the organization’s own running festival and a new reservation', async () => {
    const festival = (await db.events.get(office.festivalId))!;
    renderDashboard(office.runCommand);
    const banner = await screen.findByRole('region', { name: 'Página pública del evento' });
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe('Festival Folclórico del Bambuco 2025');
    expect(text(banner)).toContain('13–30 de junio de 2025');
    expect(within(banner).getByRole('link', { name: /Ver página pública/ }).getAttribute('href')).toBe(`/event/${festival.slug}`);
    expect(festival.slug).not.toBe(DEMO_FESTIVAL_SLUG);
    expect(screen.getByRole('link', { name: 'Nueva Reserva' }).getAttribute('href')).toBe('/reservations');
  });

  it('shows the next public event once the festival is switched off, and no banner without one', async () => {
    await act(async () => {
      await office.runCommand('events-update', { id: office.festivalId, is_active: false });
    });
    renderDashboard(office.runCommand);
    const banner = await screen.findByRole('region', { name: 'Página pública del evento' });
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe('Noche de San Pedro');

    const others = (await db.events.toArray()).filter((event) => event.is_active);
    await act(async () => {
      for (const event of others) await office.runCommand('events-update', { id: event.id, is_active: false });
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Página pública del evento' })).toBeNull());
    expect(screen.queryByRole('link', { name: /Ver página pública/ })).toBeNull();
    expect(screen.queryByText(/Bambuco/)).toBeNull();
  });

  it('keeps the spec’s festival banner for the demo organization, the owner of its slug', async () => {
    await act(async () => {
      await office.runCommand('events-update', { id: office.festivalId, slug: DEMO_FESTIVAL_SLUG });
    });
    renderDashboard(office.runCommand);
    const banner = await screen.findByRole('region', { name: 'Página pública del evento' });
    expect(text(banner)).toContain('Neiva · 13 al 30 de junio');
    expect(within(banner).getByRole('link', { name: /Ver página pública/ }).getAttribute('href')).toBe('/event/festival-bambuco-2025');
  });

  it('changes as soon as a sale is written to the replica', async () => {
    renderDashboard(office.runCommand);
    await screen.findByText('Ocupación total');
    office.at(DASHBOARD_NOW.toISOString());
    await act(async () => {
      await office.runCommand('reservations-create-manual', {
        event_id: office.festivalId,
        seat_ids: [await office.northSeat('B', 6)],
        customer_name: 'Lucía Perdomo',
        customer_email: 'lucia@correo.co',
        document_number: '1075000001',
        customer_phone: '3009876543',
        payment_method: 'marked_paid',
      });
    });
    await waitFor(() => expect(text(statCard('Ingresos de hoy'))).toContain('$ 175.000'));
    expect(text(statCard('Reservas activas'))).toContain('+3 desde ayer');
    expect(text(statCard('Ocupación total'))).toContain('5 de 48');
    expect(text(within(section('Actividad reciente')).getAllByRole('listitem')[0])).toContain('Lucía Perdomo');
  });

  it('shows each active event’s tickets checked in against sold, live, per stand', async () => {
    renderDashboard(office.runCommand);
    const entries = await screen.findByRole('region', { name: 'Ingreso a eventos' });
    // Ana's, Carlos's B-5 and María's A-1 are tickets; Pedro's cancelled B-7 is not.
    await waitFor(() => expect(text(entries)).toContain('0 de 4 ingresaron'));
    const ticket = (await reservationSeatBuckets.where(db, 'seat_id', [await office.northSeat('A', 1)])).find((sale) => sale.active)!;
    // Another gate's scan of A-1, as a pull brings it.
    await act(async () => {
      const at = DASHBOARD_NOW.toISOString();
      const scan = { id: crypto.randomUUID(), organization_id: 'org', event_id: office.festivalId, ticket_id: ticket.id, seat_id: ticket.seat_id };
      await db.ticket_check_ins.put({ ...scan, device_id: crypto.randomUUID(), gate: 'Puerta Norte', scanned_at: at, created_at: at, updated_at: at });
    });
    await waitFor(() => expect(text(entries)).toContain('1 de 4 ingresó'));
    expect(text(entries)).toContain('Gradería Norte');
  });

  it('syncs on Actualizar and says so once the cycle ends', async () => {
    vi.mocked(requestSync).mockImplementation(() => syncStatusStore.setState({ state: 'syncing' }));
    renderDashboard(office.runCommand);
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(requestSync).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Actualizando…' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Dashboard actualizado')).toBeNull();
    act(() => syncStatusStore.setState({ state: 'idle' }));
    expect(await screen.findByText('Dashboard actualizado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toHaveProperty('disabled', false);
  });

  it('works offline from the replica, and Actualizar says the figures are this device’s', async () => {
    syncStatusStore.setState({ state: 'offline', online: false });
    renderDashboard(office.runCommand);
    await screen.findByText('Reservas activas');
    expect(text(statCard('Reservas activas'))).toContain('3');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Dashboard actualizado')).toBeTruthy();
    expect(screen.getByText('Sin conexión: las cifras son las guardadas en este dispositivo.')).toBeTruthy();
  });

  it('moves its figures to the new day from the rows already read: the clock reads no table again', async () => {
    syncStatusStore.setState({ state: 'offline', online: false });
    renderDashboard(office.runCommand);
    await screen.findByText('Ingresos de hoy');
    await screen.findByRole('region', { name: 'Ingreso a eventos' });
    expect(text(statCard('Ingresos de hoy'))).toContain('$ 125.000');
    // Read again on each 30 s tick, a festival's 10,000 bookings took the renderer ~100 ms every time.
    const reads = [vi.spyOn(reservationBuckets, 'all'), vi.spyOn(reservationSeatBuckets, 'where')];

    vi.setSystemTime(new Date(DASHBOARD_NOW.getTime() + 24 * 3_600_000));
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));

    await waitFor(() => expect(text(statCard('Ingresos de hoy'))).toContain('$ 0'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    for (const read of reads) read.mockRestore();
  });

  it('derives its figures again when the day changes, not on a tick within the same day', async () => {
    const { result } = renderHook(() => useDashboard());
    await waitFor(() => expect(result.current.figures.status).toBe('ready'));
    const figures = result.current.figures;

    vi.setSystemTime(new Date(DASHBOARD_NOW.getTime() + 60_000));
    act(() => result.current.tick());
    expect(result.current.figures).toBe(figures);

    vi.setSystemTime(new Date(DASHBOARD_NOW.getTime() + 24 * 3_600_000));
    act(() => result.current.tick());
    expect(result.current.figures).not.toBe(figures);
  });

  it('waits for the first sync’s sales history before its figures, and shows them once it is in', async () => {
    const progress = await historyStillDownloading(db);
    renderDashboard(office.runCommand);
    expect(await screen.findByText(WAITING)).toBeTruthy();
    // A page more of the history changes nothing on screen: no partial totals.
    await act(() => db.sync_state.update(SYNC_STATE_KEY, { pull_progress: { ...progress, received: { reservations: 8_000 } } }));
    expect(screen.queryByText('Ocupación total')).toBeNull();

    await act(() => historyDownloaded(db));
    await screen.findByText('Ocupación total');
    expect(text(statCard('Reservas activas'))).toContain('3');
    expect(screen.queryByText(WAITING)).toBeNull();
  });

  it('shows the spec’s message when the replica cannot be read', async () => {
    db.close();
    renderDashboard(office.runCommand);
    expect(text(await screen.findByRole('alert'))).toBe('Error al cargar el dashboard. Por favor, intenta nuevamente.');
  });
});
