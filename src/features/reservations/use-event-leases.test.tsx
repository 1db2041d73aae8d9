import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOX_OFFICE_NOW } from '../../db/testing/box-office-fixture';
import { otherGatesLease } from '../../db/testing/seat-lease-fixture';
import { boxOfficeOnFakeClock } from '../../session/testing/hold-clock-fixture';
import { useEventLeases } from './use-event-leases';

const fixture = boxOfficeOnFakeClock();
const LEASE_ENDS = new Date(BOX_OFFICE_NOW.getTime() + 45 * 60_000);

describe('useEventLeases', () => {
  it("keeps the same answer on the clock's ticks until a lease ends, so the sale's seat map is not drawn again", async () => {
    const { db, office } = fixture;
    const seatId = await office.seat('A', 5);
    await db.seat_leases.put(otherGatesLease(office.eventId, seatId, { endsAt: LEASE_ENDS }));
    const { result } = renderHook(() => useEventLeases(office.eventId));
    await waitFor(() => expect(result.current.marks.get(seatId)).toEqual({ kind: 'other', deviceName: 'Tablet norte' }));
    const leases = result.current;

    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(leases);

    vi.setSystemTime(new Date(LEASE_ENDS.getTime() + 60_000));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.marks.size).toBe(0);
    expect(result.current.holders).toEqual([]);
  });
});
