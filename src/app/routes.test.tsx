import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/auth-store';
import { routes } from './routes';

// The pages load their own chunks; these tests check the table still leads to each of them.
vi.mock('../api/supabase-client', () => ({ supabase: {} }));

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('shows a spinner while the first page loads, then the page', async () => {
    renderAt('/pago/sandbox/no-es-un-pago');
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    expect(await screen.findByRole('heading', { name: 'Pago no encontrado' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('keeps organizer pages behind "Sesión requerida"', async () => {
    useAuthStore.setState({ loading: false, session: null, user: null });
    renderAt('/dashboard');
    // The first import of the organizer modules (Dexie, sync) takes a while under vitest.
    expect(await screen.findByRole('heading', { name: 'Sesión requerida' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the 404 page for an unknown path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/no/existe');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
  });
});
