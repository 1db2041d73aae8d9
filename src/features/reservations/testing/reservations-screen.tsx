// Rendering /reservations over a test replica with a box office in it (one stand, the
// festival, discount codes), signed in, with a command runner on the real clock so that
// cash holds made by the test are not already overdue.
import { render } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router-dom';
import type { RunCommand } from '../../../db/commands/command-runner';
import { paymentBuckets } from '../../../db/row-buckets';
import type { TaquillaDatabase } from '../../../db/taquilla-database';
import { openBoxOffice, type BoxOffice } from '../../../db/testing/box-office-fixture';
import { testCommandRunner } from '../../../db/testing/test-replica';
import { applyPushAnswer } from '../../../sync/apply-push-answer';
import { Toaster } from '../../../ui/toast/Toaster';
import { useAuthStore } from '../../../session/auth-store';
import { forgetMyProfile, useMyProfileStore } from '../../../session/my-profile-store';
import { closeReplica } from '../../../session/testing/screen-fixture';
import { RunCommandProvider } from '../../../session/replica-hooks';
import { openSyncedReplica } from '../../../session/testing/synced-replica';
import { ReservationsPage } from '../ReservationsPage';

export interface ReservationsScreenFixture {
  db: TaquillaDatabase;
  office: BoxOffice;
  runCommand: RunCommand;
}

export const CUSTOMER = {
  customer_email: 'andres@correo.co',
  document_number: '1075234567',
  customer_phone: '3001234567',
} as const;

const USER_ID = 'a0000000-0000-4000-8000-000000000001';

/**
 * Signed in, with the profile request never answered: there is no server in these tests,
 * and the reservation screens must work from the replica's copy of the member's profile
 * (as at a gate with no signal). The store already 'loading' for this user keeps
 * useMyProfile from asking the network.
 */
function signInWithProfileNotLoaded(): void {
  useAuthStore.setState({ loading: false, user: { id: USER_ID } as User });
  useMyProfileStore.setState({ userId: USER_ID, status: 'loading', profile: null, errorMessage: null });
}

export async function openReservationsFixture(): Promise<ReservationsScreenFixture> {
  const db = await openSyncedReplica();
  const office = await openBoxOffice(db);
  signInWithProfileNotLoaded();
  return { db, office, runCommand: testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => new Date() }) };
}

/** As the provider's confirmation leaves a card booking's payments once synced: completed. */
export async function completePayments(db: TaquillaDatabase, reservationId: string): Promise<void> {
  const payments = await paymentBuckets.where(db, 'reservation_id', [reservationId]);
  await paymentBuckets.put(db, payments.map((payment) => ({ ...payment, status: 'completed' })));
}

export async function closeReservationsFixture({ db }: ReservationsScreenFixture): Promise<void> {
  useAuthStore.setState({ user: null, session: null });
  forgetMyProfile();
  await closeReplica(db);
}

export function renderReservationsPage({ runCommand }: ReservationsScreenFixture, path = '/reservations') {
  return render(
    <RunCommandProvider value={runCommand}>
      <MemoryRouter initialEntries={[path]}>
        <ReservationsPage />
      </MemoryRouter>
      <Toaster />
    </RunCommandProvider>,
  );
}

/**
 * This gate sold for cash offline; the server refused the sale because the
 * other gate had sold A-1 first, and the pull brought that sale. Returns the refused op's id.
 */
export async function refuseSaleOfA1({ db, office, runCommand }: ReservationsScreenFixture): Promise<string> {
  const [seatA1, seatA5] = [await office.seat('A', 1), await office.seat('A', 5)];
  await runCommand('reservations-create-manual', {
    ...CUSTOMER,
    customer_name: 'Andrés Gómez',
    event_id: office.eventId,
    seat_ids: [seatA1, seatA5],
    payment_method: 'cash',
  });
  const [sent] = await db.outbox.toArray();
  await applyPushAnswer(
    db,
    [sent],
    {
      results: [
        {
          op_id: sent.op_id,
          status: 'rejected',
          code: 'seats_unavailable',
          message: 'Los siguientes asientos ya no están disponibles: A-1',
          unavailable_seat_ids: [seatA1],
        },
      ],
    },
    new Date(),
  );
  await runCommand('reservations-create-manual', {
    ...CUSTOMER,
    customer_name: 'Otra taquilla',
    event_id: office.eventId,
    seat_ids: [seatA1],
    payment_method: 'marked_paid',
  });
  return sent.op_id;
}
