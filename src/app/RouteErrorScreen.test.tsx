import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from './RouteErrorScreen';

afterEach(() => vi.restoreAllMocks());

function Exploding(): never {
  throw new Error('secret stack detail');
}

describe('RouteErrorScreen', () => {
  it('shows the heading and a Spanish explanation but not the error itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Exploding />, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText(/Algo salió mal/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('secret stack detail');
  });
});
