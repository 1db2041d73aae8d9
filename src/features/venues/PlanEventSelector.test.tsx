import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanEventSelector } from './PlanEventSelector';

const role = vi.hoisted(() => ({ current: 'organizer' as 'organizer' | 'staff' }));
vi.mock('../../session/use-my-role', () => ({ useMyRole: () => role.current }));

afterEach(() => {
  cleanup();
  role.current = 'organizer';
});

function renderWithoutEvents() {
  render(
    <MemoryRouter>
      <PlanEventSelector events={[]} selected={null} onSelect={() => {}} />
    </MemoryRouter>,
  );
}

describe('PlanEventSelector for a stand no event sells', () => {
  it('says why every seat shows free and leads the organizer to the events', () => {
    renderWithoutEvents();
    expect(screen.getByText(/Ningún evento vende esta gradería todavía/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asígnala a un evento en Mis Eventos' }).getAttribute('href')).toBe('/events');
  });

  it('offers staff, who cannot edit events, no such link', () => {
    role.current = 'staff';
    renderWithoutEvents();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
