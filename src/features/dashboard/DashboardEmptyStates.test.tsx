import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeaturedVenueCard } from './FeaturedVenueCard';
import { RecentActivityCard } from './RecentActivityCard';
import { UpcomingEventsCard } from './UpcomingEventsCard';

const role = vi.hoisted(() => ({ current: 'organizer' as 'organizer' | 'staff' }));
vi.mock('../../session/use-my-role', () => ({ useMyRole: () => role.current }));

afterEach(() => {
  cleanup();
  role.current = 'organizer';
});

function renderCard(card: ReactElement, name: string) {
  render(<MemoryRouter>{card}</MemoryRouter>);
  return screen.getByRole('region', { name });
}

const hrefOf = (region: HTMLElement, name: string) => within(region).getByRole('link', { name }).getAttribute('href');

describe('the dashboard’s cards with nothing to show', () => {
  it('recent activity leads to the first sale, the manual sale opened at once', () => {
    const card = renderCard(<RecentActivityCard activity={[]} now={new Date()} />, 'Actividad reciente');
    expect(card.textContent).toContain('Aún no hay actividad');
    expect(hrefOf(card, 'Registrar una venta')).toBe('/reservations?nueva');
  });

  it('upcoming events lead an organizer to create one', () => {
    const card = renderCard(<UpcomingEventsCard upcomingEvents={[]} />, 'Próximos eventos');
    expect(card.textContent).toContain('No hay eventos activos próximos');
    expect(hrefOf(card, 'Crear evento')).toBe('/events/crear');
  });

  it('upcoming events offer staff no button they could not use', () => {
    role.current = 'staff';
    const card = renderCard(<UpcomingEventsCard upcomingEvents={[]} />, 'Próximos eventos');
    expect(within(card).queryByRole('link', { name: 'Crear evento' })).toBeNull();
  });

  it('the featured stand, with no stand at all, leads to creating one', () => {
    const card = renderCard(<FeaturedVenueCard featured={null} hasVenues={false} />, 'Gradería destacada');
    expect(card.textContent).toContain('Aún no tienes graderías');
    expect(hrefOf(card, 'Crear gradería')).toBe('/venues/crear');
  });

  it('the featured stand, with stands no active event sells, leads to the events that sell them', () => {
    const card = renderCard(<FeaturedVenueCard featured={null} hasVenues />, 'Gradería destacada');
    expect(card.textContent).toContain('Ninguna gradería está en venta');
    expect(within(card).queryByRole('link', { name: 'Crear gradería' })).toBeNull();
    expect(hrefOf(card, 'Ir a Mis Eventos')).toBe('/events');
  });
});
