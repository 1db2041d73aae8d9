// Money and occupancy figures of spec §9. Prices are whole COP.

/** A seat costs its stand's base price times its multiplier, rounded to whole pesos (as the server does). */
export function seatPrice(basePrice: number, priceMultiplier: number): number {
  return Math.round(basePrice * priceMultiplier);
}

/** Occupied over total, as a rounded percentage; an empty stand is 0 %. */
export function occupancyPercent(occupied: number, total: number): number {
  return total === 0 ? 0 : Math.round((occupied / total) * 100);
}

/** Spec §9: the most a venue can bring in is every seat at its base price. */
export function potentialRevenue(totalSeats: number, basePrice: number): number {
  return totalSeats * basePrice;
}
