// A box office two days into the festival, built through the same commands the cashier
// runs (so payments and log entries are the ones the app writes), and /dashboard over it.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RunCommand } from '../../../db/commands/command-runner';
import type { TaquillaDatabase } from '../../../db/taquilla-database';
import { testCommandRunner } from '../../../db/testing/test-replica';
import { seatIdOf } from '../../../domain/seat-id';
import { Toaster } from '../../../ui/toast/Toaster';
import { RunCommandProvider } from '../../../session/replica-hooks';
import { DashboardPage } from '../DashboardPage';

/** Saturday 14 June 2025, 10:00 in Bogotá: the festival's second day. */
export const DASHBOARD_NOW = new Date('2025-06-14T15:00:00.000Z');

const BUYER = { customer_email: 'cliente@correo.co', document_number: '1075234567', customer_phone: '3001234567' } as const;

export interface DashboardFixture {
  runCommand: RunCommand;
  festivalId: string;
  /** A seat of Gradería Norte (2 rows × 10: columns 1–4 and 7–10 premium at 75.000, 5–6 at 50.000). */
  northSeat: (row: string, column: number) => Promise<string>;
  /** Runs the commands as if at that instant. */
  at: (instant: string) => void;
}

async function createStands(runCommand: RunCommand) {
  const north = await runCommand('graderias-create', {
    name: 'Gradería Norte',
    location_name: 'Estadio Guillermo Plazas Alcid, Neiva',
    rows: 2,
    columns: 10,
    floors: 1,
    base_price: 50000,
  });
  const palco = await runCommand('graderias-create', { name: 'Palco VIP', rows: 1, columns: 8, floors: 1, base_price: 150000 });
  const south = await runCommand('graderias-create', { name: 'Zona Sur', rows: 1, columns: 5, floors: 1, base_price: 80000 });
  await runCommand('graderias-update', { id: south.entityId, is_active: false });
  return { northId: north.entityId, palcoId: palco.entityId };
}

async function createEvents(runCommand: RunCommand, { northId, palcoId }: { northId: string; palcoId: string }) {
  const festival = await runCommand('events-create', {
    name: 'Festival Folclórico del Bambuco 2025',
    event_date: '2025-06-13',
    end_date: '2025-06-30',
    graderia_ids: [northId, palcoId],
  });
  await runCommand('events-create', { name: 'Noche de San Pedro', event_date: '2025-06-29', event_time: '20:00', graderia_ids: [northId] });
  await runCommand('events-create', { name: 'Feria de Diciembre', event_date: '2025-12-05' });
  await runCommand('events-create', { name: 'Ensayo cancelado', event_date: '2025-06-20', is_active: false });
  return festival.entityId;
}

/**
 * Yesterday Ana paid A-5 and A-6 (100.000). Today Carlos's cash hold of B-5 was paid
 * (50.000), María bought A-1 already paid (75.000), and Pedro's hold of B-7 was cancelled.
 */
async function sellTheFestival({ runCommand, festivalId, northSeat, at }: DashboardFixture) {
  const sell = async (customer_name: string, seat_ids: string[], payment_method: 'cash' | 'marked_paid') =>
    (await runCommand('reservations-create-manual', { ...BUYER, event_id: festivalId, customer_name, seat_ids, payment_method })).entityId;

  at('2025-06-13T20:00:00.000Z');
  await sell('Ana Trujillo', [await northSeat('A', 5), await northSeat('A', 6)], 'marked_paid');
  at('2025-06-14T13:00:00.000Z');
  const carlos = await sell('Carlos Gómez', [await northSeat('B', 5)], 'cash');
  at('2025-06-14T13:30:00.000Z');
  await runCommand('reservations-process-payment', { reservation_id: carlos });
  at('2025-06-14T14:00:00.000Z');
  await sell('María López', [await northSeat('A', 1)], 'marked_paid');
  at('2025-06-14T14:20:00.000Z');
  const pedro = await sell('Pedro Ruiz', [await northSeat('B', 7)], 'cash');
  at('2025-06-14T14:40:00.000Z');
  await runCommand('reservations-cancel', { reservation_id: pedro });
}

export async function openFestivalBoxOffice(db: TaquillaDatabase): Promise<DashboardFixture> {
  let clock = new Date('2025-06-01T15:00:00.000Z');
  const runCommand = testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => clock });
  const stands = await createStands(runCommand);
  const fixture: DashboardFixture = {
    runCommand,
    festivalId: await createEvents(runCommand, stands),
    northSeat: (row, column) => seatIdOf(stands.northId, 1, row, column),
    at: (instant) => {
      clock = new Date(instant);
    },
  };
  await sellTheFestival(fixture);
  await db.outbox.clear();
  return fixture;
}

export function renderDashboard(runCommand: RunCommand) {
  return render(
    <RunCommandProvider value={runCommand}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </RunCommandProvider>,
  );
}
