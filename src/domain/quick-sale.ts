// 'Venta rápida' (issue 20): how many seats a walk-in asks for becomes a proposal of the best
// seats together (bestAvailableSeats), or a Spanish reason why nothing can be proposed.
import { bestAvailableSeats } from './best-available-seats';
import { counted, pluralOf } from './plural';
import type { SeatWithStatus } from './reservation-seat-suggestion';

/** A walk-in buys at most this many seats at once; a group books through the full dialog. */
export const QUICK_SALE_MAX_SEATS = 12;
/** The big count buttons; 'Más' opens 5 to QUICK_SALE_MAX_SEATS. */
export const QUICK_COUNTS = [1, 2, 3, 4] as const;
export const MORE_COUNTS = Array.from({ length: QUICK_SALE_MAX_SEATS - QUICK_COUNTS.length }, (_, index) => index + QUICK_COUNTS.length + 1);

export type SeatProposal<Seat extends SeatWithStatus> = { ok: true; seats: Seat[] } | { ok: false; message: string };

/** Why `count` seats cannot be sold, or null. */
export function quickSaleCountRefusal(count: number, seatsLeft: number): string | null {
  if (!Number.isInteger(count) || count < 1) return 'Elige cuántos asientos';
  if (count > QUICK_SALE_MAX_SEATS) return `Una venta rápida es de máximo ${QUICK_SALE_MAX_SEATS} asientos`;
  if (seatsLeft === 0) return 'No quedan asientos disponibles para este evento';
  if (count > seatsLeft) return seatsLeft === 1 ? 'Solo queda 1 asiento disponible' : `Solo quedan ${seatsLeft} asientos disponibles`;
  return null;
}

/** The best `count` seats together of the event's stands, or why there are none. */
export function proposeQuickSaleSeats<Seat extends SeatWithStatus>(seats: readonly Seat[], count: number): SeatProposal<Seat> {
  let seatsLeft = 0;
  for (const seat of seats) if (seat.status === 'available') seatsLeft += 1;
  const refusal = quickSaleCountRefusal(count, seatsLeft);
  if (refusal) return { ok: false, message: refusal };
  const together = bestAvailableSeats(seats, count) as Seat[] | null;
  if (!together) return { ok: false, message: `No hay ${counted(count, 'asiento', 'asientos')} ${pluralOf(count, 'junto', 'juntos')}: tócalos en el plano` };
  return { ok: true, seats: together };
}

/**
 * A tap on the map: a chosen seat is let go, a free one is added. Returns the new selection,
 * or a message when the tap cannot change it.
 */
export function toggleQuickSaleSeat<Seat extends SeatWithStatus>(
  chosen: readonly Seat[],
  seat: Seat,
): { ok: true; seats: Seat[] } | { ok: false; message: string } {
  if (chosen.some((other) => other.id === seat.id)) return { ok: true, seats: chosen.filter((other) => other.id !== seat.id) };
  if (seat.status !== 'available') return { ok: false, message: 'Ese asiento no está disponible' };
  if (chosen.length >= QUICK_SALE_MAX_SEATS) return { ok: false, message: `Una venta rápida es de máximo ${QUICK_SALE_MAX_SEATS} asientos` };
  return { ok: true, seats: [...chosen, seat] };
}

const bogotaDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' at the festival (Bogotá), whatever the tablet's own time zone. */
export function festivalDateOf(now: Date): string {
  return bogotaDateFormat.format(now);
}

interface EventOnSale {
  id: string;
  event_date: string;
  end_date: string;
}

/**
 * The event a quick sale starts on: the one this device's gate is set to, else the one running
 * today, else the next one, else the first on sale; null when nothing is on sale.
 */
export function quickSaleEventOf(eventsOnSale: readonly EventOnSale[], gateEventId: string | null, today: string): string | null {
  const gate = eventsOnSale.find((event) => event.id === gateEventId);
  const running = eventsOnSale.find((event) => event.event_date <= today && today <= event.end_date);
  const next = eventsOnSale.find((event) => event.event_date >= today);
  return (gate ?? running ?? next ?? eventsOnSale[0])?.id ?? null;
}
