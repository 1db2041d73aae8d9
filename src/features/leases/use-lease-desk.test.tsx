import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reservationSeatBuckets } from '../../db/row-buckets';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../../db/testing/box-office-fixture';
import { testCommandRunner } from '../../db/testing/test-replica';
import { PENDING_HOLD_HOURS } from '../../domain/reservation-status';
import { closeReplica } from '../../session/testing/screen-fixture';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { useLeaseDesk } from './use-lease-desk';

const profileState = vi.hoisted(() => ({ current: { status: 'ready', profile: { organization_id: 'org' } as unknown } }));
vi.mock('../../session/use-my-profile', () => ({ useMyProfile: () => ({ ...profileState.current, reload: () => {} }) }));

let db: TaquillaDatabase;
let office: BoxOffice;

beforeEach(async () => {
  // Only the clock and the screen's timer are fake: fake-indexeddb keeps its real timers.
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

describe('useLeaseDesk', () => {
  it('frees the seat of a hold when it runs out, from the seats already read, and derives nothing on a tick before', async () => {
    const seatId = await office.seat('A', 5);
    const runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => BOX_OFFICE_NOW });
    await runCommand('reservations-create-manual', {
      customer_name: 'Andrés Gómez', customer_email: 'andres@correo.co', document_number: '1075234567', customer_phone: '3001234567',
      event_id: office.eventId, seat_ids: [seatId], payment_method: 'cash',
    });
    const statusOfA5 = (desk: ReturnType<typeof useLeaseDesk>) => desk?.venues[0].seats.find((seat) => seat.id === seatId)?.status;
    const { result } = renderHook(() => useLeaseDesk(office.eventId));
    await waitFor(() => expect(statusOfA5(result.current)).toBe('reserved'));
    const desk = result.current;
    // Read again on each 30 s tick, a 12,500-seat stand cost the organizer's renderer 150–200 ms every time.
    const reads = vi.spyOn(reservationSeatBuckets, 'where');

    // A tick with no hold run out changes nothing: the same desk, nothing derived again.
    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));
    expect(result.current).toBe(desk);

    vi.setSystemTime(BOX_OFFICE_NOW.getTime() + (PENDING_HOLD_HOURS + 1) * 3_600_000);
    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));
    expect(statusOfA5(result.current)).toBe('available');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });
});
