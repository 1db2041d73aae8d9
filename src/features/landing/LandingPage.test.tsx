import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { organizerRoutes } from '../../app/organizer-routes';
import { routes } from '../../app/routes';
import { LandingPage } from './LandingPage';

function renderLanding() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LandingPage /> }])} />);
}

/** Why an href leads nowhere, or null when it leads somewhere real. */
function deadLinkReason(href: string | null): string | null {
  if (!href) return 'sin href';
  if (href.startsWith('mailto:')) return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href) ? null : 'correo mal formado';
  if (href.startsWith('tel:')) return /^tel:\+\d{8,15}$/.test(href) ? null : 'teléfono mal formado';
  if (href.startsWith('#')) return href.length > 1 && document.getElementById(href.slice(1)) ? null : 'ancla sin destino en la página';
  if (!href.startsWith('/')) return 'no es una ruta de la app';
  // A path the public table does not know goes to the organizer's table, whose '*' is the 404.
  const registered = (table: typeof routes) => {
    const deepest = matchRoutes(table, href)?.at(-1)?.route;
    return Boolean(deepest && deepest.path !== '*');
  };
  return registered(routes) || registered(organizerRoutes) ? null : 'ninguna ruta registrada (solo la 404)';
}

afterEach(cleanup);

describe('LandingPage', () => {
  it('has no dead links: every href is a registered route, an anchor on the page, mailto or tel', () => {
    renderLanding();
    const links = [...document.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(10);
    const dead = links.map((link) => ({ href: link.getAttribute('href'), reason: deadLinkReason(link.getAttribute('href')) })).filter((link) => link.reason);
    expect(dead).toEqual([]);
  });

  it('offers sign in and registration in the navbar', () => {
    renderLanding();
    const navbar = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(navbar).getByText('Iniciar sesión').getAttribute('href')).toBe('/login');
    expect(within(navbar).getByText('Registrarse').getAttribute('href')).toBe('/register');
  });

  it('starts the free demo from the hero and scrolls to the four features', () => {
    renderLanding();
    expect(screen.getByText('Comenzar Demo Gratuito').getAttribute('href')).toBe('/register');
    expect(screen.getByText('Ver funciones').getAttribute('href')).toBe('#funciones');
    const features = document.getElementById('funciones')!;
    expect([...features.querySelectorAll('h3')].map((title) => title.textContent)).toEqual([
      'Mapas interactivos', 'Gestión de reservas', 'Analítica en tiempo real', 'Multi-evento',
    ]);
  });

  it('links the demo festival and closes with a call to register', () => {
    renderLanding();
    expect(screen.getByText('Ver el festival').closest('a')!.getAttribute('href')).toBe('/event/festival-bambuco-2025');
    expect(screen.getByText('Crear mi cuenta').getAttribute('href')).toBe('/register');
  });
});
