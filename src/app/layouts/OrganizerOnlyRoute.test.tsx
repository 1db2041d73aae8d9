import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '../../api/profile';
import { useAuthStore } from '../../session/auth-store';
import { useMyProfileStore } from '../../session/my-profile-store';
import { OrganizerOnlyRoute } from './OrganizerOnlyRoute';
import { SidebarNav } from './sidebar/SidebarNav';

vi.mock('../../api/supabase-client', () => ({ supabase: {} }));

function signInAs(role: MyProfile['role'] | 'loading') {
  useAuthStore.setState({ loading: false, session: { user: { id: 'u1' } } as never, user: { id: 'u1' } as never });
  useMyProfileStore.setState(
    role === 'loading'
      ? { userId: 'u1', status: 'loading', profile: null, errorMessage: null }
      : {
          userId: 'u1',
          status: 'ready',
          errorMessage: null,
          profile: { id: 'u1', role, full_name: 'Ana', email: null, organization_id: 'o1', organization: { id: 'o1', name: 'Eventos' } },
        },
  );
}

function renderCreateVenue() {
  const routes = [
    {
      element: <OrganizerOnlyRoute action="crear graderías" />,
      children: [{ path: '/venues/crear', element: <h1>Nueva gradería</h1> }],
    },
    { path: '/reservations', element: <h1>Reservas</h1> },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/venues/crear'] })} />);
}

afterEach(cleanup);

describe('OrganizerOnlyRoute', () => {
  it('tells staff in Spanish that they may not, and points to their screens', () => {
    signInAs('staff');
    renderCreateVenue();
    expect(screen.getByRole('heading', { name: 'No tienes permisos para crear graderías' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nueva gradería' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a Reservas' }).getAttribute('href')).toBe('/reservations');
  });

  it('lets organizers through', () => {
    signInAs('organizer');
    renderCreateVenue();
    expect(screen.getByRole('heading', { name: 'Nueva gradería' })).toBeTruthy();
  });

  it('waits for the profile before deciding', () => {
    signInAs('loading');
    renderCreateVenue();
    expect(screen.getByRole('status').textContent).toBe('Verificando permisos…');
  });

  it('does not wait offline, where the profile may never come: the page opens and the server decides', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAs('loading');
    renderCreateVenue();
    expect(screen.getByRole('heading', { name: 'Nueva gradería' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('SidebarNav', () => {
  const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

  it('hides the venues link from staff and keeps their gate screens', () => {
    signInAs('staff');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <SidebarNav compact={false} /> }])} />);
    expect(linkNames()).toEqual(['Dashboard', 'Mis Eventos', 'Reservas', 'Venta rápida', 'Control de acceso', 'Turno de caja', 'Asignaciones', 'Mi Perfil', 'Centro de Ayuda']);
  });

  it('shows no link while the role is on its way, so that none moves under a tap when it arrives', () => {
    signInAs('loading');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <SidebarNav compact={false} /> }])} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Navegación principal' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows every link offline when the role never came: the server still refuses what staff may not do', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAs('loading');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <SidebarNav compact={false} /> }])} />);
    expect(linkNames()).toContain('Venta rápida');
    vi.restoreAllMocks();
  });

  it('shows organizers every link', () => {
    signInAs('organizer');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <SidebarNav compact={false} /> }])} />);
    expect(linkNames()).toContain('Mis Graderías');
    expect(linkNames()).toContain('Reportes');
  });
});
