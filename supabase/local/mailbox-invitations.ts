// Mails a staff invitation once invite_staff has stored it. The SQL function cannot send
// mail, and a hosted project would do this in an Edge Function or a database webhook; here
// the embedded server watches the RPC's answer and writes the mail to the local mailbox.
import type { MiddlewareHandler } from 'hono';
import type { Engine } from './engine.ts';
import { deliverMail, type OutgoingMail } from './mailbox.ts';

interface InvitationAnswer {
  email: string;
  token: string;
  organization_name: string;
  expires_at: string;
}

const expiryDate = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });

export function invitationMail(invitation: InvitationAnswer, appOrigin: string): OutgoingMail {
  const token = encodeURIComponent(invitation.token);
  return {
    to: invitation.email,
    subject: `${invitation.organization_name} te invita a su equipo en Taquilla`,
    body:
      `Te invitaron a vender y cobrar en la taquilla de ${invitation.organization_name}.\n` +
      `Crea tu cuenta con este correo (${invitation.email}) o, si ya tienes una, inicia sesión con él. ` +
      `La invitación vence el ${expiryDate.format(new Date(invitation.expires_at))}.`,
    links: [
      { label: 'Crear mi cuenta', url: `${appOrigin}/register?invitacion=${token}` },
      { label: 'Ya tengo cuenta: iniciar sesión', url: `${appOrigin}/login?invitacion=${token}` },
    ],
  };
}

/**
 * For `POST /rest/v1/rpc/invite_staff`. The links start at SITE_URL: an Origin or Host
 * header is the caller's to write, and would send the invitee to the caller's site.
 */
export function mailStaffInvitations(engine: Engine, siteUrl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const invitation = (await c.res.clone().json().catch(() => null)) as InvitationAnswer | null;
    if (!invitation?.token || !invitation.email) return;
    await deliverMail(engine, invitationMail(invitation, siteUrl));
  };
}
