// Rendering a venue screen over a test replica, as the app does over the user's one, and
// putting sales in it as sync_pull would bring them (the reservation commands come later).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RunCommand } from '../../../db/commands/command-runner';
import type { TaquillaDatabase } from '../../../db/taquilla-database';
import { ORGANIZATION_ID } from '../../../db/testing/test-replica';
import { RunCommandProvider } from '../../../session/replica-hooks';
import { syncStatusStore } from '../../../sync/sync-status-store';

export function renderVenueScreen(
  { db, runCommand, path, route }: { db: TaquillaDatabase; runCommand: RunCommand; path: string; route: string },
  screen: ReactElement,
) {
  syncStatusStore.setState({ replica: db });
  return render(
    <RunCommandProvider value={runCommand}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          {route !== '/venues' && <Route path="/venues" element={<p>Lista de graderías</p>} />}
        </Routes>
      </MemoryRouter>
    </RunCommandProvider>,
  );
}

const STAMP = '2025-06-13T17:00:00.000Z';

/** A reservation of the given seats for the event (paid unless said otherwise), as sync_pull would bring it. */
export async function sellSeats(db: TaquillaDatabase, eventId: string, seatIds: string[], status: 'paid' | 'cancelled' = 'paid') {
  const reservationId = crypto.randomUUID();
  await db.reservations.put({
    id: reservationId,
    organization_id: ORGANIZATION_ID,
    event_id: eventId,
    public_customer_id: null,
    customer_name: 'Ana Trujillo',
    customer_email: null,
    customer_phone: '3001234567',
    document_type: 'CC',
    document_number: '1075000000',
    status,
    total_amount: 0,
    notes: null,
    source: 'manual',
    expires_at: null,
    created_at: STAMP,
    updated_at: STAMP,
  });
  await db.reservation_seats.bulkPut(
    seatIds.map((seatId) => ({
      id: crypto.randomUUID(),
      organization_id: ORGANIZATION_ID,
      reservation_id: reservationId,
      event_id: eventId,
      seat_id: seatId,
      price: 50000,
      active: status !== 'cancelled',
      created_at: STAMP,
      updated_at: STAMP,
    })),
  );
}
