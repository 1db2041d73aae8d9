// The organizer's team: staff members and pending invitations (staff_invitations).
import { callRpc } from './rpc';

export interface TeamMember {
  id: string;
  full_name: string;
  email: string | null;
  created_at: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  created_at: string;
  expires_at: string;
  expired: boolean;
}

export interface Team {
  staff: TeamMember[];
  invitations: PendingInvitation[];
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
