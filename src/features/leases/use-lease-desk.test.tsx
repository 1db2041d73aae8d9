import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reservationSeatBuckets } from '../../db/row-buckets';
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
});
