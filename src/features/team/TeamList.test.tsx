import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '../../api/team';
import { TeamList } from './TeamList';

afterEach(cleanup);

const ME: TeamMember = { id: 'u1', full_name: 'Laura Méndez', email: 'laura@huila.co', role: 'organizer', created_at: '2025-06-01T12:00:00.000Z', is_me: true };
const noop = () => {};

describe('TeamList of an organizer alone', () => {
  it('points to the invitation form above, where the team is filled', () => {
    render(<TeamList members={[ME]} invitations={[]} busyId={null} onResend={noop} onRevoke={noop} onRemoveMember={noop} />);
    expect(screen.getByText('Aún no hay nadie más en tu equipo')).toBeTruthy();
    expect(screen.getByText(/Escribe arriba el correo de una persona de tu taquilla y envíale una invitación/)).toBeTruthy();
  });
});
