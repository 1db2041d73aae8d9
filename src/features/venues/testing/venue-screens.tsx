// Rendering a venue screen over a test replica, as the app does over the user's one, and
// putting sales in it as sync_pull would bring them (the reservation commands come later).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RunCommand } from '../../../db/commands/command-runner';
import type { TaquillaDatabase } from '../../../db/taquilla-database';
import { ORGANIZATION_ID } from '../../../db/testing/test-replica';
import { seatPrice } from '../../../domain/pricing';
import { RunCommandProvider } from '../../../session/replica-hooks';
import { syncStatusStore } from '../../../sync/sync-status-store';
import { paymentBuckets, reservationBuckets, reservationSeatBuckets } from '../../../db/row-buckets';
import { seatsByIds } from '../../../db/seat-catalog';

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

/**
 * A reservation of the given seats for the event, as sync_pull would bring it: each seat at
 * its own price (premium included), and a paid one with its completed cash payment.
 */
export async function sellSeats(db: TaquillaDatabase, eventId: string, seatIds: string[], status: 'paid' | 'cancelled' = 'paid') {
  const reservationId = crypto.randomUUID();
  const seats = await seatsByIds(db, seatIds);
  const stands = await db.graderias.bulkGet(seats.map((seat) => seat!.graderia_id));
  const prices = seats.map((seat, index) => seatPrice(stands[index]!.base_price, seat!.price_multiplier));
  const total = prices.reduce((sum, price) => sum + price, 0);
  await reservationBuckets.put(db, [{
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
    total_amount: total,
    notes: null,
    source: 'manual',
    expires_at: null,
    created_at: STAMP,
    updated_at: STAMP,
  }]);
  await reservationSeatBuckets.put(db, 
    seatIds.map((seatId, index) => ({
      id: crypto.randomUUID(),
      organization_id: ORGANIZATION_ID,
      reservation_id: reservationId,
      event_id: eventId,
      seat_id: seatId,
      price: prices[index],
      active: status !== 'cancelled',
      created_at: STAMP,
      updated_at: STAMP,
    })),
  );
  if (status === 'paid') {
    await paymentBuckets.put(db, [{
      id: crypto.randomUUID(),
      organization_id: ORGANIZATION_ID,
      reservation_id: reservationId,
      kind: 'charge',
      amount: total,
      status: 'completed',
      payment_method: 'cash',
      created_at: STAMP,
      updated_at: STAMP,
    }]);
  }
}
