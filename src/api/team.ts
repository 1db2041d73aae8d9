// The organizer's team: its members, pending invitations (staff_invitations) and the
// members removed, with the ops their devices pushed after the removal (refused).
import { callRpc } from './rpc';

export interface TeamMember {
  id: string;
  full_name: string;
  email: string | null;
  role: 'organizer' | 'staff';
  created_at: string;
  /** The signed-in organizer: the card offers no 'Quitar del equipo' on themselves. */
  is_me: boolean;
}

/** An op a removed member's device pushed after the removal: refused, never applied. */
export interface RefusedMemberOp {
  op_id: string;
  kind: string;
  payload: Record<string, unknown>;
  queued_at: string | null;
  refused_at: string;
}

export interface TeamRemoval {
  id: string;
  user_id: string | null;
  full_name: string;
  email: string | null;
  role: 'organizer' | 'staff';
  removed_by_name: string;
  removed_at: string;
  refused_ops: RefusedMemberOp[];
}

export interface PendingInvitation {
  id: string;
  email: string;
  created_at: string;
  expires_at: string;
  expired: boolean;
}

export interface Team {
  members: TeamMember[];
  invitations: PendingInvitation[];
  removals: TeamRemoval[];
}

export interface SentInvitation {
  id: string;
  email: string;
  expires_at: string;
  organization_name: string;
  /** Answered once: the link the invited person opens carries it. */
  token: string;
}

export function listTeam(): Promise<Team> {
  return callRpc<Team>('list_staff_and_invitations');
}

export function inviteStaff(email: string): Promise<SentInvitation> {
  return callRpc<SentInvitation>('invite_staff', { email });
}

export function revokeStaffInvitation(id: string): Promise<{ id: string }> {
  return callRpc<{ id: string }>('revoke_staff_invitation', { id });
}

export interface RemovedMember {
  user_id: string;
  full_name: string;
  removed_by_name: string;
  removed_at: string;
}

/** Removes a member: their sessions end at once and their device is wiped at its next sync. */
export function removeTeamMember(userId: string): Promise<RemovedMember> {
  return callRpc<RemovedMember>('remove_team_member', { p_user_id: userId });
}
