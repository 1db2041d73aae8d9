import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatStatusesUpdate } from '../../api/public-booking';
import { dismissToast } from '../../ui/toast/toast-store';
import { festival, norte, renderPublicPage, seatButton, seatId, SLUG } from './testing/public-event-fixture';

const api = vi.hoisted(() => ({ getEventBySlug: vi.fn(), getSeatStatusesSince: vi.fn(), bookSeats: vi.fn() }));
vi.mock('../../api/events', () => ({ getEventBySlug: api.getEventBySlug }));
vi.mock('../../api/public-booking', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSeatStatusesSince: api.getSeatStatusesSince,
  bookSeats: api.bookSeats,
}));

const TOO_MANY = 'Puedes reservar hasta 12 asientos en línea. Para más asientos contacta a soporte.';


/** A poll that found the statuses changed: only the seats that cannot be sold, under a new version. */
let versions = 0;
function statuses(norteReserved: string[], { paid = [] as string[] } = {}): SeatStatusesUpdate {
  versions += 1;
  return {
    version: versions.toString(16).padStart(16, '0'),
    statuses: { venues: [
      { id: 'norte', reserved: norteReserved.map((code) => seatId('norte', ...splitCode(code))), paid: paid.map((code) => seatId('norte', ...splitCode(code))), blocked: [] },
      { id: 'vip', reserved: [], paid: [], blocked: [] },
    ] },
  };
}
function splitCode(code: string): [string, number] {
  const [row, number] = code.split('-');
  return [row, Number(number)];
}

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** One frame of the fake clock's requestAnimationFrame, and the task queued after it. */
const FRAME_MS = 17;

async function openFestival(event = festival()) {
  api.getEventBySlug.mockResolvedValue(event);
  renderPublicPage();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  // The event's header has rendered; its seats come once a frame has painted it.
  expect(screen.queryByRole('heading', { name: 'Selecciona tus Asientos' })).toBeNull();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(FRAME_MS);
  });
}

