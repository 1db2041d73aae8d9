import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { MyProfile } from '../../api/profile';
import { useAuthStore } from '../../session/auth-store';
import { useMyProfileStore } from '../../session/my-profile-store';
import { TeamCard } from './TeamCard';

const api = vi.hoisted(() => ({ listTeam: vi.fn(), inviteStaff: vi.fn(), revokeStaffInvitation: vi.fn(), removeTeamMember: vi.fn() }));
vi.mock('../../api/team', () => api);
vi.mock('../../api/supabase-client', () => ({ supabase: {} }));

const TEAM = {
  members: [
    { id: 'u1', full_name: 'Ana', email: 'ana@eventos.co', role: 'organizer', created_at: '2026-10-01T12:00:00Z', is_me: true },
    { id: 's1', full_name: 'Julián Cajero', email: 'julian@eventos.co', role: 'staff', created_at: '2026-11-01T12:00:00Z', is_me: false },
  ],
  invitations: [
    { id: 'i1', email: 'pendiente@eventos.co', created_at: '2026-11-20T12:00:00Z', expires_at: '2026-11-27T12:00:00Z', expired: false },
  ],
  removals: [] as unknown[],
};

const REMOVAL = {
  id: 'r1', user_id: 's2', full_name: 'Pedro Exempleado', email: 'pedro@eventos.co', role: 'staff',
  removed_by_name: 'Ana', removed_at: '2026-11-25T21:30:00Z',
  refused_ops: [
    {
      op_id: 'o1', kind: 'reservations-create-manual', queued_at: '2026-11-25T21:10:00Z', refused_at: '2026-11-25T21:40:00Z',
      payload: { customer_name: 'Lucía Compradora', seat_ids: ['a', 'b'] },
    },
  ],
};

function signInAs(role: MyProfile['role']) {
  useAuthStore.setState({ loading: false, session: { user: { id: 'u1' } } as never, user: { id: 'u1' } as never });
  useMyProfileStore.setState({
    userId: 'u1',
    status: 'ready',
    errorMessage: null,
    profile: { id: 'u1', role, full_name: 'Ana', email: 'ana@eventos.co', organization_id: 'o1', organization: { id: 'o1', name: 'Eventos Rojas' } },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  api.listTeam.mockResolvedValue(TEAM);
});
afterEach(cleanup);

describe('TeamCard', () => {
  it('lists the staff and the pending invitations of an organizer', async () => {
    signInAs('organizer');
    render(<TeamCard />);
    expect(screen.getByRole('heading', { name: 'Equipo' })).toBeTruthy();
    const members = await screen.findByRole('region', { name: 'Miembros del equipo' });
    expect(within(members).getByText('Julián Cajero')).toBeTruthy();
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(within(pending).getByText('pendiente@eventos.co')).toBeTruthy();
  });

  it('invites by email, shows the link to share and reloads the team', async () => {
    signInAs('organizer');
    api.inviteStaff.mockResolvedValue({ id: 'i2', email: 'nuevo@eventos.co', expires_at: '2026-11-29T12:00:00Z', organization_name: 'Eventos Rojas', token: 'tok' });
    render(<TeamCard />);
    await screen.findByRole('region', { name: 'Miembros del equipo' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(screen.getByText('El correo es requerido')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Correo de la persona'), { target: { value: ' Nuevo@Eventos.co ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada a nuevo@eventos.co.')).toBeTruthy();
    expect(api.inviteStaff).toHaveBeenCalledWith('nuevo@eventos.co');
    expect((screen.getByLabelText('Enlace de la invitación') as HTMLInputElement).value).toBe(`${window.location.origin}/register?invitacion=tok`);
    expect(api.listTeam).toHaveBeenCalledTimes(2);
  });

  it('refuses an address over 254 characters under the field without inviting', async () => {
    signInAs('organizer');
    render(<TeamCard />);
    await screen.findByRole('region', { name: 'Miembros del equipo' });
    fireEvent.change(screen.getByLabelText('Correo de la persona'), { target: { value: `${'a'.repeat(245)}@correo.co` } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(screen.getByText('El campo Correo electrónico es demasiado largo')).toBeTruthy();
    expect(api.inviteStaff).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the email', async () => {
    signInAs('organizer');
    api.inviteStaff.mockRejectedValue(new ApiError('Esta persona ya es parte de tu equipo', 'already_member'));
    render(<TeamCard />);
    fireEvent.change(screen.getByLabelText('Correo de la persona'), { target: { value: 'julian@eventos.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Esta persona ya es parte de tu equipo')).toBeTruthy();
  });

  it('withdraws a pending invitation', async () => {
    signInAs('organizer');
    api.revokeStaffInvitation.mockResolvedValue({ id: 'i1' });
    render(<TeamCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar la invitación de pendiente@eventos.co' }));
    await waitFor(() => expect(api.revokeStaffInvitation).toHaveBeenCalledWith('i1'));
    await waitFor(() => expect(api.listTeam).toHaveBeenCalledTimes(2));
  });

  it('removes a member after a confirmation that names them, and reloads the team', async () => {
    signInAs('organizer');
    api.removeTeamMember.mockResolvedValue({ user_id: 's1', full_name: 'Julián Cajero', removed_by_name: 'Ana', removed_at: '2026-11-25T21:30:00Z' });
    render(<TeamCard />);
    const members = await screen.findByRole('region', { name: 'Miembros del equipo' });
    expect(within(members).queryByRole('button', { name: 'Quitar a Ana del equipo' })).toBeNull();
    fireEvent.click(within(members).getByRole('button', { name: 'Quitar a Julián Cajero del equipo' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Quitar a Julián Cajero del equipo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.removeTeamMember).not.toHaveBeenCalled();
    fireEvent.click(within(members).getByRole('button', { name: 'Quitar a Julián Cajero del equipo' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitar del equipo' }));
    await waitFor(() => expect(api.removeTeamMember).toHaveBeenCalledWith('s1'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.listTeam).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    signInAs('organizer');
    api.removeTeamMember.mockRejectedValue(new ApiError('No puedes quitar al último organizador. Primero suma a otro organizador al equipo.', 'last_organizer'));
    render(<TeamCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar a Julián Cajero del equipo' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitar del equipo' }));
    expect(await within(screen.getByRole('alertdialog')).findByText(/No puedes quitar al último organizador/)).toBeTruthy();
  });

  it('shows who removed whom and when, and the sales their device sent afterwards', async () => {
    signInAs('organizer');
    api.listTeam.mockResolvedValue({ ...TEAM, removals: [REMOVAL] });
    render(<TeamCard />);
    const removed = await screen.findByRole('region', { name: 'Quitados del equipo' });
    expect(within(removed).getByText('Pedro Exempleado')).toBeTruthy();
    expect(within(removed).getByText(/^Quitado por Ana el 25\/11\/2026/)).toBeTruthy();
    const refused = within(removed).getByRole('group', { name: 'Operaciones rechazadas de Pedro Exempleado' });
    expect(within(refused).getByText('1 venta no se registró')).toBeTruthy();
    expect(within(refused).getByText(/Venta a Lucía Compradora · 2 asientos/)).toBeTruthy();
  });

  it('renders nothing for staff', () => {
    signInAs('staff');
    const { container } = render(<TeamCard />);
    expect(container.innerHTML).toBe('');
    expect(api.listTeam).not.toHaveBeenCalled();
  });
});
