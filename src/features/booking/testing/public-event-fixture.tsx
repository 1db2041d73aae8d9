// A small festival for the public page's tests: 'Gradería Norte' (rows A and B of 14 seats,
// premium at both ends, A-3 already reserved) and 'Palco VIP' (one row of 3), rendered at
// /event/{slug} beside a stand-in for the sandbox checkout route.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import type { PublicEvent, PublicSeat, PublicVenue } from '../../../api/events';
import type { SeatStatus } from '../../../domain/seat-status';
import { PublicEventPage } from '../PublicEventPage';

export const SLUG = 'festival-bambuco-2025';

function seat(venueId: string, row: string, number: number, columns: number, status: SeatStatus = 'available'): PublicSeat {
  const premium = number <= 4 || number > columns - 4;
  return {
    id: seatId(venueId, row, number),
    row_letter: row,
    seat_number: String(number),
    column_number: number,
    floor_number: 1,
    seat_type: premium ? 'premium' : 'regular',
    price_multiplier: premium ? 1.5 : 1,
    is_active: true,
    status,
  };
}

export function seatId(venueId: string, row: string, number: number): string {
  return `${venueId}-${row}-${number}`;
}

function venue(id: string, name: string, basePrice: number, rows: string[], columns: number): PublicVenue {
  const seats = rows.flatMap((row) =>
    Array.from({ length: columns }, (_, index) => seat(id, row, index + 1, columns, id === 'norte' && row === 'A' && index === 2 ? 'reserved' : 'available')),
  );
  return { id, name, base_price: basePrice, seats };
}

export function festival(venues: PublicVenue[] = [venue('norte', 'Gradería Norte', 50000, ['A', 'B'], 14), venue('vip', 'Palco VIP', 120000, ['A'], 3)]): PublicEvent {
  return {
    id: 'e1',
    name: 'Festival Folclórico del Bambuco 2025',
    slug: SLUG,
    description: 'Tres semanas de bambuco en Neiva.',
    event_date: '2025-06-13',
    event_time: '18:00:00',
    end_date: '2025-06-30',
    end_time: '23:00:00',
    image_url: null,
    is_active: true,
    venues,
  };
}

function SandboxStandIn() {
  return <p>Pasarela de prueba {useParams().paymentId}</p>;
}

export function renderPublicPage({ search = '', state }: { search?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/event/:slug', element: <PublicEventPage /> },
      { path: '/pago/sandbox/:paymentId', element: <SandboxStandIn /> },
    ],
    { initialEntries: [{ pathname: `/event/${SLUG}`, search, state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A seat's button in a venue's picker, by its accessible name. */
export function seatButton(venue: string, row: string, number: number) {
  return within(screen.getByRole('region', { name: venue })).getByRole('button', { name: new RegExp(`^Fila ${row} · Asiento ${number} ·`) });
}
export const norte = (row: string, number: number) => seatButton('Gradería Norte', row, number);
