// What a manual sale costs, computed exactly as apply_reservations_create_manual does on
// the server, so the total the cashier reads out before confirming is the one stored.
export interface SaleQuote {
  subtotal: number;
  discountPercent: number;
  discountAmount: number;
  total: number;
}

/**
 * Each seat costs its stand's base price times its multiplier (see pricing.seatPrice); a
 * discount code takes its percent off their sum, rounded to whole pesos.
 */
export function quoteSale(seatPrices: readonly number[], discountPercent: number): SaleQuote {
  const subtotal = seatPrices.reduce((sum, price) => sum + price, 0);
  const discountAmount = Math.round((subtotal * discountPercent) / 100);
  return { subtotal, discountPercent, discountAmount, total: subtotal - discountAmount };
}
