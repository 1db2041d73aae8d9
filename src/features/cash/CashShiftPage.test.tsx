import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { openBoxOffice, type BoxOffice } from '../../db/testing/box-office-fixture';
import { testCommandRunner } from '../../db/testing/test-replica';
import type { RunCommand } from '../../db/commands/command-runner';
import { useAuthStore } from '../../session/auth-store';
import { forgetMyProfile, useMyProfileStore } from '../../session/my-profile-store';
import { RunCommandProvider } from '../../session/replica-hooks';
import { closeReplica } from '../../session/testing/screen-fixture';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { CashReceiptPage } from './CashReceiptPage';
import { CashShiftPage } from './CashShiftPage';

const USER_ID = 'a0000000-0000-4000-8000-000000000001';
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

let db: TaquillaDatabase;
let office: BoxOffice;
let runCommand: RunCommand;

beforeEach(async () => {
  db = await openSyncedReplica();
  office = await openBoxOffice(db);
  runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => new Date() });
  useAuthStore.setState({ loading: false, user: { id: USER_ID } as User });
  useMyProfileStore.setState({ userId: USER_ID, status: 'loading', profile: null, errorMessage: null });
});

afterEach(async () => {
  cleanup();
  useAuthStore.setState({ user: null, session: null });
  forgetMyProfile();
  await closeReplica(db);
});

function renderAt(path: string) {
  return render(
    <RunCommandProvider value={runCommand}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/caja" element={<CashShiftPage />} />
          <Route path="/caja/recibos/:id" element={<CashReceiptPage />} />
        </Routes>
      </MemoryRouter>
    </RunCommandProvider>,
  );
}

async function sellPaid(column: number) {
  return runCommand('reservations-create-manual', {
    event_id: office.eventId, seat_ids: [await office.seat('A', column)], customer_name: 'Camila Rojas', customer_email: 'camila@correo.co',
    document_number: '1075111222', customer_phone: '3001234567', payment_method: 'marked_paid',
  });
}

describe('Turno de caja', () => {
  it('opens with a float, lists the receipts, and shows nothing expected until the blind count is submitted', async () => {
    renderAt('/caja');
    fireEvent.change(await screen.findByLabelText('Base inicial'), { target: { value: 'cincuenta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir turno' }));
    expect(await screen.findByText('Escribe la base inicial en pesos, solo números')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Base inicial'), { target: { value: '50.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir turno' }));
    expect(plain((await screen.findByTestId('open-shift')).textContent)).toContain('Base inicial $ 50.000');

    await sellPaid(5); // 50.000
    await waitFor(() => expect(screen.getAllByTestId('shift-receipt')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar turno' }));
    expect(screen.queryByText('Efectivo esperado')).toBeNull();
    expect(document.body.textContent).not.toContain('100.000');
    fireEvent.change(screen.getByLabelText('Efectivo contado'), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar turno y ver la diferencia' }));
    expect(await screen.findByText('El efectivo contado debe ser un valor en pesos entre $ 0 y $ 1.000.000.000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Efectivo contado'), { target: { value: '102000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar turno y ver la diferencia' }));
    expect(plain((await screen.findByTestId('closing-expected')).textContent)).toBe('$ 100.000');
    expect(plain(screen.getByTestId('closing-difference').textContent)).toBe('Sobrante $ 2.000');
    expect(screen.getByRole('button', { name: 'Abrir turno' })).toBeTruthy();
  });

  it('prints a receipt on an 80 mm roll or A4, and shares it by WhatsApp', async () => {
    await runCommand('shifts-open', { opening_float: 0, opened_at: new Date().toISOString() });
    const { cashReceiptId } = await sellPaid(6);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAt(`/caja/recibos/${cashReceiptId}`);
    expect(plain((await screen.findByTestId('cash-receipt')).textContent)).toContain('Venta en efectivo: $ 50.000');
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir (80 mm)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.querySelector('style')?.textContent).toContain('size: 80mm auto');
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir o guardar PDF (A4)' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelector('style')?.textContent).toContain('size: A4');
    const share = screen.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')!;
    expect(share).toMatch(/^https:\/\/wa\.me\/573001234567\?text=/);
    expect(decodeURIComponent(share)).toContain('Recibo de caja');
    print.mockRestore();
  });
});
