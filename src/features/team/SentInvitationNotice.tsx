import { useState } from 'react';
import type { SentInvitation } from '../../api/team';
import { LocalMailboxHint } from '../../ui/LocalMailboxHint';
import { invitationLinkOf } from './invitation-link';

/** After an invitation: where it went, and its link to share by hand if the mail does not arrive. */
export function SentInvitationNotice({ invitation }: { invitation: SentInvitation }) {
  const [copied, setCopied] = useState(false);
  const link = invitationLinkOf(invitation);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Without clipboard access the link stays selectable on screen.
    }
  };

  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p>
        <strong>Invitación enviada a {invitation.email}.</strong> Con ella crea su cuenta (o inicia sesión) y entra a tu
        equipo como taquillero.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          readOnly
          value={link}
          aria-label="Enlace de la invitación"
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md border border-emerald-200 bg-white px-2 text-xs text-stone-700"
        />
        <button type="button" onClick={copy} className="h-9 rounded-md bg-emerald-700 px-3 text-xs font-semibold text-white hover:bg-emerald-800">
          {copied ? 'Enlace copiado' : 'Copiar enlace'}
        </button>
      </div>
      <LocalMailboxHint />
    </div>
  );
}
