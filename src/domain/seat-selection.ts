// The rules of picking seats on the public page (spec §5 "Seat selection", §9): a click
// toggles a free seat, a seat that is not free is refused, and an online booking holds at
// most 12 seats (more goes through support). Statuses refresh while the visitor picks, so
// a selection is reconciled with every fresh answer.
import { seatPrice } from './pricing';
import { seatShortLabel, type NamedSeat } from './seat-label';

/** The spec's limit before a visitor must contact support; book_seats enforces it too. */
export const MAX_ONLINE_SEATS = 12;

export const TOO_MANY_SEATS_MESSAGE = 'Puedes reservar hasta 12 asientos en línea. Para más asientos contacta a soporte.';
export const NO_SEATS_SELECTED_MESSAGE = 'Debes seleccionar al menos un asiento';

/** 'El asiento A-5 no está disponible', 'El asiento P2-A-5 …' in a stand of several floors. */
export function seatUnavailableMessage(seat: NamedSeat, standFloors: number): string {
  return `El asiento ${seatShortLabel(seat, standFloors)} no está disponible`;
}

export type SelectionRefusal = 'unavailable' | 'limit';

export interface ToggleOutcome {
  selected: readonly string[];
  refusal: SelectionRefusal | null;
}

/**
 * A selected seat always leaves the selection, even if it was taken meanwhile; a free seat
 * joins unless the selection is full; anything else is refused and the selection kept.
 */
export function toggleSeatSelection(selected: readonly string[], seatId: string, available: boolean): ToggleOutcome {
  if (selected.includes(seatId)) return { selected: selected.filter((id) => id !== seatId), refusal: null };
  if (!available) return { selected, refusal: 'unavailable' };
  if (selected.length >= MAX_ONLINE_SEATS) return { selected, refusal: 'limit' };
  return { selected: [...selected, seatId], refusal: null };
}

export interface ReconciledSelection {
  kept: readonly string[];
  /** The seats that became unavailable, in selection order: the visitor is told which. */
  dropped: readonly string[];
}

export function reconcileSelection(selected: readonly string[], isUnavailable: (seatId: string) => boolean): ReconciledSelection {
  const dropped = selected.filter(isUnavailable);
  if (dropped.length === 0) return { kept: selected, dropped };
  return { kept: selected.filter((id) => !isUnavailable(id)), dropped };
}

export interface PricedSeat {
  base_price: number;
  price_multiplier: number;
}

/** Each seat at its stand's base price × its multiplier, rounded per seat as book_seats does. */
export function selectionTotal(seats: readonly PricedSeat[]): number {
  return seats.reduce((total, seat) => total + seatPrice(seat.base_price, seat.price_multiplier), 0);
}
