import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says what is missing as the page’s heading, why, and offers the action that fills it', () => {
    render(
      <EmptyState title="Aún no tienes graderías" actions={<a href="/venues/crear">Crear gradería</a>}>
        Crea tu primera gradería.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aún no tienes graderías' })).toBeTruthy();
    expect(screen.getByText('Crea tu primera gradería.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear gradería' })).toBeTruthy();
  });

  it('inside a card or dialog adds no heading to the page outline', () => {
    render(<EmptyState size="compact" title="No hay conflictos." />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('No hay conflictos.')).toBeTruthy();
  });

  it('is announced when it answers a search', () => {
    render(<EmptyState role="status" size="compact" title="Ninguna reserva coincide con la búsqueda" />);
    expect(screen.getByRole('status').textContent).toContain('Ninguna reserva coincide con la búsqueda');
  });
});
