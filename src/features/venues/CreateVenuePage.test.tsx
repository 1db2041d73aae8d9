import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { discardReplica, openTestReplica, testCommandRunner } from '../../db/testing/test-replica';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { dismissToast, toastStore } from '../../ui/toast/toast-store';
import { CreateVenuePage } from './CreateVenuePage';
import { renderVenueScreen } from './testing/venue-screens';
import { countSeats } from '../../db/seat-catalog';

let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openTestReplica();
});

afterEach(async () => {
  cleanup();
  dismissToast();
  syncStatusStore.setState(NO_SYNC_SESSION);
  await discardReplica(db);
});

function render() {
  renderVenueScreen({ db, runCommand: testCommandRunner(db), path: '/venues/crear', route: '/venues/crear' }, <CreateVenuePage />);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Crear Gradería' });

function expectRefusedAtField(label: string, value: string, message: string) {
  render();
  fireEvent.change(field(label), { target: { value } });
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
  expect(submitButton().disabled).toBe(true);
}

describe('CreateVenuePage', () => {
  it('starts from the spec defaults with a 10 × 15 preview capped at 6 × 12', () => {
    render();
    expect(field('Nombre').value).toBe('Gradería Premium Norte');
    expect([field('Filas').value, field('Columnas').value, field('Pisos').value, field('Precio base (COP)').value]).toEqual([
      '10',
      '15',
      '1',
      '50000',
    ]);
    expect(screen.getByTestId('capacity-badge').textContent).toBe('150 asientos');
    expect(screen.getByText('Mostrando 6 de 10 filas y 12 de 15 columnas.')).toBeTruthy();
    expect(screen.getByText('ESCENARIO')).toBeTruthy();
    expect(submitButton().disabled).toBe(false);
  });

  it.each([
    ['Filas', '51', 'Máximo 50 filas'],
    ['Columnas', '0', 'Mínimo 1 columna'],
    ['Pisos', '6', 'Máximo 5 pisos'],
    ['Precio base (COP)', '500', 'Mínimo $1.000'],
    ['Nombre', '', 'El nombre es requerido'],
  ])('shows the message at the field and disables submit: %s = %j', expectRefusedAtField);

  it.each([
    ['Nombre', 121, 'El campo Nombre es demasiado largo'],
    ['Descripción (opcional)', 2001, 'El campo Descripción es demasiado largo'],
    ['Lugar', 201, 'El campo Ubicación es demasiado largo'],
  ])('shows a too-long %s at the field and disables submit (%i characters)', (label, length, message) => {
    expectRefusedAtField(label, 'x'.repeat(length), message);
  });

  it('fills the price from a suggestion', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: /^Usar precio premium/ }));
    expect(field('Precio base (COP)').value).toBe('115000');
  });

  it('creates the stand in the replica, says so and returns to the list', async () => {
    render();
    fireEvent.change(field('Nombre'), { target: { value: 'Palco Oriental' } });
    fireEvent.change(field('Filas'), { target: { value: '3' } });
    fireEvent.click(submitButton());

    await screen.findByText('Lista de graderías');
    expect(toastStore.getState().current).toMatchObject({ title: '¡Gradería creada con éxito!', variant: 'success' });
    const [stand] = await db.graderias.toArray();
    expect(stand).toMatchObject({ name: 'Palco Oriental', rows: 3, columns: 15, total_capacity: 45, location_name: 'Parque de la Música, Neiva' });
    expect(await countSeats(db)).toBe(45);
    expect(await db.outbox.count()).toBe(1);
  });
});
