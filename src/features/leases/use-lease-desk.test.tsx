import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reservationSeatBuckets } from '../../db/row-buckets';
import { SYNC_STATE_KEY } from '../../db/sync-records';
import { DEVICE_ID } from '../../db/testing/test-replica';
import { AFTER_THE_HOLD, boxOfficeOnFakeClock, sellCashHold } from '../../session/testing/hold-clock-fixture';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';
import { useLeaseDesk } from './use-lease-desk';

const fixture = boxOfficeOnFakeClock();

describe('useLeaseDesk', () => {
  it('frees the seat of a hold when it runs out, from the seats already read, and derives nothing on a tick before', async () => {
    const { db, office } = fixture;
    const seatId = await office.seat('A', 5);
    await sellCashHold(db, office, [seatId]);
    const { result } = renderHook(() => useLeaseDesk(office.eventId));
    const statusOfA5 = () => result.current?.venues[0].seats.find((seat) => seat.id === seatId)?.status;
    await waitFor(() => expect(statusOfA5()).toBe('reserved'));
    const desk = result.current;
    // Read again on each 30 s tick, a 12,500-seat stand cost the organizer's renderer 150–200 ms every time.
    const reads = vi.spyOn(reservationSeatBuckets, 'where');

    // A tick with no hold run out changes nothing: the same desk, nothing derived again.
    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));
    expect(result.current).toBe(desk);

    vi.setSystemTime(AFTER_THE_HOLD);
    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));
    expect(statusOfA5()).toBe('available');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it("knows this device's leases without reading the event's seats again on each pull", async () => {
    const { db, office } = fixture;
    const { result } = renderHook(() => useLeaseDesk(office.eventId));
    await waitFor(() => expect(result.current?.deviceId).toBe(DEVICE_ID));
    const desk = result.current;
    // The sync record moves with every pull, every 30 s; the desk read it, and with it the
    // 12,500 seats of the largest stand again (BENCHMARKS.md, the twenty-second session).
    const reads = vi.spyOn(reservationSeatBuckets, 'where');
    await act(() => db.sync_state.update(SYNC_STATE_KEY, { cursor: 'cursor-2', last_synced_at: AFTER_THE_HOLD.toISOString() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).not.toHaveBeenCalled();
    expect(result.current).toBe(desk);
    reads.mockRestore();
  });
});
