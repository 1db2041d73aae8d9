import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { openBoxOffice, type BoxOffice } from '../../db/testing/box-office-fixture';
import { giveTicketKey, putSyncedTickets, ticketIdOf } from '../../db/testing/gate-fixture';
import { DEVICE_ID, ORGANIZATION_ID, testCommandRunner } from '../../db/testing/test-replica';
import { reservationSeatBuckets } from '../../db/row-buckets';
import { ticketShortCode } from '../../domain/ticket-code';
import { newTicketKeyPair, signTicketCode } from '../../domain/ticket-signing';
import { useAuthStore } from '../../session/auth-store';
import { forgetMyProfile, useMyProfileStore } from '../../session/my-profile-store';
import { RunCommandProvider } from '../../session/replica-hooks';
import { HOLD_CLOCK_MS } from '../../ui/use-clock';
import { closeReplica } from '../../session/testing/screen-fixture';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { DoubleEntriesPage } from './DoubleEntriesPage';
import { GATE_SETTINGS_KEY } from './gate-settings';
import { GatePage } from './GatePage';
import { VIBRATION } from './verdict-feedback';
import { WEDGE_LABEL } from './WedgeInput';

const USER_ID = 'a0000000-0000-4000-8000-000000000001';
const OTHER_DEVICE = '1f2e3d4c-5b6a-4987-8f6e-5d4c3b2a1900';

let db: TaquillaDatabase;
let office: BoxOffice;
let keys: { secretKeyHex: string };
const vibrate = vi.fn();

beforeEach(async () => {
  localStorage.clear();
  db = await openSyncedReplica();
  office = await openBoxOffice(db);
  keys = await giveTicketKey(db);
  await putSyncedTickets(db, office.eventId, [
    { ticketId: ticketIdOf(1), seatId: await office.seat('A', 1) },
    { ticketId: ticketIdOf(2), seatId: await office.seat('A', 2) },
    { ticketId: ticketIdOf(3), seatId: await office.seat('A', 3), status: 'cancelled', active: false },
  ]);
  useAuthStore.setState({ loading: false, user: { id: USER_ID } as User });
  useMyProfileStore.setState({ userId: USER_ID, status: 'loading', profile: null, errorMessage: null });
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  vibrate.mockClear();
});

afterEach(async () => {
  cleanup();
  useAuthStore.setState({ user: null, session: null });
  forgetMyProfile();
  await closeReplica(db);
});

function renderGate(page = <GatePage />) {
  const runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => new Date() });
  return render(
    <RunCommandProvider value={runCommand}>
      <MemoryRouter>{page}</MemoryRouter>
    </RunCommandProvider>,
  );
}

const codeOf = async (n: number, secretKeyHex = keys.secretKeyHex) =>
  signTicketCode({ ticketId: ticketIdOf(n), eventId: office.eventId, seatId: await office.seat('A', n) }, secretKeyHex);

/** As a keyboard-wedge scanner does: the code typed into the focused field, then Enter. */
function wedgeScan(text: string) {
  const input = screen.getByLabelText(WEDGE_LABEL);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
}

async function chooseFestival() {
  fireEvent.change(await screen.findByLabelText('Evento'), { target: { value: office.eventId } });
  await waitFor(() => expect(screen.getByLabelText(WEDGE_LABEL)).toHaveProperty('disabled', false));
}


