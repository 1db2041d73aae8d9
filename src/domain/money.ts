// Prices in this product are whole Colombian pesos; centavos are never shown.
import { builtOnFirstUse } from './built-on-first-use';

const copFormatter = builtOnFirstUse(
  () => new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);

/** 50000 → '$ 50.000' (the space is a no-break space, so the sign never wraps alone). */
export function formatCOP(amount: number): string {
  return copFormatter().format(amount);
}

const countFormatter = builtOnFirstUse(() => new Intl.NumberFormat('es-CO'));

/** Seats, people and other counts with es-CO thousands separators: 12500 → '12.500'. */
export function formatCount(value: number): string {
  return countFormatter().format(value);
}
