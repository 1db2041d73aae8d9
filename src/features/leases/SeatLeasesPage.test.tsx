// 'Asignación de asientos' draws the event's whole stand (12,500 seats on the largest). The
// page renders again for its clock (the leases' sales per hour) and for every keystroke in its
// form; the map must not be drawn again then, only when a seat's look changes: a seat marked,
// a lease that starts or ends (BENCHMARKS.md, the twenty-second session).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SeatLeaseRow } from '../../db/rows';
import { BOX_OFFICE_NOW } from '../../db/testing/box-office-fixture';
import { ORGANIZATION_ID } from '../../db/testing/test-replica';
import { boxOfficeOnFakeClock } from '../../session/testing/hold-clock-fixture';
import { SeatLeasesPage } from './SeatLeasesPage';

const pickerDrawn = vi.hoisted(() => vi.fn());
vi.mock('../../ui/SeatPicker', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../ui/SeatPicker')>();
  return {
    SeatPicker: (props: Parameters<typeof real.SeatPicker>[0]) => {
      pickerDrawn();
      return real.SeatPicker(props);
    },
  };
});

const fixture = boxOfficeOnFakeClock();
const MINUTE = 60_000;
const LEASE_ENDS = new Date(BOX_OFFICE_NOW.getTime() + 45 * MINUTE);

function otherGatesLease(eventId: string, seatId: string): SeatLeaseRow {
  const stamp = BOX_OFFICE_NOW.toISOString();
  return {
    id: crypto.randomUUID(), organization_id: ORGANIZATION_ID, lease_id: crypto.randomUUID(), event_id: eventId, seat_id: seatId,
    device_id: 'tablet-norte', device_name: 'Tablet norte', starts_at: new Date(BOX_OFFICE_NOW.getTime() - 60 * MINUTE).toISOString(),
    ends_at: LEASE_ENDS.toISOString(), returned_at: null, created_by: null, created_at: stamp, updated_at: stamp,
  };
}

describe('Asignación de asientos', () => {
  it("draws the map again when a lease ends or a seat is marked, not for the clock's tick nor a keystroke", async () => {
    const { db, office } = fixture;
    const leased = await office.seat('A', 5);
    await db.seat_leases.put(otherGatesLease(office.eventId, leased));
    render(<MemoryRouter><SeatLeasesPage /></MemoryRouter>);
    await screen.findByRole('option', { name: 'Festival Folclórico del Bambuco 2025' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Evento' }), { target: { value: office.eventId } });
    const seatLook = (id: string) => document.querySelector(`[data-seat-id="${id}"]`)?.getAttribute('data-status');
    await waitFor(() => expect(seatLook(leased)).toBe('leased-other'));
    const drawn = pickerDrawn.mock.calls.length;

    act(() => vi.advanceTimersByTime(30_000));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre de la taquilla' }), { target: { value: 'Taquilla sur' } });
    expect(pickerDrawn).toHaveBeenCalledTimes(drawn);

    vi.setSystemTime(new Date(LEASE_ENDS.getTime() + MINUTE));
    act(() => vi.advanceTimersByTime(30_000));
    expect(seatLook(leased)).toBe('available');

    const other = await office.seat('B', 2);
    fireEvent.click(document.querySelector(`[data-seat-id="${other}"]`)!);
    expect(seatLook(other)).toBe('selected');
    expect(screen.getByRole('radio', { name: 'Marcándolos en el mapa' })).toHaveProperty('checked', true);
  });
});
