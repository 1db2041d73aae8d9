// Staff invitations seen from the sign-up and sign-in pages: the link's token arrives as
// ?invitacion=…, the page shows who invites, and the token is redeemed once signed in.
import { useEffect, useState } from 'react';
import type { InvitationPreview } from '../../api/accounts';
import { ApiError } from '../../api/api-error';
import type { MyProfile } from '../../api/profile';

export const INVITATION_PARAM = 'invitacion';

const JOIN_FAILED = 'No pudimos unirte al equipo. Intenta nuevamente.';
const PREVIEW_FAILED = 'No pudimos consultar la invitación. Verifica tu conexión e intenta nuevamente.';

export type InvitationPreviewState =
  | { status: 'loading' }
  | { status: 'ready'; preview: InvitationPreview }
  | { status: 'error'; message: string };

export function useInvitationPreview(token: string | null): InvitationPreviewState | null {
  const [state, setState] = useState<InvitationPreviewState>({ status: 'loading' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    setState({ status: 'loading' });
    // The RPC client (supabase-js) loads only for an invitation link, not with the sign-in form.
    import('../../api/accounts')
      .then(({ getInvitationPreview }) => getInvitationPreview(token))
      .then(
        (preview) => current && setState({ status: 'ready', preview }),
        (error: unknown) => current && setState({ status: 'error', message: error instanceof ApiError ? error.message : PREVIEW_FAILED }),
      );
    return () => {
      current = false;
    };
  }, [token]);
  return token ? state : null;
}

export type JoinResult = { ok: true; profile: MyProfile } | { ok: false; message: string };

/** Redeems the invitation for the signed-in user; the server says in Spanish why it refuses. */
export async function joinInvitedTeam(token: string, member: { full_name?: string; phone?: string } = {}): Promise<JoinResult> {
  try {
    const { acceptStaffInvitation } = await import('../../api/accounts');
    return { ok: true, profile: await acceptStaffInvitation(token, member) };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.message : JOIN_FAILED };
  }
}
