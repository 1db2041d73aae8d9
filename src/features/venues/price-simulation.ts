// The revenue simulation of the prices screen: what the stand brings in when every seat
// is sold once, each at the base price times its multiplier (spec §9), at the current
// base price and at the one being typed.
import { seatPrice } from '../../domain/pricing';

/** Multiplier → how many seats of the stand have it. */
export type MultiplierCounts = ReadonlyMap<number, number>;

export function multiplierCountsOf(seats: Iterable<{ price_multiplier: number }>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { price_multiplier } of seats) counts.set(price_multiplier, (counts.get(price_multiplier) ?? 0) + 1);
  return counts;
}

export function fullStandRevenue(counts: MultiplierCounts, basePrice: number): number {
  let total = 0;
  for (const [multiplier, seats] of counts) total += seats * seatPrice(basePrice, multiplier);
  return total;
}

export interface PriceSimulation {
  current: number;
  projected: number;
  difference: number;
  /** The difference over the current revenue, rounded; 0 when there is nothing to compare. */
  percentChange: number;
}

export function simulatePrice(counts: MultiplierCounts, currentBasePrice: number, newBasePrice: number): PriceSimulation {
  const current = fullStandRevenue(counts, currentBasePrice);
  const projected = fullStandRevenue(counts, newBasePrice);
  const difference = projected - current;
  return { current, projected, difference, percentChange: current === 0 ? 0 : Math.round((difference / current) * 100) };
}
