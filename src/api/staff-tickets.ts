// A booking's signed tickets for a member of its organization (the organizer's app, signed
// in): 'Contactar Cliente' sends their links, 'Imprimir entradas' prints them. Online only:
// only the server holds the signing key.
import { invokeFunction } from './functions';
import type { ReservationTickets } from './tickets';

export function getReservationTickets(reservationId: string): Promise<ReservationTickets> {
  return invokeFunction<ReservationTickets>('tickets', { reservation_id: reservationId });
}
