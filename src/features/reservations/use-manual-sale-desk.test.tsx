import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AFTER_THE_HOLD, boxOfficeOnFakeClock, sellCashHold } from '../../session/testing/hold-clock-fixture';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';
import { useVenuesForSale } from './use-manual-sale-desk';

const fixture = boxOfficeOnFakeClock();

describe('useVenuesForSale', () => {
  it('offers the seat of a cash hold again once the hold runs out, while the manual sale stays open', async () => {
    const { db, office } = fixture;
    const seatId = await office.seat('A', 5);
    await sellCashHold(db, office, [seatId]);
    const { result } = renderHook(() => useVenuesForSale(office.eventId));
    const statusOfA5 = () => result.current.venues[0]?.seats.find((seat) => seat.id === seatId)?.status;
    await waitFor(() => expect(statusOfA5()).toBe('reserved'));

    vi.setSystemTime(AFTER_THE_HOLD);
    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));

    expect(statusOfA5()).toBe('available');
  });
});