describe('Control de acceso', () => {
  it("keeps its counts while the clock moves, without reading the event's tickets again (a hold is never a ticket)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      renderGate();
      await chooseFestival();
      expect(await screen.findByText('0 de 2 ingresaron')).toBeTruthy();
      // Read again on each 30 s tick, a 12,500-ticket event would cost the gate's tablet a pause every time.
      const reads = vi.spyOn(reservationSeatBuckets, 'where');
      act(() => vi.advanceTimersByTime(2 * HOLD_CLOCK_MS));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads).not.toHaveBeenCalled();
      expect(screen.getByText('0 de 2 ingresaron')).toBeTruthy();
      reads.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a valid ticket in once, in green with its seat, and records the check-in; the next read says when and where it came in', async () => {
    renderGate();
    await chooseFestival();
    // The field takes the focus in an effect, which may run a moment after it is enabled.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(WEDGE_LABEL)));
    expect(await screen.findByText('0 de 2 ingresaron')).toBeTruthy();

    wedgeScan(await codeOf(1));
    expect(await screen.findByText('Entrada válida')).toBeTruthy();
    expect(screen.getByText('Gradería Norte · Fila A · Asiento 1')).toBeTruthy();
    expect(vibrate).toHaveBeenLastCalledWith(VIBRATION.go);
    expect(await screen.findByText('1 de 2 ingresó')).toBeTruthy();
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ kind: 'check-in', payload: { ticket_id: ticketIdOf(1), gate: 'Puerta principal' } });

    wedgeScan(await codeOf(1));
    expect(await screen.findByText('Entrada ya usada')).toBeTruthy();
    expect(screen.getByText(/por Puerta principal/)).toBeTruthy();
    expect(vibrate).toHaveBeenLastCalledWith(VIBRATION.stop);
    expect(await db.outbox.count()).toBe(1);
  });

  it('says why a ticket is refused: forged, cancelled, truncated, unknown short code', async () => {
    renderGate();
    await chooseFestival();
    wedgeScan(await codeOf(2, newTicketKeyPair().secretKeyHex));
    expect(await screen.findByText('Entrada falsa')).toBeTruthy();
    wedgeScan(await codeOf(3));
    expect(await screen.findByText('Entrada anulada')).toBeTruthy();
    wedgeScan((await codeOf(2)).slice(0, 40));
    expect(await screen.findByText('Código ilegible')).toBeTruthy();
    wedgeScan('FFFFF-FFFFF');
    expect(await screen.findByText('Código no encontrado')).toBeTruthy();
    expect(await db.ticket_check_ins.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes a typed short code, and keeps the gate set up on this device', async () => {
    const { unmount } = renderGate();
    await chooseFestival();
    fireEvent.change(screen.getByLabelText('Nombre de la puerta'), { target: { value: 'Puerta Norte' } });
    wedgeScan(ticketShortCode(ticketIdOf(2)).toLowerCase());
    expect(await screen.findByText('Entrada válida')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(GATE_SETTINGS_KEY)!)).toMatchObject({ eventId: office.eventId, gateName: 'Puerta Norte' });
    unmount();

    renderGate();
    await waitFor(() => expect(screen.getByLabelText(WEDGE_LABEL)).toHaveProperty('disabled', false));
    expect(screen.getByLabelText('Nombre de la puerta')).toHaveProperty('value', 'Puerta Norte');
    expect((await db.ticket_check_ins.toArray())[0]).toMatchObject({ gate: 'Puerta Norte', device_id: DEVICE_ID });
  });

  it('never takes the focus from the gate’s name while it is being typed', async () => {
    renderGate();
    const name = await screen.findByLabelText('Nombre de la puerta');
    name.focus();
    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: office.eventId } });
    await waitFor(() => expect(screen.getByLabelText(WEDGE_LABEL)).toHaveProperty('disabled', false));
    expect(document.activeElement).toBe(name);
  });

  it('waits for an event before it verifies anything', async () => {
    renderGate();
    expect(await screen.findByText('Selecciona el evento de esta puerta para empezar a verificar entradas.')).toBeTruthy();
    expect(screen.getByLabelText(WEDGE_LABEL)).toHaveProperty('disabled', true);
  });
});

describe('Entradas usadas dos veces', () => {
  it('lists a ticket two devices let in, with both devices and gates', async () => {
    const seatId = await office.seat('A', 1);
    const scan = (deviceId: string, gate: string, at: string) => ({
      id: crypto.randomUUID(),
      organization_id: ORGANIZATION_ID,
      event_id: office.eventId,
      ticket_id: ticketIdOf(1),
      seat_id: seatId,
      device_id: deviceId,
      gate,
      scanned_at: at,
      created_at: at,
      updated_at: at,
    });
    await db.ticket_check_ins.bulkPut([scan(DEVICE_ID, 'Puerta 1', '2025-06-13T19:01:00.000Z'), scan(OTHER_DEVICE, 'Puerta 2', '2025-06-13T19:05:00.000Z')]);
    renderGate(<DoubleEntriesPage />);
    const card = await screen.findByTestId('double-entry');
    expect(within(card).getByText(ticketShortCode(ticketIdOf(1)))).toBeTruthy();
    expect(within(card).getByText(/Gradería Norte · A-1/)).toBeTruthy();
    expect(within(card).getByText('· Puerta 1')).toBeTruthy();
    expect(within(card).getByText('· Puerta 2')).toBeTruthy();
    expect(within(card).getByText('· Dispositivo 9A8B7C (este)')).toBeTruthy();
    expect(within(card).getByText('· Dispositivo 1F2E3D')).toBeTruthy();
  });
});
