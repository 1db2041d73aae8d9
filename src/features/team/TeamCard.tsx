import { useState } from 'react';
import type { PendingInvitation, SentInvitation, TeamMember } from '../../api/team';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { InviteStaffForm } from './InviteStaffForm';
import { RemovedMembersList } from './RemovedMembersList';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { SentInvitationNotice } from './SentInvitationNotice';
import { TeamList } from './TeamList';
import { useMyRole } from '../../session/use-my-role';
import { useTeam, type TeamActionResult } from './use-team';

function TeamCardBody() {
  const { state, reload, invite, revoke, remove } = useTeam();
  const [sent, setSent] = useState<SentInvitation | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  /** One row at a time: its buttons wait while the server answers. */
  const onRowAction = async (invitation: PendingInvitation, action: () => Promise<TeamActionResult<unknown>>) => {
    setBusyId(invitation.id);
    setActionError(null);
    const result = await action();
    setBusyId(null);
    if (!result.ok) setActionError(result.message);
  };

  const resend = (invitation: PendingInvitation) =>
    onRowAction(invitation, async () => {
      const result = await invite(invitation.email);
      if (result.ok) setSent(result.value);
      return result;
    });

  const withdraw = (invitation: PendingInvitation) =>
    onRowAction(invitation, async () => {
      const result = await revoke(invitation.id);
      if (result.ok && sent?.email === invitation.email) setSent(null);
      return result;
    });

  return (
    <div className="mt-5 space-y-5">
      <InviteStaffForm onInvite={invite} onSent={setSent} />
      {sent && <SentInvitationNotice invitation={sent} />}
      {actionError && <Alert variant="destructive">{actionError}</Alert>}
      {state.status === 'loading' && <Spinner label="Cargando tu equipo…" />}
      {state.status === 'error' && (
        <Alert variant="destructive" title="No pudimos cargar tu equipo">
          <p>{state.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void reload()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          <TeamList
            members={state.team.members}
            invitations={state.team.invitations}
            busyId={busyId}
            onResend={(invitation) => void resend(invitation)}
            onRevoke={(invitation) => void withdraw(invitation)}
            onRemoveMember={setRemoving}
          />
          <RemovedMembersList removals={state.team.removals} />
        </>
      )}
      {removing && <RemoveMemberDialog member={removing} onRemove={(member) => remove(member.id)} onClose={() => setRemoving(null)} />}
    </div>
  );
}

/**
 * 'Equipo': the organizer invites gate staff by email and sees who joined. Staff members
 * sell and collect but do not change venues, prices or events. Renders nothing for staff
 * themselves (or while the role is unknown), so a profile page can always include it.
 */
export function TeamCard() {
  if (useMyRole() !== 'organizer') return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">Equipo</h2>
      <p className="mt-1 text-sm text-stone-600">
        Invita a las personas de tu taquilla. Venden, cobran y consultan reservas; no pueden cambiar graderías, precios ni eventos.
        Si alguien deja de trabajar contigo, quítalo del equipo: su acceso termina al instante.
      </p>
      <TeamCardBody />
    </Card>
  );
}
