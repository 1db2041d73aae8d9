import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { PublicEvent } from '../../api/events';
import { PublicEventPage } from './PublicEventPage';
import { RETRY_UNREACHABLE_MS } from './use-online-answer';

const getEventBySlug = vi.hoisted(() => vi.fn());
vi.mock('../../api/events', () => ({ getEventBySlug }));
// The loaded page polls seat statuses; these tests are about loading it, so the poll never answers.
vi.mock('../../api/public-booking', () => ({ getSeatStatusesSince: () => new Promise(() => {}) }));

const FESTIVAL: PublicEvent = {
  id: 'e1',
  name: 'Festival Folclórico del Bambuco 2025',
  slug: 'festival-bambuco-2025',
  description: null,
  event_date: '2025-06-13',
  event_time: '18:00:00',
  end_date: '2025-06-30',
  end_time: '23:00:00',
  image_url: null,
  is_active: true,
  venues: [],
};

const NETWORK_ERROR = new ApiError('No hay conexión con el servidor.', 'network_error');

let online = true;

function setConnection(isOnline: boolean) {
  online = isOnline;
  act(() => void window.dispatchEvent(new Event(isOnline ? 'online' : 'offline')));
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/event/:slug', element: <PublicEventPage /> }], {
    initialEntries: ['/event/festival-bambuco-2025'],
  });
  render(<RouterProvider router={router} />);
}

const offlineHeading = () => screen.queryByRole('heading', { name: 'Sin conexión' });
const offlineText = 'La reserva en línea necesita conexión a internet. Conéctate y vuelve a intentarlo.';

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  getEventBySlug.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PublicEventPage without a connection', () => {
  it('says booking needs a connection, without calling the server, and loads when the network returns', async () => {
    online = false;
    getEventBySlug.mockResolvedValue(FESTIVAL);
    renderPage();

    expect(offlineHeading()).not.toBeNull();
    expect(screen.getByText(offlineText)).toBeTruthy();
    expect(getEventBySlug).not.toHaveBeenCalled();

    setConnection(true);
    expect(await screen.findByRole('heading', { name: FESTIVAL.name })).toBeTruthy();
    expect(offlineHeading()).toBeNull();
  });

  it('treats a request that never reached the server as offline, and retries on demand', async () => {
    getEventBySlug.mockRejectedValueOnce(NETWORK_ERROR).mockResolvedValueOnce(FESTIVAL);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: FESTIVAL.name })).toBeTruthy();
    expect(getEventBySlug).toHaveBeenCalledTimes(2);
  });

  it('asks again by itself while the browser says online but requests do not get through', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      getEventBySlug.mockRejectedValueOnce(NETWORK_ERROR).mockRejectedValueOnce(NETWORK_ERROR).mockResolvedValueOnce(FESTIVAL);
      renderPage();
      await act(async () => {});
      expect(offlineHeading()).not.toBeNull();

      await act(async () => void vi.advanceTimersByTime(RETRY_UNREACHABLE_MS - 1));
      expect(getEventBySlug).toHaveBeenCalledTimes(1);
      await act(async () => void vi.advanceTimersByTime(1));
      expect(getEventBySlug).toHaveBeenCalledTimes(2);
      expect(offlineHeading()).not.toBeNull();

      await act(async () => void vi.advanceTimersByTime(RETRY_UNREACHABLE_MS));
      expect(getEventBySlug).toHaveBeenCalledTimes(3);
      expect(screen.getByRole('heading', { name: FESTIVAL.name })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask while the browser knows it is offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      online = false;
      renderPage();
      await act(async () => void vi.advanceTimersByTime(RETRY_UNREACHABLE_MS * 3));
      expect(getEventBySlug).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('replaces a loaded event with the message when the connection drops, and reloads it after', async () => {
    getEventBySlug.mockResolvedValue(FESTIVAL);
    renderPage();
    await screen.findByRole('heading', { name: FESTIVAL.name });

    setConnection(false);
    expect(offlineHeading()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: FESTIVAL.name })).toBeNull();

    setConnection(true);
    expect(await screen.findByRole('heading', { name: FESTIVAL.name })).toBeTruthy();
    expect(getEventBySlug).toHaveBeenCalledTimes(2);
  });

  it('still tells a missing event apart from a lost connection', async () => {
    getEventBySlug.mockRejectedValue(new ApiError('Evento no encontrado', 'event_not_found'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Evento no encontrado' })).toBeTruthy();
    expect(offlineHeading()).toBeNull();
  });
});
