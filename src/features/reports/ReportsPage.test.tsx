import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
// First: Dexie looks for IndexedDB when it loads, and the test replica brings the fake one.
import { testCommandRunner } from '../../db/testing/test-replica';
import { seatIdOf } from '../../domain/seat-id';
import { parseSpreadsheetCsv } from '../../domain/spreadsheet-csv';
import { RunCommandProvider } from '../../session/replica-hooks';
import { closeReplica } from '../../session/testing/screen-fixture';
import { historyDownloaded, historyStillDownloading, openSyncedReplica } from '../../session/testing/synced-replica';
import { BACKWARDS_RANGE, ReportsPage } from './ReportsPage';

vi.mock('../../session/use-my-profile', () => ({
  useMyProfile: () => ({ status: 'ready', profile: { full_name: 'Laura Méndez', organization_id: 'org' }, reload: () => {} }),
}));
// The charts are recharts (checked in the browser by tests/e2e/reports.spec.ts); happy-dom has no layout to draw them in.
vi.mock('./ReportCharts', () => ({ ReportCharts: () => <p>Gráficos</p> }));

let db: TaquillaDatabase;
let runCommand: ReturnType<typeof testCommandRunner>;

/** A stand of 2 × 5 at 20.000 (premium columns at 30.000) sold by one event: a paid sale of two seats and a cash hold of one. */
beforeEach(async () => {
  db = await openSyncedReplica();
  runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => new Date() });
  const stand = await runCommand('graderias-create', { name: 'Gradería Norte', rows: 2, columns: 5, floors: 1, base_price: 20000 });
  const event = await runCommand('events-create', { name: 'Noche de Reportes', event_date: '2030-06-24', graderia_ids: [stand.entityId] });
  await runCommand('events-create', { name: 'Otra noche', event_date: '2030-07-01', graderia_ids: [stand.entityId] });
  const buyer = { customer_email: 'cliente@correo.co', document_number: '1075234567', customer_phone: '3001234567', event_id: event.entityId };
  const seat = (column: number) => seatIdOf(stand.entityId, 1, 'A', column);
  await runCommand('reservations-create-manual', { ...buyer, customer_name: 'Paula Pagada', seat_ids: [await seat(1), await seat(2)], payment_method: 'marked_paid' });
  await runCommand('reservations-create-manual', { ...buyer, customer_name: 'Pedro Pendiente', seat_ids: [await seat(3)], payment_method: 'cash' });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await closeReplica(db);
});

function renderReports() {
  render(
    <RunCommandProvider value={runCommand}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </RunCommandProvider>,
  );
}

const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!.textContent!.replace(/\u00a0/g, ' ');

describe('ReportsPage', () => {
  it('waits for the first sync’s sales history: a report over part of it would be wrong', async () => {
    await historyStillDownloading(db);
    renderReports();
    expect(await screen.findByText('Descargando los datos de la organización: el reporte aparece al terminar…')).toBeTruthy();
    expect(screen.queryByText('Asientos vendidos')).toBeNull();
    await act(() => historyDownloaded(db));
    await screen.findByText('Asientos vendidos');
    expect(figure('Asientos vendidos')).toContain('2');
  });

  it('shows the figures of the replica: seats sold, money received, holds and occupancy', async () => {
    renderReports();
    await screen.findByText('Asientos vendidos');
    expect(figure('Asientos vendidos')).toContain('2');
    // are premium (first four columns): 2 × 30.000.
    expect(figure('Ingresos')).toContain('$ 60.000');
    expect(figure('Apartados')).toContain('1');
    // 3 of 20 seats offered (the stand once for each of the two events).
    expect(figure('Ocupación')).toContain('15%');
    expect(screen.getByRole('row', { name: /Noche de Reportes/ }).textContent).toContain('30%');
  });

  it('keeps to the chosen event, and says so when the range runs backwards', async () => {
    renderReports();
    await screen.findByText('Asientos vendidos');
    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: (await db.events.filter((event) => event.name === 'Otra noche').first())!.id } });
    await waitFor(() => expect(figure('Asientos vendidos')).toMatch(/vendidos0/));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2030-01-02' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2030-01-01' } });
    expect(screen.getByText(BACKWARDS_RANGE)).toBeTruthy();
  });

  it('downloads the reservations as a CSV that reads back', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:reportes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar CSV de reservas' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].type).toBe('text/csv;charset=utf-8');
    const rows = parseSpreadsheetCsv(await files[0].text());
    expect(rows.map((row) => [row.Cliente, row.Estado, row.Asientos, row.Canal]).sort()).toEqual([
      ['Paula Pagada', 'Pagada', '2', 'Taquilla'],
      ['Pedro Pendiente', 'Pendiente', '1', 'Taquilla'],
    ]);
  });
});
