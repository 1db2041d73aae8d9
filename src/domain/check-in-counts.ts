// Which reservations hold tickets, and how a gate's figures read ('312 de 1.250 ingresaron').
import { formatCount } from './money';
import type { ReservationStatus } from './seat-status';

/** A seat is a ticket while its reservation is paid or confirmed (the contract of issue 18). */
export function isTicketHolder(status: ReservationStatus): boolean {
  return status === 'paid' || status === 'confirmed';
}

/** '312 de 1.250 ingresaron' (checked in of sold). */
export function entryCountLabel({ sold, checkedIn }: { sold: number; checkedIn: number }): string {
  return `${formatCount(checkedIn)} de ${formatCount(sold)} ${checkedIn === 1 ? 'ingresó' : 'ingresaron'}`;
}

/** Whole percent of the sold tickets that came in; 0 with nothing sold. */
export function entryPercent({ sold, checkedIn }: { sold: number; checkedIn: number }): number {
  return sold === 0 ? 0 : Math.round((checkedIn / sold) * 100);
}
