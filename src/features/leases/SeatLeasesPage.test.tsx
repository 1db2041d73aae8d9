// 'Asignación de asientos' draws the event's whole stand (12,500 seats on the largest). The
// page renders again for its clock (the leases' sales per hour) and for every keystroke in its
// form; the map must not be drawn again then, only when a seat's look changes: a seat marked,
// a lease that starts or ends (BENCHMARKS.md, the twenty-second session).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { seatPickerDrawn } from '../../ui/testing/counted-seat-picker';
import { BOX_OFFICE_NOW } from '../../db/testing/box-office-fixture';
import { otherGatesLease } from '../../db/testing/seat-lease-fixture';
import { boxOfficeOnFakeClock } from '../../session/testing/hold-clock-fixture';
import { SeatLeasesPage } from './SeatLeasesPage';

vi.mock('../../ui/SeatPicker', async (real) => (await import('../../ui/testing/counted-seat-picker')).countedSeatPicker(real));

const fixture = boxOfficeOnFakeClock();
const MINUTE = 60_000;
const LEASE_ENDS = new Date(BOX_OFFICE_NOW.getTime() + 45 * MINUTE);

describe('Asignación de asientos', () => {
  it("draws the map again when a lease ends or a seat is marked, not for the clock's tick nor a keystroke", async () => {
    const { db, office } = fixture;
    const leased = await office.seat('A', 5);
    await db.seat_leases.put(otherGatesLease(office.eventId, leased, { startsAt: new Date(BOX_OFFICE_NOW.getTime() - 60 * MINUTE), endsAt: LEASE_ENDS }));
    render(<MemoryRouter><SeatLeasesPage /></MemoryRouter>);
    await screen.findByRole('option', { name: 'Festival Folclórico del Bambuco 2025' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Evento' }), { target: { value: office.eventId } });
    const seatLook = (id: string) => document.querySelector(`[data-seat-id="${id}"]`)?.getAttribute('data-status');
    await waitFor(() => expect(seatLook(leased)).toBe('leased-other'));
    const drawn = seatPickerDrawn.mock.calls.length;

    act(() => vi.advanceTimersByTime(30_000));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre de la taquilla' }), { target: { value: 'Taquilla sur' } });
    expect(seatPickerDrawn).toHaveBeenCalledTimes(drawn);

    vi.setSystemTime(new Date(LEASE_ENDS.getTime() + MINUTE));
    act(() => vi.advanceTimersByTime(30_000));
    expect(seatLook(leased)).toBe('available');

    const other = await office.seat('B', 2);
    fireEvent.click(document.querySelector(`[data-seat-id="${other}"]`)!);
    expect(seatLook(other)).toBe('selected');
    expect(screen.getByRole('radio', { name: 'Marcándolos en el mapa' })).toHaveProperty('checked', true);
  });
});
