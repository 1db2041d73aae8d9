import type { PendingInvitation, TeamMember } from '../../api/team';
import { formatDateTime } from '../../domain/dates';
import { initialsOf } from '../../domain/initials';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

const ROLE_BADGES = {
  organizer: { label: 'Organizador', classes: 'bg-brand-50 text-brand-700' },
  staff: { label: 'Taquilla', classes: 'bg-emerald-50 text-emerald-700' },
} as const;

function MemberRow({ member, onRemove }: { member: TeamMember; onRemove: () => void }) {
  const badge = ROLE_BADGES[member.role];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-900 text-sm font-bold text-white">
        {initialsOf(member.full_name)}
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium wrap-break-word text-stone-900">
          {member.full_name}
          {member.is_me && <span className="font-normal text-stone-500"> (tú)</span>}
        </p>
        <p className="text-sm wrap-anywhere text-stone-500">{member.email}</p>
      </div>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.classes}`}>{badge.label}</span>
      {!member.is_me && (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Quitar a ${member.full_name} del equipo`}>
          {/* The visible word starts the accessible name (WCAG 2.5.3, label in name). */}
          Quitar
        </Button>
      )}
    </li>
  );
}

interface InvitationRowProps {
  invitation: PendingInvitation;
  busy: boolean;
  onResend: () => void;
  onRevoke: () => void;
}

function InvitationRow({ invitation, busy, onResend, onRevoke }: InvitationRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere text-stone-900">{invitation.email}</p>
        <p className={invitation.expired ? 'text-sm text-red-600' : 'text-sm text-stone-500'}>
          {invitation.expired ? 'Invitación vencida' : `Pendiente · vence el ${formatDateTime(invitation.expires_at)}`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onResend} disabled={busy}>
          Reenviar
        </Button>
        <Button variant="ghost" size="sm" onClick={onRevoke} disabled={busy} aria-label={`Retirar la invitación de ${invitation.email}`}>
          Retirar
        </Button>
      </div>
    </li>
  );
}

interface TeamListProps {
  members: TeamMember[];
  invitations: PendingInvitation[];
  busyId: string | null;
  onResend: (invitation: PendingInvitation) => void;
  onRevoke: (invitation: PendingInvitation) => void;
  onRemoveMember: (member: TeamMember) => void;
}

export function TeamList({ members, invitations, busyId, onResend, onRevoke, onRemoveMember }: TeamListProps) {
  const aloneInTeam = members.length <= 1 && invitations.length === 0;
  return (
    <div className="space-y-4">
      {members.length > 0 && (
        <section aria-label="Miembros del equipo">
          <h3 className="text-sm font-semibold text-stone-700">Miembros ({members.length})</h3>
          <ul className="divide-y divide-stone-100">
            {members.map((member) => (
              <MemberRow key={member.id} member={member} onRemove={() => onRemoveMember(member)} />
            ))}
          </ul>
        </section>
      )}
      {aloneInTeam && (
        <EmptyState size="compact" title="Aún no hay nadie más en tu equipo">
          Escribe arriba el correo de una persona de tu taquilla y envíale una invitación: aparecerá aquí.
        </EmptyState>
      )}
      {invitations.length > 0 && (
        <section aria-label="Invitaciones pendientes">
          <h3 className="text-sm font-semibold text-stone-700">Invitaciones pendientes ({invitations.length})</h3>
          <ul className="divide-y divide-stone-100">
            {invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                busy={busyId === invitation.id}
                onResend={() => onResend(invitation)}
                onRevoke={() => onRevoke(invitation)}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