/** Runs the clock forward and lets the answers of the polls it triggered arrive. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  api.getSeatStatusesSince.mockResolvedValue(statuses(['A-3']));
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.values(api).forEach((mock) => mock.mockReset());
});

describe('the public event page', () => {
  it('shows the event, the support block and every stand with priced seats', async () => {
    await openFestival();
    expect(screen.getByRole('heading', { level: 1, name: 'Festival Folclórico del Bambuco 2025' })).toBeTruthy();
    expect(screen.getByText('Venta Activa')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Selecciona tus Asientos' })).toBeTruthy();
    expect(screen.getByText('Los asientos se actualizan en tiempo real')).toBeTruthy();

    const support = screen.getByRole('complementary', { name: 'Soporte' });
    expect(within(support).getByRole('link', { name: '+57 300 123 4567' }).getAttribute('href')).toBe('tel:+573001234567');
    expect(within(support).getByRole('link', { name: 'soporte@taquilla.co' }).getAttribute('href')).toBe('mailto:soporte@taquilla.co');
    expect(within(support).getByText(/más de 12 asientos, hacer solicitudes especiales o reservar por teléfono/)).toBeTruthy();
    expect(within(support).getByText('Atención 24/7 durante el festival')).toBeTruthy();

    const stand = screen.getByRole('region', { name: 'Gradería Norte' });
    expect(within(stand).getByRole('heading', { level: 3, name: 'Gradería Norte' })).toBeTruthy();
    expect(within(stand).getByText('$ 50.000')).toBeTruthy();
    expect(within(stand).getByRole('list', { name: 'Leyenda de asientos' }).textContent).toMatch(/Disponible.*Reservado.*Vendido.*Seleccionado.*Bloqueado.*Premium/);
    expect(norte('A', 1).getAttribute('aria-label')).toBe('Fila A · Asiento 1 · Premium · Disponible · $\u00a075.000');
    expect(norte('A', 3).getAttribute('aria-label')).toBe('Fila A · Asiento 3 · Premium · Reservado · $\u00a075.000');
    expect(norte('A', 5).getAttribute('aria-label')).toBe('Fila A · Asiento 5 · Disponible · $\u00a050.000');
    expect(seatButton('Palco VIP', 'A', 2).getAttribute('aria-label')).toBe('Fila A · Asiento 2 · Premium · Disponible · $\u00a0180.000');
  });

  it('says so when the event has no stands yet', async () => {
    await openFestival(festival([]));
    const empty = screen.getByText('Aún no hay graderías disponibles').parentElement!;
    // Says why, and where to turn meanwhile: no bare sentence where the seat map would be.
    expect(empty.textContent).toContain('El organizador aún no ha puesto asientos a la venta para este evento.');
    expect(empty.textContent).toContain('reservar por teléfono');
  });

  it('selects the best N seats together in one click', async () => {
    await openFestival();
    fireEvent.change(screen.getByLabelText('Asientos juntos'), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mejores 3 asientos juntos' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    // Every stand's row A is a front row: Palco VIP's whole row is centred exactly (distance 0),
    // Norte's best run is half a seat off its row's centre.
    await vi.waitFor(() => expect(screen.getByText('3 asientos seleccionados')).toBeTruthy());
    expect([1, 2, 3].every((number) => seatButton('Palco VIP', 'A', number).dataset.status === 'selected')).toBe(true);
    expect(norte('A', 6).dataset.status).toBe('available');

  });

  it('toggles seats and sums them in the summary bar', async () => {
    await openFestival();
    expect(screen.getByText('0 asientos seleccionados')).toBeTruthy();
    expect(screen.getByText('Total: $ 0')).toBeTruthy();

    fireEvent.click(norte('A', 1));
    expect(norte('A', 1).getAttribute('aria-pressed')).toBe('true');
    expect(norte('A', 1).dataset.status).toBe('selected');
    expect(screen.getByText('1 asiento seleccionado')).toBeTruthy();

    fireEvent.click(norte('A', 5));
    expect(screen.getByText('2 asientos seleccionados')).toBeTruthy();
    expect(screen.getByText('Total: $ 125.000')).toBeTruthy();

    fireEvent.click(norte('A', 1));
    expect(norte('A', 1).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Total: $ 50.000')).toBeTruthy();
  });

  it('announces each selection change politely with the count and the total', async () => {
    await openFestival();
    const announcement = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent;
    expect(announcement()).toBe('');

    fireEvent.click(norte('A', 1));
    expect(announcement()).toBe('1 asiento seleccionado, total $\u00a075.000');
    fireEvent.click(norte('A', 5));
    expect(announcement()).toBe('2 asientos seleccionados, total $\u00a0125.000');
    fireEvent.click(norte('A', 1));
    expect(announcement()).toBe('1 asiento seleccionado, total $\u00a050.000');
    fireEvent.click(norte('A', 5));
    expect(announcement()).toBe('Ningún asiento seleccionado, total $\u00a00');
  });

  it('refuses a seat that is not free with a message', async () => {
    await openFestival();
    fireEvent.click(norte('A', 3));
    expect(screen.getByRole('alert').textContent).toContain('El asiento A-3 no está disponible');
    expect(norte('A', 3).getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses a 13th seat and points to support', async () => {
    await openFestival();
    const twelve = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    twelve.forEach((number) => fireEvent.click(norte('A', number)));
    expect(screen.getByText('12 asientos seleccionados')).toBeTruthy();
    expect(screen.queryByText(TOO_MANY)).toBeNull();

    fireEvent.click(norte('B', 1));
    expect(norte('B', 1).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('12 asientos seleccionados')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(TOO_MANY);
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('#soporte');
    expect(document.getElementById('soporte')?.getAttribute('aria-label')).toBe('Soporte');

    fireEvent.click(norte('A', 13));
    expect(screen.queryByText(TOO_MANY, { exact: false })).toBeNull();
  });

  it('asks for a seat before continuing', async () => {
    await openFestival();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar con la Reserva' }));
    expect(screen.getByRole('alert').textContent).toBe('Debes seleccionar al menos un asiento');
    expect(screen.queryByRole('heading', { name: 'Completa tu Reserva' })).toBeNull();
  });
});

describe('live seat statuses', () => {
  it('refreshes every 5 s while visible, pauses while hidden and refreshes at once when shown again', async () => {
    await openFestival();
    expect(api.getSeatStatusesSince).not.toHaveBeenCalled();
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(1);
    expect(api.getSeatStatusesSince).toHaveBeenCalledWith(expect.objectContaining({ slug: SLUG }), undefined);
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(2);

    setHidden(true);
    await advance(60_000);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(2);

    setHidden(false);
    await advance(0);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(3);
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(4);
  });

  it('refreshes every 10 s during checkout', async () => {
    await openFestival();
    fireEvent.click(norte('A', 5));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar con la Reserva' }));
    await advance(5000);
    expect(api.getSeatStatusesSince).not.toHaveBeenCalled();
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(1);
  });

  it('repaints seats taken meanwhile and drops them from the selection with a banner', async () => {
    await openFestival();
    fireEvent.click(norte('A', 5));
    fireEvent.click(norte('A', 6));
    fireEvent.click(norte('A', 7));
    api.getSeatStatusesSince.mockResolvedValue(statuses(['A-3', 'A-5'], { paid: ['A-7', 'B-9'] }));
    await advance(5000);

    expect(norte('A', 5).dataset.status).toBe('reserved');
    expect(norte('A', 7).dataset.status).toBe('paid');
    expect(norte('B', 9).getAttribute('aria-label')).toBe('Fila B · Asiento 9 · Vendido · $\u00a050.000');
    expect(norte('A', 6).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 asiento seleccionado')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Algunos asientos de tu selección ya no están disponibles y se quitaron: A-5, A-7');

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the last statuses when a refresh fails', async () => {
    await openFestival();
    api.getSeatStatusesSince.mockResolvedValueOnce(statuses(['A-3', 'A-5'])).mockRejectedValueOnce(new Error('502'));
    await advance(5000);
    expect(norte('A', 5).dataset.status).toBe('reserved');
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(2);
    expect(norte('A', 5).dataset.status).toBe('reserved');
    // And keeps refreshing.
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenCalledTimes(3);
  });

  it('polls with the version it shows, and an unchanged answer repaints nothing', async () => {
    await openFestival({ ...festival(), seat_statuses_version: '00000000000000f0' });
    const changed = statuses(['A-3', 'A-5']);
    api.getSeatStatusesSince.mockResolvedValueOnce(changed).mockResolvedValueOnce({ version: changed.version, statuses: null });
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenLastCalledWith(expect.objectContaining({ slug: SLUG }), '00000000000000f0');
    expect(norte('A', 5).dataset.status).toBe('reserved');
    await advance(5000);
    expect(api.getSeatStatusesSince).toHaveBeenLastCalledWith(expect.objectContaining({ slug: SLUG }), changed.version);
    expect(norte('A', 5).dataset.status).toBe('reserved');
    expect(norte('A', 3).dataset.status).toBe('reserved');
  });

  it('blinks the live dot once for each change a poll brings, and not for an unchanged answer', async () => {
    await openFestival({ ...festival(), seat_statuses_version: '00000000000000f0' });
    const liveDot = () => screen.getByText('Los asientos se actualizan en tiempo real').querySelector('span')!;
    const shown = liveDot();
    expect(shown.className).toContain('animate-blink-once');
    expect(shown.className).not.toContain('animate-pulse');
    const changed = statuses(['A-3', 'A-5']);
    api.getSeatStatusesSince.mockResolvedValueOnce(changed).mockResolvedValueOnce({ version: changed.version, statuses: null });
    await advance(5000);
    const blinking = liveDot();
    expect(blinking).not.toBe(shown);
    await advance(5000);
    expect(liveDot()).toBe(blinking);
  });

  it('stops refreshing when the visitor leaves the page', async () => {
    await openFestival();
    cleanup();
    await advance(20_000);
    expect(api.getSeatStatusesSince).not.toHaveBeenCalled();
  });
});
