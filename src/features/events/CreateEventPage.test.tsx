import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunCommand } from '../../db/commands/command-runner';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { testCommandRunner } from '../../db/testing/test-replica';
import { CreateEventPage } from './CreateEventPage';
import { RunCommandProvider } from '../../session/replica-hooks';
import { openSyncedReplica } from '../../session/testing/synced-replica';
import { closeReplica, renderScreen } from '../../session/testing/screen-fixture';

const commands = { run: null as RunCommand | null };
// The page runs commands through the runner the app provides (useRunCommand): here, the test's.
const runner: RunCommand = (kind, input) => commands.run!(kind, input);
const withRunner = (page: ReactElement) => <RunCommandProvider value={runner}>{page}</RunCommandProvider>;

let db: TaquillaDatabase;
let standId: string;

beforeEach(async () => {
  db = await openSyncedReplica();
  commands.run = testCommandRunner(db);
  ({ entityId: standId } = await commands.run('graderias-create', { name: 'Palco VIP Oriental', rows: 3, columns: 8, floors: 1, base_price: 150000 }));
});

afterEach(async () => {
  cleanup();
  await closeReplica(db);
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear Evento' }));
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('CreateEventPage', () => {
  it('shows the required-field messages and saves nothing', async () => {
    renderScreen('/events/crear', '/events/crear', withRunner(<CreateEventPage />));
    await screen.findByText('Palco VIP Oriental');
    submit();
    expect(screen.getByText('El nombre es requerido')).toBeTruthy();
    expect(screen.getByText('La fecha de inicio es requerida')).toBeTruthy();
    expect(await db.events.count()).toBe(0);
  });

  it('shows a too-long name and description under their fields and saves nothing', async () => {
    renderScreen('/events/crear', '/events/crear', withRunner(<CreateEventPage />));
    await screen.findByText('Palco VIP Oriental');
    const queuedBefore = await db.outbox.count();
    type('Nombre del evento', 'x'.repeat(161));
    type('Descripción', 'x'.repeat(5001));
    type('Fecha de inicio', '2025-06-20');
    submit();
    expect(errorOf('Nombre del evento')).toBe('El campo Nombre del evento es demasiado largo');
    expect(errorOf('Descripción')).toBe('El campo Descripción es demasiado largo');
    expect(await db.events.count()).toBe(0);
    expect(await db.outbox.count()).toBe(queuedBefore);
  });

  it('fills the slug and end date, creates the event with its venues and goes back to the list', async () => {
    const router = renderScreen('/events/crear', '/events/crear', withRunner(<CreateEventPage />));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Palco VIP Oriental/ }));
    type('Nombre del evento', 'Noche de Gala Sanjuanera');
    type('Fecha de inicio', '2025-06-20');
    expect(field('Slug (dirección pública)').value).toBe('noche-de-gala-sanjuanera');
    expect(field('Fecha de fin').value).toBe('2025-06-20');
    expect([field('Hora de inicio').value, field('Hora de fin').value]).toEqual(['18:00', '23:00']);
    submit();

    expect(await screen.findByText('Evento creado exitosamente')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events');
    const [event] = await db.events.toArray();
    expect(event).toMatchObject({ name: 'Noche de Gala Sanjuanera', slug: 'noche-de-gala-sanjuanera', end_date: '2025-06-20', is_active: true });
    expect((await db.event_graderias.toArray()).map((link) => link.graderia_id)).toEqual([standId]);
  });

  it('shows a slug another event has at the slug field', async () => {
    await commands.run!('events-create', { name: 'Gala', event_date: '2025-06-20' });
    renderScreen('/events/crear', '/events/crear', withRunner(<CreateEventPage />));
    type('Nombre del evento', 'Gala');
    type('Fecha de inicio', '2025-06-21');
    submit();
    expect(await screen.findByText('Ya existe un evento con ese slug')).toBeTruthy();
    expect(await db.events.count()).toBe(1);
  });

  it('says "Error al crear el evento" when the write fails', async () => {
    commands.run = () => Promise.reject(new Error('No hay una sesión activa. Inicia sesión nuevamente.'));
    renderScreen('/events/crear', '/events/crear', withRunner(<CreateEventPage />));
    type('Nombre del evento', 'Gala');
    type('Fecha de inicio', '2025-06-21');
    submit();
    expect(await screen.findByText('Error al crear el evento')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Crear Evento' }).disabled).toBe(false);
  });
});
