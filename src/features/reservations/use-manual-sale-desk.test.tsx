import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../../db/testing/box-office-fixture';
import { testCommandRunner } from '../../db/testing/test-replica';
import { PENDING_HOLD_HOURS } from '../../domain/reservation-status';
import { closeReplica } from '../../session/testing/screen-fixture';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';
import { useVenuesForSale } from './use-manual-sale-desk';

const profileState = vi.hoisted(() => ({ current: { status: 'ready', profile: { organization_id: 'org' } as unknown } }));
vi.mock('../../session/use-my-profile', () => ({ useMyProfile: () => ({ ...profileState.current, reload: () => {} }) }));

let db: TaquillaDatabase;
let office: BoxOffice;

beforeEach(async () => {
  // Only the clock and the dialog's timer are fake: fake-indexeddb keeps its real timers.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(BOX_OFFICE_NOW);
  db = await openSyncedReplica();
  office = await openBoxOffice(db);
});

afterEach(async () => {
  cleanup();
  await closeReplica(db);
  vi.useRealTimers();
});

describe('useVenuesForSale', () => {
  it('offers the seat of a cash hold again once the hold runs out, while the manual sale stays open', async () => {
    const seatId = await office.seat('A', 5);
    await testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => BOX_OFFICE_NOW })('reservations-create-manual', {
      customer_name: 'Andrés Gómez', customer_email: 'andres@correo.co', document_number: '1075234567', customer_phone: '3001234567',
      event_id: office.eventId, seat_ids: [seatId], payment_method: 'cash',
    });
    const { result } = renderHook(() => useVenuesForSale(office.eventId));
    const statusOfA5 = () => result.current.venues[0]?.seats.find((seat) => seat.id === seatId)?.status;
    await waitFor(() => expect(statusOfA5()).toBe('reserved'));

    vi.setSystemTime(BOX_OFFICE_NOW.getTime() + (PENDING_HOLD_HOURS + 1) * 3_600_000);
    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));

    expect(statusOfA5()).toBe('available');
  });
});
