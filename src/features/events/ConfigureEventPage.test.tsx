import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunCommand } from '../../db/commands/command-runner';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { testCommandRunner } from '../../db/testing/test-replica';
import { ConfigureEventPage } from './ConfigureEventPage';
import { RunCommandProvider } from '../../session/replica-hooks';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { closeReplica, renderScreen } from '../../session/testing/screen-fixture';

const commands = { run: null as RunCommand | null };
// The page runs commands through the runner the app provides (useRunCommand): here, the test's.
const runner: RunCommand = (kind, input) => commands.run!(kind, input);
const withRunner = (page: ReactElement) => <RunCommandProvider value={runner}>{page}</RunCommandProvider>;

const ROUTE = '/events/:id/configurar';
let db: TaquillaDatabase;
let eventId: string;
let northId: string;
let southId: string;

beforeEach(async () => {
  db = await openSyncedReplica();
  commands.run = testCommandRunner(db);
  const stand = { rows: 2, columns: 10, floors: 1, base_price: 50000 };
  ({ entityId: northId } = await commands.run('graderias-create', { name: 'Gradería Norte', ...stand }));
  ({ entityId: southId } = await commands.run('graderias-create', { name: 'Gradería Sur', ...stand }));
  ({ entityId: eventId } = await commands.run('events-create', {
    name: 'Festival Folclórico del Bambuco 2025',
    slug: 'festival-bambuco-2025',
    event_date: '2025-06-13',
    end_date: '2025-06-30',
    graderia_ids: [northId],
  }));
});

afterEach(async () => {
  cleanup();
  await closeReplica(db);
});

describe('ConfigureEventPage', () => {
  it('pauses sales, changes the venues sold and goes back to the list', async () => {
    const router = renderScreen(`/events/${eventId}/configurar`, ROUTE, withRunner(<ConfigureEventPage />));
    const activeSwitch = await screen.findByRole('switch', { name: 'Evento activo' });
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: /Gradería Norte/ })).checked).toBe(true);

    fireEvent.click(activeSwitch);
    expect(screen.getByText('Apagado: las reservas quedan en pausa y la página pública se oculta.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Gradería Norte/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Gradería Sur/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Evento actualizado exitosamente')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events');
    expect(await db.events.get(eventId)).toMatchObject({ is_active: false, slug: 'festival-bambuco-2025', end_date: '2025-06-30' });
    expect((await db.event_graderias.toArray()).map((link) => link.graderia_id)).toEqual([southId]);
  });

  it('refuses an emptied start date with the spec message', async () => {
    renderScreen(`/events/${eventId}/configurar`, ROUTE, withRunner(<ConfigureEventPage />));
    fireEvent.change(await screen.findByLabelText('Fecha de inicio'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(screen.getByText('La fecha de inicio es requerida')).toBeTruthy();
    expect(await db.outbox.count()).toBe(3);
  });

  it('says "Error al actualizar el evento" when the write fails', async () => {
    commands.run = () => Promise.reject(new Error('disco lleno'));
    renderScreen(`/events/${eventId}/configurar`, ROUTE, withRunner(<ConfigureEventPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al actualizar el evento')).toBeTruthy();
  });

  it('goes back to the list with "Error al cargar el evento" for an event the device does not have', async () => {
    const router = renderScreen('/events/7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a/configurar', ROUTE, withRunner(<ConfigureEventPage />));
    expect(await screen.findByText('Error al cargar el evento')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events');
  });
});
