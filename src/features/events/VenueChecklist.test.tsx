import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { VenueChecklist } from './VenueChecklist';

afterEach(cleanup);

describe('VenueChecklist with no stand to choose', () => {
  it('says an event sells stands and leads to creating the first one', () => {
    render(
      <MemoryRouter>
        <VenueChecklist graderias={[]} selectedIds={[]} onToggle={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Aún no tienes graderías')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Crear gradería' }).getAttribute('href')).toBe('/venues/crear');
  });
});
