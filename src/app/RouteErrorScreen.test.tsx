import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

afterEach(() => vi.restoreAllMocks());

function Exploding(): never {
  throw new Error('secret stack detail');
}

/** As start-app renders the routes: <BrowserRouter> and useRoutes, the boundary in the shell. */
function Routes() {
  return useRoutes([
    {
      element: (
        <>
          <Link to="/otra">Ir a otra página</Link>
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </>
      ),
      children: [
        { path: '/', element: <Exploding /> },
        { path: '/otra', element: <h1>Otra página</h1> },
      ],
    },
  ]);
}

describe('RouteErrorBoundary', () => {
  it('shows the heading and a Spanish explanation but not the error itself, until the person leaves the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText(/Algo salió mal/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('secret stack detail');

    fireEvent.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });
});
