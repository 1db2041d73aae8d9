// Joining Taquilla once signed in: a new organizer registers their organization, or an
// invited person joins an existing one as staff. Both are online-only RPCs.
import type { MyProfile } from './profile';
import { callRpc } from './rpc';

export interface OrganizerRegistrationRequest {
  full_name: string;
  company_name: string;
  document_type: string;
  document_number: string;
  phone: string;
  business_description: string;
}

/** Creates the organization and the caller's organizer profile; refused (already_registered) if the account has one. */
export function registerOrganizer(request: OrganizerRegistrationRequest): Promise<MyProfile> {
  const args = Object.fromEntries(Object.entries(request).map(([field, value]) => [`p_${field}`, value]));
  return callRpc<MyProfile>('register_organizer', args);
}

/** What an invitation link offers, shown before the person signs up or in. */
export interface InvitationPreview {
  email: string;
  organization_name: string;
  expires_at: string;
  expired: boolean;
}

export function getInvitationPreview(token: string): Promise<InvitationPreview> {
  return callRpc<InvitationPreview>('get_staff_invitation', { token });
}

/** The signed-in user joins the inviting organization as staff. */
export function acceptStaffInvitation(token: string, member: { full_name?: string; phone?: string } = {}): Promise<MyProfile> {
  return callRpc<MyProfile>('accept_staff_invitation', { token, full_name: member.full_name ?? null, phone: member.phone ?? null });
}
