// 'Liberar reservas sin pagar' while it stays open: a cash hold that runs out leaves the list
// (its seats are already free), from the bookings already read. Read again on each 30 s tick,
// a large festival's 10,000 bookings cost the tablet every time (BENCHMARKS.md, the
// twenty-second session).
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentBuckets, reservationBuckets } from '../../db/row-buckets';
import { AFTER_THE_HOLD, boxOfficeOnFakeClock, sellCashHold } from '../../session/testing/hold-clock-fixture';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';
import { ReleaseUnpaidDialog } from './ReleaseUnpaidDialog';

const fixture = boxOfficeOnFakeClock();

describe('ReleaseUnpaidDialog', () => {
  it('drops a hold from the list when it runs out, reading no booking again on the clock', async () => {
    const { db, office } = fixture;
    await sellCashHold(db, office, [await office.seat('A', 1), await office.seat('A', 2)]);
    render(<ReleaseUnpaidDialog onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Liberar reservas sin pagar' });
    expect((await within(dialog).findByRole('list', { name: 'Reservas sin pagar' })).textContent).toContain('Andrés Gómez · Pendiente');
    const reads = [vi.spyOn(reservationBuckets, 'all'), vi.spyOn(paymentBuckets, 'where')];

    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));
    expect(within(dialog).getByRole('button', { name: 'Liberar 1 reserva' })).toBeTruthy();

    vi.setSystemTime(AFTER_THE_HOLD);
    act(() => vi.advanceTimersByTime(HOLD_CLOCK_MS));
    expect(within(dialog).getByText('No hay reservas sin pagar.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    for (const read of reads) read.mockRestore();
  });
});
