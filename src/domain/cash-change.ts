// 'Vuelto': the change a cashier gives back on a cash sale at the gate (issue 20). Pure, so
// the screen, its test and the benchmark agree on every figure.
import { formatCOP } from './money';

/** The bills people hand over most at a Colombian gate, as quick buttons. */
export const QUICK_BILLS = [20_000, 50_000, 100_000] as const;

export type CashChange = { ok: true; change: number } | { ok: false; message: string };

/** The change for `received` pesos on a sale of `due` pesos; refused when it does not cover the sale. */
export function cashChangeFor(due: number, received: number): CashChange {
  if (!Number.isInteger(received) || received < 0) return { ok: false, message: 'Ingresa el monto recibido en pesos enteros' };
  if (received < due) return { ok: false, message: `El monto recibido (${formatCOP(received)}) es menor que el total (${formatCOP(due)})` };
  return { ok: true, change: received - due };
}
