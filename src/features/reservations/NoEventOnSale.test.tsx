import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoEventOnSale } from './NoEventOnSale';

const role = vi.hoisted(() => ({ current: 'organizer' as 'organizer' | 'staff' }));
vi.mock('../../session/use-my-role', () => ({ useMyRole: () => role.current }));

afterEach(cleanup);

function renderEmptyState() {
  render(
    <MemoryRouter>
      <NoEventOnSale />
    </MemoryRouter>,
  );
  return screen.getByRole('status');
}

describe('NoEventOnSale', () => {
  it('leads an organizer to create an event or switch one on', () => {
    role.current = 'organizer';
    const state = renderEmptyState();
    expect(state.textContent).toContain('Crea un evento, o activa uno en Mis Eventos.');
    expect(screen.getByRole('link', { name: 'Crear evento' }).getAttribute('href')).toBe('/events/crear');
  });

  it('tells staff, who cannot create events, whom to ask, with no link they could not use', () => {
    role.current = 'staff';
    const state = renderEmptyState();
    expect(state.textContent).toContain('Pide al organizador que cree un evento o active uno en Mis Eventos.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
