import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import type { InvitationPreviewState } from './invitation';

const EXPIRED_MESSAGE = 'La invitación venció. Pide a tu organizador que te invite de nuevo.';

/** Who invites whom, above the sign-up or sign-in form opened from an invitation link. */
export function InvitationBanner({ state, action }: { state: InvitationPreviewState; action: string }) {
  if (state.status === 'loading') return <Spinner label="Consultando la invitación…" />;
  if (state.status === 'error') return <Alert variant="destructive">{state.message}</Alert>;
  const { preview } = state;
  if (preview.expired) return <Alert variant="destructive">{EXPIRED_MESSAGE}</Alert>;
  return (
    <Alert title={`${preview.organization_name} te invita a su equipo`}>
      {action} con <strong>{preview.email}</strong> para vender y cobrar en su taquilla.
    </Alert>
  );
}
