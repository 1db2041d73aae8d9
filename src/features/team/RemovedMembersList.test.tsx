import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamRemoval } from '../../api/team';
import { RemovedMembersList } from './RemovedMembersList';

afterEach(cleanup);

const REMOVAL: TeamRemoval = {
  id: 'r1',
  user_id: 'u2',
  full_name: 'Jorge Cárdenas',
  email: 'jorge@huila.co',
  role: 'staff',
  removed_by_name: 'Laura Méndez',
  removed_at: '2025-06-14T15:00:00.000Z',
  refused_ops: [{ op_id: 'o1', kind: 'reservations-cancel', payload: {}, queued_at: null, refused_at: '2025-06-14T16:00:00.000Z' }],
};

describe('RemovedMembersList', () => {
  it('counts one refused change in the singular', () => {
    render(<RemovedMembersList removals={[REMOVAL]} />);
    expect(screen.getByRole('group', { name: 'Operaciones rechazadas de Jorge Cárdenas' }).textContent).toContain('0 ventas no se registraron · 1 cambio más rechazado');
  });
});
