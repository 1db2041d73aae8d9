// 'Contactar Cliente' with the booking's tickets: a paid or confirmed booking's message ends
// with the link to each ticket's page (its QR), which only the server can sign — so online
// the click asks for them first. The chat window is opened at once, inside the click (a
// window opened after a network wait is a pop-up browsers block), and sent to WhatsApp when
// the links are in. Offline, or if the server does not answer, the message goes without
// them, and the cashier is told.
import type { MouseEvent } from 'react';
import type { ReservationListItem } from '../../db/reservation-queries';
import { getReservationTickets } from '../../api/staff-tickets';
import { ticketPath } from '../../api/tickets';
import { useSyncStatus } from '../../session/use-sync-status';
import { showToast } from '../../ui/toast/toast-store';
import { whatsappLinkFor, type ContactableReservation, type TicketLink } from './whatsapp-link';

const WITHOUT_TICKETS = 'No se pudieron obtener las entradas: el mensaje va sin sus enlaces';

export const hasTickets = (item: Pick<ReservationListItem, 'status'>) => item.status === 'paid' || item.status === 'confirmed';

async function ticketLinksOf(reservationId: string): Promise<TicketLink[]> {
  const { tickets } = await getReservationTickets(reservationId);
  return tickets.map((ticket) => ({ seatLabel: ticket.seat_label, url: `${window.location.origin}${ticketPath(ticket.code)}` }));
}

export function useContactWithTickets(item: ReservationListItem) {
  const online = useSyncStatus((status) => status.online);
  const contactable: ContactableReservation = { ...item.reservation, status: item.status, shortId: item.shortId, eventName: item.event?.name ?? null };
  const link = whatsappLinkFor(contactable);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link || !hasTickets(item) || !online) return; // The plain link, as it is.
    event.preventDefault();
    const chat = window.open('', '_blank');
    if (chat) chat.opener = null;
    void ticketLinksOf(item.reservation.id).then(
      (tickets) => whatsappLinkFor(contactable, tickets)!,
      () => {
        showToast({ title: WITHOUT_TICKETS, variant: 'error' });
        return link;
      },
    ).then((target) => {
      if (chat) chat.location.href = target;
      else window.open(target, '_blank', 'noopener,noreferrer');
    });
  };

  return { link, onClick };
}
