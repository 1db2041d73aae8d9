// How a seat looks for each status, shared by the seat plan, the creation preview and
// their legends. 'selected' exists only while someone is picking seats.
import type { LeaseMark } from '../domain/seat-leases';
import type { SeatStatus } from '../domain/seat-status';
import { cx } from './class-names';

export type SeatLook = 'available' | 'reserved' | 'paid' | 'blocked' | 'selected' | 'leased-mine' | 'leased-other';

export const SEAT_LOOK_LABELS: Record<SeatLook, string> = {
  available: 'Disponible',
  reserved: 'Reservado',
  paid: 'Vendido',
  blocked: 'Bloqueado',
  selected: 'Seleccionado',
  // Seat leases (issue 21): free seats only this device sells, or only another gate.
  'leased-mine': 'Asignado a esta taquilla',
  'leased-other': 'Asignado a otra taquilla',
};

/** A free seat under an open lease shows whose it is (issue 21); any other seat, its status. */
export function leasedLookOf(status: SeatStatus, mark: LeaseMark | undefined): SeatLook {
  if (status !== 'available' || !mark) return status;
  return mark.kind === 'mine' ? 'leased-mine' : 'leased-other';
}

/** Looks a cashier can pick. */
export function isChoosableLook(look: SeatLook): boolean {
  return look === 'available' || look === 'selected' || look === 'leased-mine';
}

const LOOK_CLASSES: Record<SeatLook, string> = {
  available: 'bg-emerald-500',
  reserved: 'bg-amber-400',
  paid: 'bg-stone-400',
  blocked: 'bg-red-200',
  selected: 'bg-sky-500',
  'leased-mine': 'bg-teal-700',
  'leased-other': 'bg-violet-300',
};

/** Premium seats keep their status colour and get an orange outline. */
export const PREMIUM_SEAT_CLASSES = 'ring-2 ring-inset ring-brand-600';

export function seatClasses(look: SeatLook, premium: boolean): string {
  return cx(LOOK_CLASSES[look], premium && PREMIUM_SEAT_CLASSES);
}
