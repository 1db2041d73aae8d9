import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../session/auth-store';
import { routes } from './routes';

// The pages load their own chunks; these tests check the table still leads to each of them.
// The session pages start the auth client (start-session.ts): one that never hears of a session.
vi.mock('../api/supabase-client', () => ({
  supabase: {
    auth: {
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      getSession: async () => ({ data: { session: null } }),
    },
  },
}));

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

  it('sends a password-only session of an account with two-factor on from organizer pages to the code step', async () => {
    const aal1 = btoa(JSON.stringify({ sub: 'u1', aal: 'aal1' })).replace(/=+$/, '');
    const user = { id: 'u1', email: 'laura@eventoshuila.co', factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] };
    useAuthStore.setState({ loading: false, session: { access_token: `x.${aal1}.y`, user } as never, user: user as never });
    renderAt('/reservations');
    expect(await screen.findByRole('heading', { name: 'Código de verificación' }, { timeout: 10_000 })).toBeTruthy();
    // The code step's own chunk (its MFA calls) loads after the heading.
    expect(await screen.findByLabelText('Código de verificación')).toBeTruthy();
  });

  it('shows the 404 page for an unknown path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/no/existe');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
  });
});
