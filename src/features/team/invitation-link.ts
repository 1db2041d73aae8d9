import type { SentInvitation } from '../../api/team';

/**
 * The sign-up link an invitation mail carries. The organizer may also share it by hand:
 * a hosted project without a mail provider for invitations sends nothing by itself.
 */
export function invitationLinkOf(invitation: Pick<SentInvitation, 'token'>, origin = window.location.origin): string {
  return `${origin}/register?invitacion=${encodeURIComponent(invitation.token)}`;
}
